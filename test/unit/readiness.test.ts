import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readPage } from '../../src/domain/readiness/page.ts';
import { readRobots } from '../../src/domain/readiness/robots.ts';
import { checkLlmsTxt } from '../../src/domain/readiness/llms-txt.ts';
import { comparableUrl, readSitemap } from '../../src/domain/readiness/sitemap.ts';
import { isDescriptionField } from '../../src/domain/readiness/entry-facts.ts';
import { crawlerAccessCheck, httpsCheck, llmsTxtCheck, robotsCheck, sitemapCheck } from '../../src/domain/readiness/site-checks.ts';
import { canonicalCheck, headingsCheck, indexingCheck, languageCheck, readPages, textCheck, titleCheck } from '../../src/domain/readiness/page-checks.ts';
import { assetAltCheck, descriptionFromText, entryFieldsCheck, entryUrlsCheck, titleFromSlug } from '../../src/domain/readiness/content-checks.ts';
import { redirectsCheck } from '../../src/domain/readiness/redirect-checks.ts';
import { findDataMismatches, sameValue, structuredDataMatchCheck } from '../../src/domain/readiness/structured-data-match.ts';
import { nextCheckAt, runChecks } from '../../src/domain/readiness/run-checks.ts';
import { samplePages } from '../../src/app/readiness/read-live-site.ts';
import { sitemapXml } from '../support/fake-site.ts';
import type { CheckResult, Fetched, PublishedEntryFacts, SiteSnapshot, SpaceFacts } from '../../src/domain/readiness/types.ts';
import { readinessChange } from '../../src/domain/readiness/changes.ts';

const SITE = 'https://www.example.com';
const WORDS = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
const GOOD = `<!doctype html><html lang="en"><head><title>T</title><meta name="description" content="D"><link rel="canonical" href="${SITE}/"></head><body><h1>T</h1><p>${WORDS}</p></body></html>`;

function fetched(o: Partial<Fetched> = {}): Fetched {
  const url = o.url ?? `${SITE}/`;
  return { url, finalUrl: url, status: 200, failure: null, error: null, ms: 120, contentType: 'text/html; charset=utf-8', xRobotsTag: null, body: GOOD, ...o };
}

function snapshot(o: Partial<SiteSnapshot> = {}): SiteSnapshot {
  return {
    url: SITE,
    home: fetched(),
    homeAsBrowser: fetched(),
    robots: fetched({ url: `${SITE}/robots.txt`, status: 404, contentType: 'text/plain', body: '' }),
    llms: fetched({ url: `${SITE}/llms.txt`, contentType: 'text/markdown', body: '# Site\n\n> About.\n\n## Docs\n\n- [A](https://www.example.com/a): a\n' }),
    sitemaps: [],
    pages: [],
    ...o,
  };
}

function entry(o: Partial<PublishedEntryFacts> & { id: string }): PublishedEntryFacts {
  return { contentType: 'post', url: null, titleField: 'title', title: 'A title', descriptionFields: [], assetIds: [], ...o };
}

function facts(o: Partial<SpaceFacts> = {}): SpaceFacts {
  return { spaceId: 'site', apiBaseUrl: 'https://cms.test', productionUrl: SITE, defaultLocale: 'en', locales: ['en'], entries: [], assets: [], allowPlainHttpLocally: false, ...o };
}

describe('readiness: reading a page (parse5)', () => {
  const cases: Array<[string, string, (f: ReturnType<typeof readPage>) => unknown, unknown]> = [
    ['title, whitespace folded', '<title>  A \n title </title>', (f) => f.title, 'A title'],
    ['a <title> written in the body still lands as the document title', '<body><title>Late</title><p>x</p>', (f) => f.title, 'Late'],
    ['meta description', '<meta name="Description" content=" Hi ">', (f) => f.description, 'Hi'],
    ['canonical among several rels', '<link rel="preload canonical" href="/x">', (f) => f.canonical, '/x'],
    ['html lang', '<html lang="de-AT"><p>x', (f) => f.lang, 'de-AT'],
    ['hreflang alternates, lower-cased', '<link rel="alternate" hreflang="EN" href="/"><link rel="alternate" hreflang="de" href="/de">', (f) => f.hreflangs, ['en', 'de']],
    ['og by property or name', '<meta property="og:title" content="T"><meta name="og:image" content="i.png"><meta property="og:description" content="">', (f) => f.openGraph, { 'og:title': 'T', 'og:image': 'i.png' }],
    ['JSON-LD @type from arrays and @graph', '<script type="application/ld+json">{"@graph":[{"@type":["Article","NewsArticle"]},{"@type":"Person"}]}</script>', (f) => f.jsonLd, [{ types: ['Article', 'NewsArticle', 'Person'] }]],
    ['JSON-LD that does not parse', '<script type="application/ld+json">{"@type":</script>', (f) => 'error' in f.jsonLd[0], true],
    ['headings in order', '<h1>a</h1><section><h2>b</h2><h4>c</h4></section>', (f) => f.headings, [1, 2, 4]],
    ['images: missing alt counted, alt="" is decorative', '<img src="a.png"><img src="b.png" alt=""><img src="c.png" alt="C">', (f) => [f.images, f.imagesWithoutAlt], [3, ['a.png']]],
    ['robots metas, also crawler-specific ones', '<meta name="robots" content="index, follow"><meta name="GPTBot" content="noai">', (f) => f.robotsMeta, ['index', 'follow', 'noai']],
    ['words: scripts, styles, noscript and hidden text do not count', '<body><p>one two</p><script>var a = "x y z"</script><style>p{}</style><noscript>enable js please</noscript><div hidden>secret words</div></body>', (f) => f.words, 2],
    ['scripts counted', '<script src="/app.js"></script><script>1</script>', (f) => f.scripts, 2],
  ];
  for (const [name, html, pick, expected] of cases) it(name, () => assert.deepEqual(pick(readPage(html)), expected));
});

describe('readiness: robots.txt for AI crawlers (robots-parser)', () => {
  const blocked = (txt: string) => readRobots(`${SITE}/robots.txt`, txt, `${SITE}/`).blocked.map((c) => c.token);
  const cases: Array<[string, string, string[]]> = [
    ['empty file allows everyone', '', []],
    ['a wildcard Disallow blocks all 13', 'User-agent: *\nDisallow: /', ['GPTBot', 'OAI-SearchBot', 'ChatGPT-User', 'ClaudeBot', 'Claude-SearchBot', 'Claude-User', 'PerplexityBot', 'Perplexity-User', 'Google-Extended', 'Applebot-Extended', 'CCBot', 'Meta-ExternalAgent', 'Bytespider']],
    ['a named group overrides the wildcard', 'User-agent: *\nDisallow: /\n\nUser-agent: GPTBot\nUser-agent: ClaudeBot\nAllow: /', ['OAI-SearchBot', 'ChatGPT-User', 'Claude-SearchBot', 'Claude-User', 'PerplexityBot', 'Perplexity-User', 'Google-Extended', 'Applebot-Extended', 'CCBot', 'Meta-ExternalAgent', 'Bytespider']],
    ['tokens match case-insensitively', 'user-agent: gptbot\ndisallow: /', ['GPTBot']],
    ['a Disallow of another path does not block the home page', 'User-agent: CCBot\nDisallow: /private/', []],
    ['the longest match wins', 'User-agent: Bytespider\nDisallow: /\nAllow: /$', []],
  ];
  for (const [name, txt, expected] of cases) it(name, () => assert.deepEqual(blocked(txt), expected));
  it('reads Sitemap lines', () => assert.deepEqual(readRobots(`${SITE}/robots.txt`, `Sitemap: ${SITE}/s.xml`, `${SITE}/`).sitemaps, [`${SITE}/s.xml`]));
});

describe('readiness: llms.txt (llmstxt.org)', () => {
  const cases: Array<[string, string, number, number]> = [
    ['complete', '# Site\n\n> Summary.\n\n## Docs\n\n- [A](https://x/a): notes\n- [B](https://x/b)\n', 0, 0],
    ['an HTML page', '<!DOCTYPE html><html><body>app</body></html>', 1, 0],
    ['no H1 first', '## Docs\n\n- [A](https://x/a)\n', 1, 1],
    ['two H1s', '# A\n\n> s\n\n# B\n\n## Docs\n\n- [A](https://x/a)\n', 1, 0],
    ['only the H1', '# Site\n', 0, 2],
    ['a section item without a link', '# Site\n\n> s\n\n## Docs\n\n- just words\n- [A](https://x/a)\n', 0, 1],
  ];
  for (const [name, text, errors, warnings] of cases) {
    it(name, () => {
      const v = checkLlmsTxt(text);
      assert.deepEqual([v.errors.length, v.warnings.length], [errors, warnings], JSON.stringify(v));
    });
  }
});

describe('readiness: sitemaps', () => {
  it('reads a urlset, a one-url urlset and an index', () => {
    assert.deepEqual(readSitemap('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc> https://a/x </loc></url><url><loc>https://a/y</loc></url></urlset>'), { urls: ['https://a/x', 'https://a/y'], children: [] });
    assert.deepEqual(readSitemap('<urlset><url><loc>https://a/x</loc></url></urlset>'), { urls: ['https://a/x'], children: [] });
    assert.deepEqual(readSitemap('<sitemapindex><sitemap><loc>https://a/s1.xml</loc></sitemap></sitemapindex>'), { urls: [], children: ['https://a/s1.xml'] });
    assert.equal(readSitemap('<html><body>nope</body></html>'), null);
    assert.equal(readSitemap('not xml at all <<<'), null);
  });
  it('compares URLs whatever their trailing slash, host case and fragment', () => {
    assert.equal(comparableUrl('https://A.example/blog/x/#top'), comparableUrl('https://a.example/blog/x'));
    assert.notEqual(comparableUrl('https://a.example/blog/x?p=1'), comparableUrl('https://a.example/blog/x'));
  });
});

describe('readiness: site checks', () => {
  const cases: Array<[string, () => { status: string; detail: string }, string, RegExp]> = [
    ['https: passes fast https', () => httpsCheck(snapshot(), facts()), 'pass', /answered 200 in 120 ms/],
    ['https: slow is a warning', () => httpsCheck(snapshot({ home: fetched({ ms: 4200 }) }), facts()), 'warn', /took 4200 ms/],
    ['https: plain http fails', () => httpsCheck(snapshot({ home: fetched({ url: 'http://www.example.com/', finalUrl: 'http://www.example.com/' }) }), facts()), 'fail', /plain http/],
    ['https: plain http on a local address passes with the dev switch', () => httpsCheck(snapshot({ home: fetched({ finalUrl: 'http://127.0.0.1:8080/' }) }), facts({ allowPlainHttpLocally: true })), 'pass', /local address/],
    ['https: plain http on a public host fails even with the dev switch', () => httpsCheck(snapshot({ home: fetched({ finalUrl: 'http://www.example.com/' }) }), facts({ allowPlainHttpLocally: true })), 'fail', /plain http/],
    ['https: 500 fails', () => httpsCheck(snapshot({ home: fetched({ status: 500 }), homeAsBrowser: fetched({ status: 500 }) }), facts()), 'fail', /answered 500/],
    ['https: no answer fails with the reason', () => httpsCheck(snapshot({ home: fetched({ status: null, failure: 'network', error: 'connection refused' }), homeAsBrowser: fetched({ status: null, error: 'connection refused' }) }), facts()), 'fail', /connection refused/],
    ['robots: 404 means no rules', () => robotsCheck(snapshot()), 'pass', /no robots\.txt/],
    ['robots: 503 fails (crawlers treat it as disallow all)', () => robotsCheck(snapshot({ robots: fetched({ status: 503 }) })), 'fail', /answered 503/],
    ['robots: only training crawlers blocked is a warning', () => robotsCheck(snapshot({ robots: fetched({ url: `${SITE}/robots.txt`, body: 'User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /' }) })), 'warn', /GPTBot \(OpenAI, training\), CCBot/],
    ['robots: content signals refusing ai-input are a warning', () => robotsCheck(snapshot({ robots: fetched({ url: `${SITE}/robots.txt`, body: 'User-agent: *\nContent-Signal: search=yes, ai-input=no, ai-train=no\nAllow: /' }) })), 'warn', /ai-input=no/],
    ['robots: content signals refusing only training pass', () => robotsCheck(snapshot({ robots: fetched({ url: `${SITE}/robots.txt`, body: 'User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: /' }) })), 'pass', /refuse only ai-train/],
    ['robots: a user agent blocked fails', () => robotsCheck(snapshot({ robots: fetched({ url: `${SITE}/robots.txt`, body: 'User-agent: Claude-User\nDisallow: /' }) })), 'fail', /Claude-User \(Anthropic, user\)/],
    ['crawler access: much less text for the crawler', () => crawlerAccessCheck(snapshot({ home: fetched({ body: '<p>short</p>' }) })), 'warn', /1 words against 61/],
    ['crawler access: 429 for the crawler', () => crawlerAccessCheck(snapshot({ home: fetched({ status: 429 }) })), 'fail', /answered 429/],
    ['llms.txt: missing is a warning', () => llmsTxtCheck(snapshot({ llms: fetched({ status: 404 }) })), 'warn', /missing/],
    ['llms.txt: well formed', () => llmsTxtCheck(snapshot()), 'pass', /1 link/],
    ['sitemap: none', () => sitemapCheck(snapshot({ sitemaps: [fetched({ url: `${SITE}/sitemap.xml`, status: 404 })] }), facts()), 'fail', /\/sitemap\.xml answered 404/],
    [
      'sitemap: all published URLs listed (trailing slash ignored)',
      () => sitemapCheck(snapshot({ sitemaps: [fetched({ body: `<urlset><url><loc>${SITE}/a/</loc></url></urlset>` })] }), facts({ entries: [entry({ id: 'e1', url: `${SITE}/a` })] })),
      'pass',
      /all 1 published/,
    ],
  ];
  for (const [name, run, status, detail] of cases) {
    it(name, () => {
      const r = run();
      assert.equal(r.status, status, r.detail);
      assert.match(r.detail, detail);
    });
  }
});

describe('readiness: page checks', () => {
  const pages = (html: string, o: Partial<Fetched> = {}) => readPages(snapshot({ home: fetched({ body: html, ...o }) }));
  const cases: Array<[string, () => { status: string; detail: string }, string, RegExp]> = [
    ['text: thin page without scripts is a warning', () => textCheck(pages('<html lang="en"><p>Hello there</p>')), 'warn', /Little text/],
    ['text: enough words passes', () => textCheck(pages(GOOD)), 'pass', /61 words/],
    ['title: missing description is a warning', () => titleCheck(pages('<title>T</title><p>x')), 'warn', /No meta description on \//],
    ['canonical: missing is a warning', () => canonicalCheck(pages('<title>T</title>'), snapshot()), 'warn', /No <link rel="canonical">/],
    ['canonical: a relative one on the same host passes', () => canonicalCheck(pages('<link rel="canonical" href="/">'), snapshot()), 'pass', /on www\.example\.com/],
    ['canonical: an entry page naming the home page as canonical warns', () => canonicalCheck(readPages(snapshot({ pages: [fetched({ url: `${SITE}/post`, body: GOOD.replace(`href="${SITE}/"`, 'href="/"') })] })), snapshot(), new Set([`${SITE}/post`])), 'warn', /name another page as canonical.*\/post → \//],
    ['canonical: an entry page naming itself (slash aside) passes', () => canonicalCheck(readPages(snapshot({ pages: [fetched({ url: `${SITE}/post`, body: GOOD.replace(`href="${SITE}/"`, 'href="/post/"') })] })), snapshot(), new Set([`${SITE}/post`])), 'pass', /name a canonical URL/],
    ['language: missing lang fails', () => languageCheck(pages('<title>T</title>'), facts()), 'fail', /no <html lang>/],
    ['language: a region of a site language passes', () => languageCheck(pages('<html lang="en-GB"><title>T</title>'), facts()), 'pass', /declares a language/],
    ['language: home in a non-default site language is a warning', () => languageCheck(pages('<html lang="de">'), facts({ locales: ['en', 'de'] })), 'warn', /default language is en/],
    ['headings: a skipped level is a warning', () => headingsCheck(pages('<h1>a</h1><h3>b</h3>')), 'warn', /skipped/],
    ['headings: no h1 fails', () => headingsCheck(pages('<h2>a</h2>')), 'fail', /\(0 h1\)/],
    ['indexing: an X-Robots-Tag header counts', () => indexingCheck(pages(GOOD, { xRobotsTag: 'noai, noimageai' })), 'fail', /X-Robots-Tag noai, X-Robots-Tag noimageai/],
    ['indexing: a page without directives passes', () => indexingCheck(pages(GOOD)), 'pass', /None of the 1/],
    ['indexing: nosnippet forbids AI search to quote the page', () => indexingCheck(pages(GOOD.replace('<title>', '<meta name="robots" content="nosnippet"><title>'))), 'fail', /forbid snippets.*meta nosnippet/],
    ['indexing: max-snippet 0 in a crawler-named X-Robots-Tag', () => indexingCheck(pages(GOOD, { xRobotsTag: 'googlebot: max-snippet: 0' })), 'fail', /X-Robots-Tag max-snippet:0/],
    ['indexing: a short max-snippet is a warning', () => indexingCheck(pages(GOOD.replace('<title>', '<meta name="robots" content="max-snippet:20"><title>'))), 'warn', /under 50 characters/],
    ['indexing: max-snippet -1 is no limit', () => indexingCheck(pages(GOOD.replace('<title>', '<meta name="robots" content="max-snippet:-1"><title>'))), 'pass', /None of the 1/],
    ['no HTML page at all fails every page check', () => titleCheck(pages('{}', { contentType: 'application/json' })), 'fail', /No page of the site could be read/],
  ];
  for (const [name, run, status, detail] of cases) {
    it(name, () => {
      const r = run();
      assert.equal(r.status, status, r.detail);
      assert.match(r.detail, detail);
    });
  }
});

describe('readiness: content checks', () => {
  it('an empty title fails and names the PATCH of that field', () => {
    const r = entryFieldsCheck(facts({ entries: [entry({ id: 'e1', title: '  ' }), entry({ id: 'e2' })] }));
    assert.equal(r.status, 'fail');
    assert.equal(r.fix_by, 'content');
    assert.match(r.ask_agent!, /PATCH https:\/\/cms\.test\/api\/v1\/spaces\/site\/entries\/e1 with \{"fields":\{"title":/);
    assert.doesNotMatch(r.ask_agent!, /entries\/e2/);
  });
  it('lists at most ten entries in ask_agent and says how many more', () => {
    const many = Array.from({ length: 13 }, (_, i) => entry({ id: `e${i}`, descriptionFields: [{ apiId: 'summary', value: null }] }));
    const r = entryFieldsCheck(facts({ entries: many }));
    assert.equal(r.status, 'warn');
    assert.match(r.ask_agent!, /3 more/);
  });
  it('only images used by published entries need alt text', () => {
    const r = assetAltCheck(
      facts({
        entries: [entry({ id: 'e1', assetIds: ['img', 'pdf'] })],
        assets: [
          { id: 'img', title: 'Team', filename: 'team.jpg', contentType: 'image/jpeg', alt: '' },
          { id: 'pdf', title: 'Menu', filename: 'menu.pdf', contentType: 'application/pdf', alt: null },
          { id: 'unused', title: 'X', filename: 'x.png', contentType: 'image/png', alt: null },
        ],
      }),
    );
    assert.equal(r.status, 'fail');
    assert.match(r.detail, /1 of 1 image/);
    assert.match(r.ask_agent!, /PATCH https:\/\/cms\.test\/api\/v1\/spaces\/site\/assets\/img with \{"alt":/);
  });
  it('entry URLs: none to check is a warning; a 500 is a warning; a 410 fails', () => {
    assert.equal(entryUrlsCheck(snapshot(), facts()).status, 'warn');
    const f = facts({ entries: [entry({ id: 'e1', url: `${SITE}/a` }), entry({ id: 'e2', url: `${SITE}/b` })] });
    assert.equal(entryUrlsCheck(snapshot({ pages: [fetched({ url: `${SITE}/a`, status: 500 }), fetched({ url: `${SITE}/b` })] }), f).status, 'warn');
    const gone = entryUrlsCheck(snapshot({ pages: [fetched({ url: `${SITE}/a` }), fetched({ url: `${SITE}/b`, status: 410 })] }), f);
    assert.equal(gone.status, 'fail');
    assert.match(gone.detail, /e2 at \/b/);
  });
  it('description-like fields are text fields with a description name', () => {
    const table: Array<[string, string, boolean]> = [
      ['description', 'text', true],
      ['metaDescription', 'symbol', true],
      ['seo_description', 'text', true],
      ['summary', 'symbol', true],
      ['description', 'rich_text', false],
      ['descriptive', 'text', false],
    ];
    for (const [id, type, expected] of table) assert.equal(isDescriptionField(id, type), expected, id);
  });
});

describe('readiness: the whole run', () => {
  it('counts passes, keeps the documented order, and gives ask_agent only to what does not pass', () => {
    const out = runChecks(snapshot(), facts());
    assert.equal(out.total, 19);
    assert.equal(out.passed, out.checks.filter((c) => c.status === 'pass').length);
    for (const c of out.checks) assert.equal(c.ask_agent === null, c.status === 'pass', c.key);
    assert.equal(out.checks[0].key, 'https');
    assert.equal(out.checks.at(-1)!.key, 'entry_urls');
  });
  it('the next check may start a minute after the last one started', () => {
    assert.equal(nextCheckAt('2026-01-01T10:00:30.000Z'), '2026-01-01T10:01:30.000Z');
  });
});

describe('readiness: the pages a check reads', () => {
  it("reads entries' pages first, then the sitemap's on the site's own host, without repeats, up to the limit", () => {
    const map = fetched({ url: `${SITE}/sitemap.xml`, contentType: 'application/xml', body: sitemapXml([`${SITE}/`, `${SITE}/a`, `${SITE}/b/`, 'https://elsewhere.example/x', `${SITE}/c`]) });
    assert.deepEqual(samplePages([`${SITE}/b`, `${SITE}/e`], [map], `${SITE}/`, 4), [`${SITE}/b`, `${SITE}/e`, `${SITE}/a`, `${SITE}/c`]);
    assert.deepEqual(samplePages([`${SITE}/b`], [map], `${SITE}/`, 1), [`${SITE}/b`]);
  });
});

describe('readiness: redirect chains', () => {
  const hops = (...urls: string[]) => urls.map((url) => ({ url, status: 301 }));
  const f = facts({ entries: [entry({ id: 'e1', url: `${SITE}/post` })] });
  const table: Array<[string, Partial<SiteSnapshot>, 'pass' | 'warn' | 'fail', RegExp]> = [
    ['no redirects', {}, 'pass', /No redirect loops/],
    ['one redirect within the site (apex to www) passes', { url: 'https://example.com', home: fetched({ url: 'https://example.com/', finalUrl: `${SITE}/`, redirects: hops('https://example.com/') }) }, 'pass', /1 page\(s\) redirect once/],
    ['a loop fails, showing the way round', { pages: [fetched({ url: `${SITE}/a`, finalUrl: `${SITE}/a`, status: null, failure: 'redirect_loop', error: 'redirect loop', redirects: hops(`${SITE}/a`, `${SITE}/b`) })] }, 'fail', /redirect loop on \/a \(301\) → \/b \(301\) → \/a/],
    ['more than 3 redirects fail', { pages: [fetched({ url: `${SITE}/x`, finalUrl: `${SITE}/z`, redirects: hops(`${SITE}/x`, `${SITE}/y`, `${SITE}/y2`, `${SITE}/y3`) })] }, 'fail', /more than 3 redirects on \/x/],
    ['the reader giving up fails', { pages: [fetched({ url: `${SITE}/x`, status: null, failure: 'too_many_redirects', redirects: hops(...Array.from({ length: 10 }, (_, i) => `${SITE}/${i}`)) })] }, 'fail', /more than 3 redirects/],
    ['a page ending on another host fails', { pages: [fetched({ url: `${SITE}/old`, finalUrl: 'https://other.example/new', redirects: hops(`${SITE}/old`) })] }, 'fail', /another host on \/old \(301\) → https:\/\/other\.example\/new/],
    ['a chain of two warns', { pages: [fetched({ url: `${SITE}/x`, finalUrl: `${SITE}/z`, redirects: hops(`${SITE}/x`, `${SITE}/y`) })] }, 'warn', /chains of 2 hops/],
    ["an entry's sys.url redirecting once warns", { pages: [fetched({ url: `${SITE}/post`, finalUrl: `${SITE}/post/`, redirects: hops(`${SITE}/post`) })] }, 'warn', /published entries whose sys\.url redirects: \/post \(301\) → \/post\//],
    ['a sitemap page redirecting once within the site passes', { pages: [fetched({ url: `${SITE}/about`, finalUrl: `${SITE}/about/`, redirects: hops(`${SITE}/about`) })] }, 'pass', /redirect once/],
  ];
  for (const [name, snap, status, detail] of table) {
    it(name, () => {
      const r = redirectsCheck(snapshot(snap), f);
      assert.equal(r.status, status, r.detail);
      assert.match(r.detail, detail);
      assert.equal(r.ask_agent === null, status === 'pass');
    });
  }
  it('a home page that moved to another host says how to point production_url there', () => {
    const r = redirectsCheck(snapshot({ home: fetched({ url: `${SITE}/`, finalUrl: 'https://new.example/', redirects: hops(`${SITE}/`) }) }), f);
    assert.equal(r.status, 'fail');
    assert.match(r.ask_agent!, /"production_url": "https:\/\/new\.example"/);
  });
});

describe('readiness: structured data against the entry', () => {
  it('same value, allowing what templates legitimately do', () => {
    const table: Array<[string | number | boolean, string | number | boolean, boolean]> = [
      ['Hello', 'Hello', true],
      ['  hello\n world ', 'Hello World', true],
      ['Hello | Acme', 'Hello', true],
      ['Hello – Acme', 'Hello', true],
      ['Hello world', 'Hello', false],
      ['Acme | Hello', 'Hello', true],
      ['Hello world', 'world', false],
      ['19.90', 19.9, true],
      [24.9, 19.9, false],
      ['2026-05-01T09:00:00Z', '2026-05-01', true],
      ['2026-05-02', '2026-05-01', false],
      ['The first twenty characters and more…', 'The first twenty characters and more of a long description', true],
      ['Tom &amp; Jerry', 'Tom & Jerry', true],
      ['Old name', 'New name', false],
    ];
    for (const [page, stored, same] of table) assert.equal(sameValue(page, stored), same, `${page} / ${stored}`);
  });

  const ld = (...nodes: object[]) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes })}</script>`;
  const pageWith = (path: string, jsonLd: string, lang = 'en') => fetched({ url: `${SITE}${path}`, body: GOOD.replace('<html lang="en">', `<html lang="${lang}">`).replace('</head>', `${jsonLd}</head>`) });
  const product = entry({ id: 'p1', contentType: 'product', url: `${SITE}/p`, title: 'Blue mug', descriptionFields: [{ apiId: 'description', value: 'A blue mug.' }, { apiId: 'seo_description', value: 'Buy the blue mug.' }], values: { title: 'Blue mug', price: 19.9, sku: 'MUG-1', release_date: '2026-05-01' } });
  const run = (jsonLd: string, lang?: string) => structuredDataMatchCheck(readPages(snapshot({ pages: [pageWith('/p', jsonLd, lang)] })), facts({ entries: [product] }));

  it('a page stating the entry passes, whatever frame nodes (site, page, author) say', () => {
    const r = run(ld({ '@type': 'Organization', name: 'Acme' }, { '@type': 'WebPage', name: 'Shop | Acme' }, { '@type': 'Person', name: 'Ada' }, { '@type': 'Product', name: 'Blue mug | Acme', description: 'Buy the blue mug.', sku: 'MUG-1', releaseDate: '2026-05-01', offers: { '@type': 'Offer', price: '19.90', priceCurrency: 'EUR' } }));
    assert.equal(r.status, 'pass', r.detail);
    assert.match(r.detail, /1 published entry page/);
  });
  it('a contradicted price, name and description fail, naming entry, field and both values', () => {
    const r = run(ld({ '@type': 'Product', name: 'Red mug', description: 'A red mug.', offers: { price: 24.9 } }));
    assert.equal(r.status, 'fail');
    assert.equal(r.fix_by, 'site');
    assert.match(r.ask_agent!, /entry p1 \(product\) field "title" is "Blue mug", but \/p says "Red mug" in Product\.name/);
    assert.match(r.ask_agent!, /field "description" is "A blue mug\.", but \/p says "A red mug\." in Product\.description/);
    assert.match(r.ask_agent!, /field "price" is "19\.9", but \/p says "24\.9" in Product\.offers\.price/);
    const found = findDataMismatches(readPages(snapshot({ pages: [pageWith('/p', ld({ '@type': 'Product', name: 'Red mug' }))] })), facts({ entries: [product] }));
    assert.deepEqual(found.mismatches.map((m) => [m.entryId, m.field, m.onPage, m.inEntry]), [['p1', 'title', 'Red mug', 'Blue mug']]);
  });
  it('a node about another page (a related product) is not compared; nor is a page in another language', () => {
    assert.equal(run(ld({ '@type': 'Product', url: `${SITE}/other`, name: 'Green mug' })).status, 'pass');
    assert.equal(run(ld({ '@type': 'Product', name: 'Tasse bleue' }), 'fr').status, 'pass');
    assert.match(run(ld({ '@type': 'Product', url: `${SITE}/p`, name: 'Green mug' })).detail, /Green mug/);
  });
  it('a listing of several unnamed products, or the WebPage frame naming the page, is not the entry', () => {
    const listing = run(ld({ '@type': 'Product', name: 'Red mug' }, { '@type': 'Product', name: 'Green mug' }));
    assert.equal(listing.status, 'pass');
    assert.match(listing.detail, /nothing could disagree/);
    assert.equal(run(ld({ '@type': 'WebPage', url: `${SITE}/p`, name: 'Shop our mugs' })).status, 'pass');
  });
  it('no JSON-LD about the entry: nothing to contradict', () => {
    const r = run(ld({ '@type': 'Organization', name: 'Acme' }));
    assert.equal(r.status, 'pass');
    assert.match(r.detail, /nothing could disagree/);
  });
});

describe('readiness: the fix batch of empty entry fields', () => {
  it('draws a title from the slug and a description from the entry text', () => {
    assert.equal(titleFromSlug('hello-big_world'), 'Hello big world');
    assert.equal(descriptionFromText('## Intro\n\nShort **bold** text with [a link](https://x.test) here.'), 'Intro Short bold text with a link here.');
    assert.equal(descriptionFromText('Too short.'), null);
    const long = `${'First sentence is here and is long enough to count. '.repeat(2)}${'word '.repeat(60)}`;
    assert.equal(descriptionFromText(long), 'First sentence is here and is long enough to count. First sentence is here and is long enough to count.');
    const run = descriptionFromText('word '.repeat(100))!;
    assert.ok(run.length <= 160 && run.endsWith('…'));
  });
  it('updates and publishes each entry it can fix completely, with its version; leaves out drafts with pending edits', () => {
    const r = entryFieldsCheck(
      facts({
        entries: [
          entry({ id: 'a', version: 3, status: 'published', title: '', slug: 'first-post', descriptionFields: [{ apiId: 'description', value: '' }], bodyTexts: ['This post explains how the first release came together.'] }),
          entry({ id: 'b', version: 2, status: 'changed', descriptionFields: [{ apiId: 'description', value: null }], bodyTexts: ['This post has edits waiting in its draft right now.'] }),
          entry({ id: 'c', version: 1, status: 'published', descriptionFields: [{ apiId: 'description', value: '' }], bodyTexts: [] }),
        ],
      }),
    );
    assert.equal(r.status, 'fail');
    assert.deepEqual(r.fix_batch, {
      operations: [
        { op: 'update_entry', id: 'a', version: 3, fields: { title: 'First post', description: 'This post explains how the first release came together.' } },
        { op: 'publish_entry', id: 'a' },
      ],
    });
    assert.match(r.ask_agent!, /For 1 of them \(a\) fix_batch holds the whole fix/);
    assert.match(r.ask_agent!, /entry c \(post\): PATCH/);
  });
});

describe('readiness: what changed since the check before', () => {
  const c = (key: CheckResult['key'], status: CheckResult['status'], checked?: boolean): CheckResult => ({ key, title: key, status, detail: '', fix_by: 'site', ask_agent: null, ...(checked === false ? { checked } : {}) });
  it('the first check, and a check with the same statuses, change nothing', () => {
    assert.equal(readinessChange(null, [c('https', 'pass')]), null);
    assert.equal(readinessChange([c('https', 'pass'), c('sitemap', 'warn')], [c('https', 'pass'), c('sitemap', 'warn')]), null);
  });
  it('names what got worse and better, and whether the score dropped', () => {
    const change = readinessChange([c('https', 'pass'), c('robots_txt', 'pass'), c('sitemap', 'fail')], [c('https', 'pass'), c('robots_txt', 'fail'), c('sitemap', 'warn')]);
    assert.deepEqual(change, { worse: ['robots_txt'], better: ['sitemap'], previousPassed: 2, passed: 1, dropped: true, notChecked: 0, previousNotChecked: 0 });
  });
  it('a check a bot wall kept from running is neither better nor worse, but the wall is a change', () => {
    const change = readinessChange([c('crawler_access', 'pass'), c('canonical', 'fail')], [c('crawler_access', 'fail'), c('canonical', 'warn', false)]);
    assert.deepEqual([change?.worse, change?.better, change?.notChecked], [['crawler_access'], [], 1]);
  });
});
