import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { notFound } from '../../domain/errors.ts';
import { revokeAgentRow } from '../../db/repos/agents.ts';

/**
 * Revokes an agent with every token it holds (invite token, OAuth access and refresh tokens).
 * Authentication reads the key row on every request, so the next request already fails.
 */
export async function revokeAgent(uow: UnitOfWork, id: string): Promise<void> {
  requirePermission(uow.actor, 'manage_keys', 'revoke agents');
  const done = await revokeAgentRow(uow.trx, uow.actor.spaceId, id, uow.now);
  if (!done) throw notFound('active agent', id);
  uow.record({ action: 'agent.revoked', resourceType: 'agent', resourceId: id });
}
