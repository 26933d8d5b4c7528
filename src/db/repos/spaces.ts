import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Engine } from '../client.ts';
import { lockRows } from '../dialect/locking.ts';
import type { DB, LocalesTable, SpacesTable } from '../schema.ts';

export type SpaceRow = Selectable<SpacesTable>;
export type LocaleRow = Selectable<LocalesTable>;

export function findSpace(db: Kysely<DB>, id: string): Promise<SpaceRow | undefined> {
  return db.selectFrom('spaces').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The space row, locked until the transaction ends on PostgreSQL (see `lockRows`). */
export function lockSpace(db: Kysely<DB>, engine: Engine, id: string): Promise<SpaceRow | undefined> {
  return lockRows(db.selectFrom('spaces').selectAll().where('id', '=', id), engine).executeTakeFirst();
}

export async function insertSpace(db: Kysely<DB>, row: SpaceRow): Promise<void> {
  await db.insertInto('spaces').values(row).execute();
}

export async function updateSpace(db: Kysely<DB>, id: string, patch: Updateable<SpacesTable>): Promise<void> {
  await db.updateTable('spaces').set(patch).where('id', '=', id).execute();
}

export function listLocales(db: Kysely<DB>, spaceId: string): Promise<LocaleRow[]> {
  return db.selectFrom('locales').selectAll().where('space_id', '=', spaceId).orderBy('created_at').orderBy('code').execute();
}

export function findLocale(db: Kysely<DB>, spaceId: string, code: string): Promise<LocaleRow | undefined> {
  return db.selectFrom('locales').selectAll().where('space_id', '=', spaceId).where('code', '=', code).executeTakeFirst();
}

export async function insertLocale(db: Kysely<DB>, row: LocaleRow): Promise<void> {
  await db.insertInto('locales').values(row).execute();
}

export async function updateLocale(db: Kysely<DB>, spaceId: string, code: string, patch: Updateable<LocalesTable>): Promise<void> {
  await db.updateTable('locales').set(patch).where('space_id', '=', spaceId).where('code', '=', code).execute();
}

export async function deleteLocale(db: Kysely<DB>, spaceId: string, code: string): Promise<void> {
  await db.deleteFrom('locales').where('space_id', '=', spaceId).where('code', '=', code).execute();
}

export async function deleteLocales(db: Kysely<DB>, spaceId: string): Promise<void> {
  await db.deleteFrom('locales').where('space_id', '=', spaceId).execute();
}

export async function repointFallbacks(db: Kysely<DB>, spaceId: string, from: string, to: string | null): Promise<void> {
  await db.updateTable('locales').set({ fallback_code: to }).where('space_id', '=', spaceId).where('fallback_code', '=', from).execute();
}

export function listContentTypeSummaries(db: Kysely<DB>, spaceId: string): Promise<{ api_id: string; name: string }[]> {
  return db.selectFrom('content_types').select(['api_id', 'name']).where('space_id', '=', spaceId).orderBy('name').execute();
}
