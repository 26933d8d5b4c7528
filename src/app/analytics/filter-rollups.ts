import type { Kysely } from 'kysely';
import { allScopedEvents, scopedEvents, type EventScope, type ScopedEvent } from '../../db/repos/analytics-filtered.ts';
import { addToFilterMonthly, filterMonthSeries, findFold, listSpaceZones, oldestEventAt, saveFold, sumFilterMonths, type FilterMonthlyRow } from '../../db/repos/analytics-filter-rollups.ts';
import type { Database } from '../../db/client.ts';
import { systemActor } from '../../domain/actor.ts';
import { DEFAULT_TIME_ZONE, todayIn } from '../../domain/analytics/time-zone.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import type { DB } from '../../db/schema.ts';
import { FILTERS, type EventColumn } from '../../domain/analytics/filters.ts';
import { addDays, botValue, cityValue, dayOf, monthOf, type Dimension } from '../../domain/analytics/report.ts';
import { buildTimeseries, type SeriesPoint, type SeriesRow } from '../../domain/analytics/timeseries.ts';
import { addSums, operators, reportOfSums, searchValueOf, sumEvents, type ListSums } from './filtered-report.ts';
import type { CrawlerPurpose } from '../../domain/analytics/ai-crawlers.ts';
import type { AnalyticsReport } from '../../domain/analytics/report.ts';

/**
 * The filter rollup (docs/analytics.md "Filters at scale"). A report narrowed by one filter over
 * a long range would read every raw event the filter keeps; instead each past day's events are
 * folded, per filter and value, into monthly sums of every list and figure, the same sums a
 * report makes of raw events (visitors are visitor-days, so the sums of disjoint days add up).
 * A report then reads the months of its range that the fold covers from those sums, and only the
 * days around them from the raw events: the figures are the same either way.
 */

/** Days a collected event may still arrive for (events reach at most 24 hours back, and a local day may lag UTC): a day is folded once it is this many days old. */
export const FOLD_AFTER_DAYS = 3;

/** Event columns a single filter narrows by. */
const FILTER_COLUMNS = [...new Set(Object.values(FILTERS))] as EventColumn[];
/** The figure of the series that is no list: crawler visits that count. */
const CRAWLER_VISITS = 'crawler_visits';

const lastDayOf = (month: string) => addDays(`${monthOf(addDays(`${month}-01`, 32))}-01`, -1);
const maxOf = (a: string, b: string) => (a > b ? a : b);
const minOf = (a: string, b: string) => (a < b ? a : b);

/** Columns that hold a visitor-day's attributes (one value per visitor and day), with their list. */
const VISITOR_LISTS: ReadonlyArray<readonly [EventColumn | 'city', Dimension]> = [
  ['source', 'source'],
  ['ai_engine', 'ai_engine'],
  ['referrer', 'referrer'],
  ['country', 'country'],
  ['city', 'city'],
  ['campaign', 'campaign'],
  ['device', 'device'],
  ['browser', 'browser'],
  ['os', 'os'],
];
const VISITOR_FILTERS = FILTER_COLUMNS.filter((c) => c !== 'path');

type Add = (column: string, filterValue: string, dimension: string, value: string, visitors: number, views: number) => void;

/**
 * Adds one day's events to the sums of every filter value. A person's attributes are those of
 * their day, so each visitor-day counts once under each of its values, with its page views (of
 * the page, for the page filter): the same figures sumEvents gives for the events a filter keeps.
 */
function foldDay(events: readonly ScopedEvent[], add: Add): void {
  const days = new Map<string, { e: ScopedEvent; views: number; pages: Map<string, number> }>();
  for (const e of events) {
    if (e.kind === 'search_crawler') {
      add('path', e.path, 'search_crawler', searchValueOf(e.bot ?? '', e.verified), 0, 1);
      continue;
    }
    if (e.kind === 'crawler') {
      const verified = e.verified === null ? null : e.verified === 1;
      add('path', e.path, 'crawler', botValue(e.bot ?? '', operators.get(e.bot ?? '') ?? 'Unknown', (e.purpose ?? 'training') as CrawlerPurpose, verified), 0, 1);
      if (verified === false) continue;
      add('path', e.path, CRAWLER_VISITS, '', 0, 1);
      if (e.purpose === 'user') add('path', e.path, 'crawler_page', e.path, 0, 1);
      continue;
    }
    let v = days.get(e.visitor!);
    if (!v) days.set(e.visitor!, (v = { e, views: 0, pages: new Map() }));
    v.views += 1;
    v.pages.set(e.path, (v.pages.get(e.path) ?? 0) + 1);
  }
  for (const { e, views, pages } of days.values()) {
    const lists: Array<readonly [string, string]> = [['total', '']];
    if (e.ai_engine !== null) lists.push(['from_ai', '']);
    for (const [column, dimension] of VISITOR_LISTS) {
      const value = column === 'city' ? (e.city === null ? null : cityValue(e.country, e.city)) : e[column];
      if (value !== null) lists.push([dimension, value]);
    }
    for (const column of VISITOR_FILTERS) {
      const f = e[column];
      if (f === null) continue;
      for (const [dimension, value] of lists) add(column, f, dimension, value, 1, views);
      for (const [path, n] of pages) add(column, f, 'page', path, 1, n);
    }
    for (const [path, n] of pages) {
      for (const [dimension, value] of lists) add('path', path, dimension, value, 1, n);
      add('path', path, 'page', path, 1, n);
    }
  }
}

/**
 * Folds the next days of one space not yet folded (those FOLD_AFTER_DAYS old or older), at most
 * the rest of one month, into the monthly filter rollup, with the fold's new end, in the
 * caller's transaction. Returns the days folded (0 when nothing is left).
 */
export async function foldFilterRollups(db: Kysely<DB>, spaceId: string, today: string): Promise<number> {
  const fold = await findFold(db, spaceId);
  let start: string;
  if (fold) start = addDays(fold.through_day, 1);
  else {
    const oldest = await oldestEventAt(db, spaceId);
    if (!oldest) return 0;
    // A local day may begin the UTC day before.
    start = addDays(dayOf(oldest), -1);
  }
  const end = addDays(today, -FOLD_AFTER_DAYS);
  for (let day = start; day <= end; ) {
    const month = monthOf(day);
    const until = minOf(lastDayOf(month), end);
    const sums = new Map<string, FilterMonthlyRow>();
    const add: Add = (column: string, filterValue: string, dimension: string, value: string, visitors: number, views: number) => {
      const key = `${column}\0${filterValue}\0${dimension}\0${value}`;
      const hit = sums.get(key);
      if (hit) {
        hit.visitors += visitors;
        hit.views += views;
      } else sums.set(key, { space_id: spaceId, filter: column, filter_value: filterValue, month, dimension, value, visitors, views });
    };
    // Day by day: a day's visitor-days are counted within it, and memory stays one day's events.
    for (let d = day; d <= until; d = addDays(d, 1)) {
      foldDay(await allScopedEvents(db, { spaceId, from: d, to: d, equal: [] }), add);
    }
    // In key order: neighbouring upserts land on neighbouring pages of the primary key.
    const keys = [...sums.keys()].sort();
    await addToFilterMonthly(db, keys.map((k) => sums.get(k)!));
    await saveFold(db, { space_id: spaceId, from_day: fold?.from_day ?? start, through_day: until });
    return 1 + Math.round((Date.parse(until) - Date.parse(day)) / 86_400_000);
  }
  return 0;
}

/** Folds every space's past days, a month per transaction (the worker's hourly run; the benchmark). */
export async function foldAllFilterRollups(database: Database, now: Date): Promise<number> {
  let days = 0;
  for (const space of await listSpaceZones(database.db)) {
    const today = todayIn(space.time_zone ?? DEFAULT_TIME_ZONE, now);
    for (;;) {
      const n = await runUnitOfWork(database, systemActor(space.id, 'analytics'), (uow) => foldFilterRollups(uow.trx, space.id, today));
      if (n === 0) break;
      days += n;
    }
  }
  return days;
}

/**
 * How a range splits for one filter: months whose folded days all lie inside the range are
 * read from the rollup, every other day of the range from raw events.
 */
export function splitRange(from: string, to: string, fold: { from_day: string; through_day: string } | undefined): { months: string[]; raw: Array<{ from: string; to: string }> } {
  const months: string[] = [];
  const raw: Array<{ from: string; to: string }> = [];
  const rawDays = (a: string, b: string) => {
    if (a > b) return;
    const last = raw.at(-1);
    if (last && addDays(last.to, 1) === a) last.to = b;
    else raw.push({ from: a, to: b });
  };
  for (let m = monthOf(from); m <= monthOf(to); m = monthOf(addDays(`${m}-01`, 32))) {
    const a = maxOf(`${m}-01`, from);
    const b = minOf(lastDayOf(m), to);
    const foldedFrom = fold ? maxOf(`${m}-01`, fold.from_day) : '9';
    const foldedTo = fold ? minOf(lastDayOf(m), fold.through_day) : '';
    if (foldedFrom <= foldedTo && foldedFrom >= a && foldedTo <= b) {
      months.push(m);
      rawDays(a, addDays(foldedFrom, -1));
      rawDays(addDays(foldedTo, 1), b);
    } else rawDays(a, b);
  }
  return { months, raw };
}

/**
 * A report narrowed by one filter, with its monthly series, from the filter rollup and the raw
 * events around its months; null when that does not apply (several filters, points shorter than
 * a month, no folded month in the range, or more raw events than are summed in memory).
 */
export async function rolledUpParts(db: Kysely<DB>, scope: EventScope, maxRawEvents: number, seriesOnly = false): Promise<{ report: AnalyticsReport; series: SeriesPoint[] } | null> {
  if (scope.equal.length !== 1) return null;
  const [[column, value]] = scope.equal;
  const { months, raw } = splitRange(scope.from, scope.to, await findFold(db, scope.spaceId));
  if (months.length === 0) return null;
  const events: ScopedEvent[] = [];
  for (const r of raw) {
    const got = await scopedEvents(db, { ...scope, from: r.from, to: r.to }, maxRawEvents - events.length);
    if (!got) return null;
    events.push(...got);
  }
  const sums = sumEvents('month', events);
  // Months read are contiguous: the range's whole months the fold covers.
  const first = months[0];
  const last = months.at(-1)!;
  const lists: ListSums = new Map();
  if (!seriesOnly) {
    for (const s of await sumFilterMonths(db, scope.spaceId, column, value, first, last)) {
      if (s.dimension === CRAWLER_VISITS) continue;
      let list = lists.get(s.dimension as Dimension);
      if (!list) lists.set(s.dimension as Dimension, (list = new Map()));
      list.set(s.value, { visitors: s.visitors, views: s.views });
    }
    addSums(lists, sums.lists);
  }
  const series: SeriesRow[] = [...sums.series];
  for (const r of await filterMonthSeries(db, scope.spaceId, column, value, first, last, ['total', 'from_ai', CRAWLER_VISITS])) {
    series.push(r.dimension === CRAWLER_VISITS ? { ...r, dimension: 'crawler' } : r);
  }
  return { report: reportOfSums(scope, lists), series: buildTimeseries(scope.from, scope.to, 'month', series) };
}
