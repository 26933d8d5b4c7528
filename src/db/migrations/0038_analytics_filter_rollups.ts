import { sql, type Kysely } from 'kysely';

/**
 * Filtered reports over long ranges. A report narrowed by one filter read every raw event the
 * filter keeps (a tenth of a busy year is ~100,000 rows: seconds). Each past day's events are now
 * folded, per filter and filter value, into monthly sums of every figure and list
 * (`analytics_filter_monthly`), so a single filter over a year reads a few thousand summed rows
 * plus the raw events of the days around its whole months. `analytics_filter_folds` holds, per
 * space, the days folded so far (one unbroken run). On SQLite the sums are a WITHOUT ROWID table:
 * the primary key, which every read and upsert goes through, is the table.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const columns = `space_id text not null references spaces(id) on delete cascade, filter text not null, filter_value text not null,
    month text not null, dimension text not null, value text not null, visitors integer not null, views integer not null,
    primary key (space_id, filter, filter_value, month, dimension, value)`;
  await sql.raw(`create table analytics_filter_monthly (${columns})${dialect === 'sqlite' ? ' without rowid' : ''}`).execute(db);
  await db.schema
    .createTable('analytics_filter_folds')
    .addColumn('space_id', 'text', (c) => c.primaryKey().references('spaces.id').onDelete('cascade'))
    .addColumn('from_day', 'text', (c) => c.notNull())
    .addColumn('through_day', 'text', (c) => c.notNull())
    .execute();
}
