import type { Kysely, Selectable } from 'kysely';
import type { ApiKeysTable, DB } from '../schema.ts';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export function findKeyByHash(db: Kysely<DB>, tokenHash: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertKey(db: Kysely<DB>, row: ApiKeyRow): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

/** A key with who made it when an agent or a key other than a management key did (`agent:<id>` / `key:<id>`). */
export type MadeKeyRow = ApiKeyRow & { maker?: string | null };

export function listActiveKeys(db: Kysely<DB>, spaceId: string, now: string): Promise<MadeKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .leftJoin('made_keys', 'made_keys.key_id', 'api_keys.id')
    .selectAll('api_keys')
    .select('made_keys.maker')
    .where('api_keys.space_id', '=', spaceId)
    .where('api_keys.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('api_keys.expires_at', 'is', null), eb('api_keys.expires_at', '>', now)]))
    .orderBy('api_keys.created_at')
    .execute();
}

export async function revokeKey(db: Kysely<DB>, spaceId: string, id: string, now: string): Promise<number> {
  const r = await db.updateTable('api_keys').set({ revoked_at: now }).where('space_id', '=', spaceId).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function touchKey(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', id).execute();
}

/** Records who made a key (agents only see and revoke the keys they made). */
export async function insertMadeKey(db: Kysely<DB>, row: { key_id: string; space_id: string; maker: string }): Promise<void> {
  await db.insertInto('made_keys').values(row).execute();
}

/** The agent a token belongs to, if it has an agent record. */
export async function agentOfKey(db: Kysely<DB>, keyId: string): Promise<string | null> {
  const row = await db.selectFrom('agent_tokens').select('agent_id').where('key_id', '=', keyId).executeTakeFirst();
  return row?.agent_id ?? null;
}

/** Active keys of a space that `maker` made. */
export function listActiveKeysMadeBy(db: Kysely<DB>, spaceId: string, maker: string, now: string): Promise<MadeKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .innerJoin('made_keys', 'made_keys.key_id', 'api_keys.id')
    .selectAll('api_keys')
    .select('made_keys.maker')
    .where('api_keys.space_id', '=', spaceId)
    .where('made_keys.maker', '=', maker)
    .where('api_keys.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('api_keys.expires_at', 'is', null), eb('api_keys.expires_at', '>', now)]))
    .orderBy('api_keys.created_at')
    .execute();
}

export async function findMaker(db: Kysely<DB>, spaceId: string, keyId: string): Promise<string | null> {
  const row = await db.selectFrom('made_keys').select('maker').where('space_id', '=', spaceId).where('key_id', '=', keyId).executeTakeFirst();
  return row?.maker ?? null;
}
