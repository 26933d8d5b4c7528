import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { listActiveKeys, listActiveKeysMadeBy, type MadeKeyRow } from '../../db/repos/api-keys.ts';
import type { DB } from '../../db/schema.ts';
import { keyMakerScope } from './key-maker.ts';

/**
 * The active keys of the actor's space (never their tokens): every key for `manage_keys`, and
 * for an agent (`create_read_keys`) only the delivery and preview keys it made. Each says which
 * agent made it, if one did.
 */
export async function listKeys(db: Kysely<DB>, actor: Actor, now: Date = new Date()): Promise<MadeKeyRow[]> {
  const maker = await keyMakerScope(db, actor);
  return maker === null ? listActiveKeys(db, actor.spaceId, now.toISOString()) : listActiveKeysMadeBy(db, actor.spaceId, maker, now.toISOString());
}
