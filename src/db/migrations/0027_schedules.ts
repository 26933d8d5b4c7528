import type { Kysely } from 'kysely';

/**
 * Scheduled actions (docs/publishing.md "Scheduled actions"): publish, unpublish or archive an
 * entry, or publish a release, at a time. The worker runs a pending one by changing its status
 * in the same transaction as the action itself, so it is done exactly once or not at all.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schedules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) => c.notNull()) // entry | release
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull()) // publish | unpublish | archive
    .addColumn('locale', 'text')
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // pending | done | failed | cancelled
    .addColumn('actor', 'text', (c) => c.notNull()) // JSON: who scheduled it, to act as
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('error', 'text') // JSON {code, message, details} of a failed run
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('schedules_due').on('schedules').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('schedules_space').on('schedules').columns(['space_id', 'run_at']).execute();
  await db.schema.createIndex('schedules_target').on('schedules').columns(['space_id', 'target_type', 'target_id']).execute();
}
