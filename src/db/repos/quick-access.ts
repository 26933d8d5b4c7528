import type { Kysely, Selectable } from 'kysely';
import type { DB, QuickAccessItemsTable } from '../schema.ts';

export type QuickAccessRow = Selectable<QuickAccessItemsTable>;

export function listQuickAccess(db: Kysely<DB>, spaceId: string): Promise<QuickAccessRow[]> {
  return db.selectFrom('quick_access_items').selectAll().where('space_id', '=', spaceId).orderBy('position').execute();
}

export async function replaceQuickAccess(db: Kysely<DB>, spaceId: string, rows: QuickAccessRow[]): Promise<void> {
  await db.deleteFrom('quick_access_items').where('space_id', '=', spaceId).execute();
  if (rows.length > 0) await db.insertInto('quick_access_items').values(rows).execute();
}

export interface EntryLabelFacts {
  id: string;
  content_type: string;
  status: string;
  fields: string;
  published_fields: string | null;
}

/** Entries of the space among `ids`: what quick access needs to check them and label them. */
export async function findEntryLabelFacts(db: Kysely<DB>, spaceId: string, ids: readonly string[]): Promise<EntryLabelFacts[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('entries').select(['id', 'content_type', 'status', 'fields', 'published_fields']).where('space_id', '=', spaceId).where('id', 'in', [...new Set(ids)]).execute();
}
