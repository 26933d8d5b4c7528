import {
  addToHourly,
  addToRollup,
  deleteEventsBefore,
  deleteVisitorDaysBefore,
  findVisitorDays,
  headsOfPeriods,
  insertEvents,
  insertPageVisitors,
  insertVisitorDays,
  sumPerMonth,
  sumPerPeriod,
  sumRollup,
  sumValues,
  type AnalyticsEventRow,
  type AnalyticsVisitorRow,
  type RollupIncrement,
} from '../../db/repos/analytics.ts';
import type { Kysely } from 'kysely';
import { deleteMarksBefore, deleteVisitsBefore } from '../../db/repos/analytics-visits.ts';
import type { Engine } from '../../db/client.ts';
import type { DB } from '../../db/schema.ts';
import type { AiCrawler } from '../../domain/analytics/ai-crawlers.ts';
import { searchBotValue, type SearchCrawler } from '../../domain/analytics/search-crawlers.ts';
import type { Attribution, Device } from '../../domain/analytics/classify.ts';
import { addDays, botValue, cityValue, monthOf, TOP, type Dimension, type ReportWindow, type RollupRow } from '../../domain/analytics/report.ts';
import { SERIES_DIMENSIONS, type SeriesRow } from '../../domain/analytics/timeseries.ts';
import { appendVisits, type CustomPersonEvent, type PersonEvent } from './visits.ts';
import { headsBound, periodsOf, rankRows, topWithin, type RankBy } from '../../domain/analytics/top-list.ts';

/** A person's page view, ready to count. */
export interface PageViewEvent {
  kind: 'page_view';
  spaceId: string;
  at: string;
  /** The site's local day (its time zone) and hour (YYYY-MM-DDTHH). */
  day: string;
  hour: string;
  /** The site counts in a time zone other than UTC: its local day spans two UTC days, and two salts. */
  zoned: boolean;
  path: string;
  /** Hash with the salt of the UTC day of `at`. */
  visitor: string;
  /** Hash with the salt of the UTC day before, when that salt still exists (continuity over midnight). */
  previousVisitor: string | null;
  attribution: Attribution | null;
  device: Device;
  browser: string | null;
  os: string | null;
  country: string | null;
  city: string | null;
}

/** One classified event, ready to count: a person's page view or custom event, an AI crawler's or a search-engine crawler's visit. */
export type CountedEvent =
  | PageViewEvent
  | (Omit<PageViewEvent, 'kind'> & {
      /** A custom event sent by the script (docs/analytics.md "Goals"): counted for goals, never as a page view. */
      kind: 'custom';
      name: string;
      props: Record<string, string>;
    })
  | {
      kind: 'crawler';
      spaceId: string;
      at: string;
      day: string;
      hour: string;
      path: string;
      crawler: AiCrawler;
      /** The address is in the operator's published ranges (true), outside them (false), or there are none to check (null). */
      verified: boolean | null;
    }
  | {
      /** A search engine's crawler (Googlebot, bingbot…): counted apart from AI crawlers and people. */
      kind: 'search_crawler';
      spaceId: string;
      at: string;
      day: string;
      hour: string;
      path: string;
      crawler: SearchCrawler;
      verified: boolean | null;
    };

/**
 * The event store behind analytics: append classified events (raw rows plus the rollups a
 * report reads) and sum rollups over a window. This SQL implementation runs on the main
 * database (SQLite or PostgreSQL); docs/analytics.md says how a column store would take its
 * place behind the same three methods.
 */
export interface AnalyticsStore {
  append(db: Kysely<DB>, engine: Engine, events: readonly CountedEvent[]): Promise<void>;
  sum(db: Kysely<DB>, spaceId: string, dimension: Dimension, window: ReportWindow, opts: { limit: number | null; orderBy: 'visitors' | 'views' }): Promise<RollupRow[]>;
  prune(db: Kysely<DB>, opts: { eventsBefore: string; countingRowsBefore: string }): Promise<{ events: number; counting_rows: number }>;
  /**
   * Sums of `total`, `from_ai` and `crawler` over a window, for the time series: per local hour
   * (`hourly`), else per day for its days and per month for its months.
   */
  series(db: Kysely<DB>, spaceId: string, window: ReportWindow, hourly: boolean): Promise<SeriesRow[]>;
}

const DIRECT: Attribution = { source: 'Direct', aiEngine: null, referrer: null, campaign: null };
const SEP = '\u0000';

/** The dimension values a visitor-day counts under (total, source, place, device…). */
function dimensionsOf(v: AnalyticsVisitorRow): Array<[Dimension, string]> {
  const out: Array<[Dimension, string]> = [['total', ''], ['source', v.source], ['device', v.device]];
  if (v.ai_engine) out.push(['from_ai', ''], ['ai_engine', v.ai_engine]);
  if (v.referrer) out.push(['referrer', v.referrer]);
  if (v.campaign) out.push(['campaign', v.campaign]);
  if (v.country) out.push(['country', v.country]);
  if (v.city) out.push(['city', cityValue(v.country, v.city)]);
  if (v.browser) out.push(['browser', v.browser]);
  if (v.os) out.push(['os', v.os]);
  return out;
}

const counts = (r: RollupIncrement) => r.visitors !== 0 || r.views !== 0;

class Increments {
  readonly byKey = new Map<string, RollupIncrement>();
  add(spaceId: string, dimension: Dimension, day: string, value: string, visitors: number, views: number): void {
    const key = [spaceId, dimension, day, value].join(SEP);
    const hit = this.byKey.get(key);
    if (hit) {
      hit.visitors += visitors;
      hit.views += views;
    } else this.byKey.set(key, { space_id: spaceId, dimension, period: day, value, visitors, views });
  }
  /** Increments that cancel out (a visit's exit page moved away and back within the events) write nothing. */
  daily(): RollupIncrement[] {
    return [...this.byKey.values()].filter(counts);
  }
  monthly(): RollupIncrement[] {
    const months = new Map<string, RollupIncrement>();
    for (const r of this.byKey.values()) {
      const month = monthOf(r.period);
      const key = [r.space_id, r.dimension, month, r.value].join(SEP);
      const hit = months.get(key);
      if (hit) {
        hit.visitors += r.visitors;
        hit.views += r.views;
      } else months.set(key, { ...r, period: month });
    }
    return [...months.values()].filter(counts);
  }
}

const NO_PERSON = { visitor: null, source: null, ai_engine: null, referrer: null, campaign: null, country: null, city: null, device: null, browser: null, os: null } as const;

const visitorKey = (spaceId: string, day: string, visitor: string) => [spaceId, day, visitor].join(SEP);

async function appendEvents(db: Kysely<DB>, engine: Engine, events: readonly CountedEvent[]): Promise<void> {
  const inc = new Increments();
  const hourly = new Increments();
  const raw: AnalyticsEventRow[] = [];
  const views = events.filter((e): e is Extract<CountedEvent, { kind: 'page_view' | 'custom' }> => e.kind === 'page_view' || e.kind === 'custom');
  const visitViews: PersonEvent[] = [];
  const customs: CustomPersonEvent[] = [];

  // 1. Which visitors were already seen today (and yesterday, for the attribution of a visit that crosses midnight).
  // In a time zone other than UTC a local day spans two UTC days: the visitor of the day may be
  // stored under the hash of either salt, so both are looked up, for the day and the day before.
  const keys = views.flatMap((e) => {
    const dayBefore = addDays(e.day, -1);
    const out = [{ space_id: e.spaceId, day: e.day, visitor: e.visitor }];
    if (e.previousVisitor) out.push({ space_id: e.spaceId, day: dayBefore, visitor: e.previousVisitor });
    if (e.zoned) {
      out.push({ space_id: e.spaceId, day: dayBefore, visitor: e.visitor });
      if (e.previousVisitor) out.push({ space_id: e.spaceId, day: e.day, visitor: e.previousVisitor });
    }
    return out;
  });
  const known = new Map<string, AnalyticsVisitorRow>();
  for (const row of keys.length ? await findVisitorDays(db, engine, keys) : []) known.set(visitorKey(row.space_id, row.day, row.visitor), row);

  const fresh: AnalyticsVisitorRow[] = [];
  const firstHour = new Map<string, string>();
  const pageVisitors = new Map<string, { space_id: string; day: string; visitor: string; path: string }>();
  for (const e of views) {
    let id = e.visitor;
    let v = known.get(visitorKey(e.spaceId, e.day, e.visitor));
    if (!v && e.zoned && e.previousVisitor) {
      v = known.get(visitorKey(e.spaceId, e.day, e.previousVisitor));
      if (v) id = e.previousVisitor;
    }
    if (!v && e.kind === 'custom') {
      // A custom event without a page view of its visitor that day: counted for goals, with no visitor-day of its own.
      const a = e.attribution ?? DIRECT;
      customs.push({ spaceId: e.spaceId, at: e.at, day: e.day, hour: e.hour, path: e.path, visitor: id, name: e.name, props: e.props, person: { source: a.source, ai_engine: a.aiEngine, referrer: a.referrer, campaign: a.campaign, country: e.country, city: e.city, device: e.device, browser: e.browser, os: e.os } });
      continue;
    }
    if (e.kind === 'custom') {
      customs.push({ spaceId: e.spaceId, at: e.at, day: e.day, hour: e.hour, path: e.path, visitor: id, name: e.name, props: e.props, person: v! });
      continue;
    }
    if (!v) {
      const dayBefore = addDays(e.day, -1);
      const before = (e.previousVisitor ? known.get(visitorKey(e.spaceId, dayBefore, e.previousVisitor)) : undefined) ?? (e.zoned ? known.get(visitorKey(e.spaceId, dayBefore, e.visitor)) : undefined);
      const a = e.attribution ?? (before ? { source: before.source, aiEngine: before.ai_engine, referrer: before.referrer, campaign: before.campaign } : DIRECT);
      v = { space_id: e.spaceId, day: e.day, visitor: e.visitor, source: a.source, ai_engine: a.aiEngine, referrer: a.referrer, campaign: a.campaign, country: e.country, city: e.city, device: e.device, browser: e.browser, os: e.os };
      known.set(visitorKey(e.spaceId, e.day, e.visitor), v);
      firstHour.set(visitorKey(e.spaceId, e.day, e.visitor), e.hour);
      fresh.push(v);
    }
    for (const [dim, value] of dimensionsOf(v)) inc.add(e.spaceId, dim, e.day, value, 0, 1);
    inc.add(e.spaceId, 'page', e.day, e.path, 0, 1);
    hourly.add(e.spaceId, 'total', e.hour, '', 0, 1);
    if (v.ai_engine) hourly.add(e.spaceId, 'from_ai', e.hour, '', 0, 1);
    visitViews.push({ spaceId: e.spaceId, at: e.at, day: e.day, hour: e.hour, path: e.path, visitor: id, person: v });
    pageVisitors.set([e.spaceId, e.day, id, e.path].join(SEP), { space_id: e.spaceId, day: e.day, visitor: id, path: e.path });
    raw.push({ space_id: e.spaceId, at: e.at, hour: e.hour, kind: 'page_view', path: e.path, visitor: id, source: v.source, ai_engine: v.ai_engine, referrer: v.referrer, campaign: v.campaign, country: v.country, city: v.city, device: v.device, browser: v.browser, os: v.os, bot: null, purpose: null, verified: null });
  }

  // 2. Count each visitor once per day, and once per page per day.
  if (fresh.length) {
    const inserted = await insertVisitorDays(db, engine, fresh);
    const added = new Set(inserted.map((r) => visitorKey(r.space_id, r.day, r.visitor)));
    for (const v of fresh) {
      if (!added.has(visitorKey(v.space_id, v.day, v.visitor))) continue;
      for (const [dim, value] of dimensionsOf(v)) inc.add(v.space_id, dim, v.day, value, 1, 0);
      // An hour's visitors: those whose first page view of the day fell in it.
      const hour = firstHour.get(visitorKey(v.space_id, v.day, v.visitor))!;
      hourly.add(v.space_id, 'total', hour, '', 1, 0);
      if (v.ai_engine) hourly.add(v.space_id, 'from_ai', hour, '', 1, 0);
    }
  }
  if (pageVisitors.size) for (const p of await insertPageVisitors(db, engine, [...pageVisitors.values()])) inc.add(p.space_id, 'page', p.day, p.path, 1, 0);

  // 3. Crawlers: visits per bot, and the pages read for answers by user-purpose bots.
  for (const e of events) {
    if (e.kind !== 'crawler') continue;
    // Claims from outside the operator's ranges are kept apart, so no sum of `crawler` (visits, the series) includes them.
    inc.add(e.spaceId, e.verified === false ? 'crawler_claim' : 'crawler', e.day, botValue(e.crawler.name, e.crawler.operator, e.crawler.purpose, e.verified), 0, 1);
    raw.push({ ...NO_PERSON, space_id: e.spaceId, at: e.at, hour: e.hour, kind: 'crawler', path: e.path, bot: e.crawler.name, purpose: e.crawler.purpose, verified: e.verified === null ? null : e.verified ? 1 : 0 });
    // A claim from outside the operator's ranges is listed as a claim only: no page, no point in the series.
    if (e.verified === false) continue;
    if (e.crawler.purpose === 'user') inc.add(e.spaceId, 'crawler_page', e.day, e.path, 0, 1);
    hourly.add(e.spaceId, 'crawler', e.hour, '', 0, 1);
  }

  // 4. Visits (entry and exit pages, one-page visits, duration), custom events and goals.
  await appendVisits(db, engine, visitViews, customs, inc, hourly);

  // 5. Search-engine crawlers: visits per bot (claims marked as such), nothing else.
  for (const e of events) {
    if (e.kind !== 'search_crawler') continue;
    inc.add(e.spaceId, 'search_crawler', e.day, searchBotValue(e.crawler, e.verified), 0, 1);
    raw.push({ ...NO_PERSON, space_id: e.spaceId, at: e.at, hour: e.hour, kind: 'search_crawler', path: e.path, bot: e.crawler.name, purpose: null, verified: e.verified === null ? null : e.verified ? 1 : 0 });
  }

  await addToRollup(db, engine, 'analytics_daily', inc.daily());
  await addToRollup(db, engine, 'analytics_monthly', inc.monthly());
  await addToHourly(db, engine, hourly.daily());
  await insertEvents(db, engine, raw);
}

/**
 * Rows read from the head of each day and month: twice the list, which on the benchmark's year
 * (Zipf-spread pages) decides every list from ~40 candidates. More candidates than
 * MAX_CANDIDATES are summed the long way.
 */
const HEAD = 2 * TOP;
const MAX_CANDIDATES = 1_000;

/**
 * A top list over a window (src/domain/analytics/top-list.ts): the heads of its periods, exact
 * sums of the values found there, and the full sum only when the heads cannot decide. Crawler
 * dimensions have no visitors, so the (visitors, views) order of the index is their views order.
 */
async function sumTop(db: Kysely<DB>, spaceId: string, dimension: Dimension, window: ReportWindow, limit: number, by: RankBy): Promise<RollupRow[]> {
  const periods = periodsOf(window);
  const { bound, sums } = headsBound(await headsOfPeriods(db, spaceId, dimension, periods, HEAD), HEAD, by);
  // Every head short of full: the heads are the whole window (small dimensions: devices, countries…).
  if (bound === null) return rankRows(sums, by).slice(0, limit);
  if (sums.length <= MAX_CANDIDATES) {
    const top = topWithin(await sumValues(db, spaceId, dimension, periods, sums.map((s) => s.value)), bound, limit, by);
    if (top) return top;
  }
  return sumRollup(db, spaceId, dimension, window, { limit, orderBy: by });
}

/**
 * Dimensions whose values are few whatever the traffic (one total, four device classes, a few
 * dozen assistants, at most ~250 countries): summing every row of a year is cheaper than
 * reading heads. The others grow with the site (pages, referrers, cities, campaigns, sources).
 */
const FEW_VALUES: ReadonlySet<Dimension> = new Set(['total', 'from_ai', 'ai_engine', 'device', 'country', 'browser', 'os']);

export const sqlAnalyticsStore: AnalyticsStore = {
  append: appendEvents,
  sum: (db, spaceId, dimension, window, opts) =>
    opts.limit === null || FEW_VALUES.has(dimension) ? sumRollup(db, spaceId, dimension, window, opts) : sumTop(db, spaceId, dimension, window, opts.limit, opts.orderBy),
  async prune(db, opts) {
    const events = await deleteEventsBefore(db, opts.eventsBefore);
    // Visits and custom events go with the raw events (they hold visitor hashes and paths, like them).
    await deleteVisitsBefore(db, opts.eventsBefore);
    const counting_rows = (await deleteVisitorDaysBefore(db, opts.countingRowsBefore)) + (await deleteMarksBefore(db, opts.countingRowsBefore));
    return { events, counting_rows };
  },
  async series(db, spaceId, window, hourly) {
    if (hourly) return sumPerPeriod(db, spaceId, SERIES_DIMENSIONS, window.from, window.to, true);
    const rows: SeriesRow[] = [];
    for (const range of [window.days, window.after]) if (range) rows.push(...(await sumPerPeriod(db, spaceId, SERIES_DIMENSIONS, range.from, range.to, false)));
    if (window.months) rows.push(...(await sumPerMonth(db, spaceId, SERIES_DIMENSIONS, window.months.from, window.months.to)));
    return rows;
  },
};
