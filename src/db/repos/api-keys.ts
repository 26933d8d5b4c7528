import type { Kysely, Selectable } from 'kysely';
import type { ApiKeysTable, DB } from '../schema.ts';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export function findKeyByHash(db: Kysely<DB>, tokenHash: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertKey(db: Kysely<DB>, row: ApiKeyRow): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

export function listActiveKeys(db: Kysely<DB>, spaceId: string, now: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('space_id', '=', spaceId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('created_at')
    .execute();
}

export async function revokeKey(db: Kysely<DB>, spaceId: string, id: string, now: string): Promise<number> {
  const r = await db.updateTable('api_keys').set({ revoked_at: now }).where('space_id', '=', spaceId).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function touchKey(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', id).execute();
}
