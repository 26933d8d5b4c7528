import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { addDays } from '../../domain/search/days.ts';
import type { DayRow } from '../../domain/search/day-rows.ts';
import type { DB, SearchBreakdownDaysTable, SearchEngine } from '../schema.ts';

type DayTable = 'search_query_days' | 'search_page_days' | 'search_total_days';
export type BreakdownDimension = SearchBreakdownDaysTable['dimension'];

/** Rows per INSERT: 11 columns × 400 stays under both engines' bound-parameter limits. */
const CHUNK = 400;
/** The spans rows are stored with (engine_a and engine_b's daily traffic: 1; engine_b's weeks: 7). */
const SPANS = [1, 7] as const;

export interface DayOwner {
  connectionId: string;
  spaceId: string;
  engine: SearchEngine;
}

/** Replaces what is stored for the connection over [start, end] with `rows` (days the engine revised, or dropped). */
export async function replaceDays(db: Kysely<DB>, table: DayTable, owner: DayOwner, start: string, end: string, rows: readonly DayRow[]): Promise<void> {
  await db.deleteFrom(table).where('connection_id', '=', owner.connectionId).where('date', '>=', start).where('date', '<=', end).execute();
  const inRange = rows.filter((r) => r.date >= start && r.date <= end);
  for (let i = 0; i < inRange.length; i += CHUNK) {
    const values = inRange.slice(i, i + CHUNK).map((r) => {
      const base = { connection_id: owner.connectionId, space_id: owner.spaceId, engine: owner.engine, date: r.date, span: r.span ?? 1, clicks: r.clicks, impressions: r.impressions, position_sum: r.positionSum };
      return table === 'search_query_days' ? { ...base, query: r.key } : table === 'search_page_days' ? { ...base, page: r.key } : base;
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(values as any).execute();
  }
}

/** Replaces one breakdown of the connection over [start, end]. */
export async function replaceBreakdown(db: Kysely<DB>, dimension: BreakdownDimension, owner: DayOwner, start: string, end: string, rows: readonly DayRow[]): Promise<void> {
  await db.deleteFrom('search_breakdown_days').where('connection_id', '=', owner.connectionId).where('dimension', '=', dimension).where('date', '>=', start).where('date', '<=', end).execute();
  const inRange = rows.filter((r) => r.date >= start && r.date <= end);
  for (let i = 0; i < inRange.length; i += CHUNK) {
    const values = inRange.slice(i, i + CHUNK).map((r) => ({
      connection_id: owner.connectionId,
      space_id: owner.spaceId,
      engine: owner.engine,
      dimension,
      date: r.date,
      span: r.span ?? 1,
      key: r.key,
      page: r.page ?? '',
      clicks: r.clicks,
      impressions: r.impressions,
      position_sum: r.positionSum,
    }));
    await db.insertInto('search_breakdown_days').values(values).execute();
  }
}

/** Drops the connection's rows that begin before `before` (reports never reach them). */
export async function pruneDays(db: Kysely<DB>, connectionId: string, before: string): Promise<void> {
  for (const table of ['search_query_days', 'search_page_days', 'search_total_days', 'search_breakdown_days'] as const) {
    await db.deleteFrom(table).where('connection_id', '=', connectionId).where('date', '<', before).execute();
  }
}

export async function deleteAllDays(db: Kysely<DB>, connectionId: string): Promise<void> {
  await pruneDays(db, connectionId, '9999-12-31');
}

export interface Window {
  since: string;
  until: string;
}

/** Rows that cover any day of the window: a row of `span` days counts when it starts at most `span − 1` days before `since`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function overlaps(eb: ExpressionBuilder<any, any>, w: Window) {
  // The outer bound first, so the (space_id, date) index reads one range; the spans refine it.
  const widest = Math.max(...SPANS);
  return eb.and([eb('date', '>=', addDays(w.since, -(widest - 1))), eb('date', '<=', w.until), eb.or(SPANS.map((s) => eb.and([eb('span', '=', s), eb('date', '>=', addDays(w.since, -(s - 1)))])))]);
}

export interface SummedRow {
  engine: SearchEngine;
  key: string;
  page?: string;
  clicks: number;
  impressions: number;
  position_sum: number;
}

const num = (r: { clicks: unknown; impressions: unknown; position_sum: unknown }) => ({ clicks: Number(r.clicks), impressions: Number(r.impressions), position_sum: Number(r.position_sum) });

/** The top `limit` queries (or pages) of the space's engines over the window: most clicks, then impressions, then alphabetical. */
export async function topKeys(db: Kysely<DB>, kind: 'query' | 'page', spaceId: string, engines: SearchEngine[], w: Window, limit: number): Promise<SummedRow[]> {
  const table = kind === 'query' ? 'search_query_days' : 'search_page_days';
  const rows = await db
    .selectFrom(table)
    .select([
      'engine',
      sql<string>`${sql.ref(kind)}`.as('key'),
      sql<number>`sum(clicks)`.as('clicks'),
      sql<number>`sum(impressions)`.as('impressions'),
      sql<number>`sum(position_sum)`.as('position_sum'),
    ])
    .where('space_id', '=', spaceId)
    .where('engine', 'in', engines)
    .where((eb) => overlaps(eb, w))
    .groupBy(['engine', kind])
    .orderBy(sql`sum(clicks)`, 'desc')
    .orderBy(sql`sum(impressions)`, 'desc')
    .orderBy(kind)
    .orderBy('engine')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ engine: r.engine, key: r.key, ...num(r) }));
}

/** The top `limit` values of one breakdown over the window, ranked like `topKeys`. */
export async function topBreakdown(db: Kysely<DB>, dimension: BreakdownDimension, spaceId: string, engines: SearchEngine[], w: Window, limit: number): Promise<SummedRow[]> {
  const rows = await db
    .selectFrom('search_breakdown_days')
    .select(['engine', 'key', 'page', sql<number>`sum(clicks)`.as('clicks'), sql<number>`sum(impressions)`.as('impressions'), sql<number>`sum(position_sum)`.as('position_sum')])
    .where('space_id', '=', spaceId)
    .where('dimension', '=', dimension)
    .where('engine', 'in', engines)
    .where((eb) => overlaps(eb, w))
    .groupBy(['engine', 'key', 'page'])
    .orderBy(sql`sum(clicks)`, 'desc')
    .orderBy(sql`sum(impressions)`, 'desc')
    .orderBy('key')
    .orderBy('page')
    .orderBy('engine')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ engine: r.engine, key: r.key, page: r.page, ...num(r) }));
}

/** Rows of `table` summed per engine over the window. */
async function sumsByEngine(db: Kysely<DB>, table: 'search_total_days' | 'search_page_days', spaceId: string, engines: SearchEngine[], w: Window): Promise<Omit<SummedRow, 'key'>[]> {
  const rows = await db
    .selectFrom(table as 'search_total_days')
    .select(['engine', sql<number>`sum(clicks)`.as('clicks'), sql<number>`sum(impressions)`.as('impressions'), sql<number>`sum(position_sum)`.as('position_sum')])
    .where('space_id', '=', spaceId)
    .where('engine', 'in', engines)
    .where((eb) => overlaps(eb, w))
    .groupBy('engine')
    .execute();
  return rows.map((r) => ({ engine: r.engine, ...num(r) }));
}

/** Site totals per engine over the window. */
export const totalsByEngine = (db: Kysely<DB>, spaceId: string, engines: SearchEngine[], w: Window) => sumsByEngine(db, 'search_total_days', spaceId, engines, w);

/** Page rows summed per engine over the window (the position of an engine whose daily traffic has none). */
export const pageSumsByEngine = (db: Kysely<DB>, spaceId: string, engines: SearchEngine[], w: Window) => sumsByEngine(db, 'search_page_days', spaceId, engines, w);

/** The daily (or weekly) site totals over the window, oldest first. */
export async function totalsByDay(db: Kysely<DB>, spaceId: string, engines: SearchEngine[], w: Window): Promise<Array<Omit<SummedRow, 'key'> & { date: string; span: number }>> {
  const rows = await db
    .selectFrom('search_total_days')
    .select(['engine', 'date', 'span', 'clicks', 'impressions', 'position_sum'])
    .where('space_id', '=', spaceId)
    .where('engine', 'in', engines)
    .where((eb) => overlaps(eb, w))
    .orderBy('date')
    .orderBy('engine')
    .execute();
  return rows.map((r) => ({ engine: r.engine, date: r.date, span: Number(r.span), ...num(r) }));
}

/** Per engine and span, the first and last day the counted page rows start on (what a window really covers). */
export async function bucketsByEngine(db: Kysely<DB>, spaceId: string, engines: SearchEngine[], w: Window): Promise<Array<{ engine: SearchEngine; span: number; first: string; last: string }>> {
  const rows = await db
    .selectFrom('search_page_days')
    .select(['engine', 'span', sql<string>`min(date)`.as('first'), sql<string>`max(date)`.as('last')])
    .where('space_id', '=', spaceId)
    .where('engine', 'in', engines)
    .where((eb) => overlaps(eb, w))
    .groupBy(['engine', 'span'])
    .execute();
  return rows.map((r) => ({ engine: r.engine, span: Number(r.span), first: r.first, last: r.last }));
}
