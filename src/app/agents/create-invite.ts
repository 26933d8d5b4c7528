import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { validationFailed } from '../../domain/errors.ts';
import { INVITE_DEFAULT_TTL_HOURS, INVITE_MAX_TTL_HOURS, inviteExpiresAt, normalizeAgentName } from '../../domain/invites.ts';
import { insertInvite, type InviteRow } from '../../db/repos/agents.ts';
import { newId } from '../ids.ts';
import { hashToken, newSecret } from './agent-tokens.ts';

export interface CreateInviteInput {
  /** The name the agent will carry; when absent the agent may name itself on redeem. */
  name?: string | null;
  expiresInHours?: number;
}

/** Creates an invite; its token (the last part of the join URL) is returned here once. */
export async function createInvite(uow: UnitOfWork, input: CreateInviteInput): Promise<{ token: string; invite: InviteRow }> {
  requirePermission(uow.actor, 'manage_keys', 'invite agents');
  const name = input.name === undefined || input.name === null ? null : normalizeAgentName(input.name);
  if (input.name !== undefined && input.name !== null && !name) throw validationFailed({ name: 'a name of 1 to 100 characters for the agent, plain text without control or text-direction characters, e.g. "Content assistant"' });
  const hours = input.expiresInHours ?? INVITE_DEFAULT_TTL_HOURS;
  if (!Number.isInteger(hours) || hours < 1 || hours > INVITE_MAX_TTL_HOURS) {
    throw validationFailed({ expires_in_hours: `a whole number of hours from 1 to ${INVITE_MAX_TTL_HOURS} (default ${INVITE_DEFAULT_TTL_HOURS}, 7 days)` });
  }
  const token = newSecret();
  const invite: InviteRow = {
    id: newId(),
    space_id: uow.actor.spaceId,
    token_hash: hashToken(token),
    agent_name: name,
    created_at: uow.now,
    created_by: uow.actor.name,
    expires_at: inviteExpiresAt(uow.now, hours),
    used_at: null,
    agent_id: null,
    revoked_at: null,
    // A person's invite yields an agent bounded by them (docs/people.md "What a grant carries").
    creator_id: uow.actor.type === 'user' ? uow.actor.id : null,
  };
  await insertInvite(uow.trx, invite);
  uow.record({ action: 'invite.created', resourceType: 'invite', resourceId: invite.id, details: { name, expires_at: invite.expires_at } });
  return { token, invite };
}
