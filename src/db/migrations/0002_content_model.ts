import type { Kysely } from 'kysely';

/**
 * Content menu group order and the quick-access list (SPEC "Ordering and quick access").
 * Quick-access items keep no foreign key to entries: an entry that is archived or deleted simply
 * stops showing (and shows again if it comes back), as SPEC asks.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_menus')
    .addColumn('space_id', 'text', (c) => c.primaryKey().references('spaces.id').onDelete('cascade'))
    .addColumn('group_order', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('quick_access_items')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('entry_id', 'text')
    .addColumn('content_type', 'text')
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quick_access_items_pk', ['space_id', 'position'])
    .execute();
}
