import { listSome, result, shortUrl } from './result.ts';
import type { CheckResult, Fetched, SiteSnapshot, SpaceFacts } from './types.ts';

/** More redirects than this before a page fails: crawlers follow only a few and each hop costs a round trip. */
export const MAX_REDIRECTS = 3;

const siteHost = (url: string) => new URL(url).host.toLowerCase().replace(/^www\./, '');

function hostOf(url: string): string | null {
  try {
    return siteHost(url);
  } catch {
    return null;
  }
}

/** "/a → 301 → /b → 302 → https://other.example/c" */
function chain(f: Fetched, site: string): string {
  const hops = f.redirects ?? [];
  return [...hops.map((h) => `${shortUrl(h.url, site)} (${h.status})`), shortUrl(f.finalUrl, site)].join(' → ');
}

/**
 * Redirect chains of the home page and the sampled pages, as the reader followed them hop by
 * hop: a loop, more than MAX_REDIRECTS hops, or a page that ends on another host fail (the
 * crawler never reaches the page, or reaches it under another site's name); two or three hops,
 * or a published entry whose sys.url redirects at all, warn (its sys.url, which the sitemap and
 * canonical name, is not where the page lives).
 */
export function redirectsCheck(site: SiteSnapshot, facts: SpaceFacts): CheckResult {
  const host = siteHost(site.url);
  const entryUrls = new Set(facts.entries.flatMap((e) => (e.url ? [e.url] : [])));
  const fetched = [site.home, ...site.pages];
  const loops = fetched.filter((f) => f.failure === 'redirect_loop');
  const endless = fetched.filter((f) => f.failure === 'too_many_redirects' || (f.failure === null && (f.redirects?.length ?? 0) > MAX_REDIRECTS));
  const offSite = fetched.filter((f) => f.status !== null && (f.redirects?.length ?? 0) > 0 && hostOf(f.finalUrl) !== host);
  const failing = [...loops, ...endless, ...offSite];
  const chained = fetched.filter((f) => !failing.includes(f) && f.status !== null && (f.redirects?.length ?? 0) > 1);
  const movedEntries = fetched.filter((f) => !failing.includes(f) && !chained.includes(f) && entryUrls.has(f.url) && (f.redirects?.length ?? 0) === 1);
  const sampled = `${fetched.length} page(s) read`;
  const show = (list: Fetched[]) => list.map((f) => chain(f, site.url));

  if (failing.length > 0) {
    const parts = [
      loops.length ? `a redirect loop on ${listSome(show(loops), 3)}` : '',
      endless.length ? `more than ${MAX_REDIRECTS} redirects on ${listSome(show(endless), 3)}` : '',
      offSite.length ? `a redirect to another host on ${listSome(show(offSite), 3)}` : '',
    ].filter(Boolean);
    const homeAway = offSite.includes(site.home);
    const ask = [
      `In the site's redirect rules (server, CDN or framework config), make each of these URLs answer the page directly or with one redirect to its final address on ${host}: ${listSome(show(failing), 10)}.`,
      loops.length ? ' Break the loops first: two rules sending a URL back and forth (often http↔https or slash↔no slash).' : '',
      homeAway ? ` If the site really moved to ${new URL(site.home.finalUrl).host}, set production_url to that address instead (PATCH ${facts.apiBaseUrl}/api/v1/spaces/${facts.spaceId} {"production_url": "${new URL(site.home.finalUrl).origin}"}).` : '',
    ].join('');
    return result('redirects', 'fail', `Crawlers do not reach the page: ${parts.join('; ')} (${sampled}).`, ask);
  }
  if (chained.length > 0 || movedEntries.length > 0) {
    const parts = [
      chained.length ? `redirect chains of ${[...new Set(chained.map((f) => f.redirects!.length))].sort().join(' or ')} hops on ${listSome(show(chained), 3)}` : '',
      movedEntries.length ? `published entries whose sys.url redirects: ${listSome(show(movedEntries), 3)}` : '',
    ].filter(Boolean);
    const ask = [
      chained.length ? `Collapse each redirect chain into one redirect straight to the final URL: ${listSome(show(chained), 10)}.` : '',
      movedEntries.length ? ` These published entries' sys.url (what the sitemap, canonical and llms.txt name) is not where their page lives: ${listSome(show(movedEntries), 10)}. Make the content type's url_path produce the final address (PATCH ${facts.apiBaseUrl}/api/v1/spaces/${facts.spaceId}/content_types/{api_id} {"url_path": "…"}) or serve the page at sys.url.` : '',
    ].join('').trim();
    return result('redirects', 'warn', `${parts.join('; ')} (${sampled}).`, ask);
  }
  const redirected = fetched.filter((f) => (f.redirects?.length ?? 0) === 1).length;
  return result('redirects', 'pass', `No redirect loops, chains or redirects off ${host}${redirected ? ` (${redirected} page(s) redirect once, within the site)` : ''} (${sampled}).`);
}
