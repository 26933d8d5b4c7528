import type { Kysely } from 'kysely';
import type { DB, SearchDocumentsTable } from '../schema.ts';

export type NewSearchDocument = Omit<SearchDocumentsTable, 'id'>;

/** When each entry's indexed text was published: entry id → published_at. */
export async function indexedEntries(db: Kysely<DB>, spaceId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('search_documents').select(['entry_id', 'published_at']).distinct().where('space_id', '=', spaceId).execute();
  return new Map(rows.map((r) => [r.entry_id, r.published_at]));
}

/** Entries of the space that are live now, with when their snapshot was published. */
export async function liveEntries(db: Kysely<DB>, spaceId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('entries')
    .select(['id', 'published_at'])
    .where('space_id', '=', spaceId)
    .where('published_fields', 'is not', null)
    .where('published_at', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r.published_at as string]));
}

export async function publishedSnapshots(db: Kysely<DB>, spaceId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('entries')
    .select(['id', 'content_type', 'published_fields', 'published_at'])
    .where('space_id', '=', spaceId)
    .where('id', 'in', ids)
    .where('published_fields', 'is not', null)
    .execute();
}

export async function deleteSearchDocuments(db: Kysely<DB>, spaceId: string, entryIds: readonly string[]): Promise<void> {
  if (entryIds.length === 0) return;
  await db.deleteFrom('search_documents').where('space_id', '=', spaceId).where('entry_id', 'in', entryIds).execute();
}

export async function insertSearchDocuments(db: Kysely<DB>, rows: readonly NewSearchDocument[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('search_documents').values(rows.slice(i, i + 200)).execute();
}
