import type { Kysely } from 'kysely';
import type { SearchText } from '../../domain/entries/search-text.ts';
import { textSearchConfig } from '../dialect/full-text.ts';
import type { DB } from '../schema.ts';

/** Search rows of entries (migrations/0029_entry_search.ts); their text is indexed by the engine as they are written. */
export type NewSearchRow = { space_id: string; entry_id: string } & SearchText;

/** 9 columns × 200 rows stays far under both engines' parameter limits. */
const ROWS_PER_INSERT = 200;

export async function insertSearchRows(db: Kysely<DB>, rows: readonly NewSearchRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('entry_search')
      .values(rows.slice(i, i + ROWS_PER_INSERT).map((r) => ({ ...r, config: textSearchConfig(r.locale) })))
      .execute();
  }
}

/** Every row of the entry becomes `rows` (values rewritten wholesale: languages, fields, import). */
export async function replaceSearchRows(db: Kysely<DB>, entryId: string, rows: readonly NewSearchRow[]): Promise<void> {
  await db.deleteFrom('entry_search').where('entry_id', '=', entryId).execute();
  await insertSearchRows(db, rows);
}

/** An edit: the latest text becomes `rows`; published text stays (rows shared with it now hold the published text alone). */
export async function replaceLatestSearchRows(db: Kysely<DB>, entryId: string, rows: readonly NewSearchRow[]): Promise<void> {
  await db.deleteFrom('entry_search').where('entry_id', '=', entryId).where('published', '=', 0).execute();
  await db.updateTable('entry_search').set({ latest: 0 }).where('entry_id', '=', entryId).where('latest', '=', 1).execute();
  await insertSearchRows(db, rows);
}

/** A publish: the latest text becomes the published text too (the snapshot is the latest version). */
export async function publishSearchRows(db: Kysely<DB>, entryId: string): Promise<void> {
  await db.deleteFrom('entry_search').where('entry_id', '=', entryId).where('latest', '=', 0).execute();
  await db.updateTable('entry_search').set({ published: 1 }).where('entry_id', '=', entryId).where('published', '=', 0).execute();
}

/** The entry left the live site: no published text. */
export async function unpublishSearchRows(db: Kysely<DB>, entryId: string): Promise<void> {
  await db.deleteFrom('entry_search').where('entry_id', '=', entryId).where('latest', '=', 0).execute();
  await db.updateTable('entry_search').set({ published: 0 }).where('entry_id', '=', entryId).where('published', '=', 1).execute();
}
