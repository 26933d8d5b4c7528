import type { Kysely } from 'kysely';
import type { DB, EntrySlugsTable } from '../schema.ts';

/**
 * Slugs of published snapshots (one row per slug field and language), so publish can check
 * uniqueness and delivery can find an entry by slug through an index.
 */
export async function replaceEntrySlugs(db: Kysely<DB>, entryId: string, rows: EntrySlugsTable[]): Promise<void> {
  await db.deleteFrom('entry_slugs').where('entry_id', '=', entryId).execute();
  if (rows.length > 0) await db.insertInto('entry_slugs').values(rows).execute();
}

export async function deleteEntrySlugs(db: Kysely<DB>, entryId: string): Promise<void> {
  await db.deleteFrom('entry_slugs').where('entry_id', '=', entryId).execute();
}

/** Published entries of the type (other than `exceptId`) holding one of the slugs in the field. */
export function findSlugOwners(db: Kysely<DB>, spaceId: string, contentType: string, field: string, values: readonly string[], exceptId: string): Promise<EntrySlugsTable[]> {
  if (values.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('entry_slugs')
    .selectAll()
    .where('space_id', '=', spaceId)
    .where('content_type', '=', contentType)
    .where('field', '=', field)
    .where('value', 'in', [...new Set(values)])
    .where('entry_id', '!=', exceptId)
    .execute();
}

/** A language's values moved or deleted (locale changes) follow into the index. */
export async function renameSlugLocale(db: Kysely<DB>, spaceId: string, from: string, to: string): Promise<void> {
  await db.updateTable('entry_slugs').set({ locale: to }).where('space_id', '=', spaceId).where('locale', '=', from).execute();
}

export async function deleteSlugLocale(db: Kysely<DB>, spaceId: string, code: string): Promise<void> {
  await db.deleteFrom('entry_slugs').where('space_id', '=', spaceId).where('locale', '=', code).execute();
}
