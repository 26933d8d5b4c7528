import { addDays, daysBetween } from './report.ts';

/**
 * The report's time series (docs/analytics.md "Time series"): the window cut into hours (up to
 * 2 days), days (up to 90), weeks (up to 180) or months, each point summing the rollups of its
 * periods. Like every figure of the report, `visitors` of a day is that day's visitors, and of a
 * week or month the sum of its days; an hour's visitors are the visitors whose first page view
 * of the day fell in that hour, so a day's hours add up to the day.
 */
export type Interval = 'hour' | 'day' | 'week' | 'month';

export interface SeriesPoint {
  /** YYYY-MM-DD (the first day of the point within the window), or YYYY-MM-DDTHH:00 local time for hours. */
  date: string;
  visitors: number;
  page_views: number;
  ai_visitors: number;
  crawler_visits: number;
}

/** One rollup sum: `period` a day (YYYY-MM-DD), a month (YYYY-MM, for month points) or an hour (YYYY-MM-DDTHH); dimension total, from_ai or crawler. */
export interface SeriesRow {
  period: string;
  dimension: string;
  visitors: number;
  views: number;
}

export const SERIES_DIMENSIONS = ['total', 'from_ai', 'crawler'] as const;

export function intervalFor(from: string, to: string): Interval {
  const n = daysBetween(from, to);
  return n <= 2 ? 'hour' : n <= 90 ? 'day' : n <= 180 ? 'week' : 'month';
}

/** Monday of the ISO week of a day. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The point a day (or an hour's day) belongs to, clipped to the window's first day. */
function pointOf(period: string, interval: Interval, from: string): string {
  if (interval === 'hour') return `${period.slice(0, 13)}:00`;
  const day = period.slice(0, 10);
  const start = interval === 'day' ? day : interval === 'week' ? weekStart(day) : `${day.slice(0, 7)}-01`;
  return start < from ? from : start;
}

/** Every point of the window, in order, zero where nothing was counted. */
export function buildTimeseries(from: string, to: string, interval: Interval, rows: readonly SeriesRow[]): SeriesPoint[] {
  const points = new Map<string, SeriesPoint>();
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (interval === 'hour') {
      for (let h = 0; h < 24; h++) {
        const date = `${d}T${String(h).padStart(2, '0')}:00`;
        points.set(date, { date, visitors: 0, page_views: 0, ai_visitors: 0, crawler_visits: 0 });
      }
    } else {
      const date = pointOf(d, interval, from);
      if (!points.has(date)) points.set(date, { date, visitors: 0, page_views: 0, ai_visitors: 0, crawler_visits: 0 });
    }
  }
  for (const r of rows) {
    const p = points.get(pointOf(r.period, interval, from));
    if (!p) continue;
    if (r.dimension === 'total') {
      p.visitors += r.visitors;
      p.page_views += r.views;
    } else if (r.dimension === 'from_ai') p.ai_visitors += r.visitors;
    else if (r.dimension === 'crawler') p.crawler_visits += r.views;
  }
  return [...points.values()];
}

export interface Totals {
  visitors: number;
  page_views: number;
  ai_visitors: number;
  crawler_visits: number;
}

export function totalsOf(points: readonly SeriesPoint[]): Totals {
  const t: Totals = { visitors: 0, page_views: 0, ai_visitors: 0, crawler_visits: 0 };
  for (const p of points) {
    t.visitors += p.visitors;
    t.page_views += p.page_views;
    t.ai_visitors += p.ai_visitors;
    t.crawler_visits += p.crawler_visits;
  }
  return t;
}

/** Change from `before` to `now` in percent, one decimal; null when there was nothing before. */
export const percentChange = (now: number, before: number): number | null => (before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10);

/** The window of the same length just before `from`. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const n = daysBetween(from, to);
  return { from: addDays(from, -n), to: addDays(from, -1) };
}
