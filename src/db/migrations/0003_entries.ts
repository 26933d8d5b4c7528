import type { Kysely } from 'kysely';

/**
 * Entries read paths (docs/entries.md "Storage and indexes"): delivery lists order by
 * published_at within a type, draft lists by updated_at, manual order by position; the slug
 * index holds the slugs of published snapshots so publish can check uniqueness and delivery can
 * find an entry by slug without scanning every published document.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('entries_type_published').on('entries').columns(['space_id', 'content_type', 'published_at']).execute();
  await db.schema.createIndex('entries_type_updated').on('entries').columns(['space_id', 'content_type', 'updated_at']).execute();
  await db.schema.createIndex('entries_type_position').on('entries').columns(['space_id', 'content_type', 'position']).execute();
  await db.schema.createIndex('entries_space_published').on('entries').columns(['space_id', 'published_at']).execute();
  await db.schema.createIndex('entries_space_updated').on('entries').columns(['space_id', 'updated_at']).execute();

  await db.schema
    .createTable('entry_slugs')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('entry_id', 'text', (c) => c.notNull().references('entries.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('entry_slugs_pk', ['entry_id', 'field', 'locale'])
    .execute();
  await db.schema.createIndex('entry_slugs_lookup').on('entry_slugs').columns(['space_id', 'content_type', 'field', 'value']).execute();
}
