import type { Kysely } from 'kysely';
import { deleteSortKeys, insertSortKeys, replaceSortKeys } from '../../db/repos/entry-sort-keys.ts';
import type { DB, EntryListKeysTable, EntrySortKeysTable } from '../../db/schema.ts';
import { listKeysOf, sortKeysOf } from '../../domain/entries/sort-keys.ts';
import type { StoredFields } from '../../domain/entries/types.ts';

/**
 * Keeps `entry_sort_keys` (single values) and `entry_list_keys` (list items) equal to the
 * entry's published snapshot (null: not published). Every write of `published_fields` calls it in
 * the same transaction: publish, unpublish and archive, language and field rewrites, import.
 * Delivery lists trust these keys for field orders and filters (`db/repos/entry-list.ts`), so a
 * write of published values that skips this serves a wrong order or a wrong answer.
 */
export function writeSortKeys(db: Kysely<DB>, entry: { space_id: string; id: string; content_type: string }, published: StoredFields | string | null): Promise<void> {
  if (published === null) return deleteSortKeys(db, entry.id);
  const stored = typeof published === 'string' ? (JSON.parse(published) as StoredFields) : published;
  return replaceSortKeys(db, entry, sortKeysOf(stored), listKeysOf(stored));
}

/** The key rows of an entry's published snapshot (an entry whose rows are written later, see `HeldEntryWrites`). */
export interface KeyRows {
  sort: EntrySortKeysTable[];
  list: EntryListKeysTable[];
}

export function sortKeyRows(entry: { space_id: string; id: string; content_type: string }, published: StoredFields): KeyRows {
  const owner = { space_id: entry.space_id, entry_id: entry.id, content_type: entry.content_type };
  return { sort: sortKeysOf(published).map((k) => ({ ...owner, ...k })), list: listKeysOf(published).map((k) => ({ ...owner, ...k })) };
}

/** Keys of entries inserted in bulk (import): those with a published snapshot. */
export function insertSortKeysOf(db: Kysely<DB>, rows: ReadonlyArray<{ space_id: string; id: string; content_type: string; published_fields: string | null }>): Promise<void> {
  const keys = rows.flatMap((r) => (r.published_fields === null ? [] : [sortKeyRows(r, JSON.parse(r.published_fields) as StoredFields)]));
  return insertSortKeys(
    db,
    keys.flatMap((k) => k.sort),
    keys.flatMap((k) => k.list),
  );
}
