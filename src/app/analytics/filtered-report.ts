import type { Kysely } from 'kysely';
import { crawlerPages, crawlerVisits, topByColumn, viewsPerHour, visitorsPerPeriod, type EventScope } from '../../db/repos/analytics-filtered.ts';
import type { DB } from '../../db/schema.ts';
import { listAiCrawlers, type CrawlerPurpose } from '../../domain/analytics/ai-crawlers.ts';
import type { EventColumn } from '../../domain/analytics/filters.ts';
import { botValue, buildReport, daysBetween, TOP, type AnalyticsReport, type Dimension, type RollupRow } from '../../domain/analytics/report.ts';
import { buildTimeseries, type Interval, type SeriesPoint, type SeriesRow } from '../../domain/analytics/timeseries.ts';

const operators = new Map(listAiCrawlers().map((c) => [c.name, c.operator]));

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
  return buildReport(daysBetween(scope.from, scope.to), { from: scope.from, to: scope.to, days: { from: scope.from, to: scope.to }, months: null, after: null }, rows);
}
