import { directives, readPage, type PageFacts } from './page.ts';
import { isHtml, listSome, result, shortUrl } from './result.ts';
import { comparableUrl } from './sitemap.ts';
import type { CheckResult, SiteSnapshot, SpaceFacts } from './types.ts';

/** A page read as HTML: where it is (short form for details) and what it holds. */
export interface ReadPage {
  path: string;
  /** Where the page was found (after redirects), and the URL it was asked for. */
  url: string;
  requested: string;
  facts: PageFacts;
  xRobotsTag: string | null;
  isHome: boolean;
}

/** The home page and the sampled entry pages that answered with HTML. */
export function readPages(site: SiteSnapshot): ReadPage[] {
  const fetched = [{ f: site.home, isHome: true }, ...site.pages.map((f) => ({ f, isHome: false }))];
  return fetched.filter(({ f }) => isHtml(f)).map(({ f, isHome }) => ({ path: shortUrl(f.url, site.url), url: f.finalUrl, requested: f.url, facts: readPage(f.body), xRobotsTag: f.xRobotsTag, isHome }));
}

const noPages = (key: Parameters<typeof result>[0]) => result(key, 'fail', 'No page of the site could be read as HTML, so this could not be checked.', 'Make the home page answer 200 with HTML (see the https check), then run the check again.');

/** "on /a, /b and 3 more (of 6 pages)" */
const on = (pages: ReadPage[], of: number) => `on ${listSome(pages.map((p) => p.path))} (${pages.length} of ${of} page${of === 1 ? '' : 's'})`;

/** Below this many words a page is a shell, not content. */
export const MIN_WORDS = 50;

export function textCheck(pages: ReadPage[]): CheckResult {
  if (pages.length === 0) return noPages('text_without_js');
  const thin = pages.filter((p) => p.facts.words < MIN_WORDS);
  const shells = thin.filter((p) => p.facts.scripts > 0);
  const ask = `Render page content on the server or at build time (SSR or static generation) so the HTML itself holds the text; today these pages carry fewer than ${MIN_WORDS} words before JavaScript runs: ${listSome(thin.map((p) => p.path), 10)}.`;
  if (shells.length > 0) return result('text_without_js', 'fail', `Without JavaScript, the pages are nearly empty app shells ${on(shells, pages.length)}: fewer than ${MIN_WORDS} words in the HTML.`, ask);
  if (thin.length > 0) return result('text_without_js', 'warn', `Little text (under ${MIN_WORDS} words) ${on(thin, pages.length)}.`, ask);
  return result('text_without_js', 'pass', `All ${pages.length} page(s) hold their text in the HTML (${Math.min(...pages.map((p) => p.facts.words))} words or more each).`);
}

export function titleCheck(pages: ReadPage[]): CheckResult {
  if (pages.length === 0) return noPages('title_description');
  const noTitle = pages.filter((p) => !p.facts.title);
  const noDescription = pages.filter((p) => !p.facts.description);
  const ask = `In the site's page templates, render <title> and <meta name="description" content="…"> in the head of every page from the entry's title and description fields. Missing: ${[...noTitle.map((p) => `title on ${p.path}`), ...noDescription.map((p) => `description on ${p.path}`)].slice(0, 12).join(', ')}.`;
  if (noTitle.length > 0) return result('title_description', 'fail', `No <title> ${on(noTitle, pages.length)}${noDescription.length ? `; no meta description ${on(noDescription, pages.length)}` : ''}.`, ask);
  if (noDescription.length > 0) return result('title_description', 'warn', `No meta description ${on(noDescription, pages.length)}.`, ask);
  return result('title_description', 'pass', `All ${pages.length} page(s) have a title and a meta description.`);
}

/** Where a page's canonical points, comparable with comparableUrl; null when it is not a URL. */
function canonicalOf(p: ReadPage): string | null {
  try {
    return comparableUrl(new URL(p.facts.canonical!, p.url).href);
  } catch {
    return null;
  }
}

/**
 * A published entry's page naming another page of the site as canonical (often every page
 * pointing at the home page, a template bug) asks search engines and AI search to index and
 * cite that page instead of the entry.
 */
function entryPagesCanonicalElsewhere(pages: ReadPage[], entryUrls: ReadonlySet<string>): ReadPage[] {
  return pages.filter((p) => {
    if (!p.facts.canonical || !entryUrls.has(comparableUrl(p.requested))) return false;
    const to = canonicalOf(p);
    return to !== null && to !== comparableUrl(p.url) && to !== comparableUrl(p.requested);
  });
}

export function canonicalCheck(pages: ReadPage[], site: SiteSnapshot, entryUrls: ReadonlySet<string> = new Set()): CheckResult {
  if (pages.length === 0) return noPages('canonical');
  const host = new URL(site.home.finalUrl || site.url).host;
  const missing = pages.filter((p) => !p.facts.canonical);
  const elsewhere = pages.filter((p) => {
    if (!p.facts.canonical) return false;
    try {
      return new URL(p.facts.canonical, p.url).host !== host;
    } catch {
      return true;
    }
  });
  if (elsewhere.length > 0) {
    const where = elsewhere.map((p) => `${p.path} → ${p.facts.canonical}`);
    return result('canonical', 'fail', `The canonical URL points away from ${host} on ${listSome(where)}.`, `Fix <link rel="canonical"> so each page names its own production URL on ${host} (the entry's sys.url), not another host such as a staging address: ${listSome(where, 10)}.`);
  }
  const another = entryPagesCanonicalElsewhere(pages, entryUrls);
  if (another.length > 0) {
    const where = another.map((p) => `${p.path} → ${shortUrl(new URL(p.facts.canonical!, p.url).href, site.url)}`);
    return result('canonical', 'warn', `Published entry pages name another page as canonical, so search and AI search index and cite that page instead: ${listSome(where)}${missing.length ? `; no <link rel="canonical"> ${on(missing, pages.length)}` : ''}.`, `In the page templates, make <link rel="canonical"> name each page's own URL (the entry's sys.url), not a fixed or parent URL: ${listSome(where, 10)}.`);
  }
  if (missing.length > 0) return result('canonical', 'warn', `No <link rel="canonical"> ${on(missing, pages.length)}.`, `Render <link rel="canonical" href="<the page's production URL>"> in the head of every page template; missing on ${listSome(missing.map((p) => p.path), 10)}.`);
  return result('canonical', 'pass', `All ${pages.length} page(s) name a canonical URL on ${host}.`);
}

const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0];

export function languageCheck(pages: ReadPage[], facts: SpaceFacts): CheckResult {
  if (pages.length === 0) return noPages('language');
  const ours = new Set(facts.locales.map(primary));
  const noLang = pages.filter((p) => !p.facts.lang);
  const foreign = pages.filter((p) => p.facts.lang && !ours.has(primary(p.facts.lang)));
  const home = pages.find((p) => p.isHome);
  const homeMismatch = home?.facts.lang && ours.has(primary(home.facts.lang)) && primary(home.facts.lang) !== primary(facts.defaultLocale) ? home : undefined;
  const problems: string[] = [];
  if (noLang.length) problems.push(`no <html lang> ${on(noLang, pages.length)}`);
  if (foreign.length) problems.push(`<html lang> is not a language of the site (${facts.locales.join(', ')}) on ${listSome(foreign.map((p) => `${p.path} (${p.facts.lang})`))}`);
  if (homeMismatch) problems.push(`the home page says lang="${homeMismatch.facts.lang}" but the site's default language is ${facts.defaultLocale}`);
  const missingAlternates = facts.locales.length > 1 && home ? facts.locales.filter((code) => !home.facts.hreflangs.some((h) => h === code.toLowerCase() || primary(h) === primary(code))) : [];
  if (missingAlternates.length) problems.push(`the home page has no hreflang alternate for ${missingAlternates.join(', ')}`);
  const ask = `In the site's layout, set <html lang="…"> to each page's language (the site's languages: ${facts.locales.join(', ')}; default ${facts.defaultLocale})${facts.locales.length > 1 ? ', and add <link rel="alternate" hreflang="<code>" href="<URL of that translation>"> for every language (plus hreflang="x-default")' : ''}. Found: ${problems.join('; ')}.`;
  if (noLang.length || foreign.length) return result('language', 'fail', `${problems.join('; ')}.`, ask);
  if (problems.length) return result('language', 'warn', `${problems.join('; ')}.`, ask);
  return result('language', 'pass', `Every page declares a language of the site${facts.locales.length > 1 ? ', and the home page links its translations with hreflang' : ''}.`);
}

const OG = ['og:title', 'og:description', 'og:image'];

export function openGraphCheck(pages: ReadPage[]): CheckResult {
  if (pages.length === 0) return noPages('open_graph');
  const lacking = pages.map((p) => ({ p, missing: OG.filter((k) => !p.facts.openGraph[k]) })).filter((x) => x.missing.length > 0);
  if (lacking.length > 0) {
    const where = lacking.map((x) => `${x.p.path} (${x.missing.join(', ')})`);
    return result('open_graph', 'warn', `Open Graph tags are missing on ${listSome(where)}.`, `Render <meta property="og:title">, <meta property="og:description"> and <meta property="og:image" content="<absolute image URL>"> in every page template from the entry's title, description and main image. Missing: ${listSome(where, 10)}.`);
  }
  return result('open_graph', 'pass', `All ${pages.length} page(s) have og:title, og:description and og:image.`);
}

export function structuredDataCheck(pages: ReadPage[]): CheckResult {
  if (pages.length === 0) return noPages('structured_data');
  const broken = pages.filter((p) => p.facts.jsonLd.some((j) => 'error' in j));
  const types = [...new Set(pages.flatMap((p) => p.facts.jsonLd.flatMap((j) => ('types' in j ? j.types : []))))];
  const withData = pages.filter((p) => p.facts.jsonLd.some((j) => 'types' in j));
  if (broken.length > 0) {
    const why = broken.map((p) => `${p.path}: ${p.facts.jsonLd.flatMap((j) => ('error' in j ? [j.error] : []))[0]}`);
    return result('structured_data', 'fail', `A JSON-LD block does not parse on ${listSome(why)}.`, `Fix the <script type="application/ld+json"> blocks so they are valid JSON (generate them with JSON.stringify rather than string templates): ${listSome(why, 10)}.`);
  }
  if (withData.length === 0) return result('structured_data', 'warn', `No JSON-LD structured data on any of the ${pages.length} page(s).`, 'Add <script type="application/ld+json"> with schema.org data to the page templates: Organization or WebSite on the home page, Article/BlogPosting, Product or FAQPage on entry pages, built from the entry fields.');
  return result('structured_data', 'pass', `JSON-LD found on ${withData.length} of ${pages.length} page(s), with @type ${types.join(', ') || '(none named)'}.`);
}

export function headingsCheck(pages: ReadPage[]): CheckResult {
  if (pages.length === 0) return noPages('headings');
  const badH1 = pages.filter((p) => p.facts.headings.filter((h) => h === 1).length !== 1);
  const skipped = pages.filter((p) => p.facts.headings.some((h, i) => i > 0 && h > p.facts.headings[i - 1] + 1));
  const describe = (p: ReadPage) => `${p.path} (${p.facts.headings.filter((h) => h === 1).length} h1)`;
  const ask = `In the site's page templates, give every page exactly one <h1> (the entry title) and nest the other headings without skipping levels (h2 under h1, h3 under h2). Found: ${[...badH1.map(describe), ...skipped.map((p) => `${p.path} skips a level (${p.facts.headings.map((h) => `h${h}`).join(' ')})`)].slice(0, 10).join('; ')}.`;
  if (badH1.length > 0) return result('headings', 'fail', `Not exactly one h1 on ${listSome(badH1.map(describe))}.`, ask);
  if (skipped.length > 0) return result('headings', 'warn', `Heading levels are skipped ${on(skipped, pages.length)}.`, ask);
  return result('headings', 'pass', `All ${pages.length} page(s) have one h1 and headings in order.`);
}

export function imageAltCheck(pages: ReadPage[]): CheckResult {
  if (pages.length === 0) return noPages('image_alt');
  const images = pages.reduce((n, p) => n + p.facts.images, 0);
  const lacking = pages.filter((p) => p.facts.imagesWithoutAlt.length > 0);
  if (lacking.length > 0) {
    const srcs = lacking.flatMap((p) => p.facts.imagesWithoutAlt.map((src) => `${src} on ${p.path}`));
    return result('image_alt', 'fail', `${srcs.length} of ${images} image(s) have no alt attribute: ${listSome(srcs)}.`, `In the site's templates, render alt="<the asset's fields.alt>" on every <img> (alt="" only for decoration). Without alt: ${listSome(srcs, 10)}.`);
  }
  return result('image_alt', 'pass', images === 0 ? 'No images on the sampled pages.' : `All ${images} image(s) on the sampled pages have an alt attribute.`);
}

const BLOCKING = new Set(['noindex', 'none', 'noai', 'noimageai']);

/** Below this many characters a snippet is too short for an AI answer to quote the page. */
export const MIN_SNIPPET_CHARS = 50;

export function indexingCheck(pages: ReadPage[]): CheckResult {
  if (pages.length === 0) return noPages('indexing');
  const on = (p: ReadPage, pick: (d: string) => boolean) => {
    const meta = p.facts.robotsMeta.filter(pick);
    const header = directives(p.xRobotsTag ?? '').map((d) => d.replace(/^[a-z0-9_-]+:(?=(noindex|none|noai|noimageai|nosnippet|max-snippet:))/, '')).filter(pick);
    return meta.length || header.length ? [`${p.path} (${[...new Set([...meta.map((d) => `meta ${d}`), ...header.map((d) => `X-Robots-Tag ${d}`)])].join(', ')})`] : [];
  };
  const hits = pages.flatMap((p) => on(p, (d) => BLOCKING.has(d)));
  if (hits.length > 0) {
    return result('indexing', 'fail', `Published pages tell crawlers to stay away: ${listSome(hits)}.`, `Remove noindex/none/noai/noimageai from the production pages (robots meta tags and X-Robots-Tag headers), keeping them only on the staging site: ${listSome(hits, 10)}.`);
  }
  // What decides whether AI search may quote a page: no snippet at all, or one too short to quote.
  const snippet = (d: string) => {
    if (d === 'nosnippet') return 'none';
    const m = /^max-snippet:(-?\d+)$/.exec(d);
    if (!m) return null;
    const n = Number(m[1]);
    return n === 0 ? 'none' : n > 0 && n < MIN_SNIPPET_CHARS ? 'short' : null;
  };
  const unquotable = pages.flatMap((p) => on(p, (d) => snippet(d) === 'none'));
  const ask = (list: string[]) => `Remove nosnippet and max-snippet limits (or set max-snippet:-1) from the production pages' robots meta tags and X-Robots-Tag headers, unless keeping them out of AI answers is intended: ${listSome(list, 10)}.`;
  if (unquotable.length > 0) return result('indexing', 'fail', `Published pages forbid snippets, so AI search may not quote them: ${listSome(unquotable)}.`, ask(unquotable));
  const short = pages.flatMap((p) => on(p, (d) => snippet(d) === 'short'));
  if (short.length > 0) return result('indexing', 'warn', `Published pages allow only snippets under ${MIN_SNIPPET_CHARS} characters, too short for AI answers to quote: ${listSome(short)}.`, ask(short));
  return result('indexing', 'pass', `None of the ${pages.length} page(s) carry noindex, noai, nosnippet or a short max-snippet.`);
}
