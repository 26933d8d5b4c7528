import type { Kysely } from 'kysely';
import { findSpace } from '../../db/repos/spaces.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { buildReport, daysBetween, DIMENSIONS, rangeWindow, reportRange, TOP, type AnalyticsReport, type Dimension, type ReportWindow, type RollupRow } from '../../domain/analytics/report.ts';
import { DEFAULT_TIME_ZONE, todayIn } from '../../domain/analytics/time-zone.ts';
import { buildTimeseries, intervalFor, percentChange, previousRange, totalsOf, type Interval, type SeriesPoint, type Totals } from '../../domain/analytics/timeseries.ts';
import { addDays } from '../../domain/analytics/report.ts';
import { readFilters, type Filters } from '../../domain/analytics/filters.ts';
import { filteredParts, filteredSeriesOf, IN_MEMORY_EVENTS } from './filtered-report.ts';
import { rolledUpParts } from './filter-rollups.ts';
import { sqlAnalyticsStore, type AnalyticsStore } from './store.ts';
import { readVisits, visitChange, withVisitPoints, type VisitInput, type VisitPoint, type VisitReport } from './visits-report.ts';
import { visitTotals, type VisitTotals } from '../../domain/analytics/visits.ts';

export interface AnalyticsInput {
  /** The last `days` days, today included; or `from` and `to` (YYYY-MM-DD, both included). */
  days?: number;
  from?: string;
  to?: string;
  /** Narrow every figure and list (docs/analytics.md "Filters"). */
  filters?: Filters;
  /** Days raw events are kept: a filtered report reads them, so its range must lie within. */
  retentionDays?: number;
  now: Date;
}

export interface TimedReport extends AnalyticsReport {
  until: string;
  time_zone: string;
  interval: Interval;
  timeseries: SeriesPoint[];
  previous: Totals & { since: string; until: string; timeseries: SeriesPoint[] };
  change: Record<keyof Totals, number | null>;
  /** The filters applied, as stored values (an empty object when none). */
  filters: Filters;
}

/**
 * SPEC "Analytics": the report over the last `days` days (today included) or the days `from`
 * to `to`, in the site's time zone, read from rollups only; with its time series and the
 * previous period of the same length for comparison. Needs `read_drafts`, as SPEC says. The
 * range is checked by the adapters' schemas and again here, for callers that build the input by
 * hand.
 */
export async function readAnalytics(db: Kysely<DB>, actor: Actor, input: AnalyticsInput, store: AnalyticsStore = sqlAnalyticsStore): Promise<FullReport> {
  requirePermission(actor, 'read_drafts', 'read analytics');
  const zone = (await findSpace(db, actor.spaceId))?.time_zone ?? DEFAULT_TIME_ZONE;
  const today = todayIn(zone, input.now);
  const range = reportRange(input, today);
  if ('problems' in range) {
    const [name] = Object.keys(range.problems);
    throw appError('invalid_parameter', `\`${name}\` must be ${range.problems[name]}.`, {
      fix: 'Send days=N (1 to 365), or from=YYYY-MM-DD&to=YYYY-MM-DD at most 365 days apart.',
      details: { parameters: range.problems },
    });
  }
  const filtering = readFilters(input.filters ?? {});
  if ('problems' in filtering) {
    throw appError('invalid_parameter', `${Object.keys(filtering.problems).map((n) => `\`${n}\``).join(', ')} not valid: ${Object.values(filtering.problems).join('; ')}.`, {
      fix: 'Send a filter value as the report lists it: a path for page, a two-letter code for country, a name for the others.',
      details: { parameters: filtering.problems },
    });
  }
  const filtered = filtering.equal.length > 0;
  const interval = intervalFor(range.from, range.to);
  const prev = previousRange(range.from, range.to);
  if (filtered) {
    const kept = input.retentionDays ?? 30;
    const oldest = addDays(today, -(kept - 1));
    if (range.from < oldest) {
      throw appError('invalid_parameter', `A filtered report reads the events themselves, kept for ${kept} days: \`from\` must be ${oldest} or later.`, {
        fix: `Choose a range within the last ${kept} days (days=${kept} at most), leave the filters out for longer ranges, or raise TESSERA_ANALYTICS_RETENTION_DAYS to keep events longer.`,
        details: { parameters: { from: `${oldest} or later with filters` }, retention_days: kept },
      });
    }
    const scope = (from: string, to: string) => ({ spaceId: actor.spaceId, from, to, equal: filtering.equal });
    // Ranges of monthly points narrowed by one filter read the filter rollup where it covers whole months.
    const monthly = interval === 'month';
    const { report, series } = (monthly ? await rolledUpParts(db, scope(range.from, range.to), IN_MEMORY_EVENTS) : null) ?? (await filteredParts(db, scope(range.from, range.to), interval));
    // The previous period counts the events still kept (and the months folded before they left).
    const previous = (monthly ? await rolledUpParts(db, scope(prev.from, prev.to), IN_MEMORY_EVENTS, true) : null)?.series ?? (await filteredSeriesOf(db, scope(prev.from, prev.to), interval));
    const timed = withSeries(report, range, prev, zone, interval, series, previous, filtering.filters);
    return withVisits(db, timed, { spaceId: actor.spaceId, range, prev, interval, today, equal: filtering.equal, visitors: timed.visitors, store });
  }

  const window = rangeWindow(range.from, range.to, today);
  const rows: Partial<Record<Dimension, RollupRow[]>> = {};
  for (const d of DIMENSIONS) {
    const crawler = d === 'crawler' || d === 'crawler_claim' || d === 'crawler_page' || d === 'search_crawler';
    // Every bot is read (to sum visits per purpose, and claims apart); the list is cut to the top 10 afterwards.
    const everyBot = d === 'crawler' || d === 'crawler_claim' || d === 'search_crawler';
    rows[d] = await store.sum(db, actor.spaceId, d, window, { limit: everyBot ? null : TOP, orderBy: crawler ? 'views' : 'visitors' });
  }
  const report = buildReport(daysBetween(range.from, range.to), window, rows);

  // Points of a month read its monthly rollup where the month lies whole in the window (a year
  // is 12 rows per figure instead of 365); other points read days (or hours).
  const seriesWindow = (from: string, to: string): ReportWindow => (interval === 'month' ? rangeWindow(from, to, today) : { from, to, days: { from, to }, months: null, after: null });
  const series = (from: string, to: string) => store.series(db, actor.spaceId, seriesWindow(from, to), interval === 'hour').then((r) => buildTimeseries(from, to, interval, r));
  const timed = withSeries(report, range, prev, zone, interval, await series(range.from, range.to), await series(prev.from, prev.to), {});
  return withVisits(db, timed, { spaceId: actor.spaceId, range, prev, interval, today, equal: [], visitors: timed.visitors, store });
}

/** The report with its visits and goals (docs/analytics.md "Visits", "Goals"), in the totals, the series and the change. */
export type FullReport = Omit<TimedReport, 'timeseries' | 'previous' | 'change'> &
  VisitReport & {
    timeseries: VisitPoint[];
    previous: TimedReport['previous'] & VisitTotals & { timeseries: VisitPoint[] };
    change: TimedReport['change'] & ReturnType<typeof visitChange>;
  };

async function withVisits(db: Kysely<DB>, timed: TimedReport, input: VisitInput): Promise<FullReport> {
  const { report, points, previous } = await readVisits(db, input);
  const before = visitTotals(previous.sums);
  return {
    ...timed,
    ...report,
    timeseries: withVisitPoints(timed.timeseries, points),
    previous: { ...timed.previous, ...before, timeseries: withVisitPoints(timed.previous.timeseries, previous.points) },
    change: { ...timed.change, ...visitChange(report, before) },
  };
}

function withSeries(
  report: AnalyticsReport,
  range: { from: string; to: string },
  prev: { from: string; to: string },
  zone: string,
  interval: Interval,
  timeseries: SeriesPoint[],
  previousSeries: SeriesPoint[],
  filters: Filters,
): TimedReport {
  const now = totalsOf(timeseries);
  const before = totalsOf(previousSeries);
  return {
    ...report,
    until: range.to,
    time_zone: zone,
    interval,
    timeseries,
    previous: { since: prev.from, until: prev.to, ...before, timeseries: previousSeries },
    change: {
      visitors: percentChange(now.visitors, before.visitors),
      page_views: percentChange(now.page_views, before.page_views),
      ai_visitors: percentChange(now.ai_visitors, before.ai_visitors),
      crawler_visits: percentChange(now.crawler_visits, before.crawler_visits),
    },
    filters,
  };
}
