import type { Kysely } from 'kysely';

/**
 * First-party analytics (docs/analytics.md). Raw events are appended and kept for the configured
 * retention; every count a report needs is rolled up as events arrive, per space × day × dimension
 * × value and per space × month × dimension × value, so a report never scans raw events.
 * Visitor rows and page-visitor rows exist only to count each visitor once per day; they and the
 * daily salts are deleted after 48 hours. No address and no full user agent is stored anywhere.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'page_view' | 'crawler'
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text') // daily hash; null for crawlers
    .addColumn('source', 'text')
    .addColumn('ai_engine', 'text')
    .addColumn('referrer', 'text')
    .addColumn('campaign', 'text')
    .addColumn('country', 'text')
    .addColumn('city', 'text')
    .addColumn('device', 'text')
    .addColumn('bot', 'text')
    .addColumn('purpose', 'text')
    .execute();
  await db.schema.createIndex('analytics_events_space_at').on('analytics_events').columns(['space_id', 'at']).execute();
  await db.schema.createIndex('analytics_events_at').on('analytics_events').columns(['at']).execute();

  await db.schema
    .createTable('analytics_visitors')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('ai_engine', 'text')
    .addColumn('referrer', 'text')
    .addColumn('campaign', 'text')
    .addColumn('country', 'text')
    .addColumn('city', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_visitors_pk', ['space_id', 'day', 'visitor'])
    .execute();
  await db.schema.createIndex('analytics_visitors_day').on('analytics_visitors').columns(['day']).execute();

  await db.schema
    .createTable('analytics_page_visitors')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_page_visitors_pk', ['space_id', 'day', 'visitor', 'path'])
    .execute();
  await db.schema.createIndex('analytics_page_visitors_day').on('analytics_page_visitors').columns(['day']).execute();

  for (const [table, period] of [['analytics_daily', 'day'], ['analytics_monthly', 'month']] as const) {
    await db.schema
      .createTable(table)
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
      .addColumn('dimension', 'text', (c) => c.notNull())
      .addColumn(period, 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('visitors', 'integer', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['space_id', 'dimension', period, 'value'])
      .execute();
  }
}
