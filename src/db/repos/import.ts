import type { Kysely, Selectable } from 'kysely';
import type { DB, EntriesTable, EntryVersionsTable } from '../schema.ts';

/** Whether a space holds nothing but its default language (what an import may restore into). */
export async function spaceHoldsContent(db: Kysely<DB>, spaceId: string): Promise<string[]> {
  const count = async (table: 'content_types' | 'entries' | 'assets' | 'locales') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('space_id', '=', spaceId).executeTakeFirstOrThrow()).n);
  const found: string[] = [];
  if ((await count('content_types')) > 0) found.push('content types');
  if ((await count('entries')) > 0) found.push('entries');
  if ((await count('assets')) > 0) found.push('files');
  if ((await count('locales')) > 1) found.push('languages besides the default one');
  return found;
}

/** Which of these ids are already used by a row of the table, in any space. */
export async function takenIds(db: Kysely<DB>, table: 'entries' | 'assets', ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => r.id);
}

export function findAssetById(db: Kysely<DB>, id: string) {
  return db.selectFrom('assets').select(['id', 'sha256', 'storage_key', 'filename']).where('id', '=', id).executeTakeFirst();
}

export async function insertContentTypeRow(db: Kysely<DB>, row: { space_id: string; api_id: string; name: string; definition: string; created_at: string; updated_at: string }): Promise<void> {
  await db.insertInto('content_types').values(row).execute();
}

export async function insertEntryRows(db: Kysely<DB>, entries: Selectable<EntriesTable>[], versions: Selectable<EntryVersionsTable>[]): Promise<void> {
  if (entries.length) await db.insertInto('entries').values(entries).execute();
  if (versions.length) await db.insertInto('entry_versions').values(versions).execute();
}
