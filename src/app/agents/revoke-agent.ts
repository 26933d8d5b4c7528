import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { notFound } from '../../domain/errors.ts';
import { listAgentsBoundBy, revokeAgentRow, revokeInvitesMadeBy } from '../../db/repos/agents.ts';
import { forgetKey } from '../keys/authenticate.ts';

/**
 * Revokes an agent with every token it holds (invite token, OAuth access and refresh tokens)
 * and every key it made. Authentication reads the key row on every request, so the next
 * request already fails.
 */
export async function revokeAgent(uow: UnitOfWork, id: string): Promise<void> {
  requirePermission(uow.actor, 'manage_keys', 'revoke agents');
  if (!(await endAgent(uow, id, null))) throw notFound('active agent', id);
}

/**
 * Ends the agents a person bounds in the space (they approved or invited them) and withdraws the
 * invites they made, when the person leaves it: the agents could do nothing more anyway, and the
 * keys they made must not outlive them.
 */
export async function endAgentsBoundBy(uow: UnitOfWork, userId: string, reason: string): Promise<void> {
  for (const agent of await listAgentsBoundBy(uow.trx, uow.actor.spaceId, userId)) await endAgent(uow, agent.id, reason);
  for (const id of await revokeInvitesMadeBy(uow.trx, uow.actor.spaceId, userId, uow.now)) {
    uow.record({ action: 'invite.revoked', resourceType: 'invite', resourceId: id, details: { reason } });
  }
}

/** Revokes the agent and the keys it made; the activity names each key and why it ended. False when it was not active. */
async function endAgent(uow: UnitOfWork, id: string, reason: string | null): Promise<boolean> {
  const done = await revokeAgentRow(uow.trx, uow.actor.spaceId, id, uow.now);
  if (!done) return false;
  uow.record({ action: 'agent.revoked', resourceType: 'agent', resourceId: id, details: { ...(reason ? { reason } : {}), keys_revoked: done.madeKeys } });
  for (const keyId of done.madeKeys) {
    uow.record({ action: 'key.revoked', resourceType: 'api_key', resourceId: keyId, details: { reason: 'the agent that made it was revoked', agent_id: id } });
    uow.afterCommit(() => forgetKey(keyId));
  }
  return true;
}
