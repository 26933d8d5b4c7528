import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/**
 * Every stored copy of entry values (JSON keyed field → locale → value), page by page: each
 * entry's latest fields with its published snapshot, then every version. Locale moves and
 * deletions rewrite them for the whole space; field changes for one content type.
 */
export type StoredCopy =
  | { table: 'entries'; entry_id: string; content_type: string; fields: string; published_fields: string | null }
  | { table: 'entry_versions'; entry_id: string; version: number; fields: string };

export async function* iterateStoredCopies(db: Kysely<DB>, spaceId: string, contentType?: string, pageSize = 500): AsyncGenerator<StoredCopy> {
  let after = '';
  for (;;) {
    let q = db.selectFrom('entries').select(['id', 'content_type', 'fields', 'published_fields']).where('space_id', '=', spaceId).where('id', '>', after);
    if (contentType !== undefined) q = q.where('content_type', '=', contentType);
    const rows = await q.orderBy('id').limit(pageSize).execute();
    for (const r of rows) yield { table: 'entries', entry_id: r.id, content_type: r.content_type, fields: r.fields, published_fields: r.published_fields };
    if (rows.length < pageSize) break;
    after = rows[rows.length - 1].id;
  }
  let key: [string, number] = ['', 0];
  for (;;) {
    const [id, ver] = key;
    let q = db
      .selectFrom('entry_versions as v')
      .innerJoin('entries as e', 'e.id', 'v.entry_id')
      .select(['v.entry_id', 'v.version', 'v.fields'])
      .where('e.space_id', '=', spaceId)
      .where((eb) => eb.or([eb('v.entry_id', '>', id), eb.and([eb('v.entry_id', '=', id), eb('v.version', '>', ver)])]));
    if (contentType !== undefined) q = q.where('e.content_type', '=', contentType);
    const rows = await q.orderBy('v.entry_id').orderBy('v.version').limit(pageSize).execute();
    for (const r of rows) yield { table: 'entry_versions', entry_id: r.entry_id, version: r.version, fields: r.fields };
    if (rows.length < pageSize) break;
    const last = rows[rows.length - 1];
    key = [last.entry_id, last.version];
  }
}

export async function writeStoredCopy(db: Kysely<DB>, copy: StoredCopy, fields: string, publishedFields: string | null): Promise<void> {
  if (copy.table === 'entries') {
    await db.updateTable('entries').set({ fields, published_fields: publishedFields }).where('id', '=', copy.entry_id).execute();
  } else {
    await db.updateTable('entry_versions').set({ fields }).where('entry_id', '=', copy.entry_id).where('version', '=', copy.version).execute();
  }
}

/** The entries of one type with their latest and published values, page by page. */
export async function* iterateEntriesOfType(db: Kysely<DB>, spaceId: string, contentType: string, pageSize = 500) {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('entries')
      .select(['id', 'space_id', 'content_type', 'fields', 'published_fields'])
      .where('space_id', '=', spaceId)
      .where('content_type', '=', contentType)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) break;
    after = rows[rows.length - 1].id;
  }
}
