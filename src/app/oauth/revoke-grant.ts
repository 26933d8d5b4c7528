import type { Database } from '../../db/client.ts';
import { revokeGrant } from '../../db/repos/oauth.ts';
import { systemActor } from '../../domain/actor.ts';
import { runUnitOfWork } from '../unit-of-work.ts';

/**
 * Revokes an OAuth grant with all its tokens, recorded in the space's activity. Going through
 * a unit of work also empties the key cache when it commits, so the tokens fail on the very
 * next request.
 */
export async function revokeGrantFamily(database: Database, grant: { id: string; space_id: string; agent_id: string }, reason: string, now = new Date()): Promise<void> {
  await runUnitOfWork(
    database,
    systemActor(grant.space_id, 'tessera OAuth'),
    async (uow) => {
      await revokeGrant(uow.trx, grant.id, reason, uow.now);
      uow.record({ action: 'agent.authorization_revoked', resourceType: 'agent', resourceId: grant.agent_id, details: { grant_id: grant.id, reason } });
    },
    { now },
  );
}
