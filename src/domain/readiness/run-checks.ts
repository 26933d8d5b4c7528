import { assetAltCheck, entryFieldsCheck, entryUrlsCheck } from './content-checks.ts';
import { canonicalCheck, headingsCheck, imageAltCheck, indexingCheck, languageCheck, openGraphCheck, readPages, structuredDataCheck, textCheck, titleCheck } from './page-checks.ts';
import { redirectsCheck } from './redirect-checks.ts';
import { comparableUrl } from './sitemap.ts';
import { ok, result } from './result.ts';
import { structuredDataMatchCheck } from './structured-data-match.ts';
import { CHALLENGE, crawlerAccessCheck, httpsCheck, llmsTxtCheck, robotsCheck, sitemapCheck } from './site-checks.ts';
import { CHECK_KEYS, type CheckKey, type CheckResult, type Fetched, type SiteSnapshot, type SpaceFacts } from './types.ts';

export interface ReadinessOutcome {
  passed: number;
  total: number;
  checks: CheckResult[];
}

/** Statuses a bot wall answers a crawler with while people get the page. */
const WALL_STATUSES = new Set([401, 403, 406, 429, 503]);

/**
 * A bot wall: a browser gets the home page, the AI crawler gets a refusal (403, 429, …) or a
 * challenge page instead. Then one finding says so (crawler_access), and nothing else is
 * judged from what the wall answered.
 */
export function botWall(site: SiteSnapshot): boolean {
  if (!ok(site.homeAsBrowser)) return false;
  return walled(site.home) && !walled(site.homeAsBrowser);
}

function walled(f: Fetched): boolean {
  if (f.status !== null && WALL_STATUSES.has(f.status)) return true;
  return ok(f) && CHALLENGE.test(f.body.slice(0, 200_000));
}

/** Checks that read what the crawler fetched, and which fetches: not checked when all of those met the wall. */
const READS: Partial<Record<CheckKey, (site: SiteSnapshot) => Fetched[]>> = {
  robots_txt: (s) => [s.robots],
  llms_txt: (s) => [s.llms],
  sitemap: (s) => s.sitemaps,
  entry_urls: (s) => s.pages,
};
const PAGE_CHECKS: CheckKey[] = ['text_without_js', 'title_description', 'canonical', 'redirects', 'language', 'open_graph', 'structured_data', 'structured_data_match', 'headings', 'image_alt', 'indexing'];

function notChecked(key: CheckKey, what: string): CheckResult {
  const r = result(key, 'warn', `Not checked: ${what} got the bot wall (see crawler_access), so this could not be judged. It will be checked once AI crawlers are let through.`);
  return { ...r, ask_agent: null, checked: false };
}

/** Every check of the readiness record, in the order of CHECK_KEYS (the order the docs list them). */
export function runChecks(site: SiteSnapshot, facts: SpaceFacts): ReadinessOutcome {
  const wall = botWall(site);
  // Behind a wall, only what got through is judged: walled pages are left out of the page checks.
  const seen: SiteSnapshot = wall ? { ...site, home: walled(site.home) ? { ...site.home, contentType: null, body: '', status: null } : site.home, pages: site.pages.filter((f) => !walled(f)) } : site;
  const pages = readPages(seen);
  const checks = [
    httpsCheck(site, facts),
    robotsCheck(site),
    crawlerAccessCheck(site),
    llmsTxtCheck(site),
    sitemapCheck(site, facts),
    textCheck(pages),
    titleCheck(pages),
    canonicalCheck(pages, site, new Set(facts.entries.flatMap((e) => (e.url ? [comparableUrl(e.url)] : [])))),
    redirectsCheck(seen, facts),
    languageCheck(pages, facts),
    openGraphCheck(pages),
    structuredDataCheck(pages),
    structuredDataMatchCheck(pages, facts),
    headingsCheck(pages),
    imageAltCheck(pages),
    indexingCheck(pages),
    entryFieldsCheck(facts),
    assetAltCheck(facts),
    entryUrlsCheck(wall ? seen : site, facts),
  ]
    .map((c) => {
      if (!wall) return c;
      const reads = READS[c.key];
      if (reads) {
        const fetched = reads(site);
        return fetched.length > 0 && fetched.every(walled) ? notChecked(c.key, c.key === 'entry_urls' ? 'every sampled entry page' : c.key === 'sitemap' ? 'the sitemap' : c.key === 'robots_txt' ? 'robots.txt' : '/llms.txt') : c;
      }
      return PAGE_CHECKS.includes(c.key) && pages.length === 0 ? notChecked(c.key, 'every page read as an AI crawler') : c;
    })
    .sort((a, b) => CHECK_KEYS.indexOf(a.key) - CHECK_KEYS.indexOf(b.key));
  return { passed: checks.filter((c) => c.status === 'pass').length, total: checks.length, checks };
}

/** SPEC: at most one check a minute per site. */
export const CHECK_INTERVAL_MS = 60_000;

/** When the next check may start, given when the last one started. */
export function nextCheckAt(lastStartedAt: string): string {
  return new Date(Date.parse(lastStartedAt) + CHECK_INTERVAL_MS).toISOString();
}
