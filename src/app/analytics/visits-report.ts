import type { Kysely } from 'kysely';
import { sumPerMonth, sumPerPeriod } from '../../db/repos/analytics.ts';
import { listGoals, pageGoalCounts, scopedCustomEvents, sumPrefixed, visitPages, visitsPerPeriod, type VisitScope } from '../../db/repos/analytics-visits.ts';
import type { DB } from '../../db/schema.ts';
import type { EventColumn } from '../../domain/analytics/filters.ts';
import { rangeWindow, TOP, type ReportWindow } from '../../domain/analytics/report.ts';
import { buildTimeseries, percentChange, type Interval, type SeriesPoint, type SeriesRow } from '../../domain/analytics/timeseries.ts';
import { buildGoals, PART, propValue, visitTotals, type GoalCount, type GoalItem, type VisitSums, type VisitTotals } from '../../domain/analytics/visits.ts';
import type { AnalyticsStore } from './store.ts';

export interface VisitPageItem {
  /** Path. */
  name: string;
  visits: number;
}

/** What visits and goals add to the report (docs/analytics.md "Visits", "Goals"). */
export interface VisitReport extends VisitTotals {
  entry_pages: VisitPageItem[];
  exit_pages: VisitPageItem[];
  goals: GoalItem[];
}

export type VisitPoint = SeriesPoint & VisitTotals;

interface Part {
  sums: VisitSums;
  /** Per point of the series: visits, one-page visits, seconds. */
  points: VisitSums[];
}

/** Visit rows (visits, bounces, seconds per period) as points of the series, summed like the others. */
function pointsOf(from: string, to: string, interval: Interval, rows: ReadonlyArray<{ period: string; visits: number; bounces: number; seconds: number }>): VisitSums[] {
  const series: SeriesRow[] = rows.flatMap((r) => [
    { period: r.period, dimension: 'total', visitors: r.visits, views: r.bounces },
    { period: r.period, dimension: 'crawler', visitors: 0, views: r.seconds },
  ]);
  return buildTimeseries(from, to, interval, series).map((p) => ({ visits: p.visitors, bounces: p.page_views, seconds: p.crawler_visits }));
}

const sumOf = (points: readonly VisitSums[]): VisitSums => points.reduce((a, p) => ({ visits: a.visits + p.visits, bounces: a.bounces + p.bounces, seconds: a.seconds + p.seconds }), { visits: 0, bounces: 0, seconds: 0 });

/** Rows of the visit dimensions per period from the rollups, as the main series reads its own. */
async function rollupRows(db: Kysely<DB>, spaceId: string, window: ReportWindow, hourly: boolean): Promise<Array<{ period: string; visits: number; bounces: number; seconds: number }>> {
  const dims = ['visits', 'visit_seconds'];
  const raw: Array<{ period: string; dimension: string; visitors: number; views: number }> = [];
  if (hourly) raw.push(...(await sumPerPeriod(db, spaceId, dims, window.from, window.to, true)));
  else {
    for (const range of [window.days, window.after]) if (range) raw.push(...(await sumPerPeriod(db, spaceId, dims, range.from, range.to, false)));
    if (window.months) raw.push(...(await sumPerMonth(db, spaceId, dims, window.months.from, window.months.to)));
  }
  const by = new Map<string, { period: string; visits: number; bounces: number; seconds: number }>();
  for (const r of raw) {
    const p = by.get(r.period) ?? { period: r.period, visits: 0, bounces: 0, seconds: 0 };
    if (r.dimension === 'visits') {
      p.visits += r.visitors;
      p.bounces += r.views;
    } else p.seconds += r.views;
    by.set(r.period, p);
  }
  return [...by.values()];
}

export interface VisitInput {
  spaceId: string;
  range: { from: string; to: string };
  prev: { from: string; to: string };
  interval: Interval;
  today: string;
  /** Filters as event columns; none: read the rollups. */
  equal: ReadonlyArray<readonly [EventColumn, string]>;
  /** The report's visitors (the conversion rate's denominator). */
  visitors: number;
  store: AnalyticsStore;
}

/**
 * Visits (entry and exit pages, bounce rate, visit duration) and goals of a report, with visits
 * per point of the series and of the previous period. Unfiltered from the rollups; filtered from
 * the visit and custom-event rows (kept like raw events), the page filter keeping the visits that
 * viewed the page and the custom events sent from it.
 */
export async function readVisits(db: Kysely<DB>, input: VisitInput): Promise<{ report: VisitReport; points: VisitSums[]; previous: Part }> {
  const { spaceId, range, prev, interval, today, equal } = input;
  const hourly = interval === 'hour';
  const goals = await listGoals(db, spaceId);
  const eventNames = goals.filter((g) => g.kind === 'event').map((g) => g.name);
  const counts = { event: new Map<string, GoalCount>(), page: new Map<string, GoalCount>(), props: new Map<string, GoalCount>() };
  let current: Part;
  let previous: Part;
  let entry: VisitPageItem[];
  let exit: VisitPageItem[];

  if (equal.length === 0) {
    // Series points of a month read monthly rows where the month lies whole in the window, as the main series does.
    const windowOf = (from: string, to: string): ReportWindow => (interval === 'month' ? rangeWindow(from, to, today) : { from, to, days: { from, to }, months: null, after: null });
    const partOf = async (from: string, to: string): Promise<Part> => {
      const points = pointsOf(from, to, interval, await rollupRows(db, spaceId, windowOf(from, to), hourly));
      return { sums: sumOf(points), points };
    };
    current = await partOf(range.from, range.to);
    previous = await partOf(prev.from, prev.to);
    const window = rangeWindow(range.from, range.to, today);
    const list = async (d: 'entry_page' | 'exit_page') => (await input.store.sum(db, spaceId, d, window, { limit: TOP, orderBy: 'visitors' })).filter((r) => r.visitors > 0).map((r) => ({ name: r.value, visits: r.visitors }));
    entry = await list('entry_page');
    exit = await list('exit_page');
    if (eventNames.length) {
      for (const r of await input.store.sum(db, spaceId, 'event', window, { limit: null, orderBy: 'visitors' })) if (eventNames.includes(r.value)) counts.event.set(r.value, { visitors: r.visitors, conversions: r.views });
      for (const r of await sumPrefixed(db, spaceId, 'event_prop', window, eventNames.map((name) => `${name}${PART}`))) counts.props.set(r.value, { visitors: r.visitors, conversions: r.views });
    }
    if (goals.some((g) => g.kind === 'page')) for (const r of await input.store.sum(db, spaceId, 'goal_page', window, { limit: null, orderBy: 'visitors' })) counts.page.set(r.value, { visitors: r.visitors, conversions: r.views });
  } else {
    const scope = (from: string, to: string): VisitScope => ({ spaceId, from, to, equal });
    const partOf = async (from: string, to: string): Promise<Part> => {
      const points = pointsOf(from, to, interval, await visitsPerPeriod(db, scope(from, to), hourly));
      return { sums: sumOf(points), points };
    };
    current = await partOf(range.from, range.to);
    previous = await partOf(prev.from, prev.to);
    const s = scope(range.from, range.to);
    entry = (await visitPages(db, s, 'entry_path', TOP)).map((r) => ({ name: r.value, visits: r.visits }));
    exit = (await visitPages(db, s, 'exit_path', TOP)).map((r) => ({ name: r.value, visits: r.visits }));
    const seen = new Set<string>();
    const bump = (map: Map<string, GoalCount>, key: string, visitorKey: string) => {
      const c = map.get(key) ?? { visitors: 0, conversions: 0 };
      c.conversions += 1;
      if (!seen.has(`${key}${PART}${visitorKey}`)) {
        seen.add(`${key}${PART}${visitorKey}`);
        c.visitors += 1;
      }
      map.set(key, c);
    };
    for (const e of await scopedCustomEvents(db, s, eventNames)) {
      const visitorDay = `${e.hour.slice(0, 10)}${PART}${e.visitor}`;
      bump(counts.event, e.name, visitorDay);
      for (const [k, v] of Object.entries(JSON.parse(e.props) as Record<string, string>)) bump(counts.props, propValue(e.name, k, v), visitorDay);
    }
    for (const [name, c] of await pageGoalCounts(db, s, goals.filter((g) => g.kind === 'page').map((g) => g.name))) counts.page.set(name, c);
  }

  return {
    report: { ...visitTotals(current.sums), entry_pages: entry, exit_pages: exit, goals: buildGoals(goals, input.visitors, counts) },
    points: current.points,
    previous,
  };
}

/** Adds visit figures to each point of a series (same points, same order). */
export const withVisitPoints = (points: readonly SeriesPoint[], visits: readonly VisitSums[]): VisitPoint[] => points.map((p, i) => ({ ...p, ...visitTotals(visits[i] ?? { visits: 0, bounces: 0, seconds: 0 }) }));

/** The change of each visit total: visits and duration in percent, the bounce rate in percentage points (as Plausible shows it). */
export function visitChange(now: VisitTotals, before: VisitTotals): { visits: number | null; bounce_rate: number | null; visit_duration: number | null } {
  return {
    visits: percentChange(now.visits, before.visits),
    bounce_rate: now.bounce_rate === null || before.bounce_rate === null ? null : Math.round((now.bounce_rate - before.bounce_rate) * 10) / 10,
    visit_duration: now.visit_duration === null || !before.visit_duration ? null : percentChange(now.visit_duration, before.visit_duration),
  };
}
