import type { Kysely } from 'kysely';

/**
 * Search queries at each engine's own granularity and over its whole history
 * (docs/search-queries.md): every stored row gets `span`, the number of days it covers from
 * `date` (1 for engine_a's days, 7 for engine_b's weekly buckets), and breakdowns by country,
 * device, search appearance and query × page get a table of their own. engine_b rows stored
 * before were weekly buckets filed as single days: they are marked as such, and every
 * connection syncs again at once so engine_a backfills its longer history and engine_b its
 * daily traffic.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['search_query_days', 'search_page_days', 'search_total_days']) {
    await db.schema.alterTable(table).addColumn('span', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
  for (const table of ['search_query_days', 'search_page_days']) {
    await db.updateTable(table).set({ span: 7 }).where('engine', '=', 'engine_b').execute();
  }
  // engine_b totals were summed from those weekly page rows; its daily traffic replaces them.
  await db.deleteFrom('search_total_days').where('engine', '=', 'engine_b').execute();
  await db.updateTable('search_connections').set({ synced_through: null, next_sync_at: '1970-01-01T00:00:00.000Z' }).where('site_url', 'is not', null).execute();

  // No primary key: a query × page pair may be longer than an index entry allows; rows are
  // merged before they are written and always replaced per connection, dimension and range.
  await db.schema
    .createTable('search_breakdown_days')
    .addColumn('connection_id', 'text', (c) => c.notNull().references('search_connections.id').onDelete('cascade'))
    .addColumn('space_id', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('span', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull())
    .addColumn('impressions', 'integer', (c) => c.notNull())
    .addColumn('position_sum', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_breakdown_days_connection').on('search_breakdown_days').columns(['connection_id', 'dimension', 'date']).execute();
  await db.schema.createIndex('search_breakdown_days_space').on('search_breakdown_days').columns(['space_id', 'dimension', 'date']).execute();
}
