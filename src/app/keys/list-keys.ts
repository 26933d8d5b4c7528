import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { listActiveKeys, listActiveKeysMadeBy, type ApiKeyRow } from '../../db/repos/api-keys.ts';
import type { DB } from '../../db/schema.ts';
import { keyMakerScope } from './key-maker.ts';

/**
 * The active keys of the actor's space (never their tokens): every key for `manage_keys`, and
 * for an agent (`create_read_keys`) only the delivery and preview keys it made.
 */
export async function listKeys(db: Kysely<DB>, actor: Actor, now: Date = new Date()): Promise<ApiKeyRow[]> {
  const maker = await keyMakerScope(db, actor);
  return maker === null ? listActiveKeys(db, actor.spaceId, now.toISOString()) : listActiveKeysMadeBy(db, actor.spaceId, maker, now.toISOString());
}
