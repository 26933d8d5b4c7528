import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client.ts';
import type { DB, EntrySlugsTable } from '../schema.ts';

/**
 * Slugs of published snapshots (one row per slug field and language), so publish can check
 * uniqueness and delivery can find an entry by slug through an index.
 */
export async function replaceEntrySlugs(db: Kysely<DB>, entryId: string, rows: EntrySlugsTable[]): Promise<void> {
  await db.deleteFrom('entry_slugs').where('entry_id', '=', entryId).execute();
  await insertEntrySlugs(db, rows);
}

export async function insertEntrySlugs(db: Kysely<DB>, rows: EntrySlugsTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('entry_slugs').values(rows).execute();
}

export async function deleteEntrySlugs(db: Kysely<DB>, entryId: string): Promise<void> {
  await db.deleteFrom('entry_slugs').where('entry_id', '=', entryId).execute();
}

/**
 * Published entries of the type (other than `exceptId`) holding one of the slugs in the field.
 * Each value is one search of `entry_slugs_lookup` on all four of its columns, on both engines,
 * whatever the planner knows. SQLite does that with `value IN (…)`. PostgreSQL, without
 * statistics (a new or growing table before autovacuum analyses it), searches the index by its
 * first three columns only and filters the value, which walks every slug of the type (measured:
 * 31 ms a batch at 87,000 posts, growing with the site); a lateral subquery per value, fenced by
 * `OFFSET 0` so it is not flattened into a join, leaves it only the search by all four.
 */
export async function findSlugOwners(db: Kysely<DB>, engine: Engine, spaceId: string, contentType: string, field: string, values: readonly string[], exceptId: string): Promise<EntrySlugsTable[]> {
  if (values.length === 0) return [];
  const unique = [...new Set(values)];
  if (engine === 'postgres') {
    const { rows } = await sql<EntrySlugsTable>`
      select s.* from unnest(${unique}::text[]) as v(value)
      cross join lateral (
        select * from entry_slugs e
        where e.space_id = ${spaceId} and e.content_type = ${contentType} and e.field = ${field} and e.value = v.value and e.entry_id <> ${exceptId}
        offset 0
      ) s`.execute(db);
    return rows;
  }
  return db
    .selectFrom('entry_slugs')
    .selectAll()
    .where('space_id', '=', spaceId)
    .where('content_type', '=', contentType)
    .where('field', '=', field)
    .where('value', 'in', unique)
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

/** Published entries of a type as (id, published snapshot), in pages: for rebuilding the index of one field. */
export async function* iteratePublishedOfType(db: Kysely<DB>, spaceId: string, contentType: string, pageSize = 500): AsyncGenerator<{ id: string; published_fields: string }> {
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('entries')
      .select(['id', 'published_fields'])
      .where('space_id', '=', spaceId)
      .where('content_type', '=', contentType)
      .where('published_fields', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const r of rows) yield r as { id: string; published_fields: string };
    if (rows.length < pageSize) break;
    after = rows[rows.length - 1].id;
  }
}

export async function deleteFieldSlugs(db: Kysely<DB>, spaceId: string, contentType: string, field: string): Promise<void> {
  await db.deleteFrom('entry_slugs').where('space_id', '=', spaceId).where('content_type', '=', contentType).where('field', '=', field).execute();
}

export async function insertSlugRows(db: Kysely<DB>, rows: EntrySlugsTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('entry_slugs').values(rows.slice(i, i + 500)).execute();
}
