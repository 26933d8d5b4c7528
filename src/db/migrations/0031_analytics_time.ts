import type { Kysely } from 'kysely';

/**
 * Each site's time zone (an IANA name; days, hours and "today" of its analytics follow it) and
 * hourly rollups of the three figures the report's time series draws per hour (visitors, page
 * views, visitors from AI assistants, AI crawler visits), in the site's local hours. A day has
 * 24 rows at most per figure, so the table stays small next to the daily rollups.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('spaces').addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC')).execute();
  await db.schema
    .createTable('analytics_hourly')
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_hourly_pk', ['space_id', 'dimension', 'hour'])
    .execute();
}
