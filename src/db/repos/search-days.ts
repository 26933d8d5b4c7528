import { sql, type Kysely } from 'kysely';
import type { DayRow } from '../../domain/search/day-rows.ts';
import type { DB, SearchEngine } from '../schema.ts';

type DayTable = 'search_query_days' | 'search_page_days' | 'search_total_days';

/** Rows per INSERT: 8 columns × 500 stays under both engines' bound-parameter limits. */
const CHUNK = 500;

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
      const base = { connection_id: owner.connectionId, space_id: owner.spaceId, engine: owner.engine, date: r.date, clicks: r.clicks, impressions: r.impressions, position_sum: r.positionSum };
      return table === 'search_query_days' ? { ...base, query: r.key } : table === 'search_page_days' ? { ...base, page: r.key } : base;
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(values as any).execute();
  }
}

/** Drops the connection's days before `before` (reports never reach them). */
export async function pruneDays(db: Kysely<DB>, connectionId: string, before: string): Promise<void> {
  for (const table of ['search_query_days', 'search_page_days', 'search_total_days'] as const) {
    await db.deleteFrom(table).where('connection_id', '=', connectionId).where('date', '<', before).execute();
  }
}

export async function deleteAllDays(db: Kysely<DB>, connectionId: string): Promise<void> {
  await pruneDays(db, connectionId, '9999-12-31');
}

export interface SummedRow {
  engine: SearchEngine;
  key: string;
  clicks: number;
  impressions: number;
  position_sum: number;
}

/** The top `limit` queries (or pages) of the space's engines since `since`: most clicks, then impressions, then alphabetical. */
export async function topKeys(db: Kysely<DB>, kind: 'query' | 'page', spaceId: string, engines: SearchEngine[], since: string, limit: number): Promise<SummedRow[]> {
  const rows =
    kind === 'query'
      ? await db
          .selectFrom('search_query_days')
          .select((eb) => ['engine', eb.ref('query').as('key'), eb.fn.sum<number>('clicks').as('clicks'), eb.fn.sum<number>('impressions').as('impressions'), eb.fn.sum<number>('position_sum').as('position_sum')])
          .where('space_id', '=', spaceId)
          .where('engine', 'in', engines)
          .where('date', '>=', since)
          .groupBy(['engine', 'query'])
          .orderBy(sql`sum(clicks)`, 'desc')
          .orderBy(sql`sum(impressions)`, 'desc')
          .orderBy('query')
          .orderBy('engine')
          .limit(limit)
          .execute()
      : await db
          .selectFrom('search_page_days')
          .select((eb) => ['engine', eb.ref('page').as('key'), eb.fn.sum<number>('clicks').as('clicks'), eb.fn.sum<number>('impressions').as('impressions'), eb.fn.sum<number>('position_sum').as('position_sum')])
          .where('space_id', '=', spaceId)
          .where('engine', 'in', engines)
          .where('date', '>=', since)
          .groupBy(['engine', 'page'])
          .orderBy(sql`sum(clicks)`, 'desc')
          .orderBy(sql`sum(impressions)`, 'desc')
          .orderBy('page')
          .orderBy('engine')
          .limit(limit)
          .execute();
  return rows.map((r) => ({ engine: r.engine, key: r.key, clicks: Number(r.clicks), impressions: Number(r.impressions), position_sum: Number(r.position_sum) }));
}

/** Site totals per engine since `since`. */
export async function totalsByEngine(db: Kysely<DB>, spaceId: string, engines: SearchEngine[], since: string): Promise<Omit<SummedRow, 'key'>[]> {
  const rows = await db
    .selectFrom('search_total_days')
    .select((eb) => ['engine', eb.fn.sum<number>('clicks').as('clicks'), eb.fn.sum<number>('impressions').as('impressions'), eb.fn.sum<number>('position_sum').as('position_sum')])
    .where('space_id', '=', spaceId)
    .where('engine', 'in', engines)
    .where('date', '>=', since)
    .groupBy('engine')
    .execute();
  return rows.map((r) => ({ engine: r.engine, clicks: Number(r.clicks), impressions: Number(r.impressions), position_sum: Number(r.position_sum) }));
}
