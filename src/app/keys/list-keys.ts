import type { Kysely } from 'kysely';
import { requirePermission, type Actor } from '../../domain/actor.ts';
import { listActiveKeys, type ApiKeyRow } from '../../db/repos/api-keys.ts';
import type { DB } from '../../db/schema.ts';

/** The active keys of the actor's space (never their tokens); only for `manage_keys`. */
export async function listKeys(db: Kysely<DB>, actor: Actor, now: Date = new Date()): Promise<ApiKeyRow[]> {
  requirePermission(actor, 'manage_keys', 'list keys');
  return listActiveKeys(db, actor.spaceId, now.toISOString());
}
