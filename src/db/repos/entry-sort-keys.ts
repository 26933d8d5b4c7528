import type { Kysely } from 'kysely';
import type { SortKey } from '../../domain/entries/sort-keys.ts';
import type { DB } from '../schema.ts';

/** The published entry's sort keys become `keys` (its published snapshot was just written). */
export async function replaceSortKeys(db: Kysely<DB>, entry: { space_id: string; id: string; content_type: string }, keys: readonly SortKey[]): Promise<void> {
  await db.deleteFrom('entry_sort_keys').where('entry_id', '=', entry.id).execute();
  await insertSortKeys(db, keys.map((k) => ({ space_id: entry.space_id, entry_id: entry.id, content_type: entry.content_type, ...k })));
}

/** The entry left the live site: no published values, no keys. */
export async function deleteSortKeys(db: Kysely<DB>, entryId: string): Promise<void> {
  await db.deleteFrom('entry_sort_keys').where('entry_id', '=', entryId).execute();
}

/** Keys of entries written in bulk (import), in chunks of one statement each. */
export async function insertSortKeys(db: Kysely<DB>, rows: ReadonlyArray<{ space_id: string; entry_id: string; content_type: string } & SortKey>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('entry_sort_keys').values(rows.slice(i, i + 500)).execute();
}
