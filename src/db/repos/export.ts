import type { Kysely, Selectable } from 'kysely';
import type { AssetsTable, DB, EntriesTable } from '../schema.ts';

/** Reads for the export: whole tables of one space, entries and assets a page at a time (keyset on id). */
export function listContentTypeRows(db: Kysely<DB>, spaceId: string) {
  return db.selectFrom('content_types').select(['definition', 'created_at', 'updated_at']).where('space_id', '=', spaceId).orderBy('api_id').execute();
}

export function listQuickAccessRows(db: Kysely<DB>, spaceId: string) {
  return db.selectFrom('quick_access_items').select(['entry_id', 'content_type', 'label']).where('space_id', '=', spaceId).orderBy('position').execute();
}

export function pageOfEntries(db: Kysely<DB>, spaceId: string, after: string | null, limit: number): Promise<Selectable<EntriesTable>[]> {
  let q = db.selectFrom('entries').selectAll().where('space_id', '=', spaceId);
  if (after !== null) q = q.where('id', '>', after);
  return q.orderBy('id').limit(limit).execute();
}

export function pageOfAssets(db: Kysely<DB>, spaceId: string, after: string | null, limit: number): Promise<Selectable<AssetsTable>[]> {
  let q = db.selectFrom('assets').selectAll().where('space_id', '=', spaceId);
  if (after !== null) q = q.where('id', '>', after);
  return q.orderBy('id').limit(limit).execute();
}
