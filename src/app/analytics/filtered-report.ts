import type { Kysely } from 'kysely';
import { crawlerPages, crawlerVisits, scopedEvents, searchCrawlerVisits, topByColumn, viewsPerHour, visitorsPerPeriod, type EventScope, type ScopedEvent } from '../../db/repos/analytics-filtered.ts';
import type { DB } from '../../db/schema.ts';
import { listAiCrawlers, type CrawlerPurpose } from '../../domain/analytics/ai-crawlers.ts';
import { listSearchCrawlers, searchBotValue } from '../../domain/analytics/search-crawlers.ts';
import type { EventColumn } from '../../domain/analytics/filters.ts';
import { botValue, buildReport, cityValue, daysBetween, TOP, type AnalyticsReport, type Dimension, type RollupRow } from '../../domain/analytics/report.ts';
import { buildTimeseries, type Interval, type SeriesPoint, type SeriesRow } from '../../domain/analytics/timeseries.ts';

export const operators = new Map(listAiCrawlers().map((c) => [c.name, c.operator]));
const searchCrawlers = new Map(listSearchCrawlers().map((c) => [c.name, c]));
/** The rollup value of a stored search-engine crawler visit. */
export const searchValueOf = (bot: string, verified: number | null) => searchBotValue(searchCrawlers.get(bot) ?? { name: bot, operator: 'Unknown' }, verified === null ? null : verified === 1);

/** Report lists read from one column of the events each. */
const LISTED: ReadonlyArray<readonly [Dimension, EventColumn | 'city']> = [
  ['source', 'source'],
  ['ai_engine', 'ai_engine'],
  ['referrer', 'referrer'],
  ['page', 'path'],
  ['country', 'country'],
  ['city', 'city'],
  ['campaign', 'campaign'],
  ['device', 'device'],
  ['browser', 'browser'],
  ['os', 'os'],
];

/** The time series of a filtered range, from its events (hours and days as they were counted). */
export async function filteredSeries(db: Kysely<DB>, scope: EventScope, interval: Interval): Promise<SeriesPoint[]> {
  const rows: SeriesRow[] = [];
  for (const h of await viewsPerHour(db, scope)) {
    rows.push({ period: h.hour, dimension: 'total', visitors: 0, views: h.views });
    rows.push({ period: h.hour, dimension: 'crawler', visitors: 0, views: h.crawler_visits });
  }
  for (const v of await visitorsPerPeriod(db, scope, interval === 'hour')) {
    rows.push({ period: v.period, dimension: 'total', visitors: v.visitors, views: 0 });
    rows.push({ period: v.period, dimension: 'from_ai', visitors: v.ai_visitors, views: 0 });
  }
  return buildTimeseries(scope.from, scope.to, interval, rows);
}

/**
 * The report of a range narrowed by filters, read from the raw events (the rollups count each
 * dimension alone and cannot be narrowed by another). Same figures, same meaning: visitors are
 * visitor-days, lists the top 10, crawler visits those that count as their operator's.
 */
export async function filteredReport(db: Kysely<DB>, scope: EventScope): Promise<AnalyticsReport> {
  const rows: Partial<Record<Dimension, RollupRow[]>> = {};
  const perDay = await visitorsPerPeriod(db, scope, false);
  const hours = await viewsPerHour(db, scope);
  const views = hours.reduce((n, h) => n + h.views, 0);
  const aiViews = hours.reduce((n, h) => n + h.ai_views, 0);
  rows.total = [{ value: '', visitors: perDay.reduce((n, d) => n + d.visitors, 0), views }];
  rows.from_ai = [{ value: '', visitors: perDay.reduce((n, d) => n + d.ai_visitors, 0), views: aiViews }];
  for (const [dimension, column] of LISTED) rows[dimension] = await topByColumn(db, scope, column, TOP);
  rows.crawler = (await crawlerVisits(db, scope))
    .map((c) => ({ value: botValue(c.bot, operators.get(c.bot) ?? 'Unknown', c.purpose as CrawlerPurpose, c.verified === null ? null : c.verified === 1), visitors: 0, views: c.visits }))
    .sort((a, b) => b.views - a.views || (a.value < b.value ? -1 : 1));
  rows.crawler_page = (await crawlerPages(db, scope, TOP)).map((p) => ({ value: p.value, visitors: 0, views: p.visits }));
  rows.search_crawler = (await searchCrawlerVisits(db, scope)).map((c) => ({ value: searchValueOf(c.bot, c.verified), visitors: 0, views: c.visits }));
  return buildReport(daysBetween(scope.from, scope.to), { from: scope.from, to: scope.to, days: { from: scope.from, to: scope.to }, months: null, after: null }, rows);
}

/**
 * Events a filtered report sums in memory: one read of the rows instead of a pass per figure
 * and list. A range holding more is summed by the database, pass by pass, so memory stays bounded.
 */
export const IN_MEMORY_EVENTS = 200_000;

type Sums = { keys: Set<string>; views: number };

/** Every value of every list of a set of events, summed (not yet cut to the top 10). */
export type ListSums = Map<Dimension, Map<string, { visitors: number; views: number }>>;

/** What a set of events adds up to: every list whole, the crawler visits that count, and the rows of its series. */
export interface EventSums {
  lists: ListSums;
  /** Crawler visits that count as their operator's (the series' figure). */
  crawlerVisits: number;
  series: SeriesRow[];
}

/**
 * Sums of a scope's events, the same figures the database passes give. Visitors are
 * visitor-days, so sums of disjoint days add up (the monthly filter rollup relies on it).
 */
export function sumEvents(interval: Interval, events: readonly ScopedEvent[]): EventSums {
  const visitorDays = new Map<string, { day: string; first: string; ai: boolean }>();
  const lists = new Map<Dimension, Map<string, Sums>>(LISTED.map(([d]) => [d, new Map()]));
  const hours = new Map<string, { views: number; crawler: number }>();
  const bots = new Map<string, number>();
  const pagesRead = new Map<string, number>();
  const searchBots = new Map<string, number>();
  let views = 0;
  let aiViews = 0;
  let crawlerVisits = 0;
  const hourOf = (h: string) => {
    let x = hours.get(h);
    if (!x) hours.set(h, (x = { views: 0, crawler: 0 }));
    return x;
  };
  for (const e of events) {
    if (e.kind === 'search_crawler') {
      const value = searchValueOf(e.bot ?? '', e.verified);
      searchBots.set(value, (searchBots.get(value) ?? 0) + 1);
      continue;
    }
    if (e.kind === 'crawler') {
      const verified = e.verified === null ? null : e.verified === 1;
      const value = botValue(e.bot ?? '', operators.get(e.bot ?? '') ?? 'Unknown', (e.purpose ?? 'training') as CrawlerPurpose, verified);
      bots.set(value, (bots.get(value) ?? 0) + 1);
      if (verified === false) continue;
      if (e.purpose === 'user') pagesRead.set(e.path, (pagesRead.get(e.path) ?? 0) + 1);
      hourOf(e.hour).crawler += 1;
      crawlerVisits += 1;
      continue;
    }
    const day = e.hour.slice(0, 10);
    const key = `${day}\0${e.visitor}`;
    const v = visitorDays.get(key);
    if (!v) visitorDays.set(key, { day, first: e.hour, ai: e.ai_engine !== null });
    else {
      if (e.hour < v.first) v.first = e.hour;
      if (e.ai_engine !== null) v.ai = true;
    }
    views += 1;
    if (e.ai_engine !== null) aiViews += 1;
    hourOf(e.hour).views += 1;
    for (const [dimension, column] of LISTED) {
      const value = column === 'city' ? (e.city === null ? null : cityValue(e.country, e.city)) : e[column];
      if (value === null) continue;
      const list = lists.get(dimension)!;
      let sums = list.get(value);
      if (!sums) list.set(value, (sums = { keys: new Set(), views: 0 }));
      sums.keys.add(key);
      sums.views += 1;
    }
  }
  let aiVisitors = 0;
  for (const v of visitorDays.values()) if (v.ai) aiVisitors += 1;
  const out: ListSums = new Map();
  if (visitorDays.size) {
    out.set('total', new Map([['', { visitors: visitorDays.size, views }]]));
    if (aiVisitors) out.set('from_ai', new Map([['', { visitors: aiVisitors, views: aiViews }]]));
  }
  for (const [dimension, list] of lists) if (list.size) out.set(dimension, new Map([...list].map(([value, s]) => [value, { visitors: s.keys.size, views: s.views }])));
  if (bots.size) out.set('crawler', new Map([...bots].map(([value, n]) => [value, { visitors: 0, views: n }])));
  if (searchBots.size) out.set('search_crawler', new Map([...searchBots].map(([value, n]) => [value, { visitors: 0, views: n }])));
  if (pagesRead.size) out.set('crawler_page', new Map([...pagesRead].map(([value, n]) => [value, { visitors: 0, views: n }])));

  const series: SeriesRow[] = [];
  for (const [hour, h] of hours) series.push({ period: hour, dimension: 'total', visitors: 0, views: h.views }, { period: hour, dimension: 'crawler', visitors: 0, views: h.crawler });
  const perPeriod = new Map<string, { visitors: number; ai: number }>();
  for (const v of visitorDays.values()) {
    const period = interval === 'hour' ? v.first : v.day;
    const p = perPeriod.get(period) ?? { visitors: 0, ai: 0 };
    p.visitors += 1;
    if (v.ai) p.ai += 1;
    perPeriod.set(period, p);
  }
  for (const [period, p] of perPeriod) series.push({ period, dimension: 'total', visitors: p.visitors, views: 0 }, { period, dimension: 'from_ai', visitors: p.ai, views: 0 });
  return { lists: out, crawlerVisits, series };
}

/** Adds `more` into `into` (sums of disjoint days). */
export function addSums(into: ListSums, more: ListSums): void {
  for (const [dimension, list] of more) {
    let target = into.get(dimension);
    if (!target) into.set(dimension, (target = new Map()));
    for (const [value, s] of list) {
      const t = target.get(value);
      if (t) {
        t.visitors += s.visitors;
        t.views += s.views;
      } else target.set(value, { ...s });
    }
  }
}

/** The report of a scope from its whole sums: each list cut to its top 10, bots sorted by visits. */
export function reportOfSums(scope: EventScope, lists: ListSums): AnalyticsReport {
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const rowsOf = (d: Dimension) => [...(lists.get(d) ?? [])].map(([value, s]) => ({ value, visitors: s.visitors, views: s.views }));
  const rows: Partial<Record<Dimension, RollupRow[]>> = {};
  rows.total = [rowsOf('total')[0] ?? { value: '', visitors: 0, views: 0 }];
  rows.from_ai = [rowsOf('from_ai')[0] ?? { value: '', visitors: 0, views: 0 }];
  for (const [dimension] of LISTED) rows[dimension] = rowsOf(dimension).sort((a, b) => b.visitors - a.visitors || b.views - a.views || byCode(a.value, b.value)).slice(0, TOP);
  rows.crawler = rowsOf('crawler');
  rows.search_crawler = rowsOf('search_crawler');
  rows.crawler_page = rowsOf('crawler_page').sort((a, b) => b.views - a.views || byCode(a.value, b.value)).slice(0, TOP);
  return buildReport(daysBetween(scope.from, scope.to), { from: scope.from, to: scope.to, days: { from: scope.from, to: scope.to }, months: null, after: null }, rows);
}

/** The report and series of a scope from its events (the same figures the database passes give). */
export function summarize(scope: EventScope, interval: Interval, events: readonly ScopedEvent[]): { report: AnalyticsReport; series: SeriesPoint[] } {
  const sums = sumEvents(interval, events);
  return { report: reportOfSums(scope, sums.lists), series: buildTimeseries(scope.from, scope.to, interval, sums.series) };
}

/** The filtered report and its series: summed in memory when the range holds few enough events, else by the database. */
export async function filteredParts(db: Kysely<DB>, scope: EventScope, interval: Interval): Promise<{ report: AnalyticsReport; series: SeriesPoint[] }> {
  const events = await scopedEvents(db, scope, IN_MEMORY_EVENTS);
  if (events) return summarize(scope, interval, events);
  return { report: await filteredReport(db, scope), series: await filteredSeries(db, scope, interval) };
}

/** The series alone (the previous period), the same way. */
export async function filteredSeriesOf(db: Kysely<DB>, scope: EventScope, interval: Interval): Promise<SeriesPoint[]> {
  const events = await scopedEvents(db, scope, IN_MEMORY_EVENTS);
  return events ? summarize(scope, interval, events).series : filteredSeries(db, scope, interval);
}
