import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { appError, notFound } from '../../domain/errors.ts';
import { inviteStatus } from '../../domain/invites.ts';
import { findInvite, revokeInviteRow, type InviteRow } from '../../db/repos/agents.ts';

/**
 * Withdraws an invite that has not been redeemed; reading or redeeming it then answers 410
 * `invite_expired`. Revoking twice is harmless. A redeemed invite cannot be revoked: the agent
 * it created is what to revoke.
 */
export async function revokeInvite(uow: UnitOfWork, id: string): Promise<InviteRow> {
  requirePermission(uow.actor, 'manage_keys', 'revoke invites');
  const invite = await findInvite(uow.trx, uow.actor.spaceId, id);
  if (!invite) throw notFound('invite', id);
  if (inviteStatus(invite, uow.now) === 'used') {
    throw appError('validation_failed', 'This invite was already redeemed; revoking it would change nothing.', {
      fix: `Revoke the agent it created instead: DELETE /api/v1/spaces/${invite.space_id}/agents/${invite.agent_id}.`,
      details: { fields: { id: 'an invite that has not been redeemed' } },
    });
  }
  if (!invite.revoked_at) {
    await revokeInviteRow(uow.trx, id, uow.now);
    uow.record({ action: 'invite.revoked', resourceType: 'invite', resourceId: id });
  }
  return { ...invite, revoked_at: invite.revoked_at ?? uow.now };
}
