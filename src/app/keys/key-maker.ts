import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { keyCannot } from '../../domain/permissions.ts';
import { agentOfKey } from '../../db/repos/api-keys.ts';
import type { DB } from '../../db/schema.ts';

/**
 * Who may manage which delivery and preview keys: a holder of `manage_keys` (management keys,
 * the CLI) every key of the space; a holder of only `create_read_keys` (agents) the keys it made,
 * `null` meaning "all". Agents are identified by their agent record, so every token of one agent
 * (OAuth refreshes) sees the same keys.
 */
export async function keyMakerScope(db: Kysely<DB>, actor: Actor): Promise<string | null> {
  if (actor.can.has('manage_keys')) return null;
  if (!actor.can.has('create_read_keys') || !actor.id) {
    throw keyCannot(actor, 'create_read_keys', 'manage keys');
  }
  const agentId = await agentOfKey(db, actor.id);
  return agentId ? `agent:${agentId}` : `key:${actor.id}`;
}
