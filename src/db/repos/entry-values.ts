import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/**
 * Raw access to stored entry values (fields JSON keyed field → locale → value) across entries,
 * their published snapshots and all versions. Used by locale moves and deletions, which rewrite
 * values by language without knowing the content model.
 */
export interface StoredValuesRow {
  table: 'entries' | 'entry_versions';
  entry_id: string;
  version: number | null;
  fields: string;
  published_fields: string | null;
}

export async function* iterateStoredValues(db: Kysely<DB>, spaceId: string, pageSize = 500): AsyncGenerator<StoredValuesRow> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('entries')
      .select(['id', 'fields', 'published_fields'])
      .where('space_id', '=', spaceId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const r of rows) yield { table: 'entries', entry_id: r.id, version: null, fields: r.fields, published_fields: r.published_fields };
    if (rows.length < pageSize) break;
    after = rows[rows.length - 1].id;
  }
  let afterKey: [string, number] = ['', 0];
  for (;;) {
    const [aid, aver] = afterKey;
    const rows = await db
      .selectFrom('entry_versions')
      .select(['entry_id', 'version', 'fields'])
      .where('space_id', '=', spaceId)
      .where((eb) => eb.or([eb('entry_id', '>', aid), eb.and([eb('entry_id', '=', aid), eb('version', '>', aver)])]))
      .orderBy('entry_id')
      .orderBy('version')
      .limit(pageSize)
      .execute();
    for (const r of rows) yield { table: 'entry_versions', entry_id: r.entry_id, version: r.version, fields: r.fields, published_fields: null };
    if (rows.length < pageSize) break;
    const last = rows[rows.length - 1];
    afterKey = [last.entry_id, last.version];
  }
}

export async function writeStoredValues(db: Kysely<DB>, row: StoredValuesRow, fields: string, publishedFields: string | null): Promise<void> {
  if (row.table === 'entries') {
    await db.updateTable('entries').set({ fields, published_fields: publishedFields }).where('id', '=', row.entry_id).execute();
  } else {
    await db.updateTable('entry_versions').set({ fields }).where('entry_id', '=', row.entry_id).where('version', '=', row.version as number).execute();
  }
}
