import type { Config } from '../../config.ts';
import { AI_CRAWLER_USER_AGENT, BROWSER_USER_AGENT } from '../../domain/readiness/crawlers.ts';
import { readRobots } from '../../domain/readiness/robots.ts';
import { comparableUrl, readSitemap } from '../../domain/readiness/sitemap.ts';
import type { Fetched, SiteSnapshot } from '../../domain/readiness/types.ts';
import { SiteReader } from '../../integrations/site-reader.ts';

/** Sitemaps read per check: this many named ones (or /sitemap.xml), and this many children of sitemap indexes. */
const MAX_SITEMAPS = 3;
const PAGE_CONCURRENCY = 3;
/** Bytes read from the whole site, and from one answer. */
export const SITE_BYTES = 12 * 1024 * 1024;
export const REQUEST_BYTES = 3 * 1024 * 1024;
const REQUEST_MS = 10_000;

/**
 * Reads the live site as an AI crawler does (GPTBot's user agent), plus the home page once as
 * a browser to compare: home, robots.txt, /llms.txt, the sitemaps, then the sampled entry pages,
 * all under one budget of time and bytes (TESSERA_READINESS_TIMEOUT_MS, SITE_BYTES).
 */
export async function readLiveSite(config: Config, productionUrl: string, entryUrls: readonly string[]): Promise<SiteSnapshot> {
  const reader = new SiteReader(
    { allowPrivate: config.allowPrivateTargets },
    { totalMs: config.readinessTimeoutMs, totalBytes: SITE_BYTES, requestMs: Math.min(REQUEST_MS, config.readinessTimeoutMs), requestBytes: REQUEST_BYTES },
  );
  const root = `${productionUrl.replace(/\/+$/, '')}/`;
  const at = (path: string) => new URL(path, root).href;
  const home = await reader.fetch(root, AI_CRAWLER_USER_AGENT);
  const [homeAsBrowser, robots, llms] = await Promise.all([
    reader.fetch(root, BROWSER_USER_AGENT),
    reader.fetch(at('/robots.txt'), AI_CRAWLER_USER_AGENT, 'text/plain,*/*;q=0.5'),
    reader.fetch(at('/llms.txt'), AI_CRAWLER_USER_AGENT, 'text/markdown,text/plain,*/*;q=0.5'),
  ]);
  const sitemaps = await readSitemaps(reader, robots, at('/sitemap.xml'), home.finalUrl);
  const sample = samplePages(entryUrls, sitemaps, home.finalUrl || root, config.readinessPages);
  const pages: Fetched[] = [];
  for (let i = 0; i < sample.length; i += PAGE_CONCURRENCY) {
    pages.push(...(await Promise.all(sample.slice(i, i + PAGE_CONCURRENCY).map((url) => reader.fetch(url, AI_CRAWLER_USER_AGENT)))));
  }
  // A page the time budget left unread was not read: nothing is judged from it.
  return { url: productionUrl, home, homeAsBrowser, robots, llms, sitemaps, pages: pages.filter((f) => f.failure !== 'budget') };
}

/**
 * The pages a check reads besides the home page: published entries' URLs first (what Tessera
 * can fix), then the sitemap's URLs on the site's own host, up to `limit`, without repeats.
 */
export function samplePages(entryUrls: readonly string[], sitemaps: readonly Fetched[], homeUrl: string, limit: number): string[] {
  const host = new URL(homeUrl).host.toLowerCase().replace(/^www\./, '');
  const seen = new Set<string>([comparableUrl(homeUrl)]);
  const out: string[] = [];
  const listed = sitemaps.filter((f) => f.status !== null && f.status >= 200 && f.status < 300).flatMap((f) => readSitemap(f.body)?.urls ?? []);
  for (const url of [...entryUrls, ...listed]) {
    if (out.length >= limit) break;
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      continue;
    }
    if (u.host.toLowerCase().replace(/^www\./, '') !== host || seen.has(comparableUrl(url))) continue;
    seen.add(comparableUrl(url));
    out.push(url);
  }
  return out;
}

async function readSitemaps(reader: SiteReader, robots: Fetched, fallback: string, homeUrl: string): Promise<Fetched[]> {
  const ok = (f: Fetched) => f.status !== null && f.status >= 200 && f.status < 300;
  const named = ok(robots) ? readRobots(robots.finalUrl, robots.body, homeUrl).sitemaps : [];
  const first = named.length > 0 ? named.slice(0, MAX_SITEMAPS) : [fallback];
  const read: Fetched[] = [];
  for (const url of first) read.push(await reader.fetch(url, AI_CRAWLER_USER_AGENT, 'application/xml,text/xml,*/*;q=0.5'));
  const children = read.filter(ok).flatMap((f) => readSitemap(f.body)?.children ?? []);
  for (const url of children.slice(0, MAX_SITEMAPS)) {
    read.push(await reader.fetch(url, AI_CRAWLER_USER_AGENT, 'application/xml,text/xml,*/*;q=0.5'));
  }
  return read;
}
