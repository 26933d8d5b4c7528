import type { AgentListRow, AgentRow, InviteRow } from '../db/repos/agents.ts';
import { inviteStatus } from '../domain/invites.ts';
import { KIND_PERMISSIONS, type Permission } from '../domain/permissions.ts';
import { Type } from '@fastify/type-provider-typebox';
import { Nullable } from './nullable.ts';
import { Str, Strings, Time } from './schema-values.ts';

/** An agent: an AI client with its own key (docs/agents.md). */
export const AgentSchema = Type.Object({
  id: Str('the agent id', 'ag_3kD9'),
  name: Str('its name', 'Claude (blog)'),
  kind: Type.Literal('agent', { description: 'always agent' }),
  space: Str('the space it works in', 'blog'),
  can: Strings('what it may do now', ['read', 'read_drafts', 'write']),
  via: Type.Union([Type.Literal('invite'), Type.Literal('oauth')], { description: 'how it joined: an invite link or OAuth consent' }),
  oauth_client_id: Nullable(Str('the OAuth client it connected with, or null', 'cl_9Vb2')),
  created_at: Time('when it joined'),
  created_by: Nullable(Str('who invited or approved it, or null', 'Ada Lovelace')),
  last_used_at: Nullable(Time('when it last called the API, or null')),
  revoked_at: Nullable(Time('when it was revoked, or null')),
});

/** An invite link for an agent (docs/agents.md); never its URL after creation. */
export const InviteSchema = Type.Object({
  id: Str('the invite id', 'inv_5Ht8'),
  name: Nullable(Str('the name the agent gets, or null to let it choose', 'Claude (blog)')),
  space: Str('the space it joins', 'blog'),
  status: Type.Union([Type.Literal('usable'), Type.Literal('used'), Type.Literal('expired'), Type.Literal('revoked')], { description: 'usable until used, expired or revoked' }),
  created_at: Time('when it was made'),
  created_by: Nullable(Str('who made it, or null', 'Ada Lovelace')),
  expires_at: Time('when it stops working'),
  used_at: Nullable(Time('when an agent redeemed it, or null')),
  agent_id: Nullable(Str('the agent that redeemed it, or null', 'ag_3kD9')),
  revoked_at: Nullable(Time('when it was revoked, or null')),
});

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
