import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { listActiveKeys, listActiveKeysMadeBy, type ApiKeyRow } from '../../db/repos/api-keys.ts';
import type { DB } from '../../db/schema.ts';
import { keyMakerScope } from './key-maker.ts';

/** Active keys of the space; an agent sees only the delivery and preview keys it made. */
export async function listKeys(db: Kysely<DB>, actor: Actor, now = new Date().toISOString()): Promise<ApiKeyRow[]> {
  const maker = await keyMakerScope(db, actor);
  return maker === null ? listActiveKeys(db, actor.spaceId, now) : listActiveKeysMadeBy(db, actor.spaceId, maker, now);
}
