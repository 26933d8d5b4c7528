import type { Database } from '../../db/client.ts';
import { findKeyByHash, revokeKey } from '../../db/repos/api-keys.ts';
import { findAgentTokenGrant, findGrant, findRefreshToken } from '../../db/repos/oauth.ts';
import { systemActor } from '../../domain/actor.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { revokeGrantFamily } from './revoke-grant.ts';
import { hashToken } from '../agents/agent-tokens.ts';

/**
 * RFC 7009 revocation by the client. A refresh token revokes its whole grant; an access token
 * revokes itself. Unknown tokens, or tokens of another client, change nothing and the answer is
 * the same (200), so the endpoint reveals nothing.
 */
export async function revokeOAuthToken(database: Database, clientId: string, token: string, now = new Date()): Promise<void> {
  const hash = hashToken(token);
  const refresh = await findRefreshToken(database.db, hash);
  if (refresh) {
    const grant = await findGrant(database.db, refresh.grant_id);
    if (grant && grant.client_id === clientId && !grant.revoked_at) await revokeGrantFamily(database, grant, 'revoked by the client', now);
    return;
  }
  const key = await findKeyByHash(database.db, hash);
  if (!key || key.kind !== 'agent') return;
  const link = await findAgentTokenGrant(database.db, key.id);
  const grant = link?.grant_id ? await findGrant(database.db, link.grant_id) : undefined;
  if (grant && grant.client_id === clientId) {
    await runUnitOfWork(database, systemActor(grant.space_id, 'tessera OAuth'), async (uow) => {
      await revokeKey(uow.trx, key.space_id, key.id, uow.now);
      uow.record({ action: 'agent.token_revoked', resourceType: 'agent', resourceId: grant.agent_id, details: { key_id: key.id, reason: 'revoked by the client' } });
    }, { now });
  }
}
