import type { Kysely } from 'kysely';

/**
 * The sync API's change log (docs/front-ends.md "Sync"). `sync_heads` holds each space's last
 * change number; a unit of work that changes published content takes it with an UPDATE, which
 * locks the row until commit, so the changes of a space commit in the order of their numbers.
 * `sync_changes` keeps one row per entry or asset: the number of its latest change to what
 * delivery shows. Existing published entries and assets are numbered here, so a first sync
 * sees them. Portable types only (dialect/CONTEXT.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sync_heads')
    .addColumn('space_id', 'text', (c) => c.primaryKey().references('spaces.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sync_changes')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sync_changes_pk', ['space_id', 'item_type', 'item_id'])
    .execute();
  await db.schema.createIndex('sync_changes_seq').on('sync_changes').columns(['space_id', 'seq']).execute();

  const entries = await db.selectFrom('entries').select(['space_id', 'id', 'published_at']).where('published_fields', 'is not', null).orderBy('published_at').execute();
  const assets = await db.selectFrom('assets').select(['space_id', 'id', 'updated_at']).orderBy('updated_at').execute();
  const heads = new Map<string, number>();
  const rows = [
    ...entries.map((e) => ({ space_id: e.space_id as string, item_type: 'Entry', item_id: e.id as string, changed_at: (e.published_at as string | null) ?? '' })),
    ...assets.map((a) => ({ space_id: a.space_id as string, item_type: 'Asset', item_id: a.id as string, changed_at: a.updated_at as string })),
  ].map((r) => {
    const seq = (heads.get(r.space_id) ?? 0) + 1;
    heads.set(r.space_id, seq);
    return { ...r, seq };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('sync_changes').values(rows.slice(i, i + 500)).execute();
  const spaces = await db.selectFrom('spaces').select('id').execute();
  const headRows = spaces.map((s) => ({ space_id: s.id as string, seq: heads.get(s.id as string) ?? 0 }));
  for (let i = 0; i < headRows.length; i += 500) await db.insertInto('sync_heads').values(headRows.slice(i, i + 500)).execute();
}
