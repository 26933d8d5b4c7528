import { appError } from '../errors.ts';
import { addDays, dayOf, daysBetween, isDay } from './days.ts';
import { isSearchEngine, SEARCH_ENGINES, type SearchEngine } from './engines.ts';

/** SPEC "Limits": search queries `days` 1 to 90, default 28; top 50 queries and top 50 pages. */
export const REPORT_DAYS = { min: 1, max: 90, default: 28 } as const;
export const REPORT_TOP = 50;

/** What a report can be broken down by (query string `breakdown`). */
export const BREAKDOWNS = ['country', 'device', 'appearance', 'query_page', 'trend'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

export interface ReportParams {
  engines: SearchEngine[];
  /** Days in the window, both ends counted. */
  days: number;
  since: string;
  until: string;
  breakdown: Breakdown | null;
}

export interface ReportInput {
  engine?: unknown;
  days?: unknown;
  from?: unknown;
  to?: unknown;
  breakdown?: unknown;
}

const given = (v: unknown) => v !== undefined && v !== '' && v !== null;

/**
 * Reads the report's parameters as sent (strings from a query string, or MCP values): `engine`,
 * and a window of either `days` (1 to 90 ending today, SPEC) or `from`/`to` (any days of the
 * history kept, which starts `historyFrom`), and `breakdown`. 400 `invalid_parameter` naming
 * every parameter that is wrong.
 */
export function reportParams(input: ReportInput, now: Date, historyFrom?: string): ReportParams {
  const parameters: Record<string, string> = {};
  const today = dayOf(now);
  let engines: SearchEngine[] = [...SEARCH_ENGINES];
  if (given(input.engine)) {
    if (isSearchEngine(input.engine)) engines = [input.engine];
    else parameters.engine = `one of ${SEARCH_ENGINES.join(', ')}, or leave it out for both`;
  }
  let days: number = REPORT_DAYS.default;
  if (given(input.days)) {
    const n = typeof input.days === 'number' ? input.days : /^\d+$/.test(String(input.days)) ? Number(input.days) : Number.NaN;
    if (Number.isInteger(n) && n >= REPORT_DAYS.min && n <= REPORT_DAYS.max) days = n;
    else parameters.days = `a whole number from ${REPORT_DAYS.min} to ${REPORT_DAYS.max} (default ${REPORT_DAYS.default})`;
  }
  let since = addDays(today, -(days - 1));
  let until = today;
  if (given(input.from) || given(input.to)) {
    const earliest = historyFrom ?? '0000-01-01';
    const range = `a date YYYY-MM-DD from ${earliest} to ${today} (UTC)`;
    const from = given(input.from) ? String(input.from) : null;
    const to = given(input.to) ? String(input.to) : today;
    if (given(input.days)) parameters.days = 'leave it out when from/to give the window';
    if (from === null) parameters.from = `${range}: the first day of the window; to alone is not enough`;
    else if (!isDay(from) || from < earliest || from > today) parameters.from = range;
    if (!isDay(to) || to < earliest || to > today) parameters.to = `${range}, default today`;
    else if (from !== null && isDay(from) && to < from) parameters.to = 'a date on or after from';
    if (from !== null && !parameters.from && !parameters.to) {
      since = from;
      until = to;
      days = daysBetween(from, to);
    }
  }
  let breakdown: Breakdown | null = null;
  if (given(input.breakdown)) {
    if ((BREAKDOWNS as readonly unknown[]).includes(input.breakdown)) breakdown = input.breakdown as Breakdown;
    else parameters.breakdown = `one of ${BREAKDOWNS.join(', ')}, or leave it out`;
  }
  const names = Object.keys(parameters);
  if (names.length > 0) {
    throw appError('invalid_parameter', `Invalid query parameter: ${names.join(', ')}.`, {
      fix: `Correct ${Object.entries(parameters).map(([k, v]) => `${k} (${v})`).join('; ')}.`,
      details: { parameters },
    });
  }
  return { engines, days, since, until, breakdown };
}

/** The first day of a `days`-long window that ends today (today counts as one of the days). */
export function reportSince(today: Date, days: number): string {
  return addDays(dayOf(today), -(days - 1));
}

/**
 * Which stored rows a window counts: a row covers `span` days from its date, and is counted
 * when any of them is in [since, until]. What the counted rows cover (`from`–`to`) is wider
 * than the window when a bucket only partly overlaps it; `partial` says so.
 */
export function coverageOf(buckets: ReadonlyArray<{ first: string; last: string }>, since: string, until: string): { from: string | null; to: string | null; partial: boolean } {
  if (buckets.length === 0) return { from: null, to: null, partial: false };
  const from = buckets.reduce((m, b) => (b.first < m ? b.first : m), buckets[0].first);
  const to = buckets.reduce((m, b) => (b.last > m ? b.last : m), buckets[0].last);
  return { from, to, partial: from < since || to > until };
}

/** Click-through rate 0 to 1 and impression-weighted average position (null without impressions). */
export function searchFigures(clicks: number, impressions: number, positionSum: number): { ctr: number; position: number | null } {
  if (impressions <= 0) return { ctr: 0, position: null };
  return {
    ctr: Math.round((clicks / impressions) * 10_000) / 10_000,
    position: positionSum > 0 ? Math.round((positionSum / impressions) * 100) / 100 : null,
  };
}
