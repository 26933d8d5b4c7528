import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { AnalyticsEventsTable, AnalyticsVisitorsTable, DB } from '../schema.ts';

export type AnalyticsVisitorRow = Selectable<AnalyticsVisitorsTable>;
export type AnalyticsEventRow = Insertable<AnalyticsEventsTable>;

/**
 * Rows per multi-row statement, from a fixed ladder: far below SQLite's and PostgreSQL's
 * bound-parameter limits, and few distinct SQL texts, so the prepared statements of the
 * SQLite dialect's cache are reused instead of re-prepared (and delivery's statements are not
 * pushed out of that cache by one-off analytics inserts).
 */
const LADDER = [400, 100, 25, 5, 1];

function chunks<T>(rows: readonly T[], largest = LADDER[0]): T[][] {
  const out: T[][] = [];
  let i = 0;
  for (const size of LADDER) {
    if (size > largest) continue;
    for (; rows.length - i >= size; i += size) out.push(rows.slice(i, i + size));
  }
  return out;
}

/** Rows in key order: neighbouring inserts land on neighbouring index pages. */
const byKey = <T>(rows: readonly T[], key: (r: T) => string): T[] => rows.map((r) => [key(r), r] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, r]) => r);

export function listSalts(db: Kysely<DB>, days: readonly string[]): Promise<Array<{ day: string; salt: string }>> {
  return db.selectFrom('analytics_salts').select(['day', 'salt']).where('day', 'in', [...days]).execute();
}

/** Stores the salt of a day unless another request (or node) stored one first. */
export async function insertSalt(db: Kysely<DB>, row: { day: string; salt: string; created_at: string }): Promise<void> {
  await db.insertInto('analytics_salts').values(row).onConflict((oc) => oc.column('day').doNothing()).execute();
}

export async function deleteSaltsCreatedBefore(db: Kysely<DB>, before: string): Promise<number> {
  const r = await db.deleteFrom('analytics_salts').where('created_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function findVisitorDays(db: Kysely<DB>, keys: ReadonlyArray<{ space_id: string; day: string; visitor: string }>): Promise<AnalyticsVisitorRow[]> {
  const out: AnalyticsVisitorRow[] = [];
  for (const part of chunks(keys)) {
    const rows = await db
      .selectFrom('analytics_visitors')
      .selectAll()
      // All three key columns, so the primary key answers: without space_id SQLite walked every visitor of the day.
      .where('space_id', 'in', [...new Set(part.map((k) => k.space_id))])
      .where('visitor', 'in', part.map((k) => k.visitor))
      .where('day', 'in', [...new Set(part.map((k) => k.day))])
      .execute();
    out.push(...rows);
  }
  return out;
}

/** Stores visitor-days not stored yet; answers the ones this call stored (another node may have been first). */
export async function insertVisitorDays(db: Kysely<DB>, rows: readonly AnalyticsVisitorRow[]): Promise<Array<{ space_id: string; day: string; visitor: string }>> {
  const out: Array<{ space_id: string; day: string; visitor: string }> = [];
  for (const part of chunks(byKey(rows, (r) => `${r.space_id}\0${r.day}\0${r.visitor}`))) {
    const inserted = await db
      .insertInto('analytics_visitors')
      .values(part)
      .onConflict((oc) => oc.columns(['space_id', 'day', 'visitor']).doNothing())
      .returning(['space_id', 'day', 'visitor'])
      .execute();
    out.push(...inserted);
  }
  return out;
}

/** Records which visitor saw which page on a day; answers the pairs that were new. */
export async function insertPageVisitors(db: Kysely<DB>, rows: ReadonlyArray<{ space_id: string; day: string; visitor: string; path: string }>): Promise<Array<{ space_id: string; day: string; path: string }>> {
  const out: Array<{ space_id: string; day: string; path: string }> = [];
  for (const part of chunks(byKey(rows, (r) => `${r.space_id}\0${r.day}\0${r.visitor}\0${r.path}`))) {
    const inserted = await db
      .insertInto('analytics_page_visitors')
      .values(part)
      .onConflict((oc) => oc.columns(['space_id', 'day', 'visitor', 'path']).doNothing())
      .returning(['space_id', 'day', 'path'])
      .execute();
    out.push(...inserted);
  }
  return out;
}

export interface RollupIncrement {
  space_id: string;
  dimension: string;
  period: string; // day (YYYY-MM-DD) or month (YYYY-MM)
  value: string;
  visitors: number;
  views: number;
}

/** Adds increments to the daily or monthly rollup (insert, or add to the existing counts). */
export async function addToRollup(db: Kysely<DB>, table: 'analytics_daily' | 'analytics_monthly', rows: readonly RollupIncrement[]): Promise<void> {
  for (const part of chunks(byKey(rows, (r) => `${r.space_id}\0${r.dimension}\0${r.period}\0${r.value}`))) {
    if (table === 'analytics_daily') {
      await db
        .insertInto('analytics_daily')
        .values(part.map((r) => ({ space_id: r.space_id, dimension: r.dimension, day: r.period, value: r.value, visitors: r.visitors, views: r.views })))
        .onConflict((oc) =>
          oc.columns(['space_id', 'dimension', 'day', 'value']).doUpdateSet({
            visitors: sql<number>`analytics_daily.visitors + excluded.visitors`,
            views: sql<number>`analytics_daily.views + excluded.views`,
          }),
        )
        .execute();
    } else {
      await db
        .insertInto('analytics_monthly')
        .values(part.map((r) => ({ space_id: r.space_id, dimension: r.dimension, month: r.period, value: r.value, visitors: r.visitors, views: r.views })))
        .onConflict((oc) =>
          oc.columns(['space_id', 'dimension', 'month', 'value']).doUpdateSet({
            visitors: sql<number>`analytics_monthly.visitors + excluded.visitors`,
            views: sql<number>`analytics_monthly.views + excluded.views`,
          }),
        )
        .execute();
    }
  }
}

export async function insertEvents(db: Kysely<DB>, rows: readonly AnalyticsEventRow[]): Promise<void> {
  for (const part of chunks(rows, 200)) await db.insertInto('analytics_events').values(part).execute();
}

export interface RollupWindow {
  days: { from: string; to: string } | null;
  months: { from: string; to: string } | null;
}

/**
 * Sums of one dimension over a window, most visitors (or views, for crawler dimensions) first.
 * Reads daily rows for the days and monthly rows for the months of the window; nothing else.
 */
export async function sumRollup(
  db: Kysely<DB>,
  spaceId: string,
  dimension: string,
  window: RollupWindow,
  opts: { limit: number | null; orderBy: 'visitors' | 'views' },
): Promise<Array<{ value: string; visitors: number; views: number }>> {
  const parts = [];
  if (window.days) {
    parts.push(
      db
        .selectFrom('analytics_daily')
        .select(['value', 'visitors', 'views'])
        .where('space_id', '=', spaceId)
        .where('dimension', '=', dimension)
        .where('day', '>=', window.days.from)
        .where('day', '<=', window.days.to),
    );
  }
  if (window.months) {
    parts.push(
      db
        .selectFrom('analytics_monthly')
        .select(['value', 'visitors', 'views'])
        .where('space_id', '=', spaceId)
        .where('dimension', '=', dimension)
        .where('month', '>=', window.months.from)
        .where('month', '<=', window.months.to),
    );
  }
  if (parts.length === 0) return [];
  const union = parts.length === 1 ? parts[0] : parts[0].unionAll(parts[1]);
  const first = opts.orderBy === 'visitors' ? 'visitors' : 'views';
  const second = first === 'visitors' ? 'views' : 'visitors';
  let q = db
    .selectFrom(union.as('r'))
    .select((eb) => ['r.value', eb.fn.sum<number | string>('r.visitors').as('visitors'), eb.fn.sum<number | string>('r.views').as('views')])
    .groupBy('r.value')
    .orderBy(first, 'desc')
    .orderBy(second, 'desc')
    .orderBy('r.value');
  if (opts.limit !== null) q = q.limit(opts.limit);
  const rows = await q.execute();
  return rows.map((r) => ({ value: r.value, visitors: Number(r.visitors), views: Number(r.views) }));
}

export interface PeriodList {
  days: readonly string[];
  months: readonly string[];
}

/**
 * The first `perPeriod` rows of one dimension in each given day and month, most visitors then
 * most views first: one statement, each head read in order from analytics_daily_rank or
 * analytics_monthly_rank (no sorting).
 */
export async function headsOfPeriods(db: Kysely<DB>, spaceId: string, dimension: string, periods: PeriodList, perPeriod: number): Promise<Array<{ period: string; value: string; visitors: number; views: number }>> {
  // The two tables differ only in the name of their period column.
  const head = (table: 'analytics_daily' | 'analytics_monthly', period: string) => {
    const column = sql.ref(table === 'analytics_daily' ? 'day' : 'month');
    return db
      .selectFrom((eb) =>
        eb
          .selectFrom(table as 'analytics_daily')
          .select([sql<string>`${column}`.as('period'), 'value', 'visitors', 'views'])
          .where('space_id', '=', spaceId)
          .where('dimension', '=', dimension)
          .where(column, '=', period)
          .orderBy('visitors', 'desc')
          .orderBy('views', 'desc')
          .limit(perPeriod)
          .as('h'),
      )
      .selectAll();
  };
  const [first, ...rest] = [...periods.days.map((d) => head('analytics_daily', d)), ...periods.months.map((m) => head('analytics_monthly', m))];
  if (!first) return [];
  const rows = await rest.reduce((q, part) => q.unionAll(part), first).execute();
  return rows.map((r) => ({ period: r.period, value: r.value, visitors: Number(r.visitors), views: Number(r.views) }));
}

/** Exact sums over the given days and months of the given values only (primary-key lookups). */
export async function sumValues(db: Kysely<DB>, spaceId: string, dimension: string, periods: PeriodList, values: readonly string[]): Promise<Array<{ value: string; visitors: number; views: number }>> {
  const parts = [];
  if (periods.days.length) {
    parts.push(
      db
        .selectFrom('analytics_daily')
        .select(['value', 'visitors', 'views'])
        .where('space_id', '=', spaceId)
        .where('dimension', '=', dimension)
        .where('day', 'in', [...periods.days])
        .where('value', 'in', [...values]),
    );
  }
  if (periods.months.length) {
    parts.push(
      db
        .selectFrom('analytics_monthly')
        .select(['value', 'visitors', 'views'])
        .where('space_id', '=', spaceId)
        .where('dimension', '=', dimension)
        .where('month', 'in', [...periods.months])
        .where('value', 'in', [...values]),
    );
  }
  if (parts.length === 0 || values.length === 0) return [];
  const union = parts.length === 1 ? parts[0] : parts[0].unionAll(parts[1]);
  const rows = await db
    .selectFrom(union.as('r'))
    .select((eb) => ['r.value', eb.fn.sum<number | string>('r.visitors').as('visitors'), eb.fn.sum<number | string>('r.views').as('views')])
    .groupBy('r.value')
    .execute();
  return rows.map((r) => ({ value: r.value, visitors: Number(r.visitors), views: Number(r.views) }));
}

export async function deleteEventsBefore(db: Kysely<DB>, before: string): Promise<number> {
  const r = await db.deleteFrom('analytics_events').where('at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Drops the once-per-day counting rows of days before `day` (they hold visitor hashes). */
export async function deleteVisitorDaysBefore(db: Kysely<DB>, day: string): Promise<number> {
  const a = await db.deleteFrom('analytics_visitors').where('day', '<', day).executeTakeFirst();
  const b = await db.deleteFrom('analytics_page_visitors').where('day', '<', day).executeTakeFirst();
  return Number(a.numDeletedRows) + Number(b.numDeletedRows);
}
