import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
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
    throw appError('key_cannot', `A ${actor.kind} key cannot manage keys: it needs the "create_read_keys" permission.`, {
      fix: 'Use a management key or an agent token; see `can` in GET /api/v1.',
      details: { needs: 'create_read_keys', key_kind: actor.kind },
    });
  }
  const agentId = await agentOfKey(db, actor.id);
  return agentId ? `agent:${agentId}` : `key:${actor.id}`;
}
