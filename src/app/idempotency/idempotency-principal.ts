import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { agentOfKey } from '../../db/repos/api-keys.ts';
import type { DB } from '../../db/schema.ts';

/**
 * Whose Idempotency-Keys a caller shares: the person or the agent, not the token. An agent
 * retrying with a refreshed OAuth token, or a person signed in on two devices, is the same
 * caller retrying the same write. A management or delivery key (or an agent token without an
 * agent record) is its own principal; the CLI and workers by their name.
 */
export async function idempotencyPrincipal(db: Kysely<DB>, actor: Actor): Promise<string> {
  if (actor.type === 'user' && actor.id) return `user:${actor.id}`;
  if (actor.type === 'agent' && actor.id) {
    const agentId = await agentOfKey(db, actor.id);
    return agentId ? `agent:${agentId}` : `key:${actor.id}`;
  }
  if (actor.id) return `key:${actor.id}`;
  return `${actor.type}:${actor.name}`;
}
