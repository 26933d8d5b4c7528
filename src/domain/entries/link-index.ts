import type { ContentTypeDefinition } from '../content-model/types.ts';
import { collectValueLinks, emptyLinks } from './links.ts';
import type { StoredFields } from './types.ts';

/**
 * One row of the link index (`entry_links`): entry `entry_id` points at `target_id` from field
 * `field`, in its latest values (`published` 0) or its published snapshot (1). References,
 * files, reference cells of lists and the links and embeds of rich text all count.
 */
export interface EntryLinkRow {
  space_id: string;
  entry_id: string;
  /** The type of entry `entry_id`: `links_to_*` lists of one type count its rows alone. */
  content_type: string;
  published: 0 | 1;
  field: string;
  target_type: 'Entry' | 'Asset';
  target_id: string;
}

function rowsOf(spaceId: string, entryId: string, def: ContentTypeDefinition, fields: StoredFields, published: 0 | 1): EntryLinkRow[] {
  const out: EntryLinkRow[] = [];
  for (const field of def.fields) {
    const links = emptyLinks();
    for (const v of Object.values(fields[field.api_id] ?? {})) collectValueLinks(field, v, links);
    for (const id of links.entries) out.push({ space_id: spaceId, entry_id: entryId, content_type: def.api_id, published, field: field.api_id, target_type: 'Entry', target_id: id });
    for (const id of links.assets) out.push({ space_id: spaceId, entry_id: entryId, content_type: def.api_id, published, field: field.api_id, target_type: 'Asset', target_id: id });
  }
  return out;
}

/** Every index row of an entry: its latest values' links and its published snapshot's. */
export function entryLinkRows(spaceId: string, entryId: string, def: ContentTypeDefinition | undefined, fields: StoredFields, published: StoredFields | null): EntryLinkRow[] {
  if (!def) return [];
  return [...rowsOf(spaceId, entryId, def, fields, 0), ...(published ? rowsOf(spaceId, entryId, def, published, 1) : [])];
}
