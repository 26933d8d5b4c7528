import type { CrawlerPurpose } from './ai-crawlers.ts';
import { countryName } from './location.ts';

/**
 * Rollup dimensions: every count is kept per space × day (and × month) × dimension × value, so
 * a report reads at most one month of daily rows plus monthly rows, never raw events.
 */
export const DIMENSIONS = ['total', 'from_ai', 'source', 'ai_engine', 'referrer', 'page', 'country', 'city', 'campaign', 'device', 'browser', 'os', 'crawler', 'crawler_claim', 'crawler_page', 'search_crawler'] as const;
/**
 * Rollup dimensions of visits and goals (docs/analytics.md "Visits", "Goals"), read apart from the
 * lists above: `visits` (visitors: visits, views: one-page visits), `visit_seconds` (views:
 * seconds), `entry_page` and `exit_page` (visitors: visits), `event` and `event_prop` (visitors:
 * converting visitor-days, views: events), `goal_page` (the same, per page-view goal pattern).
 */
export const VISIT_DIMENSIONS = ['visits', 'visit_seconds', 'entry_page', 'exit_page', 'event', 'event_prop', 'goal_page'] as const;
export type Dimension = (typeof DIMENSIONS)[number] | (typeof VISIT_DIMENSIONS)[number];

/** Top lists of the report (SPEC "Limits": top 10 each). */
export const TOP = 10;
export const MIN_DAYS = 1;
export const MAX_DAYS = 365;
export const DEFAULT_DAYS = 30;

export interface RollupRow {
  value: string;
  visitors: number;
  views: number;
}

export interface ReportWindow {
  from: string; // first day, YYYY-MM-DD
  to: string; // last day
  /** Days read from daily rows (before the first whole month), or null. */
  days: { from: string; to: string } | null;
  /** Months read from monthly rows (YYYY-MM), or null. */
  months: { from: string; to: string } | null;
  /** Days after the last whole month, read from daily rows (a range that ends inside a past month), or null. */
  after: { from: string; to: string } | null;
}

const DAY_MS = 86_400_000;
export const dayOf = (iso: string | Date) => (typeof iso === 'string' ? iso : iso.toISOString()).slice(0, 10);
export const monthOf = (day: string) => day.slice(0, 7);
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
const nextMonth = (m: string) => monthOf(addDays(`${m}-01`, 32));
const lastDayOf = (m: string) => addDays(`${nextMonth(m)}-01`, -1);

/**
 * The last `days` days up to and including `today` (the site's local date). Months that start
 * inside the window are read whole from monthly rows (the current month holds only days up to
 * now); the days before the first such month come from daily rows.
 */
export function reportWindow(days: number, now: Date, today = dayOf(now)): ReportWindow {
  return rangeWindow(addDays(today, -(days - 1)), today, today);
}

/**
 * The days `from` to `to` (both included). A month is read from its monthly row when it lies
 * whole inside the range, or starts inside it and the range reaches today (no later day of it
 * holds anything yet); the days around those months come from daily rows.
 */
export function rangeWindow(from: string, to: string, today: string): ReportWindow {
  const firstMonth = from.endsWith('-01') ? monthOf(from) : nextMonth(monthOf(from));
  let lastMonth = monthOf(to);
  if (lastDayOf(lastMonth) > to && to < today) lastMonth = monthOf(addDays(`${lastMonth}-01`, -1));
  if (firstMonth > lastMonth) return { from, to, days: { from, to }, months: null, after: null };
  const firstDay = `${firstMonth}-01`;
  const afterFrom = addDays(lastDayOf(lastMonth), 1);
  return {
    from,
    to,
    days: firstDay > from ? { from, to: addDays(firstDay, -1) } : null,
    months: { from: firstMonth, to: lastMonth },
    after: afterFrom <= to ? { from: afterFrom, to } : null,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (d: string) => DATE.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

/**
 * The days a report covers: the last `days` days up to `today` (the site's local date), or the
 * dates `from` to `to` (both included, at most MAX_DAYS days). Problems are named per parameter,
 * for an `invalid_parameter` error; null when the input is fine.
 */
export function reportRange(input: { days?: number; from?: string; to?: string }, today: string): { from: string; to: string } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  if (input.from !== undefined || input.to !== undefined) {
    if (input.days !== undefined) problems.days = 'not together with from/to: send either `days` or `from` and `to`';
    if (input.from === undefined || !isDate(input.from)) problems.from = 'a date YYYY-MM-DD, sent with `to`';
    if (input.to === undefined || !isDate(input.to)) problems.to = 'a date YYYY-MM-DD, sent with `from`';
    if (Object.keys(problems).length) return { problems };
    const n = daysBetween(input.from!, input.to!);
    if (n < 1) return { problems: { to: '`to` on or after `from`' } };
    if (n > MAX_DAYS) return { problems: { from: `at most ${MAX_DAYS} days before \`to\` (both included)` } };
    return { from: input.from!, to: input.to! };
  }
  const days = input.days ?? DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < MIN_DAYS || days > MAX_DAYS) return { problems: { days: `a whole number from ${MIN_DAYS} to ${MAX_DAYS}` } };
  return { from: addDays(today, -(days - 1)), to: today };
}

export interface ListItem {
  name: string;
  count: number;
  page_views: number;
}
export interface CountryItem extends ListItem {
  code: string;
}
export interface CityItem extends ListItem {
  country: string | null;
}
export interface BotItem {
  name: string;
  operator: string;
  purpose: CrawlerPurpose;
  /** true: from the operator's published ranges; false: a claim from elsewhere, not counted as the operator's; null: the operator publishes none. */
  verified: boolean | null;
  visits: number;
}

export interface AnalyticsReport {
  days: number;
  since: string;
  visitors: number;
  page_views: number;
  from_ai: { visitors: number; page_views: number };
  sources: ListItem[];
  ai_engines: ListItem[];
  referrers: ListItem[];
  pages: ListItem[];
  countries: CountryItem[];
  cities: CityItem[];
  campaigns: ListItem[];
  devices: ListItem[];
  browsers: ListItem[];
  operating_systems: ListItem[];
  crawlers: {
    visits: number;
    /** Visits of crawlers claiming a name from outside its operator's published ranges. */
    unverified: number;
    by_purpose: Record<CrawlerPurpose, number>;
    by_bot: BotItem[];
    pages: Array<{ name: string; visits: number }>;
  };
  /** Search-engine crawlers (Googlebot, bingbot…), apart from AI crawlers and people. */
  search_crawlers: {
    /** Visits verified, or of crawlers whose operator publishes no ranges. */
    visits: number;
    /** Visits of crawlers claiming a search engine's name from outside its published ranges. */
    unverified: number;
    by_bot: SearchBotItem[];
  };
}

export interface SearchBotItem {
  name: string;
  operator: string;
  verified: boolean | null;
  visits: number;
}

/** Rollup value of a bot: name|operator|purpose|v (verified), u (a claim from outside the ranges) or nothing (no ranges to check). */
export const botValue = (name: string, operator: string, purpose: CrawlerPurpose, verified: boolean | null = null) => `${name}|${operator}|${purpose}|${verified === null ? '' : verified ? 'v' : 'u'}`;
export const cityValue = (country: string | null, city: string) => `${country ?? ''}|${city}`;

const item = (r: RollupRow): ListItem => ({ name: r.value, count: r.visitors, page_views: r.views });
const first = (rows: RollupRow[] | undefined) => rows?.[0] ?? { value: '', visitors: 0, views: 0 };

/**
 * The SPEC "Analytics" report from rollup rows per dimension (each list already sorted, most
 * visitors first; `crawler` rows hold every bot, sorted by visits).
 */
export function buildReport(days: number, window: ReportWindow, rows: Partial<Record<Dimension, RollupRow[]>>): AnalyticsReport {
  const total = first(rows.total);
  const ai = first(rows.from_ai);
  const bots = [...(rows.crawler ?? []), ...(rows.crawler_claim ?? [])]
    .sort((a, b) => b.views - a.views || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .map((r) => {
    const [name, operator, purpose, mark] = r.value.split('|');
    const verified = mark === 'v' ? true : mark === 'u' ? false : null;
    return { name, operator: operator || 'Unknown', purpose: (purpose || 'training') as CrawlerPurpose, verified, visits: r.views };
  });
  const byPurpose: Record<CrawlerPurpose, number> = { search: 0, user: 0, training: 0 };
  let unverified = 0;
  for (const b of bots) {
    if (b.verified === false) unverified += b.visits;
    else byPurpose[b.purpose] += b.visits;
  }
  const top = (d: Dimension) => (rows[d] ?? []).slice(0, TOP);
  const searchBots: SearchBotItem[] = [...(rows.search_crawler ?? [])]
    .sort((a, b) => b.views - a.views || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .map((r) => {
      const [name, operator, mark] = r.value.split('|');
      return { name, operator: operator || 'Unknown', verified: mark === 'v' ? true : mark === 'u' ? false : null, visits: r.views };
    });
  const searchUnverified = searchBots.reduce((n, b) => n + (b.verified === false ? b.visits : 0), 0);
  return {
    days,
    since: window.from,
    visitors: total.visitors,
    page_views: total.views,
    from_ai: { visitors: ai.visitors, page_views: ai.views },
    sources: top('source').map(item),
    ai_engines: top('ai_engine').map(item),
    referrers: top('referrer').map(item),
    pages: top('page').map(item),
    countries: top('country').map((r) => ({ ...item(r), name: countryName(r.value), code: r.value })),
    cities: top('city').map((r) => {
      const bar = r.value.indexOf('|');
      return { ...item(r), name: r.value.slice(bar + 1), country: r.value.slice(0, bar) || null };
    }),
    campaigns: top('campaign').map(item),
    devices: top('device').map(item),
    browsers: top('browser').map(item),
    operating_systems: top('os').map(item),
    crawlers: {
      visits: bots.reduce((n, b) => n + b.visits, 0) - unverified,
      unverified,
      by_purpose: byPurpose,
      by_bot: bots.slice(0, TOP),
      pages: top('crawler_page').map((r) => ({ name: r.value, visits: r.views })),
    },
    search_crawlers: {
      visits: searchBots.reduce((n, b) => n + b.visits, 0) - searchUnverified,
      unverified: searchUnverified,
      by_bot: searchBots.slice(0, TOP),
    },
  };
}
