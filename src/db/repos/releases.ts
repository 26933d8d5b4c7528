import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Engine } from '../client.ts';
import { lockRows } from '../dialect/locking.ts';
import type { DB, EntriesTable, ReleasesTable } from '../schema.ts';

export type ReleaseRow = Selectable<ReleasesTable>;

export async function insertRelease(db: Kysely<DB>, row: ReleaseRow): Promise<void> {
  await db.insertInto('releases').values(row).execute();
}

export function findRelease(db: Kysely<DB>, spaceId: string, id: string): Promise<ReleaseRow | undefined> {
  return db.selectFrom('releases').selectAll().where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
}

/** The release, locked until the transaction ends (PostgreSQL; SQLite writes take turns). */
export function findReleaseForUpdate(db: Kysely<DB>, engine: Engine, spaceId: string, id: string): Promise<ReleaseRow | undefined> {
  return lockRows(db.selectFrom('releases').selectAll().where('space_id', '=', spaceId).where('id', '=', id), engine).executeTakeFirst();
}

export async function listReleases(db: Kysely<DB>, spaceId: string, status: ReleaseRow['status'] | undefined, limit: number, skip: number): Promise<{ rows: ReleaseRow[]; total: number }> {
  let q = db.selectFrom('releases').where('space_id', '=', spaceId);
  if (status) q = q.where('status', '=', status);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(skip).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function countOpenReleases(db: Kysely<DB>, spaceId: string): Promise<number> {
  const r = await db
    .selectFrom('releases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('space_id', '=', spaceId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function updateRelease(db: Kysely<DB>, spaceId: string, id: string, patch: Updateable<ReleasesTable>): Promise<void> {
  await db.updateTable('releases').set(patch).where('space_id', '=', spaceId).where('id', '=', id).execute();
}

export async function deleteRelease(db: Kysely<DB>, spaceId: string, id: string): Promise<void> {
  await db.deleteFrom('releases').where('space_id', '=', spaceId).where('id', '=', id).execute();
}

export type EntryFactsRow = Pick<Selectable<EntriesTable>, 'id' | 'content_type' | 'status' | 'version' | 'published_version'>;

/** What a release needs of its entries: type, state and versions, for the ids that exist in the space. */
export function findEntryFacts(db: Kysely<DB>, spaceId: string, ids: readonly string[]): Promise<EntryFactsRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('entries').select(['id', 'content_type', 'status', 'version', 'published_version']).where('space_id', '=', spaceId).where('id', 'in', [...ids]).execute();
}

/** Latest values and type of the given entries, to show their titles in lists. */
export function findEntryValues(db: Kysely<DB>, spaceId: string, ids: readonly string[]): Promise<Pick<Selectable<EntriesTable>, 'id' | 'content_type' | 'fields'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('entries').select(['id', 'content_type', 'fields']).where('space_id', '=', spaceId).where('id', 'in', [...new Set(ids)]).execute();
}

export function findReleaseNames(db: Kysely<DB>, spaceId: string, ids: readonly string[]): Promise<Pick<ReleaseRow, 'id' | 'name' | 'status'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('releases').select(['id', 'name', 'status']).where('space_id', '=', spaceId).where('id', 'in', [...new Set(ids)]).execute();
}
