import type { AgentListRow, AgentRow, InviteRow } from '../db/repos/agents.ts';
import { inviteStatus } from '../domain/invites.ts';
import { KIND_PERMISSIONS, type Permission } from '../domain/permissions.ts';

/**
 * The agent record (SPEC leaves its fields to us; docs/agents.md describes them). `can` is what
 * the agent may do now within the person who approved or invited it, when the caller worked it
 * out; a grant's consent may narrow a token further.
 */
export function presentAgent(a: (AgentRow | AgentListRow) & { can?: readonly Permission[] }) {
  return {
    id: a.id,
    name: a.name,
    kind: 'agent' as const,
    space: a.space_id,
    can: [...(a.can ?? KIND_PERMISSIONS.agent)],
    via: a.via,
    oauth_client_id: a.oauth_client_id,
    created_at: a.created_at,
    created_by: a.created_by,
    last_used_at: 'last_used_at' in a ? a.last_used_at : null,
    revoked_at: a.revoked_at,
  };
}

export function presentInvite(i: InviteRow, now: string) {
  return {
    id: i.id,
    name: i.agent_name,
    space: i.space_id,
    status: inviteStatus(i, now),
    created_at: i.created_at,
    created_by: i.created_by,
    expires_at: i.expires_at,
    used_at: i.used_at,
    agent_id: i.agent_id,
    revoked_at: i.revoked_at,
  };
}

export function joinUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/join/${token}`;
}
