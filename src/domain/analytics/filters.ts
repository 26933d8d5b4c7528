import { MAX_PATH } from './classify.ts';

/**
 * Report filters (docs/analytics.md "Filters"): each query parameter narrows every figure and
 * list to events whose value is exactly the one given; several combine (all must hold). People's
 * attributes (source, place, device…) are those of the visitor's day, so a filter on them keeps
 * whole visitor-days; `page` keeps the views of that page, and crawler visits of it.
 */
/** Columns of stored events a filtered report narrows by or lists. */
export type EventColumn = 'path' | 'source' | 'referrer' | 'ai_engine' | 'country' | 'city' | 'device' | 'browser' | 'os' | 'campaign';

export const FILTERS = {
  page: 'path',
  source: 'source',
  referrer: 'referrer',
  ai_engine: 'ai_engine',
  country: 'country',
  city: 'city',
  device: 'device',
  browser: 'browser',
  os: 'os',
  utm_campaign: 'campaign',
} as const satisfies Record<string, EventColumn>;

export type FilterName = keyof typeof FILTERS;
export type Filters = Partial<Record<FilterName, string>>;
export const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];

const DEVICES = ['desktop', 'mobile', 'tablet', 'tv', 'unknown'];
export const FILTER_MAX = 200;

/** The filters to apply, as stored values; or what is wrong, per parameter. */
export function readFilters(input: Filters): { filters: Filters; equal: Array<[EventColumn, string]> } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const filters: Filters = {};
  for (const name of FILTER_NAMES) {
    const raw = input[name];
    if (raw === undefined) continue;
    let value = raw.trim();
    if (!value) problems[name] = 'a value (leave the parameter out to not filter)';
    else if (name === 'page') {
      if (!value.startsWith('/') || value.length > MAX_PATH) problems[name] = `a path starting with "/", up to ${MAX_PATH} characters (as listed in \`pages\`)`;
    } else if (name === 'country') {
      if (!/^[A-Za-z]{2}$/.test(value)) problems[name] = 'a two-letter country code such as "DE" (as `code` in `countries`)';
      value = value.toUpperCase();
    } else if (name === 'device') {
      if (!DEVICES.includes(value)) problems[name] = `one of ${DEVICES.join(', ')}`;
    } else if (value.length > FILTER_MAX) problems[name] = `up to ${FILTER_MAX} characters (a name as listed in the report)`;
    filters[name] = value;
  }
  if (Object.keys(problems).length) return { problems };
  return { filters, equal: (Object.entries(filters) as Array<[FilterName, string]>).map(([name, value]) => [FILTERS[name], value]) };
}
