import type { Kysely } from 'kysely';

/**
 * Analytics at scale (reports over a year of a busy site). Each period's rollup rows, most visitors
 * then most views first, straight from an index: a report reads the head of every day and month of
 * its window and sums exactly only the values found there (src/domain/analytics/top-list.ts),
 * instead of grouping every page of a year. The value is left out on purpose: a covering index
 * would lure SQLite's planner away from the primary key for the `value IN (…)` sums that follow.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('analytics_daily_rank').on('analytics_daily').columns(['space_id', 'dimension', 'day', 'visitors', 'views']).execute();
  await db.schema.createIndex('analytics_monthly_rank').on('analytics_monthly').columns(['space_id', 'dimension', 'month', 'visitors', 'views']).execute();
}
