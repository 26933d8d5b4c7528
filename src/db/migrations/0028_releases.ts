import type { Kysely } from 'kysely';

/**
 * Releases (docs/publishing.md "Releases"): a named set of entries, each with the action it
 * gets and the version it is held at, published together in one transaction. `items` is the
 * JSON list (at most 100); `before` records what each entry was when the release was
 * published, so a revert can restore it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('releases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // open | published
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('reverts', 'text')
    .addColumn('created_by_type', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('published_by', 'text')
    .execute();
  await db.schema.createIndex('releases_space').on('releases').columns(['space_id', 'created_at']).execute();
}
