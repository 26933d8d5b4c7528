import { sql, type Kysely } from 'kysely';

/**
 * Filtered reports and verified crawlers. A filtered report reads the raw events (kept for the
 * analytics retention), so each event now carries its local hour in the site's time zone (the
 * day and hour it counted in), the browser and operating system of a person's view, and, for a
 * crawler, whether its address was in its operator's published ranges. Visitor-days carry the
 * browser and operating system, counted like the device. Events stored before this migration get
 * their UTC hour, right for sites counting in UTC; those events leave within the retention.
 * An index on (space, path, hour) answers the page filter, the one most reports are narrowed by,
 * without reading every event of the range.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('analytics_events').addColumn('hour', 'text').execute();
  await db.schema.alterTable('analytics_events').addColumn('browser', 'text').execute();
  await db.schema.alterTable('analytics_events').addColumn('os', 'text').execute();
  await db.schema.alterTable('analytics_events').addColumn('verified', 'integer').execute();
  await sql`update analytics_events set hour = substr(at, 1, 13)`.execute(db);
  await db.schema.alterTable('analytics_visitors').addColumn('browser', 'text').execute();
  await db.schema.alterTable('analytics_visitors').addColumn('os', 'text').execute();
  await db.schema.createIndex('analytics_events_space_path').on('analytics_events').columns(['space_id', 'path', 'hour']).execute();
}
