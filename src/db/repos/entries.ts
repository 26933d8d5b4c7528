import { sql, type Kysely, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Engine } from '../client.ts';
import { lockRows } from '../dialect/locking.ts';
import type { DB, EntriesTable, EntryVersionsTable } from '../schema.ts';

export type EntryRow = Selectable<EntriesTable>;
export type EntryVersionRow = Selectable<EntryVersionsTable>;

export function findEntry(db: Kysely<DB>, spaceId: string, id: string): Promise<EntryRow | undefined> {
  return db.selectFrom('entries').selectAll().where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
}

/** The entry, locked against concurrent writers until the transaction ends (read-modify-write). */
export function findEntryForUpdate(db: Kysely<DB>, engine: Engine, spaceId: string, id: string): Promise<EntryRow | undefined> {
  return lockRows(db.selectFrom('entries').selectAll().where('space_id', '=', spaceId).where('id', '=', id), engine).executeTakeFirst();
}

export async function insertEntry(db: Kysely<DB>, row: EntryRow): Promise<void> {
  await db.insertInto('entries').values(row).execute();
}

/**
 * Writes the entry only if it is still in the state it was read in (same version, status and
 * published version): the atomic half of optimistic concurrency. Returns whether it was written.
 */
export async function updateEntryIfUnchanged(db: Kysely<DB>, read: Pick<EntryRow, 'id' | 'version' | 'status' | 'published_version'>, patch: Updateable<EntriesTable>): Promise<boolean> {
  const r = await db
    .updateTable('entries')
    .set(patch)
    .where('id', '=', read.id)
    .where('version', '=', read.version)
    .where('status', '=', read.status)
    .where('published_version', read.published_version === null ? 'is' : '=', read.published_version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertEntryVersion(db: Kysely<DB>, row: EntryVersionRow): Promise<void> {
  await db.insertInto('entry_versions').values(row).execute();
}

/** Rows per multi-row INSERT of entries or versions: 14 columns × 100 stays far under both engines' parameter limits. */
const ROWS_PER_INSERT = 100;

/** Entries written together (a batch's creates), a few multi-row statements instead of one per row. */
export async function insertEntries(db: Kysely<DB>, rows: readonly EntryRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await db.insertInto('entries').values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
}

export async function insertEntryVersions(db: Kysely<DB>, rows: readonly EntryVersionRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await db.insertInto('entry_versions').values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
}

export async function markVersionPublished(db: Kysely<DB>, entryId: string, version: number): Promise<void> {
  await db.updateTable('entry_versions').set({ published: 1 }).where('entry_id', '=', entryId).where('version', '=', version).execute();
}

export async function listEntryVersions(db: Kysely<DB>, entryId: string, limit: number, skip: number): Promise<{ total: number; rows: EntryVersionRow[] }> {
  const [count, rows] = await Promise.all([
    db.selectFrom('entry_versions').select((eb) => eb.fn.countAll<number>().as('n')).where('entry_id', '=', entryId).executeTakeFirstOrThrow(),
    db.selectFrom('entry_versions').selectAll().where('entry_id', '=', entryId).orderBy('version', 'desc').limit(limit).offset(skip).execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Link targets: which of `ids` exist in the space, with what a link check needs. */
export function findLinkTargets(db: Kysely<DB>, spaceId: string, ids: readonly string[]): Promise<Pick<EntryRow, 'id' | 'content_type' | 'status' | 'published_version'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('entries').select(['id', 'content_type', 'status', 'published_version']).where('space_id', '=', spaceId).where('id', 'in', [...new Set(ids)]).execute();
}

export type EntryColumns = 'delivery' | 'drafts';
/** Columns a reader needs: delivery readers never load latest (draft) values. */
export function selectEntryColumns<O>(qb: SelectQueryBuilder<DB, 'entries', O>, columns: EntryColumns) {
  const base = ['entries.id', 'entries.content_type', 'entries.status', 'entries.version', 'entries.published_version', 'entries.position', 'entries.published_fields', 'entries.created_at', 'entries.updated_at', 'entries.published_at', 'entries.first_published_at'] as const;
  return columns === 'delivery' ? qb.select([...base, sql<string>`''`.as('fields')]) : qb.select([...base, 'entries.fields']);
}

export type ReadEntryRow = Pick<EntryRow, 'id' | 'content_type' | 'status' | 'version' | 'published_version' | 'position' | 'published_fields' | 'created_at' | 'updated_at' | 'published_at' | 'first_published_at' | 'fields'>;

/** Entries by id for one reader: delivery readers get published ones only. One query. */
export function findReadableEntries(db: Kysely<DB>, spaceId: string, ids: readonly string[], columns: EntryColumns): Promise<ReadEntryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  let qb = db.selectFrom('entries').where('space_id', '=', spaceId).where('id', 'in', [...new Set(ids)]);
  qb = columns === 'delivery' ? qb.where('published_fields', 'is not', null) : qb.where('status', '!=', 'archived');
  return selectEntryColumns(qb, columns).execute() as Promise<ReadEntryRow[]>;
}

/** One entry for one reader: delivery readers get it only while it is published. */
export async function findReadableEntry(db: Kysely<DB>, spaceId: string, id: string, columns: EntryColumns): Promise<ReadEntryRow | undefined> {
  let qb = db.selectFrom('entries').where('space_id', '=', spaceId).where('id', '=', id);
  if (columns === 'delivery') qb = qb.where('published_fields', 'is not', null);
  return (await selectEntryColumns(qb, columns).executeTakeFirst()) as ReadEntryRow | undefined;
}

/** Which of `ids` are published (have a published snapshot). */
export async function findPublishedIds(db: Kysely<DB>, spaceId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('entries').select('id').where('space_id', '=', spaceId).where('id', 'in', [...new Set(ids)]).where('published_fields', 'is not', null).execute();
  return rows.map((r) => r.id);
}

/** An entry of the type that is not archived, if any (singletons have one). */
export function findActiveEntryOfType(db: Kysely<DB>, spaceId: string, contentType: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('entries').select('id').where('space_id', '=', spaceId).where('content_type', '=', contentType).where('status', '!=', 'archived').executeTakeFirst();
}

/** Sets positions 1..n in the given order (entry ordering), in chunks of one statement each. */
export async function setEntryPositions(db: Kysely<DB>, spaceId: string, order: readonly string[]): Promise<void> {
  for (let i = 0; i < order.length; i += 500) {
    const chunk = order.slice(i, i + 500);
    const cases = sql.join(chunk.map((id, j) => sql`when ${id} then ${sql.lit(i + j + 1)}`), sql` `);
    await db
      .updateTable('entries')
      .set({ position: sql<number>`case id ${cases} end` })
      .where('space_id', '=', spaceId)
      .where('id', 'in', chunk)
      .execute();
  }
}

export function findEntryVersion(db: Kysely<DB>, entryId: string, version: number): Promise<EntryVersionRow | undefined> {
  return db.selectFrom('entry_versions').selectAll().where('entry_id', '=', entryId).where('version', '=', version).executeTakeFirst();
}

/** Removes an entry; its versions, slugs, sort keys, links and translation sources go with it (foreign keys cascade). */
export async function deleteEntryRow(db: Kysely<DB>, spaceId: string, id: string): Promise<void> {
  await db.deleteFrom('entries').where('space_id', '=', spaceId).where('id', '=', id).execute();
}
