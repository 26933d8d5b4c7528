import type { Kysely } from 'kysely';
import { findContentTypeDefinition } from '../../db/repos/content-types.ts';
import { insertEntryLinks, replaceEntryLinks } from '../../db/repos/entry-links.ts';
import type { EntryRow } from '../../db/repos/entries.ts';
import type { DB } from '../../db/schema.ts';
import type { ContentTypeDefinition } from '../../domain/content-model/types.ts';
import { entryLinkRows, type EntryLinkRow } from '../../domain/entries/link-index.ts';
import type { StoredFields } from '../../domain/entries/types.ts';

type Stored = Pick<EntryRow, 'space_id' | 'id' | 'content_type' | 'fields' | 'published_fields'>;

const parse = (json: string | null): StoredFields | null => (json === null ? null : (JSON.parse(json) as StoredFields));

/** The index rows of an entry as stored (`def`: its type, when the caller has it). */
export function linkRowsOf(row: Stored, def: ContentTypeDefinition | undefined): EntryLinkRow[] {
  return entryLinkRows(row.space_id, row.id, def, parse(row.fields) ?? {}, parse(row.published_fields));
}

/**
 * Keeps the link index (`entry_links`) equal to the entry's values. Every write of `fields` or
 * `published_fields` calls it in the same transaction: create, edit, publish, unpublish, archive,
 * translation, language and field rewrites, import, unlink. `links_to_entry`/`links_to_asset`
 * and the refusals of deletes trust it.
 */
export async function writeEntryLinks(db: Kysely<DB>, row: Stored, def?: ContentTypeDefinition): Promise<void> {
  const type = def ?? (await findContentTypeDefinition(db, row.space_id, row.content_type));
  await replaceEntryLinks(db, row.space_id, row.id, linkRowsOf(row, type));
}

/** Index rows of entries inserted in bulk (import), by type. */
export function insertEntryLinksOf(db: Kysely<DB>, rows: readonly Stored[], types: ReadonlyMap<string, ContentTypeDefinition>): Promise<void> {
  return insertEntryLinks(db, rows.flatMap((r) => linkRowsOf(r, types.get(r.content_type))));
}
