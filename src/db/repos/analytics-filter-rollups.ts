import { sql, type Kysely } from 'kysely';
import type { AnalyticsFilterMonthlyTable, DB } from '../schema.ts';

export type FilterMonthlyRow = AnalyticsFilterMonthlyTable;

/** The local days of a space folded so far, or undefined before its first fold. */
export function findFold(db: Kysely<DB>, spaceId: string): Promise<{ from_day: string; through_day: string } | undefined> {
  return db.selectFrom('analytics_filter_folds').select(['from_day', 'through_day']).where('space_id', '=', spaceId).executeTakeFirst();
}

export async function saveFold(db: Kysely<DB>, row: { space_id: string; from_day: string; through_day: string }): Promise<void> {
  await db
    .insertInto('analytics_filter_folds')
    .values(row)
    .onConflict((oc) => oc.column('space_id').doUpdateSet({ from_day: row.from_day, through_day: row.through_day }))
    .execute();
}

/** The time of a space's oldest stored event (the `(space_id, at)` index answers), or null. */
export async function oldestEventAt(db: Kysely<DB>, spaceId: string): Promise<string | null> {
  const r = await db.selectFrom('analytics_events').select((eb) => eb.fn.min('at').as('at')).where('space_id', '=', spaceId).executeTakeFirst();
  return r?.at ?? null;
}

const ROWS_PER_STATEMENT = 400;

/** Adds sums to the monthly filter rollup (one upsert per key). */
export async function addToFilterMonthly(db: Kysely<DB>, rows: readonly FilterMonthlyRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await db
      .insertInto('analytics_filter_monthly')
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc.columns(['space_id', 'filter', 'filter_value', 'month', 'dimension', 'value']).doUpdateSet((eb) => ({
          visitors: sql`${eb.ref('analytics_filter_monthly.visitors')} + ${eb.ref('excluded.visitors')}`,
          views: sql`${eb.ref('analytics_filter_monthly.views')} + ${eb.ref('excluded.views')}`,
        })),
      )
      .execute();
  }
}

export interface FilterSum {
  dimension: string;
  value: string;
  visitors: number;
  views: number;
}

/** Sums per dimension and value of one filter value over the months `from` to `to` (the primary key's prefix answers). */
export async function sumFilterMonths(db: Kysely<DB>, spaceId: string, filter: string, filterValue: string, from: string, to: string): Promise<FilterSum[]> {
  const rows = await db
    .selectFrom('analytics_filter_monthly')
    .select((eb) => ['dimension', 'value', eb.fn.sum<number | string>('visitors').as('visitors'), eb.fn.sum<number | string>('views').as('views')])
    .where('space_id', '=', spaceId)
    .where('filter', '=', filter)
    .where('filter_value', '=', filterValue)
    .where('month', '>=', from)
    .where('month', '<=', to)
    .groupBy(['dimension', 'value'])
    .execute();
  return rows.map((r) => ({ dimension: r.dimension, value: r.value, visitors: Number(r.visitors), views: Number(r.views) }));
}

/** Per month, the sums of the given (value-less) dimensions of one filter value: the points of a time series. */
export async function filterMonthSeries(db: Kysely<DB>, spaceId: string, filter: string, filterValue: string, from: string, to: string, dimensions: readonly string[]): Promise<Array<{ period: string; dimension: string; visitors: number; views: number }>> {
  const rows = await db
    .selectFrom('analytics_filter_monthly')
    .select(['month', 'dimension', 'visitors', 'views'])
    .where('space_id', '=', spaceId)
    .where('filter', '=', filter)
    .where('filter_value', '=', filterValue)
    .where('month', '>=', from)
    .where('month', '<=', to)
    .where('dimension', 'in', [...dimensions])
    .where('value', '=', '')
    .execute();
  return rows.map((r) => ({ period: r.month, dimension: r.dimension, visitors: Number(r.visitors), views: Number(r.views) }));
}

/** Every space with its analytics time zone (the fold runs space by space). */
export function listSpaceZones(db: Kysely<DB>): Promise<Array<{ id: string; time_zone: string | null }>> {
  return db.selectFrom('spaces').select(['id', 'time_zone']).execute();
}
