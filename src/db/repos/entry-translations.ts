import type { Kysely, Selectable } from 'kysely';
import type { DB, EntryTranslationsTable } from '../schema.ts';

export type EntryTranslationRow = Selectable<EntryTranslationsTable>;

/** What the values of these entries were translated from, every language. */
export function listTranslationSources(db: Kysely<DB>, spaceId: string, entryIds: readonly string[]): Promise<EntryTranslationRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('entry_translations').selectAll().where('space_id', '=', spaceId).where('entry_id', 'in', [...new Set(entryIds)]).execute();
}

/** Records (replacing earlier records of the same entry, language and field) what values were translated from. */
export async function saveTranslationSources(db: Kysely<DB>, rows: readonly EntryTranslationRow[]): Promise<void> {
  if (rows.length === 0) return;
  const { entry_id, locale } = rows[0];
  await db
    .deleteFrom('entry_translations')
    .where('entry_id', '=', entry_id)
    .where('locale', '=', locale)
    .where('field', 'in', rows.map((r) => r.field))
    .execute();
  await db.insertInto('entry_translations').values([...rows]).execute();
}

/** Latest fields (JSON) of the type's other entries that are not archived: the slugs a new slug must not repeat. */
export async function listOtherFieldsOfType(db: Kysely<DB>, spaceId: string, contentType: string, exceptId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('entries')
    .select('fields')
    .where('space_id', '=', spaceId)
    .where('content_type', '=', contentType)
    .where('id', '!=', exceptId)
    .where('status', '!=', 'archived')
    .execute();
  return rows.map((r) => r.fields);
}

/** Moves existing records of these fields of one language to a new source hash (a value written by hand). */
export async function updateTranslationSourceHashes(db: Kysely<DB>, entryId: string, locale: string, hashes: ReadonlyMap<string, string>, now: string): Promise<void> {
  for (const [field, hash] of hashes) {
    await db.updateTable('entry_translations').set({ source_hash: hash, translated_at: now }).where('entry_id', '=', entryId).where('locale', '=', locale).where('field', '=', field).execute();
  }
}
