import { AI_CRAWLERS } from './crawlers.ts';
import { checkLlmsTxt } from './llms-txt.ts';
import { readPage } from './page.ts';
import { answered, listSome, ok, outcome, result, shortUrl } from './result.ts';
import { readRobots } from './robots.ts';
import { comparableUrl, readSitemap } from './sitemap.ts';
import type { CheckResult, SiteSnapshot, SpaceFacts } from './types.ts';

/** Above this the home page answers too slowly for assistants fetching it for a person. */
export const SLOW_MS = 2000;

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$/i;

export function httpsCheck(site: SiteSnapshot, facts: SpaceFacts): CheckResult {
  // Whether the site works at all: a bot wall that only the crawler hits is crawler_access's finding.
  const home = ok(site.home) || !ok(site.homeAsBrowser) ? site.home : site.homeAsBrowser;
  if (!answered(home)) {
    return result('https', 'fail', `The home page ${site.url} could not be read: ${home.error}.`, `The live site at ${site.url} does not answer: ${home.error}. Make sure it is deployed and reachable from the internet over https, then run the readiness check again.`);
  }
  if (!ok(home)) {
    return result('https', 'fail', `The home page ${site.url} answered ${home.status}.`, `The home page ${site.url} answers HTTP ${home.status}. Fix the site's routing or server so "/" answers 200 with the home page.`);
  }
  const final = new URL(home.finalUrl);
  const local = facts.allowPlainHttpLocally && LOCAL_HOST.test(final.hostname);
  if (final.protocol !== 'https:' && !local) {
    return result('https', 'fail', `The site is served over plain http (${home.finalUrl}), not https.`, `Serve the site over https with a valid certificate and redirect http to https; then set production_url to the https address (PATCH /api/v1/spaces/${facts.spaceId} {"production_url": "https://…"}).`);
  }
  const over = local && final.protocol !== 'https:' ? ' (plain http is accepted only because the site is on a local address and TESSERA_ALLOW_PRIVATE_TARGETS is on)' : '';
  if (home.ms > SLOW_MS) {
    return result('https', 'warn', `The home page answered ${home.status} but took ${home.ms} ms (over ${SLOW_MS} ms)${over}.`, `The home page takes ${home.ms} ms to load. Make it answer in well under ${SLOW_MS} ms: pre-render or cache it (static generation, CDN caching), and avoid slow work per request.`);
  }
  return result('https', 'pass', `The home page answered ${home.status} in ${home.ms} ms${over}.`);
}

export function robotsCheck(site: SiteSnapshot): CheckResult {
  const robots = site.robots;
  if (robots.status === 404 || robots.status === 410) {
    return result('robots_txt', 'pass', 'There is no robots.txt (404), so every crawler may read the site.');
  }
  if (!answered(robots) || (robots.status !== null && robots.status >= 500)) {
    return result('robots_txt', 'fail', `robots.txt ${outcome(robots)}; crawlers then treat the whole site as disallowed.`, 'Make /robots.txt answer 200 with the rules (or 404 when there are none); a 5xx or an unreachable robots.txt makes crawlers treat the whole site as disallowed.');
  }
  if (!ok(robots)) return result('robots_txt', 'pass', `robots.txt answered ${robots.status}, which crawlers treat as no rules: every crawler may read the site.`);
  const { blocked, signalsNo } = readRobots(robots.finalUrl, robots.body, site.home.finalUrl || site.url);
  const answersRefused = signalsNo.filter((k) => k === 'ai-input' || k === 'search');
  if (blocked.length === 0 && answersRefused.length > 0) {
    return result(
      'robots_txt',
      'warn',
      `robots.txt lets all ${AI_CRAWLERS.length} AI crawlers in, but its content signals say ${answersRefused.map((k) => `${k}=no`).join(', ')}: the site asks not to be used ${answersRefused.includes('ai-input') ? 'to ground AI answers' : 'in search results'}, so AI search may leave it out.`,
      `In the site's robots.txt, change the Content-Signal line to "search=yes, ai-input=yes" (keep "ai-train=no" if training is what you mean to refuse), unless keeping the site out of AI answers is intended.`,
    );
  }
  if (blocked.length === 0) return result('robots_txt', 'pass', `robots.txt lets all ${AI_CRAWLERS.length} AI crawlers read the home page${signalsNo.length ? ` (content signals refuse only ${signalsNo.join(', ')})` : ''}.`);
  const names = blocked.map((c) => `${c.token} (${c.operator}, ${c.purpose})`);
  const ask = `In the site's robots.txt, stop blocking ${blocked.map((c) => c.token).join(', ')}: remove their Disallow rules (or the "User-agent: *" Disallow that covers them) or add a group "User-agent: ${blocked[0].token}" with "Allow: /". Keep a block only where it is meant (training crawlers).`;
  if (blocked.some((c) => c.purpose !== 'training')) {
    return result('robots_txt', 'fail', `robots.txt blocks ${blocked.length} AI crawler(s) from the home page: ${names.join(', ')}. Blocking search and user agents keeps the site out of AI answers.`, ask);
  }
  return result('robots_txt', 'warn', `robots.txt blocks ${blocked.length} AI training crawler(s): ${names.join(', ')}. AI search and user agents may read the site; remove these blocks unless keeping the site out of model training is intended.`, ask);
}

export const CHALLENGE = /(cf-chl|challenge-platform|just a moment\.\.\.|attention required|captcha|access denied|verify you are (a )?human|checking your browser|bot protection|ddos-guard|px-captcha|perimeterx|datadome)/i;

export function crawlerAccessCheck(site: SiteSnapshot): CheckResult {
  const ai = site.home;
  const browser = site.homeAsBrowser;
  const ask = `Requests with an AI crawler's user agent (e.g. "${'GPTBot'}") are treated differently from browsers. In the CDN/firewall/bot-protection settings of the site, allow verified AI crawlers (GPTBot, OAI-SearchBot, ChatGPT-User, ClaudeBot, Claude-SearchBot, Claude-User, PerplexityBot, Perplexity-User) so they get the same 200 page as browsers, without a challenge.`;
  if (!ok(browser)) return result('crawler_access', 'fail', `Even a browser did not get the home page (${outcome(browser)}), so the crawler's view cannot be compared.`, 'Make the home page answer 200 to browsers first (see the https check), then run the check again.');
  if (!ok(ai)) {
    return result('crawler_access', 'fail', `A browser got ${browser.status}, but the AI crawler user agent ${outcome(ai)}: a bot wall keeps AI crawlers out. It is fixed in the CDN or firewall (bot protection) settings, not in the site's pages; the checks that read pages as a crawler could not run.`, ask);
  }
  const aiFacts = readPage(ai.body);
  const browserFacts = readPage(browser.body);
  const challenged = CHALLENGE.test(ai.body.slice(0, 200_000)) && !CHALLENGE.test(browser.body.slice(0, 200_000));
  if (challenged) return result('crawler_access', 'fail', "The AI crawler user agent got a challenge or bot-check page instead of the home page a browser gets: a bot wall. It is fixed in the CDN or firewall (bot protection) settings, not in the site's pages; the checks that read pages as a crawler could not run.", ask);
  if (browserFacts.words >= 50 && aiFacts.words < browserFacts.words / 2) {
    return result('crawler_access', 'warn', `The AI crawler user agent got much less text than a browser (${aiFacts.words} words against ${browserFacts.words}).`, ask);
  }
  return result('crawler_access', 'pass', `The AI crawler user agent got the same page as a browser (status ${ai.status}, ${aiFacts.words} words).`);
}

export function llmsTxtCheck(site: SiteSnapshot): CheckResult {
  const llms = site.llms;
  const ask = 'Add /llms.txt to the site (llmstxt.org): serve it as text/markdown with "# <site name>", a "> one-line summary", then "## <Section>" headings each followed by "- [Page title](absolute URL): what it holds" lines for the most useful pages (they can be generated at build time from the published entries\' sys.url).';
  if (llms.status === 404 || llms.status === 410) return result('llms_txt', 'warn', '/llms.txt is missing (404).', ask);
  if (!ok(llms)) return result('llms_txt', 'fail', `/llms.txt ${outcome(llms)}.`, ask);
  const verdict = checkLlmsTxt(llms.body);
  if (verdict.errors.length > 0) {
    return result('llms_txt', 'fail', `/llms.txt is not well formed: ${verdict.errors.join('; ')}.`, `Fix /llms.txt: ${verdict.errors.join('; ')}. ${ask}`);
  }
  if (verdict.warnings.length > 0) return result('llms_txt', 'warn', `/llms.txt is present but ${verdict.warnings.join('; ')}.`, `Complete /llms.txt: add ${verdict.warnings.join('; ')}.`);
  return result('llms_txt', 'pass', `/llms.txt is well formed, with ${verdict.links} link(s).`);
}

export function sitemapCheck(site: SiteSnapshot, facts: SpaceFacts): CheckResult {
  const read = site.sitemaps.filter(ok).map((f) => readSitemap(f.body));
  const listed = new Set(read.flatMap((s) => (s ? s.urls : [])).map(comparableUrl));
  const urls = facts.entries.flatMap((e) => (e.url ? [e.url] : []));
  const ask = `Generate a sitemap.xml from the published entries (their sys.url; list them with GET /api/v1/spaces/${facts.spaceId}/entries), regenerate it on every deploy, and name it in robots.txt ("Sitemap: ${facts.productionUrl}/sitemap.xml").`;
  if (!read.some((s) => s !== null)) {
    const tried = site.sitemaps.map((f) => `${shortUrl(f.url, facts.productionUrl)} ${outcome(f)}`).join('; ');
    return result('sitemap', 'fail', `No sitemap was found${tried ? ` (${tried})` : ''}.`, ask);
  }
  const missing = urls.filter((u) => !listed.has(comparableUrl(u)));
  if (missing.length > 0) {
    return result(
      'sitemap',
      'warn',
      `The sitemap lists ${listed.size} URL(s) but misses ${missing.length} of the ${urls.length} published entry URL(s): ${listSome(missing.map((u) => shortUrl(u, facts.productionUrl)))}.`,
      `Add the missing published pages to the sitemap (${listSome(missing, 10)}); best, build it from every published entry's sys.url on each deploy.`,
    );
  }
  return result('sitemap', 'pass', `The sitemap lists ${listed.size} URL(s), including all ${urls.length} published entry URL(s).`);
}
