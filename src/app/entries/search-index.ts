import type { Kysely } from 'kysely';
import { insertSearchRows, publishSearchRows, replaceLatestSearchRows, replaceSearchRows, unpublishSearchRows, type NewSearchRow } from '../../db/repos/entry-search.ts';
import { iterateEntriesOfType } from '../../db/repos/entry-values.ts';
import type { DB } from '../../db/schema.ts';
import type { ContentTypeDefinition } from '../../domain/content-model/types.ts';
import { latestSearchTexts, searchShape, searchTexts } from '../../domain/entries/search-text.ts';
import { findSpace } from '../../db/repos/spaces.ts';
import type { StoredFields } from '../../domain/entries/types.ts';
import type { EntryRow } from '../../db/repos/entries.ts';

/**
 * Keeps `entry_search` (the full-text index of `query=`, docs/entries.md "Search") equal to the
 * entry's latest and published text. Every write of an entry's values calls one of these in the
 * same transaction: create and edit (latest), publish, unpublish and archive (published), language
 * and field rewrites and import (both), a batch's held creates (`held-entry-writes.ts`). A write
 * that skips it leaves search finding old text, or, for delivery keys, text no longer published.
 */
type Entry = Pick<EntryRow, 'space_id' | 'id' | 'content_type' | 'fields' | 'published_fields'>;

/** What the rows of an entry depend on besides its values: its type and the default language (where values of fields that are not localized are kept). */
export interface SearchModel {
  types: ReadonlyMap<string, ContentTypeDefinition>;
  locales: { defaultLocale: string };
}

const parse = (json: string | null): StoredFields | null => (json === null ? null : (JSON.parse(json) as StoredFields));

/** Every search row of the entry as it stands (latest and published values). */
export function searchRowsOf(model: SearchModel, entry: Entry): NewSearchRow[] {
  const def = model.types.get(entry.content_type);
  if (!def) return [];
  return searchTexts(def, parse(entry.fields) ?? {}, parse(entry.published_fields), model.locales.defaultLocale).map((t) => ({ space_id: entry.space_id, entry_id: entry.id, ...t }));
}

/** The rows of new latest values (a create, or an edit). */
export function latestSearchRowsOf(model: SearchModel, entry: Pick<Entry, 'space_id' | 'id' | 'content_type'>, fields: StoredFields): NewSearchRow[] {
  const def = model.types.get(entry.content_type);
  if (!def) return [];
  return latestSearchTexts(def, fields, model.locales.defaultLocale).map((t) => ({ space_id: entry.space_id, entry_id: entry.id, ...t }));
}

/** A new entry (not held by a batch). */
export function indexCreated(db: Kysely<DB>, model: SearchModel, entry: Pick<Entry, 'space_id' | 'id' | 'content_type'>, fields: StoredFields): Promise<void> {
  return insertSearchRows(db, latestSearchRowsOf(model, entry, fields));
}

/** An edit: new latest text; the published text stays. */
export function indexEdited(db: Kysely<DB>, model: SearchModel, entry: Pick<Entry, 'space_id' | 'id' | 'content_type'>, fields: StoredFields): Promise<void> {
  return replaceLatestSearchRows(db, entry.id, latestSearchRowsOf(model, entry, fields));
}

/** A publish: the snapshot is the latest version, so its text is the latest text. */
export const indexPublished = (db: Kysely<DB>, entryId: string): Promise<void> => publishSearchRows(db, entryId);
/** Unpublish or archive: no published text. */
export const indexUnpublished = (db: Kysely<DB>, entryId: string): Promise<void> => unpublishSearchRows(db, entryId);

/** Values rewritten wholesale: both copies from the row as written. */
export function reindexEntry(db: Kysely<DB>, model: SearchModel, entry: Entry): Promise<void> {
  return replaceSearchRows(db, entry.id, searchRowsOf(model, entry));
}

/** Entries inserted in bulk (import). */
export function indexInserted(db: Kysely<DB>, model: SearchModel, entries: readonly Entry[]): Promise<void> {
  return insertSearchRows(db, entries.flatMap((e) => searchRowsOf(model, e)));
}

/** Every entry of a type again, after a change of its fields changed what is searched (a text type, `localized`, the title). */
export async function reindexContentType(db: Kysely<DB>, spaceId: string, def: ContentTypeDefinition, defaultLocale: string): Promise<void> {
  const model: SearchModel = { types: new Map([[def.api_id, def]]), locales: { defaultLocale } };
  for await (const page of iterateEntriesOfType(db, spaceId, def.api_id)) {
    for (const e of page) await replaceSearchRows(db, e.id, searchRowsOf(model, e));
  }
}

/** After a content type changed: its entries' rows again when what is searched changed (`searchShape`). */
export async function reindexIfSearchChanged(db: Kysely<DB>, spaceId: string, before: ContentTypeDefinition, after: ContentTypeDefinition): Promise<void> {
  if (searchShape(before) === searchShape(after)) return;
  const space = await findSpace(db, spaceId);
  if (space) await reindexContentType(db, spaceId, after, space.default_locale);
}
