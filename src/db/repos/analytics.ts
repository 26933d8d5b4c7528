import { CompiledQuery, sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Engine } from '../client.ts';
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

export function chunks<T>(rows: readonly T[], largest = LADDER[0]): T[][] {
  const out: T[][] = [];
  let i = 0;
  for (const size of LADDER) {
    if (size > largest) continue;
    for (; rows.length - i >= size; i += size) out.push(rows.slice(i, i + size));
  }
  return out;
}

/** Rows in key order: neighbouring inserts land on neighbouring index pages. */
export const byKey = <T>(rows: readonly T[], key: (r: T) => string): T[] => rows.map((r) => [key(r), r] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, r]) => r);

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

/**
 * The writes of collected events (src/app/analytics/store.ts) run as SQL texts made here once per
 * shape (statement × rows in the chunk × engine) and executed as they are: Kysely's builder and
 * compiler cost as much as SQLite's work on a thousand-row transaction, and an event's cost is what
 * delivery reads lose on a busy node.
 */
const texts = new Map<string, string>();

export function textOf(key: string, make: () => string): string {
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = make()));
  return text;
}

/** The n-th bound parameter (from 1) in the engine's syntax. */
export const param = (engine: Engine, n: number) => (engine === 'postgres' ? `$${n}` : '?');

function rowsSql(engine: Engine, head: string, width: number, rows: number, tail = ''): string {
  return textOf(`${engine}\0${head}\0${rows}\0${tail}`, () => {
    let n = 0;
    const tuples = Array.from({ length: rows }, () => `(${Array.from({ length: width }, () => param(engine, ++n)).join(', ')})`);
    return `${head} values ${tuples.join(', ')}${tail}`;
  });
}

export async function runRows<R>(db: Kysely<DB>, engine: Engine, head: string, rows: ReadonlyArray<readonly unknown[]>, tail = ''): Promise<R[]> {
  const { rows: out } = await db.executeQuery<R>(CompiledQuery.raw(rowsSql(engine, head, rows[0].length, rows.length, tail), rows.flat()));
  return out;
}

/** Visitor-days already stored, of one space and day each key group (the primary key answers). */
export async function findVisitorDays(db: Kysely<DB>, engine: Engine, keys: ReadonlyArray<{ space_id: string; day: string; visitor: string }>): Promise<AnalyticsVisitorRow[]> {
  const groups = new Map<string, { space_id: string; day: string; visitors: string[] }>();
  for (const k of keys) {
    const g = `${k.space_id}\0${k.day}`;
    let group = groups.get(g);
    if (!group) groups.set(g, (group = { space_id: k.space_id, day: k.day, visitors: [] }));
    group.visitors.push(k.visitor);
  }
  const out: AnalyticsVisitorRow[] = [];
  for (const { space_id, day, visitors } of groups.values()) {
    for (const part of chunks(visitors)) {
      const text = textOf(
        `${engine}\0find\0${part.length}`,
        () => `select * from analytics_visitors where space_id = ${param(engine, 1)} and day = ${param(engine, 2)} and visitor in (${part.map((_, i) => param(engine, i + 3)).join(', ')})`,
      );
      const { rows } = await db.executeQuery<AnalyticsVisitorRow>(CompiledQuery.raw(text, [space_id, day, ...part]));
      out.push(...rows);
    }
  }
  return out;
}

/** Stores visitor-days not stored yet; answers the ones this call stored (another node may have been first). */
export async function insertVisitorDays(db: Kysely<DB>, engine: Engine, rows: readonly AnalyticsVisitorRow[]): Promise<Array<{ space_id: string; day: string; visitor: string }>> {
  const out: Array<{ space_id: string; day: string; visitor: string }> = [];
  for (const part of chunks(byKey(rows, (r) => `${r.space_id}\0${r.day}\0${r.visitor}`))) {
    const values = part.map((r) => [r.space_id, r.day, r.visitor, r.source, r.ai_engine, r.referrer, r.campaign, r.country, r.city, r.device, r.browser, r.os]);
    out.push(
      ...(await runRows<{ space_id: string; day: string; visitor: string }>(
        db,
        engine,
        'insert into analytics_visitors (space_id, day, visitor, source, ai_engine, referrer, campaign, country, city, device, browser, os)',
        values,
        ' on conflict (space_id, day, visitor) do nothing returning space_id, day, visitor',
      )),
    );
  }
  return out;
}

/** Records which visitor saw which page on a day; answers the pairs that were new. */
export async function insertPageVisitors(db: Kysely<DB>, engine: Engine, rows: ReadonlyArray<{ space_id: string; day: string; visitor: string; path: string }>): Promise<Array<{ space_id: string; day: string; path: string }>> {
  const out: Array<{ space_id: string; day: string; path: string }> = [];
  for (const part of chunks(byKey(rows, (r) => `${r.space_id}\0${r.day}\0${r.visitor}\0${r.path}`))) {
    const values = part.map((r) => [r.space_id, r.day, r.visitor, r.path]);
    out.push(
      ...(await runRows<{ space_id: string; day: string; path: string }>(
        db,
        engine,
        'insert into analytics_page_visitors (space_id, day, visitor, path)',
        values,
        ' on conflict (space_id, day, visitor, path) do nothing returning space_id, day, path',
      )),
    );
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
export async function addToRollup(db: Kysely<DB>, engine: Engine, table: 'analytics_daily' | 'analytics_monthly', rows: readonly RollupIncrement[]): Promise<void> {
  const period = table === 'analytics_daily' ? 'day' : 'month';
  for (const part of chunks(byKey(rows, (r) => `${r.space_id}\0${r.dimension}\0${r.period}\0${r.value}`))) {
    await runRows(
      db,
      engine,
      `insert into ${table} (space_id, dimension, ${period}, value, visitors, views)`,
      part.map((r) => [r.space_id, r.dimension, r.period, r.value, r.visitors, r.views]),
      ` on conflict (space_id, dimension, ${period}, value) do update set visitors = ${table}.visitors + excluded.visitors, views = ${table}.views + excluded.views`,
    );
  }
}

/** Adds increments to the hourly rollup (`period` a local hour YYYY-MM-DDTHH; `value` unused). */
export async function addToHourly(db: Kysely<DB>, engine: Engine, rows: readonly RollupIncrement[]): Promise<void> {
  for (const part of chunks(byKey(rows, (r) => `${r.space_id}\0${r.dimension}\0${r.period}`))) {
    await runRows(
      db,
      engine,
      'insert into analytics_hourly (space_id, dimension, hour, visitors, views)',
      part.map((r) => [r.space_id, r.dimension, r.period, r.visitors, r.views]),
      ' on conflict (space_id, dimension, hour) do update set visitors = analytics_hourly.visitors + excluded.visitors, views = analytics_hourly.views + excluded.views',
    );
  }
}

/** Sums per month (YYYY-MM) of the given dimensions over the months `from` to `to`. */
export async function sumPerMonth(db: Kysely<DB>, spaceId: string, dimensions: readonly string[], from: string, to: string): Promise<Array<{ period: string; dimension: string; visitors: number; views: number }>> {
  const rows = await db
    .selectFrom('analytics_monthly')
    .select((eb) => ['month as period', 'dimension', eb.fn.sum<number | string>('visitors').as('visitors'), eb.fn.sum<number | string>('views').as('views')])
    .where('space_id', '=', spaceId)
    .where('dimension', 'in', [...dimensions])
    .where('month', '>=', from)
    .where('month', '<=', to)
    .groupBy(['month', 'dimension'])
    .execute();
  return rows.map((r) => ({ period: r.period, dimension: r.dimension, visitors: Number(r.visitors), views: Number(r.views) }));
}

/**
 * Sums per day (or per hour, `hourly`) of the given dimensions over the days `from` to `to`:
 * the time series' rows. Each dimension is one range of the primary key.
 */
export async function sumPerPeriod(
  db: Kysely<DB>,
  spaceId: string,
  dimensions: readonly string[],
  from: string,
  to: string,
  hourly: boolean,
): Promise<Array<{ period: string; dimension: string; visitors: number; views: number }>> {
  const rows = hourly
    ? await db
        .selectFrom('analytics_hourly')
        .select(['hour as period', 'dimension', 'visitors', 'views'])
        .where('space_id', '=', spaceId)
        .where('dimension', 'in', [...dimensions])
        .where('hour', '>=', `${from}T00`)
        .where('hour', '<=', `${to}T23`)
        .execute()
    : await db
        .selectFrom('analytics_daily')
        .select((eb) => ['day as period', 'dimension', eb.fn.sum<number | string>('visitors').as('visitors'), eb.fn.sum<number | string>('views').as('views')])
        .where('space_id', '=', spaceId)
        .where('dimension', 'in', [...dimensions])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(['day', 'dimension'])
        .execute();
  return rows.map((r) => ({ period: r.period, dimension: r.dimension, visitors: Number(r.visitors), views: Number(r.views) }));
}

export async function insertEvents(db: Kysely<DB>, engine: Engine, rows: readonly AnalyticsEventRow[]): Promise<void> {
  for (const part of chunks(rows, 200)) {
    await runRows(
      db,
      engine,
      'insert into analytics_events (space_id, at, hour, kind, path, visitor, source, ai_engine, referrer, campaign, country, city, device, browser, os, bot, purpose, verified)',
      part.map((r) => [r.space_id, r.at, r.hour ?? null, r.kind, r.path, r.visitor ?? null, r.source ?? null, r.ai_engine ?? null, r.referrer ?? null, r.campaign ?? null, r.country ?? null, r.city ?? null, r.device ?? null, r.browser ?? null, r.os ?? null, r.bot ?? null, r.purpose ?? null, r.verified ?? null]),
    );
  }
}

export interface RollupWindow {
  days: { from: string; to: string } | null;
  months: { from: string; to: string } | null;
  after: { from: string; to: string } | null;
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
  for (const range of [window.days, window.after]) {
    if (!range) continue;
    parts.push(
      db
        .selectFrom('analytics_daily')
        .select(['value', 'visitors', 'views'])
        .where('space_id', '=', spaceId)
        .where('dimension', '=', dimension)
        .where('day', '>=', range.from)
        .where('day', '<=', range.to),
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
  const union = parts.slice(1).reduce((q, part) => q.unionAll(part), parts[0]);
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

/**
 * Prunes run space by space, through indexes that lead with the space (analytics_events_space_at
 * and the counting tables' primary keys), so no index on the time alone has to be written for
 * every event (migration 0021).
 */
async function spaceIds(db: Kysely<DB>): Promise<string[]> {
  return (await db.selectFrom('spaces').select('id').execute()).map((r) => r.id);
}

export async function deleteEventsBefore(db: Kysely<DB>, before: string): Promise<number> {
  let n = 0;
  for (const id of await spaceIds(db)) {
    const r = await db.deleteFrom('analytics_events').where('space_id', '=', id).where('at', '<', before).executeTakeFirst();
    n += Number(r.numDeletedRows);
  }
  return n;
}

/** Drops the once-per-day counting rows of days before `day` (they hold visitor hashes). */
export async function deleteVisitorDaysBefore(db: Kysely<DB>, day: string): Promise<number> {
  let n = 0;
  for (const id of await spaceIds(db)) {
    const a = await db.deleteFrom('analytics_visitors').where('space_id', '=', id).where('day', '<', day).executeTakeFirst();
    const b = await db.deleteFrom('analytics_page_visitors').where('space_id', '=', id).where('day', '<', day).executeTakeFirst();
    n += Number(a.numDeletedRows) + Number(b.numDeletedRows);
  }
  return n;
}
