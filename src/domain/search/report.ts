import { appError } from '../errors.ts';
import { addDays, dayOf } from './days.ts';
import { isSearchEngine, SEARCH_ENGINES, type SearchEngine } from './engines.ts';

/** SPEC "Limits": search queries `days` 1 to 90, default 28; top 50 queries and top 50 pages. */
export const REPORT_DAYS = { min: 1, max: 90, default: 28 } as const;
export const REPORT_TOP = 50;

export interface ReportParams {
  engines: SearchEngine[];
  days: number;
}

/** Reads `engine` and `days` as sent (strings from a query string, or MCP values); 400 `invalid_parameter` otherwise. */
export function reportParams(input: { engine?: unknown; days?: unknown }): ReportParams {
  const parameters: Record<string, string> = {};
  let engines: SearchEngine[] = [...SEARCH_ENGINES];
  if (input.engine !== undefined && input.engine !== '') {
    if (isSearchEngine(input.engine)) engines = [input.engine];
    else parameters.engine = `one of ${SEARCH_ENGINES.join(', ')}, or leave it out for both`;
  }
  let days: number = REPORT_DAYS.default;
  if (input.days !== undefined && input.days !== '') {
    const n = typeof input.days === 'number' ? input.days : /^\d+$/.test(String(input.days)) ? Number(input.days) : Number.NaN;
    if (Number.isInteger(n) && n >= REPORT_DAYS.min && n <= REPORT_DAYS.max) days = n;
    else parameters.days = `a whole number from ${REPORT_DAYS.min} to ${REPORT_DAYS.max} (default ${REPORT_DAYS.default})`;
  }
  const names = Object.keys(parameters);
  if (names.length > 0) {
    throw appError('invalid_parameter', `Invalid query parameter: ${names.join(', ')}.`, {
      fix: `Correct ${Object.entries(parameters).map(([k, v]) => `${k} (${v})`).join('; ')}.`,
      details: { parameters },
    });
  }
  return { engines, days };
}

/** The first day of a `days`-long window that ends today (today counts as one of the days). */
export function reportSince(today: Date, days: number): string {
  return addDays(dayOf(today), -(days - 1));
}

/** Click-through rate 0 to 1 and impression-weighted average position (null without impressions). */
export function searchFigures(clicks: number, impressions: number, positionSum: number): { ctr: number; position: number | null } {
  if (impressions <= 0) return { ctr: 0, position: null };
  return {
    ctr: Math.round((clicks / impressions) * 10_000) / 10_000,
    position: positionSum > 0 ? Math.round((positionSum / impressions) * 100) / 100 : null,
  };
}
