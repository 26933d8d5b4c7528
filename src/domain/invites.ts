import { displayNameProblem } from './display-names.ts';
/**
 * An invite's life (SPEC "Invites"; docs/agents.md): it is created usable, and leaves that
 * state exactly once — redeemed (used), past its expiry (expired) or withdrawn by an owner
 * (revoked). Nothing brings it back; an owner creates a new invite instead.
 */
export type InviteStatus = 'usable' | 'used' | 'expired' | 'revoked';

export const INVITE_DEFAULT_TTL_HOURS = 7 * 24;
export const INVITE_MAX_TTL_HOURS = 30 * 24;

export interface InviteFacts {
  used_at: string | null;
  revoked_at: string | null;
  expires_at: string;
}

/** Used wins over revoked and expired: the invite did its job, whatever happened after. */
export function inviteStatus(invite: InviteFacts, now: string): InviteStatus {
  if (invite.used_at) return 'used';
  if (invite.revoked_at) return 'revoked';
  if (invite.expires_at <= now) return 'expired';
  return 'usable';
}

export function inviteExpiresAt(now: string, hours: number = INVITE_DEFAULT_TTL_HOURS): string {
  return new Date(Date.parse(now) + hours * 3_600_000).toISOString();
}

/** An agent's display name: what activity and entry versions show for its writes. */
export function normalizeAgentName(input: string | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  const name = input.replace(/\s+/g, ' ').trim();
  if (!name || name.length > 100 || displayNameProblem(name)) return null;
  return name;
}

export const DEFAULT_AGENT_NAME = 'Invited agent';
