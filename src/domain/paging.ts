import { appError } from './errors.ts';

/**
 * Bounds of every page of a list (docs/limits.md "Numbers in queries"; SPEC "Limits": entries
 * and assets `limit` 1 to 1000). `skip` has a bound too, so no number reaches the database that
 * either engine cannot hold (`skip=1e309` or `99999999999999999999999` are refused, not 500).
 */
export const PAGE_LIMIT_MAX = 1000;
export const PAGE_SKIP_MAX = 1_000_000_000;

export interface Page {
  limit: number;
  skip: number;
}

/** Refuses a page outside the bounds with `invalid_parameter` naming them (every adapter, not only HTTP). */
export function checkPage(page: Page, limitMax: number = PAGE_LIMIT_MAX): Page {
  const problems: Record<string, string> = {};
  if (!Number.isSafeInteger(page.limit) || page.limit < 1 || page.limit > limitMax) problems.limit = `a whole number from 1 to ${limitMax}`;
  if (!Number.isSafeInteger(page.skip) || page.skip < 0 || page.skip > PAGE_SKIP_MAX) problems.skip = `a whole number from 0 to ${PAGE_SKIP_MAX}`;
  const names = Object.keys(problems);
  if (names.length === 0) return page;
  throw appError('invalid_parameter', `Invalid ${names.join(' and ')}.`, {
    fix: `Send ${names.map((n) => `${n} as ${problems[n]}`).join(' and ')}.`,
    details: { parameters: problems },
  });
}
