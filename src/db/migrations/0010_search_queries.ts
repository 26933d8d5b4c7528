import type { Kysely } from 'kysely';

/**
 * Search-engine queries (docs/search-queries.md). One connection per space and engine holds
 * the chosen site, the encrypted credentials and the sync state (a lease like hook
 * deliveries, so several nodes never sync the same connection at once). What the engines
 * report is kept by day: date × query, date × page and daily totals, so a report over any
 * window is a sum over at most 90 rows per query. Stored days go with their connection.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_connections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('site_url', 'text')
    .addColumn('credentials', 'text', (c) => c.notNull())
    .addColumn('connected_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('synced_at', 'text')
    .addColumn('synced_through', 'text')
    .addColumn('last_error', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_sync_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('claim_token', 'text')
    .addUniqueConstraint('search_connections_engine', ['space_id', 'engine'])
    .execute();
  await db.schema.createIndex('search_connections_due').on('search_connections').columns(['next_sync_at']).execute();

  for (const [table, key] of [
    ['search_query_days', 'query'],
    ['search_page_days', 'page'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('connection_id', 'text', (c) => c.notNull().references('search_connections.id').onDelete('cascade'))
      .addColumn('space_id', 'text', (c) => c.notNull())
      .addColumn('engine', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn(key, 'text', (c) => c.notNull())
      .addColumn('clicks', 'integer', (c) => c.notNull())
      .addColumn('impressions', 'integer', (c) => c.notNull())
      .addColumn('position_sum', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['connection_id', 'date', key])
      .execute();
    await db.schema.createIndex(`${table}_space`).on(table).columns(['space_id', 'date']).execute();
  }
  await db.schema
    .createTable('search_total_days')
    .addColumn('connection_id', 'text', (c) => c.notNull().references('search_connections.id').onDelete('cascade'))
    .addColumn('space_id', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull())
    .addColumn('impressions', 'integer', (c) => c.notNull())
    .addColumn('position_sum', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_total_days_pk', ['connection_id', 'date'])
    .execute();
}
