import type { Kysely } from 'kysely';

/**
 * An entry's history in the dashboard reads the activity of one resource, newest first
 * (GET …/activity?resource_type=entry&resource_id=…). Without this index PostgreSQL walked every
 * record of the space and sorted them: 44 ms at 30,000 records, growing with the site; with it,
 * an index scan of that resource's records (0.07 ms). The space-wide feed is served by the
 * primary key (newest id first).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('activity_resource').on('activity').columns(['space_id', 'resource_type', 'resource_id', 'id']).execute();
}
