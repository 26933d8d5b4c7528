import type { Kysely } from 'kysely';

/**
 * AI-readiness checks (docs/readiness.md). `readiness_claims` holds, per space, when the last
 * check started: the once-a-minute rule is an atomic conditional upsert of that row, so every
 * node of a cluster agrees and two concurrent requests cannot both start a check.
 * `readiness_checks` keeps the finished checks (the last ones per space, for history).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('readiness_claims')
    .addColumn('space_id', 'text', (c) => c.primaryKey().references('spaces.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('readiness_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('checks', 'text', (c) => c.notNull()) // JSON array of check results
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('checked_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('readiness_checks_space').on('readiness_checks').columns(['space_id', 'checked_at']).execute();
}
