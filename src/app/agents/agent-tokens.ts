import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { KIND_PERMISSIONS } from '../../domain/permissions.ts';
import { insertKey, type ApiKeyRow } from '../../db/repos/api-keys.ts';
import { insertAgent, linkAgentToken, type AgentRow } from '../../db/repos/agents.ts';
import type { DB } from '../../db/schema.ts';
import { newId } from '../ids.ts';
import { generateToken, hashToken, tokenHint } from '../keys/tokens.ts';

/**
 * Agent tokens are api_keys rows of kind 'agent' carrying the agent's name, so authentication,
 * rate limits and revocation work as for every key, and activity shows the agent's name.
 * `agent_tokens` ties each such key to its agent (and OAuth grant), so revoking the agent
 * revokes all of them at once.
 */
export async function issueAgentToken(
  db: Kysely<DB>,
  agent: AgentRow,
  opts: { now: string; expiresAt: string | null; grantId: string | null; createdBy: string | null },
): Promise<{ token: string; key: ApiKeyRow }> {
  const token = generateToken('agent');
  const key: ApiKeyRow = {
    id: newId(),
    space_id: agent.space_id,
    kind: 'agent',
    name: agent.name,
    token_hash: hashToken(token),
    token_hint: tokenHint(token),
    created_at: opts.now,
    created_by: opts.createdBy,
    last_used_at: null,
    expires_at: opts.expiresAt,
    revoked_at: null,
  };
  await insertKey(db, key);
  await linkAgentToken(db, key.id, agent.id, opts.grantId);
  return { token, key };
}

/** A new, active agent (not yet stored). */
export function newAgent(row: Omit<AgentRow, 'id' | 'revoked_at'>): AgentRow {
  return { id: newId(), revoked_at: null, ...row };
}

export { insertAgent };

/** The agent as the caller of the operations it triggers itself (joining, OAuth exchange). */
export function agentActor(agent: AgentRow): Actor {
  return { type: 'agent', kind: 'agent', id: agent.id, name: agent.name, spaceId: agent.space_id, can: new Set(KIND_PERMISSIONS.agent) };
}

/** Invite tokens, OAuth codes and refresh tokens: 256 random bits, stored only as a hash. */
export function newSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

export { hashToken };
