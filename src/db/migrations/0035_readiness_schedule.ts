import type { Kysely } from 'kysely';

/**
 * Scheduled readiness checks (docs/readiness.md "Scheduled checks"): one row per space that
 * asked for them, with the interval and when the next check falls due. A worker takes a due
 * check by moving `next_check_at` on conditionally (the time it read), so with many nodes one
 * of them runs it. `last_error` says why the last scheduled check could not run.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('readiness_schedules')
    .addColumn('space_id', 'text', (c) => c.primaryKey().references('spaces.id').onDelete('cascade'))
    .addColumn('interval_hours', 'integer', (c) => c.notNull())
    .addColumn('next_check_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('readiness_schedules_due').on('readiness_schedules').column('next_check_at').execute();
}
