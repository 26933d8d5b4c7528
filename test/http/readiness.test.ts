import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import type { Client, Res } from '../support/http.ts';
import { entriesApi } from '../support/entries.ts';
import { call, mcpClient } from '../support/mcp.ts';
import { rasterImage, uploadForm } from '../support/media.ts';
import { htmlPage, llmsTxt, sitemapXml, startFakeSite, type FakeSite, type RouteFor, type SiteRoute } from '../support/fake-site.ts';

const POST_TYPE = {
  name: 'Post',
  api_id: 'post',
  url_path: '/blog/{slug}',
  fields: [
    { api_id: 'title', name: 'Title', type: 'symbol', required: true },
    { api_id: 'slug', name: 'Slug', type: 'slug' },
    { api_id: 'description', name: 'Description', type: 'text' },
    { api_id: 'image', name: 'Image', type: 'asset' },
    { api_id: 'body', name: 'Body', type: 'text' },
  ],
};

const text = (body: string): SiteRoute => ({ type: 'text/plain; charset=utf-8', body });

/** A site that does everything right for the given entry paths. */
function goodSite(paths: string[], override: RouteFor = () => undefined): RouteFor {
  return (req, site) => {
    const own = override(req, site);
    if (own) return own;
    if (req.path === '/') return { body: htmlPage(`${site.url}/`) };
    if (req.path === '/robots.txt') return text(`User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
    if (req.path === '/llms.txt') return { type: 'text/markdown; charset=utf-8', body: llmsTxt(site.url, paths) };
    if (req.path === '/sitemap.xml') return { type: 'application/xml', body: `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${site.url}/sitemap-posts.xml</loc></sitemap></sitemapindex>` };
    if (req.path === '/sitemap-posts.xml') return { type: 'application/xml', body: sitemapXml([`${site.url}/`, ...paths.map((p) => `${site.url}${p}`)]) };
    if (paths.includes(req.path)) return { body: htmlPage(`${site.url}${req.path}`, { title: `Post ${req.path}` }) };
    return undefined;
  };
}

describe('AI readiness', () => {
  const svc = useService();
  const sites: FakeSite[] = [];
  let mgmt: Client;

  /** A space whose live site is a fake site; the post type and entries are written through the API. */
  async function siteSpace(slug: string, routes: RouteFor, opts: { locales?: string[] } = {}) {
    await svc().space(slug);
    const c = svc().client(await svc().key(slug, 'management', 'Editor key'));
    const site = await startFakeSite(routes);
    sites.push(site);
    assert.equal((await c.post(`/api/v1/spaces/${slug}/content_types`, POST_TYPE)).status, 201);
    assert.equal((await c.patch(`/api/v1/spaces/${slug}`, { production_url: site.url })).status, 200);
    for (const code of opts.locales ?? []) assert.equal((await c.post(`/api/v1/spaces/${slug}/locales`, { code })).status, 201);
    return { c, site, entries: entriesApi(c, slug) };
  }

  async function image(c: Client, slug: string, alt: string) {
    const res = await c.post(`/api/v1/spaces/${slug}/assets`, uploadForm(await rasterImage('png', 8, 8), 'chart.png', { alt }));
    assert.equal(res.status, 201, res.text);
    return res.body.sys.id as string;
  }

  const byKey = (body: { checks: Array<{ key: string; status: string; detail: string; ask_agent: string | null; fix_by: string; checked?: boolean }> }) =>
    Object.fromEntries(body.checks.map((ch) => [ch.key, ch]));

  after(async () => {
    for (const s of sites) await s.close();
  });

  describe('a site that does everything right', () => {
    let site: FakeSite;
    let check: Res;
    let c: Client;

    before(async () => {
      const made = await siteSpace('good', goodSite(['/blog/hello', '/blog/second']));
      site = made.site;
      c = made.c;
      mgmt = c;
      const img = await image(c, 'good', 'A chart of visits');
      await made.entries.createPublished('post', { title: 'Hello', slug: 'hello', description: 'The first post.', image: img });
      await made.entries.createPublished('post', { title: 'Second', slug: 'second', description: 'The second post.', image: img });
      check = await c.post('/api/v1/spaces/good/readiness');
    });

    it('passes every check, each with a stable key, a status, who fixes it and a docs page', async () => {
      assert.equal(check.status, 201, check.text);
      const body = check.body;
      assert.equal(body.url, site.url);
      assert.ok(!Number.isNaN(Date.parse(body.checked_at)));
      assert.equal(body.total, 19);
      const failing = body.checks.filter((ch: { status: string }) => ch.status !== 'pass');
      assert.deepEqual(failing, [], JSON.stringify(failing, null, 1));
      assert.equal(body.passed, 19);
      for (const ch of body.checks) {
        assert.equal(ch.ask_agent, null);
        assert.ok(['content', 'site'].includes(ch.fix_by));
        assert.equal(ch.doc_url, `${svc().url}/docs/readiness/${ch.key}`);
      }
      const keys = body.checks.map((ch: { key: string }) => ch.key);
      assert.deepEqual(keys, ['https', 'robots_txt', 'crawler_access', 'llms_txt', 'sitemap', 'text_without_js', 'title_description', 'canonical', 'redirects', 'language', 'open_graph', 'structured_data', 'structured_data_match', 'headings', 'image_alt', 'indexing', 'entry_fields', 'asset_alt', 'entry_urls']);
      assert.match(byKey(body).structured_data.detail, /Organization, WebPage/);
      assert.match(byKey(body).entry_urls.detail, /2 of 2 published entry URL/);
    });

    it('read the site as an AI crawler, compared with a browser, and fetched the published entry pages', () => {
      const home = site.requests.filter((r) => r.path === '/');
      assert.ok(home.some((r) => /GPTBot\/\d/.test(r.userAgent)));
      assert.ok(home.some((r) => /Chrome\/\d/.test(r.userAgent) && !/GPTBot/.test(r.userAgent)));
      for (const p of ['/robots.txt', '/llms.txt', '/sitemap.xml', '/sitemap-posts.xml', '/blog/hello', '/blog/second']) assert.ok(site.requests.some((r) => r.path === p), p);
    });

    it('GET answers the stored check, and the history lists it', async () => {
      const last = await c.get('/api/v1/spaces/good/readiness');
      assert.equal(last.status, 200);
      assert.deepEqual(last.body, check.body);
      const history = await c.get('/api/v1/spaces/good/readiness/history');
      assert.equal(history.status, 200);
      assert.equal(history.body.items.length, 1);
      assert.equal(history.body.items[0].passed, 19);
      assert.equal(history.body.items[0].statuses.robots_txt, 'pass');
    });

    it('every doc_url is a page that explains its check', async () => {
      for (const ch of check.body.checks) {
        const page = await svc().anon.get(new URL(ch.doc_url).pathname);
        assert.equal(page.status, 200, ch.doc_url);
        assert.ok(page.text.includes(ch.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;')), ch.key);
      }
      assert.equal((await svc().anon.get('/docs/readiness/nope')).status, 404);
    });

    it('a second check within the minute is check_unavailable, saying when to try again', async () => {
      const again = await c.post('/api/v1/spaces/good/readiness');
      assert.equal(again.status, 422);
      assert.equal(again.body.error.code, 'check_unavailable');
      assert.match(again.body.error.fix, /Try again after \d{4}-\d\d-\d\dT/);
      const { last_started_at, retry_after } = again.body.error.details;
      assert.equal(Date.parse(retry_after), Date.parse(last_started_at) + 60_000);
      assert.ok(Date.parse(last_started_at) <= Date.parse(check.body.checked_at));
      assert.equal((await c.get('/api/v1/spaces/good/readiness/history')).body.items.length, 1);
    });
  });

  it('the minute is counted from the start time in the database: once it has passed, a new check runs', async () => {
    const { c } = await siteSpace('minute', goodSite([]));
    assert.equal((await c.post('/api/v1/spaces/minute/readiness')).status, 201);
    assert.equal((await c.post('/api/v1/spaces/minute/readiness')).status, 422);
    // Another node, or a minute later: the claim row is all that decides.
    const earlier = new Date(Date.now() - 61_000).toISOString();
    await svc().database.db.updateTable('readiness_claims').set({ started_at: earlier }).where('space_id', '=', 'minute').execute();
    assert.equal((await c.post('/api/v1/spaces/minute/readiness')).status, 201);
    assert.equal((await c.get('/api/v1/spaces/minute/readiness/history')).body.items.length, 2);
  });

  it('two checks sent at the same moment: exactly one runs', async () => {
    const { c } = await siteSpace('race', goodSite([]));
    const answers = await Promise.all([1, 2, 3].map(() => c.post('/api/v1/spaces/race/readiness')));
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 422, 422]);
    assert.equal((await c.get('/api/v1/spaces/race/readiness/history')).body.items.length, 1);
  });

  it('without a live URL: check_unavailable telling how to set one; before the first check GET is 404', async () => {
    await svc().space('nourl');
    const c = svc().client(await svc().key('nourl', 'management'));
    const res = await c.post('/api/v1/spaces/nourl/readiness');
    assert.equal(res.status, 422);
    assert.equal(res.body.error.code, 'check_unavailable');
    assert.match(res.body.error.fix, /production_url/);
    const last = await c.get('/api/v1/spaces/nourl/readiness');
    assert.equal(last.status, 404);
    assert.equal(last.body.error.code, 'not_found');
    assert.match(last.body.error.fix, /POST \/api\/v1\/spaces\/nourl\/readiness/);
    assert.deepEqual((await c.get('/api/v1/spaces/nourl/readiness/history')).body, { items: [] });
  });

  it('permissions: keys that read drafts may run and read checks; delivery keys and other spaces may not', async () => {
    await siteSpace('perm', goodSite([]));
    const delivery = svc().client(await svc().key('perm', 'delivery'));
    for (const res of [await delivery.post('/api/v1/spaces/perm/readiness'), await delivery.get('/api/v1/spaces/perm/readiness'), await delivery.get('/api/v1/spaces/perm/readiness/history')]) {
      assert.equal(res.status, 403);
      assert.equal(res.body.error.code, 'key_cannot');
      assert.equal(res.body.error.details.needs, 'read_drafts');
    }
    assert.equal((await svc().anon.post('/api/v1/spaces/perm/readiness')).status, 401);
    assert.equal((await mgmt.post('/api/v1/spaces/perm/readiness')).body.error.code, 'wrong_space');
    const preview = svc().client(await svc().key('perm', 'preview'));
    assert.equal((await preview.post('/api/v1/spaces/perm/readiness')).status, 201);
    const agent = svc().client(await svc().key('perm', 'agent'));
    assert.equal((await agent.get('/api/v1/spaces/perm/readiness')).status, 200);
    assert.equal((await agent.post('/api/v1/spaces/perm/readiness')).body.error.code, 'check_unavailable');
  });

  it('MCP: run_readiness_check and get_readiness answer the same check as REST; delivery keys do not see them', async () => {
    await siteSpace('mcp', goodSite([]));
    const agent = await mcpClient(svc(), await svc().key('mcp', 'agent'));
    const before = await call(agent, 'get_readiness');
    assert.equal(before.isError, true);
    assert.equal(before.structuredContent?.error.code, 'not_found');
    const run = await call(agent, 'run_readiness_check');
    assert.equal(run.isError, undefined, JSON.stringify(run));
    assert.equal(run.structuredContent?.total, 19);
    const last = await call(agent, 'get_readiness');
    assert.deepEqual(last.structuredContent, run.structuredContent);
    const rest = await svc().client(await svc().key('mcp', 'preview')).get('/api/v1/spaces/mcp/readiness');
    assert.deepEqual(rest.body, run.structuredContent);
    const again = await call(agent, 'run_readiness_check');
    assert.equal(again.structuredContent?.error.code, 'check_unavailable');
    const history = await call(agent, 'get_readiness_history');
    assert.equal(history.structuredContent?.items.length, 1);
    await agent.close();
    const delivery = await mcpClient(svc(), await svc().key('mcp', 'delivery'));
    const names = (await delivery.listTools()).tools.map((t) => t.name);
    assert.ok(!names.includes('run_readiness_check') && !names.includes('get_readiness'));
    const denied = await call(delivery, 'get_readiness');
    assert.equal(denied.isError, true);
    await delivery.close();
  });

  describe('a neglected site fails each check for its own reason', () => {
    let checks: Record<string, { status: string; detail: string; ask_agent: string | null; fix_by: string }>;
    let ids: { described: string; undescribed: string; missing: string; image: string };

    before(async () => {
      const routes: RouteFor = (req, site) => {
        const page = (url: string) => ({
          body: htmlPage(url, {
            title: null,
            canonical: 'https://staging.example.net/',
            lang: 'fr',
            og: false,
            jsonLd: '{"@type": "Organization",}',
            h1s: ['One', 'Two'],
            images: '<img src="/team.jpg">',
            robots: 'noindex, follow',
          }),
        });
        if (req.path === '/') return page(`${site.url}/`);
        if (req.path === '/blog/ok' || req.path === '/blog/bare') return page(`${site.url}${req.path}`);
        if (req.path === '/robots.txt') return text('User-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n');
        if (req.path === '/llms.txt') return { body: '<!doctype html><html><body><div id="root"></div></body></html>' };
        return undefined;
      };
      const { c, entries } = await siteSpace('neglected', routes);
      const img = await image(c, 'neglected', 'temporary');
      const described = await entries.createPublished('post', { title: 'OK', slug: 'ok', description: 'Fine.', image: img });
      const undescribed = await entries.createPublished('post', { title: 'Bare', slug: 'bare' });
      const missing = await entries.createPublished('post', { title: 'Gone', slug: 'gone', description: 'Not on the site.' });
      // The alt text was cleared after publishing.
      assert.equal((await c.patch(`/api/v1/spaces/neglected/assets/${img}`, { alt: null })).status, 200);
      ids = { described: described.sys.id, undescribed: undescribed.sys.id, missing: missing.sys.id, image: img };
      const res = await c.post('/api/v1/spaces/neglected/readiness');
      assert.equal(res.status, 201, res.text);
      checks = byKey(res.body);
    });

    it('robots.txt: names the blocked search crawler and the blocked training crawler', () => {
      assert.equal(checks.robots_txt.status, 'fail');
      assert.match(checks.robots_txt.detail, /OAI-SearchBot \(OpenAI, search\)/);
      assert.match(checks.robots_txt.detail, /CCBot \(Common Crawl, training\)/);
      assert.doesNotMatch(checks.robots_txt.detail, /GPTBot/);
      assert.equal(checks.robots_txt.fix_by, 'site');
      assert.match(checks.robots_txt.ask_agent!, /robots\.txt/);
    });

    it('llms.txt answering the app shell, no sitemap', () => {
      assert.equal(checks.llms_txt.status, 'fail');
      assert.match(checks.llms_txt.detail, /HTML page/);
      assert.equal(checks.sitemap.status, 'fail');
      assert.match(checks.sitemap.detail, /No sitemap was found \(\/sitemap\.xml answered 404\)/);
    });

    it('page checks: title, canonical, language, Open Graph, JSON-LD, headings, alt text, noindex', () => {
      assert.equal(checks.title_description.status, 'fail');
      assert.match(checks.title_description.detail, /No <title> on \/, \/blog\/(ok|bare), \/blog\/(ok|bare) \(3 of 3 pages\)/);
      assert.equal(checks.canonical.status, 'fail');
      assert.match(checks.canonical.detail, /staging\.example\.net/);
      assert.equal(checks.language.status, 'fail');
      assert.match(checks.language.detail, /not a language of the site \(en\)/);
      assert.equal(checks.open_graph.status, 'warn');
      assert.match(checks.open_graph.detail, /og:title, og:description, og:image/);
      assert.equal(checks.structured_data.status, 'fail');
      assert.match(checks.structured_data.detail, /does not parse/);
      assert.equal(checks.headings.status, 'fail');
      assert.match(checks.headings.detail, /\/ \(2 h1\)/);
      assert.equal(checks.image_alt.status, 'fail');
      assert.match(checks.image_alt.detail, /\/team\.jpg on \//);
      assert.equal(checks.indexing.status, 'fail');
      assert.match(checks.indexing.detail, /meta noindex/);
      for (const key of ['title_description', 'canonical', 'language', 'open_graph', 'structured_data', 'headings', 'image_alt', 'indexing']) {
        assert.equal(checks[key].fix_by, 'site', key);
        assert.ok(checks[key].ask_agent, key);
      }
    });

    it('what still works passes: https, crawler access, text without JavaScript', () => {
      assert.equal(checks.https.status, 'pass');
      assert.equal(checks.crawler_access.status, 'pass');
      assert.equal(checks.text_without_js.status, 'pass');
    });

    it('content checks name the entry, the file and the call that fixes each', () => {
      assert.equal(checks.entry_fields.status, 'warn');
      assert.match(checks.entry_fields.detail, new RegExp(`${ids.undescribed}: description`));
      assert.doesNotMatch(checks.entry_fields.detail, new RegExp(ids.described));
      assert.equal(checks.entry_fields.fix_by, 'content');
      assert.match(checks.entry_fields.ask_agent!, new RegExp(`PATCH ${svc().url}/api/v1/spaces/neglected/entries/${ids.undescribed} with \\{"fields":\\{"description":`));

      assert.equal(checks.asset_alt.status, 'fail');
      assert.match(checks.asset_alt.detail, new RegExp(`${ids.image} \\(chart\\.png\\)`));
      assert.match(checks.asset_alt.ask_agent!, new RegExp(`PATCH ${svc().url}/api/v1/spaces/neglected/assets/${ids.image} with \\{"alt":`));
      assert.match(checks.asset_alt.ask_agent!, new RegExp(`used by entry ${ids.described}`));

      assert.equal(checks.entry_urls.status, 'fail');
      assert.match(checks.entry_urls.detail, new RegExp(`${ids.missing} at /blog/gone`));
      assert.match(checks.entry_urls.detail, /1 published entry answers 404/);
      assert.match(checks.entry_urls.ask_agent!, /url_path of post/);
    });
  });

  it('a bot wall: the AI crawler gets 403 while a browser gets the page', async () => {
    const { c } = await siteSpace('wall', goodSite([], (req) => (/GPTBot/.test(req.userAgent) ? { status: 403, body: '<h1>Forbidden</h1>' } : undefined)));
    const res = await c.post('/api/v1/spaces/wall/readiness');
    const checks = byKey(res.body);
    assert.equal(checks.crawler_access.status, 'fail');
    assert.match(checks.crawler_access.detail, /browser got 200, but the AI crawler user agent answered 403/);
    assert.match(checks.crawler_access.detail, /CDN or firewall/);
    assert.equal(checks.crawler_access.fix_by, 'site');
    assert.equal(checks.https.status, 'pass');
    // One finding: every check that read through the wall is "not checked", never failed, and asks nothing.
    const failed = res.body.checks.filter((x: { status: string }) => x.status === 'fail').map((x: { key: string }) => x.key);
    assert.deepEqual(failed, ['crawler_access']);
    const unchecked = res.body.checks.filter((x: { checked: boolean }) => !x.checked);
    assert.deepEqual(unchecked.map((x: { key: string }) => x.key), ['robots_txt', 'llms_txt', 'sitemap', 'text_without_js', 'title_description', 'canonical', 'redirects', 'language', 'open_graph', 'structured_data', 'structured_data_match', 'headings', 'image_alt', 'indexing']);
    for (const x of unchecked) {
      assert.equal(x.status, 'warn');
      assert.match(x.detail, /^Not checked: /);
      assert.equal(x.ask_agent, null);
    }
    assert.equal(res.body.not_checked, 14);
  });

  it('a challenge page served to AI crawlers only', async () => {
    const challenge = '<!doctype html><html lang="en"><head><title>Just a moment...</title></head><body><div id="cf-chl-widget"></div></body></html>';
    const { c } = await siteSpace('challenge', goodSite([], (req) => (req.path === '/' && /GPTBot/.test(req.userAgent) ? { body: challenge } : undefined)));
    const checks = byKey((await c.post('/api/v1/spaces/challenge/readiness')).body);
    assert.equal(checks.crawler_access.status, 'fail');
    assert.match(checks.crawler_access.detail, /challenge/);
    // Only the home page is walled: robots.txt, llms.txt and the sitemap were read and judged; the page checks had no page.
    assert.deepEqual([checks.robots_txt.status, checks.llms_txt.status, checks.sitemap.checked], ['pass', 'pass', true]);
    assert.deepEqual([checks.title_description.checked, checks.title_description.status], [false, 'warn']);
  });

  it("reads the sitemap's pages besides the entries', and finds one AI search may not quote", async () => {
    const { c } = await siteSpace('snippets', goodSite(['/about', '/menu'], (req, site) => (req.path === '/menu' ? { body: htmlPage(`${site.url}/menu`).replace('<title>', '<meta name="robots" content="nosnippet"><title>') } : undefined)));
    const res = await c.post('/api/v1/spaces/snippets/readiness');
    const checks = byKey(res.body);
    assert.equal(checks.indexing.status, 'fail');
    assert.match(checks.indexing.detail, /forbid snippets.*\/menu \(meta nosnippet\)/);
    assert.doesNotMatch(checks.indexing.detail, /\/about/);
    assert.equal(checks.indexing.fix_by, 'site');
  });

  it('an app shell: no text without JavaScript', async () => {
    const { c, site } = await siteSpace('shell', goodSite([], (req) => (req.path === '/' ? { body: htmlPage('/', { shell: true }) } : undefined)));
    assert.ok(site.url);
    const checks = byKey((await c.post('/api/v1/spaces/shell/readiness')).body);
    assert.equal(checks.text_without_js.status, 'fail');
    assert.match(checks.text_without_js.detail, /app shells on \//);
  });

  it('several languages: hreflang alternates are asked for; a sitemap missing entries is counted', async () => {
    const routes = goodSite([], (req, site) => {
      if (req.path === '/sitemap.xml') return { type: 'application/xml', body: sitemapXml([`${site.url}/`]) };
      if (req.path === '/blog/one' || req.path === '/blog/two') return { body: htmlPage(`${site.url}${req.path}`) };
      return undefined;
    });
    const { c, entries } = await siteSpace('multi', routes, { locales: ['de'] });
    await entries.createPublished('post', { title: 'One', slug: 'one', description: 'x' });
    await entries.createPublished('post', { title: 'Two', slug: 'two', description: 'y' });
    const checks = byKey((await c.post('/api/v1/spaces/multi/readiness')).body);
    assert.equal(checks.language.status, 'warn');
    assert.match(checks.language.detail, /no hreflang alternate for en, de/);
    assert.equal(checks.sitemap.status, 'warn');
    assert.match(checks.sitemap.detail, /misses 2 of the 2 published entry URL/);
  });

  it('an oversized home page is cut off, and the check still answers', async () => {
    const { c } = await siteSpace('huge', goodSite([], (req) => (req.path === '/' ? { bytes: 5 * 1024 * 1024 } : undefined)));
    const res = await c.post('/api/v1/spaces/huge/readiness');
    assert.equal(res.status, 201);
    const checks = byKey(res.body);
    assert.equal(checks.https.status, 'fail');
    assert.match(checks.https.detail, /larger than 3145728 bytes/);
  });
});

describe('AI readiness: redirects, structured data and the fix loop', () => {
  const svc = useService();
  const sites: FakeSite[] = [];
  after(async () => {
    for (const s of sites) await s.close();
  });
  type Check = { key: string; status: string; detail: string; ask_agent: string | null; fix_by: string; fix_batch: { operations: Array<Record<string, unknown>> } | null };
  const byKey = (body: { checks: Check[] }): Record<string, Check> => Object.fromEntries(body.checks.map((ch) => [ch.key, ch]));

  async function siteSpace(slug: string, routes: RouteFor) {
    await svc().space(slug);
    const c = svc().client(await svc().key(slug, 'management', 'Editor key'));
    const site = await startFakeSite(routes);
    sites.push(site);
    assert.equal((await c.post(`/api/v1/spaces/${slug}/content_types`, POST_TYPE)).status, 201);
    assert.equal((await c.patch(`/api/v1/spaces/${slug}`, { production_url: site.url })).status, 200);
    return { c, site, entries: entriesApi(c, slug) };
  }
  /** Lets the next check run at once, as a minute passing would. */
  const minuteLater = (space: string) => svc().database.db.updateTable('readiness_claims').set({ started_at: new Date(Date.now() - 61_000).toISOString() }).where('space_id', '=', space).execute();

  it('follows redirects hop by hop: a loop, a page moved to another host and a slash redirect of an entry are found, each named', async () => {
    const other = await startFakeSite((req) => (req.path === '/moved' ? { body: htmlPage('https://elsewhere.test/moved') } : undefined));
    sites.push(other);
    const routes = goodSite(['/blog/slash/', '/blog/away'], (req, site) => {
      if (req.path === '/blog/slash') return { status: 301, headers: { location: '/blog/slash/' } };
      if (req.path === '/blog/away') return { status: 302, headers: { location: `${other.url}/moved` } };
      if (req.path === '/loop-a') return { status: 301, headers: { location: `${site.url}/loop-b` } };
      if (req.path === '/loop-b') return { status: 307, headers: { location: '/loop-a' } };
      if (req.path === '/sitemap-posts.xml') return { type: 'application/xml', body: sitemapXml([`${site.url}/`, `${site.url}/loop-a`]) };
      return undefined;
    });
    const { c, site, entries } = await siteSpace('hops', routes);
    const slash = await entries.createPublished('post', { title: 'Slash', slug: 'slash', description: 'x' });
    const away = await entries.createPublished('post', { title: 'Away', slug: 'away', description: 'y' });
    const res = await c.post('/api/v1/spaces/hops/readiness');
    assert.equal(res.status, 201, res.text);
    const r = byKey(res.body).redirects;
    assert.equal(r.status, 'fail');
    assert.match(r.detail, /a redirect loop on \/loop-a \(301\) → \/loop-b \(307\) → \/loop-a/);
    assert.match(r.detail, new RegExp(`a redirect to another host on /blog/away \\(302\\) → ${other.url.replace(/\./g, '\\.')}/moved`));
    assert.match(r.ask_agent!, /Break the loops first/);
    // The loop was walked once round, not until a budget ran out.
    assert.equal(site.requests.filter((q) => q.path === '/loop-a').length, 1);
    assert.ok(other.requests.some((q) => q.path === '/moved'));

    // With the loop and the foreign host gone, the entry whose sys.url only gains a slash is a warning.
    const fixed = goodSite(['/blog/slash/'], (req) => (req.path === '/blog/slash' ? { status: 301, headers: { location: '/blog/slash/' } } : undefined));
    const site2 = await startFakeSite(fixed);
    sites.push(site2);
    await c.patch('/api/v1/spaces/hops', { production_url: site2.url });
    assert.equal((await entries.action(away.sys.id, 'unpublish')).status, 200);
    await minuteLater('hops');
    const again = byKey((await c.post('/api/v1/spaces/hops/readiness')).body).redirects;
    assert.equal(again.status, 'warn', again.detail);
    assert.match(again.detail, /published entries whose sys\.url redirects: \/blog\/slash \(301\) → \/blog\/slash\//);
    assert.ok(slash.sys.id);
  });

  it('a redirect to what is not a web address is refused at that hop, not followed', async () => {
    const routes = goodSite([], (req) => (req.path === '/' && /GPTBot/.test(req.userAgent) ? { status: 302, headers: { location: 'file:///etc/passwd' } } : undefined));
    const { c } = await siteSpace('ssrf', routes);
    const checks = byKey((await c.post('/api/v1/spaces/ssrf/readiness')).body);
    assert.equal(checks.crawler_access.status, 'fail');
    assert.match(checks.crawler_access.detail, /refused/);
  });

  it("the live page's JSON-LD contradicting the published entry names the entry, the field and both values", async () => {
    const article = (url: string, headline: string) => JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Organization', name: 'Example' }, { '@type': 'BlogPosting', url, headline, description: 'What this post covers.' }] });
    const routes = goodSite(['/blog/renamed', '/blog/right'], (req, site) => {
      if (req.path === '/blog/renamed') return { body: htmlPage(`${site.url}${req.path}`, { jsonLd: article(`${site.url}${req.path}`, 'The old name | Example') }) };
      if (req.path === '/blog/right') return { body: htmlPage(`${site.url}${req.path}`, { jsonLd: article(`${site.url}${req.path}`, 'Right name | Example') }) };
      return undefined;
    });
    const { c, entries } = await siteSpace('ldmatch', routes);
    const renamed = await entries.createPublished('post', { title: 'The new name', slug: 'renamed', description: 'What this post covers.' });
    await entries.createPublished('post', { title: 'Right name', slug: 'right', description: 'What this post covers.' });
    const checks = byKey((await c.post('/api/v1/spaces/ldmatch/readiness')).body);
    const m = checks.structured_data_match;
    assert.equal(m.status, 'fail');
    assert.equal(m.fix_by, 'site');
    assert.match(m.detail, new RegExp(`entry ${renamed.sys.id} \\(post\\) field "title" is "The new name", but /blog/renamed says "The old name \\| Example" in BlogPosting\\.headline`));
    assert.doesNotMatch(m.detail, /\/blog\/right/);
    assert.match(m.detail, /2 page\(s\) compared/);
    assert.match(m.ask_agent!, /production deploy hook/);
    assert.equal(checks.structured_data.status, 'pass');
  });

  it('the loop closed: the fix batch of a finding, applied through POST …/batch, resolves it at the next check', async () => {
    const { c, entries } = await siteSpace('loop', goodSite(['/blog/bare', '/blog/draft']));
    const bare = await entries.createPublished('post', { title: 'Bare', slug: 'bare', body: 'This post explains how descriptions are drawn from the entry text itself.' });
    const pending = await entries.createPublished('post', { title: 'Draft', slug: 'draft', body: 'A post whose draft holds edits that are not published yet.' });
    assert.equal((await entries.patch(pending.sys.id, { fields: { title: 'Draft, edited' } })).status, 200);

    const first = byKey((await c.post('/api/v1/spaces/loop/readiness')).body).entry_fields;
    assert.equal(first.status, 'warn');
    assert.equal(first.fix_by, 'content');
    assert.deepEqual(first.fix_batch, {
      operations: [
        { op: 'update_entry', id: bare.sys.id, version: bare.sys.version, fields: { description: 'This post explains how descriptions are drawn from the entry text itself.' } },
        { op: 'publish_entry', id: bare.sys.id },
      ],
    });
    assert.match(first.ask_agent!, /batch\?dry_run=true/);
    // The entry with unpublished edits is named for a hand fix, and left out of the batch: publishing it would put the edits live.
    assert.match(first.ask_agent!, new RegExp(`entry ${pending.sys.id} \\(post\\): PATCH`));

    const dry = await c.post('/api/v1/spaces/loop/batch?dry_run=true', first.fix_batch);
    assert.equal(dry.status, 200, dry.text);
    assert.equal((await entries.get(bare.sys.id)).body.fields.description, undefined);
    const applied = await c.post('/api/v1/spaces/loop/batch', first.fix_batch);
    assert.equal(applied.status, 200, applied.text);
    assert.equal(applied.body.results[1].sys.status, 'published');

    await minuteLater('loop');
    const next = await c.post('/api/v1/spaces/loop/readiness');
    const after = byKey(next.body).entry_fields;
    assert.equal(after.status, 'warn');
    assert.doesNotMatch(after.detail, new RegExp(bare.sys.id));
    assert.match(after.detail, new RegExp(pending.sys.id));
    assert.equal(after.fix_batch, null);

    // A batch replayed after the entry changed again is refused whole: it carries the version the check saw.
    const stale = await c.post('/api/v1/spaces/loop/batch', first.fix_batch);
    assert.equal(stale.status, 409, stale.text);
    assert.equal(stale.body.error.code, 'version_conflict');
  });
});

describe('AI readiness: a slow site', () => {
  const svc = useService({ TESSERA_READINESS_TIMEOUT_MS: '1500' });
  let site: FakeSite;
  after(() => site?.close());

  it('is cut off at the time budget: the check answers with what it could read', async () => {
    site = await startFakeSite((req) => (req.path === '/' ? { body: '<h1>late</h1>', delayMs: 20_000 } : undefined));
    await svc().space('slow');
    const c = svc().client(await svc().key('slow', 'management'));
    await c.patch('/api/v1/spaces/slow', { production_url: site.url });
    const res = await c.post('/api/v1/spaces/slow/readiness');
    assert.equal(res.status, 201, res.text);
    const https = res.body.checks.find((ch: { key: string }) => ch.key === 'https');
    assert.equal(https.status, 'fail');
    assert.match(https.detail, /could not be read: no complete answer .* within \d+ ms/);
    const llms = res.body.checks.find((ch: { key: string }) => ch.key === 'llms_txt');
    assert.match(llms.detail, /used up the check's 1500 ms/);
  });
});
