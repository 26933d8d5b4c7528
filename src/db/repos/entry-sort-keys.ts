import type { Kysely } from 'kysely';
import type { ListKey, SortKey } from '../../domain/entries/sort-keys.ts';
import type { DB, EntryListKeysTable, EntrySortKeysTable } from '../schema.ts';

type Owner = { space_id: string; id: string; content_type: string };

/** The published entry's sort and list keys become `keys` and `items` (its published snapshot was just written). */
export async function replaceSortKeys(db: Kysely<DB>, entry: Owner, keys: readonly SortKey[], items: readonly ListKey[]): Promise<void> {
  await deleteSortKeys(db, entry.id);
  const owner = { space_id: entry.space_id, entry_id: entry.id, content_type: entry.content_type };
  await insertSortKeys(
    db,
    keys.map((k) => ({ ...owner, ...k })),
    items.map((k) => ({ ...owner, ...k })),
  );
}

/** The entry left the live site: no published values, no keys. */
export async function deleteSortKeys(db: Kysely<DB>, entryId: string): Promise<void> {
  await db.deleteFrom('entry_sort_keys').where('entry_id', '=', entryId).execute();
  await db.deleteFrom('entry_list_keys').where('entry_id', '=', entryId).execute();
}

/** Keys of entries written in bulk (import, held batch writes), in chunks of one statement each. */
export async function insertSortKeys(db: Kysely<DB>, rows: readonly EntrySortKeysTable[], items: readonly EntryListKeysTable[] = []): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('entry_sort_keys').values(rows.slice(i, i + 500)).execute();
  for (let i = 0; i < items.length; i += 500) await db.insertInto('entry_list_keys').values(items.slice(i, i + 500)).execute();
}
