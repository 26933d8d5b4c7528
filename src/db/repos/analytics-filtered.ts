import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { EventColumn } from '../../domain/analytics/filters.ts';


export interface EventScope {
  spaceId: string;
  /** Local days (the site's time zone), both included. */
  from: string;
  to: string;
  /** Each column equal to its value. */
  equal: ReadonlyArray<readonly [EventColumn, string]>;
}

/** A day before and after in UTC covers every time zone's local days; `hour` then cuts exactly. */
const utcBound = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString();

/**
 * Events of the scope. With a page, only the local hour bounds the range, so the planner takes
 * analytics_events_space_path (space, path, hour); given a time range as well, SQLite prefers
 * (space, at) and reads every event of the range. Otherwise the UTC time bounds it through
 * (space, at) and the local hour cuts exactly.
 */
function scoped(db: Kysely<DB>, s: EventScope) {
  let q = db.selectFrom('analytics_events').where('space_id', '=', s.spaceId);
  if (!s.equal.some(([column]) => column === 'path')) q = q.where('at', '>=', utcBound(s.from, -1)).where('at', '<', utcBound(s.to, 2));
  q = q.where('hour', '>=', `${s.from}T00`).where('hour', '<=', `${s.to}T23`);
  for (const [column, value] of s.equal) q = q.where(column, '=', value);
  return q;
}

/** People's page views, or crawler visits that count as their operator's (verified, or nothing to verify against). */
const people = (eb: ExpressionBuilder<DB, 'analytics_events'>) => eb('kind', '=', 'page_view');
const countedCrawlers = (eb: ExpressionBuilder<DB, 'analytics_events'>) => eb.and([eb('kind', '=', 'crawler'), eb.or([eb('verified', 'is', null), eb('verified', '=', 1)])]);

/** Page views and crawler visits per local hour (YYYY-MM-DDTHH). */
export async function viewsPerHour(db: Kysely<DB>, s: EventScope): Promise<Array<{ hour: string; views: number; ai_views: number; crawler_visits: number }>> {
  const rows = await scoped(db, s)
    .where((eb) => eb.or([people(eb), countedCrawlers(eb)]))
    .select((eb) => [
      'hour',
      eb.fn.sum<number | string>(sql`case when kind = 'page_view' then 1 else 0 end`).as('views'),
      eb.fn.sum<number | string>(sql`case when kind = 'page_view' and ai_engine is not null then 1 else 0 end`).as('ai_views'),
      eb.fn.sum<number | string>(sql`case when kind = 'crawler' then 1 else 0 end`).as('crawler_visits'),
    ])
    .groupBy('hour')
    .execute();
  return rows.map((r) => ({ hour: r.hour!, views: Number(r.views), ai_views: Number(r.ai_views), crawler_visits: Number(r.crawler_visits) }));
}

/**
 * Visitors per local day, or per local hour of their first matching view (`hourly`), and of
 * them those sent by an AI assistant. A visitor is a daily hash, so visitor-days are counted.
 */
export async function visitorsPerPeriod(db: Kysely<DB>, s: EventScope, hourly: boolean): Promise<Array<{ period: string; visitors: number; ai_visitors: number }>> {
  const days = scoped(db, s)
    .where(people)
    .select((eb) => [sql<string>`substr(hour, 1, 10)`.as('day'), eb.fn.min('hour').as('first_hour'), eb.fn.max<number>(sql`case when ai_engine is not null then 1 else 0 end`).as('ai')])
    .groupBy([sql`substr(hour, 1, 10)`, 'visitor'])
    .as('d');
  const period = hourly ? sql.ref('d.first_hour') : sql.ref('d.day');
  const rows = await db
    .selectFrom(days)
    .select((eb) => [sql<string>`${period}`.as('period'), eb.fn.countAll<number | string>().as('visitors'), eb.fn.sum<number | string>('d.ai').as('ai_visitors')])
    .groupBy(period)
    .execute();
  return rows.map((r) => ({ period: r.period, visitors: Number(r.visitors), ai_visitors: Number(r.ai_visitors) }));
}

/** A top list of people's views by one column: visitor-days and views per value, most visitors first. */
export async function topByColumn(db: Kysely<DB>, s: EventScope, column: EventColumn | 'city', limit: number): Promise<Array<{ value: string; visitors: number; views: number }>> {
  // Cities are told apart by their country (two Springfields are two cities).
  const value = column === 'city' ? sql<string>`coalesce(country, '') || '|' || city` : sql<string>`${sql.ref(column)}`;
  const rows = await scoped(db, s)
    .where(people)
    .where(column, 'is not', null)
    .select((eb) => [value.as('value'), eb.fn.count<number | string>(sql`distinct substr(hour, 1, 10) || visitor`).as('visitors'), eb.fn.countAll<number | string>().as('views')])
    .groupBy(value)
    .orderBy('visitors', 'desc')
    .orderBy('views', 'desc')
    .orderBy('value')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ value: r.value, visitors: Number(r.visitors), views: Number(r.views) }));
}

/** Crawler visits per bot, purpose and verification. */
export async function crawlerVisits(db: Kysely<DB>, s: EventScope): Promise<Array<{ bot: string; purpose: string; verified: number | null; visits: number }>> {
  const rows = await scoped(db, s)
    .where('kind', '=', 'crawler')
    .select((eb) => ['bot', 'purpose', 'verified', eb.fn.countAll<number | string>().as('visits')])
    .groupBy(['bot', 'purpose', 'verified'])
    .execute();
  return rows.map((r) => ({ bot: r.bot ?? '', purpose: r.purpose ?? 'training', verified: r.verified === null ? null : Number(r.verified), visits: Number(r.visits) }));
}

/** Search-engine crawler visits per bot and verification. */
export async function searchCrawlerVisits(db: Kysely<DB>, s: EventScope): Promise<Array<{ bot: string; verified: number | null; visits: number }>> {
  const rows = await scoped(db, s)
    .where('kind', '=', 'search_crawler')
    .select((eb) => ['bot', 'verified', eb.fn.countAll<number | string>().as('visits')])
    .groupBy(['bot', 'verified'])
    .execute();
  return rows.map((r) => ({ bot: r.bot ?? '', verified: r.verified === null ? null : Number(r.verified), visits: Number(r.visits) }));
}

/** Pages read for answers (user-purpose crawlers that count as their operator's), most visits first. */
export async function crawlerPages(db: Kysely<DB>, s: EventScope, limit: number): Promise<Array<{ value: string; visits: number }>> {
  const rows = await scoped(db, s)
    .where(countedCrawlers)
    .where('purpose', '=', 'user')
    .select((eb) => ['path', eb.fn.countAll<number | string>().as('visits')])
    .groupBy('path')
    .orderBy('visits', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ value: r.path, visits: Number(r.visits) }));
}

export interface ScopedEvent {
  hour: string;
  kind: 'page_view' | 'crawler' | 'search_crawler';
  visitor: string | null;
  path: string;
  source: string | null;
  referrer: string | null;
  ai_engine: string | null;
  country: string | null;
  city: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  campaign: string | null;
  bot: string | null;
  purpose: string | null;
  verified: number | null;
}

/**
 * The events of the scope, at most `limit` of them (null when there are more): one read of the
 * rows, which a report then sums in memory, instead of one pass per figure and list over the
 * same rows (each pass a random table read per row the index finds).
 */
export async function scopedEvents(db: Kysely<DB>, s: EventScope, limit: number): Promise<ScopedEvent[] | null> {
  const rows = await scoped(db, s)
    .select(['hour', 'kind', 'visitor', 'path', 'source', 'referrer', 'ai_engine', 'country', 'city', 'device', 'browser', 'os', 'campaign', 'bot', 'purpose', 'verified'])
    .limit(limit + 1)
    .execute();
  return rows.length > limit ? null : (rows as ScopedEvent[]);
}

/** Every event of the scope (for the fold of past days into the filter rollup). */
export async function allScopedEvents(db: Kysely<DB>, s: EventScope): Promise<ScopedEvent[]> {
  return (await scoped(db, s)
    .select(['hour', 'kind', 'visitor', 'path', 'source', 'referrer', 'ai_engine', 'country', 'city', 'device', 'browser', 'os', 'campaign', 'bot', 'purpose', 'verified'])
    .execute()) as ScopedEvent[];
}
