import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { call, mcpClient } from '../support/mcp.ts';
import { analyticsSite, OPENAI_ADDRESS, placeInDatabase, report, sendBrowserEvent, UA, yesterdayAt, type AnalyticsSite } from '../support/analytics.ts';

/** A report without the lists that changed, to show a refused event left every figure alone. */
const figures = async (svc: ReturnType<ReturnType<typeof useService>>, site: AnalyticsSite) => (await report(svc, site.slug, site.preview, 365)).body;

describe('analytics: browser events', () => {
  const svc = useService({ TESSERA_TRUST_PROXY: '1' });
  let site: AnalyticsSite;
  before(async () => {
    site = await analyticsSite(svc(), 'shop', { production_url: 'https://www.shop.example', preview_url: 'https://preview.shop.example' });
  });

  it('counts visitors and page views of people, with source, device, place and campaign', async () => {
    const s = svc();
    // A desktop visitor from a search engine reads two pages; the second has the site itself as referrer.
    let r = await sendBrowserEvent(s, 'shop', { url: 'https://www.shop.example/blog/a', referrer: 'https://www.google.com/', address: '198.51.100.1', headers: { 'cf-ipcountry': 'DE', 'cf-ipcity': 'Berlin' } });
    assert.equal(r.status, 202, r.text);
    assert.deepEqual(r.body, { page_views: 1, crawler_visits: 0, search_crawler_visits: 0, unverified_crawlers: 0, bots_ignored: 0, people_ignored: 0, custom_events: 0 });
    await sendBrowserEvent(s, 'shop', { url: 'https://www.shop.example/blog/b', referrer: 'https://www.shop.example/blog/a', address: '198.51.100.1', headers: { 'cf-ipcountry': 'DE', 'cf-ipcity': 'Berlin' } });
    // A phone from ChatGPT (referrer), on the apex host without www.
    await sendBrowserEvent(s, 'shop', { url: 'https://shop.example/blog/a', referrer: 'https://chatgpt.com/', ua: UA.iphone, width: 390, address: '198.51.100.2', headers: { 'x-vercel-ip-country': 'FR', 'x-vercel-ip-city': 'Saint-%C3%89tienne' } });
    // A tablet from Perplexity, told by utm_source only; a newsletter campaign; the staging host counts too.
    await sendBrowserEvent(s, 'shop', { url: 'https://www.shop.example/pricing?utm_source=perplexity.ai', ua: UA.ipad, address: '198.51.100.3' });
    await sendBrowserEvent(s, 'shop', { url: 'https://preview.shop.example/?utm_source=newsletter&utm_campaign=spring', ua: UA.firefoxLinux, address: '198.51.100.4', headers: { 'cloudfront-viewer-country': 'US', 'cloudfront-viewer-city': 'Seattle' } });

    r = await report(s, 'shop', site.preview);
    assert.equal(r.status, 200, r.text);
    const a = r.body;
    assert.equal(a.days, 30);
    assert.equal(a.visitors, 4);
    assert.equal(a.page_views, 5);
    assert.deepEqual(a.from_ai, { visitors: 2, page_views: 2 });
    assert.deepEqual(a.ai_engines, [
      { name: 'ChatGPT', count: 1, page_views: 1 },
      { name: 'Perplexity', count: 1, page_views: 1 },
    ]);
    assert.deepEqual(a.sources, [
      { name: 'google.com', count: 1, page_views: 2 },
      { name: 'ChatGPT', count: 1, page_views: 1 },
      { name: 'Perplexity', count: 1, page_views: 1 },
      { name: 'newsletter', count: 1, page_views: 1 },
    ]);
    assert.deepEqual(a.referrers, [
      { name: 'google.com', count: 1, page_views: 2 },
      { name: 'chatgpt.com', count: 1, page_views: 1 },
    ]);
    assert.deepEqual(a.pages, [
      { name: '/blog/a', count: 2, page_views: 2 },
      { name: '/', count: 1, page_views: 1 },
      { name: '/blog/b', count: 1, page_views: 1 },
      { name: '/pricing', count: 1, page_views: 1 },
    ]);
    assert.deepEqual(a.campaigns, [{ name: 'spring', count: 1, page_views: 1 }]);
    assert.deepEqual(a.devices, [
      { name: 'desktop', count: 2, page_views: 3 },
      { name: 'mobile', count: 1, page_views: 1 },
      { name: 'tablet', count: 1, page_views: 1 },
    ]);
    assert.deepEqual(a.countries, [
      { name: 'Germany', code: 'DE', count: 1, page_views: 2 },
      { name: 'France', code: 'FR', count: 1, page_views: 1 },
      { name: 'United States', code: 'US', count: 1, page_views: 1 },
    ]);
    assert.deepEqual(a.cities, [
      { name: 'Berlin', country: 'DE', count: 1, page_views: 2 },
      { name: 'Saint-Étienne', country: 'FR', count: 1, page_views: 1 },
      { name: 'Seattle', country: 'US', count: 1, page_views: 1 },
    ]);
  });

  it('does not count bots as visitors', async () => {
    const s = svc();
    const beforeFigures = await figures(s, site);
    for (const ua of [UA.curl, 'HeadlessChrome/120', '']) {
      const r = await sendBrowserEvent(s, 'shop', { url: 'https://www.shop.example/', ua, address: '198.51.100.9' });
      assert.equal(r.status, 202, r.text);
      assert.deepEqual(r.body, { page_views: 0, crawler_visits: 0, search_crawler_visits: 0, unverified_crawlers: 0, bots_ignored: 1, people_ignored: 0, custom_events: 0 });
    }
    assert.deepEqual(await figures(s, site), beforeFigures);
  });

  it('refuses events from foreign hosts, oversized and malformed events, and stores nothing', async () => {
    const s = svc();
    const beforeFigures = await figures(s, site);
    let r = await sendBrowserEvent(s, 'shop', { url: 'https://evil.example/blog/a', address: '198.51.100.20' });
    assert.equal(r.status, 422);
    assert.equal(r.body.error.code, 'validation_failed');
    assert.match(r.body.error.details.fields.url, /shop\.example/);
    r = await sendBrowserEvent(s, 'shop', { url: 'https://www.shop.example/', address: '198.51.100.20', headers: { origin: 'https://evil.example' } });
    assert.equal(r.status, 422, 'an Origin of another site is refused even with a correct url');
    r = await sendBrowserEvent(s, 'shop', { url: 'https://www.shop.example.evil.test/', address: '198.51.100.20' });
    assert.equal(r.status, 422, 'a host that only starts like the site is foreign');

    const post = (body: string, type = 'text/plain') => s.anon.raw('/api/v1/spaces/shop/analytics/events', { method: 'POST', headers: { 'content-type': type, 'user-agent': UA.chromeDesktop, 'x-forwarded-for': '198.51.100.21' }, body });
    r = await post(JSON.stringify({ url: 'https://www.shop.example/', referrer: 'x'.repeat(5000) }));
    assert.equal(r.status, 413);
    assert.equal(r.body.error.code, 'invalid_body');
    r = await post('{"url": "https://www.shop.example/"');
    assert.equal(r.status, 400);
    assert.equal(r.body.error.code, 'invalid_body');
    r = await post(JSON.stringify({ url: 'https://www.shop.example/', width: 'wide' }), 'application/json');
    assert.equal(r.status, 422);
    r = await post(JSON.stringify({ url: 'https://www.shop.example/', extra: 1 }));
    assert.equal(r.status, 422);
    r = await post(JSON.stringify({ url: 'javascript:alert(1)' }));
    assert.equal(r.status, 422);
    r = await s.anon.raw('/api/v1/spaces/no-such-space/analytics/events', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ url: 'https://www.shop.example/' }) });
    assert.equal(r.status, 404);
    assert.deepEqual(await figures(s, site), beforeFigures);
  });

  it('never lets one site write into another site’s figures', async () => {
    const s = svc();
    const other = await analyticsSite(s, 'blog', { production_url: 'https://blog.example' });
    const shopBefore = await figures(s, site);
    // The blog's page posting to the shop's space is a foreign host for the shop.
    const r = await sendBrowserEvent(s, 'shop', { url: 'https://blog.example/post', address: '198.51.100.30' });
    assert.equal(r.status, 422);
    assert.equal((await sendBrowserEvent(s, 'blog', { url: 'https://blog.example/post', address: '198.51.100.30' })).status, 202);
    assert.deepEqual(await figures(s, site), shopBefore);
    assert.equal((await figures(s, other)).page_views, 1);
  });

  it('limits floods per visitor address', async () => {
    const s = svc();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await sendBrowserEvent(s, 'blog', { url: `https://blog.example/flood/${i}`, address: '198.51.100.99' })).status);
    assert.deepEqual(statuses.slice(0, 60), Array(60).fill(202));
    const r = await sendBrowserEvent(s, 'blog', { url: 'https://blog.example/flood/last', address: '198.51.100.99' });
    assert.equal(r.status, 429);
    assert.equal(r.body.error.code, 'rate_limited');
    assert.ok(Number(r.headers.get('retry-after')) >= 1);
    assert.equal((await sendBrowserEvent(s, 'blog', { url: 'https://blog.example/calm', address: '198.51.100.98' })).status, 202, 'other visitors are not affected');
  });

  it('refuses browser events while the site has no URL set', async () => {
    const s = svc();
    await analyticsSite(s, 'bare', { production_url: null });
    const r = await sendBrowserEvent(s, 'bare', { url: 'https://bare.example/' });
    assert.equal(r.status, 422);
    assert.match(r.body.error.fix, /production_url/);
  });

  it('llms.txt and the reference (/docs renders the OpenAPI document) tell how a site sends events', async () => {
    const s = svc();
    const llms = await s.client(site.delivery).get('/api/v1/spaces/shop/llms.txt');
    assert.ok(llms.text.includes(`<script defer src="${s.url}/analytics.js" data-space="shop"></script>`), llms.text);
    assert.ok(llms.text.includes('/api/v1/spaces/shop/analytics/server_events'));
    const docs = await s.anon.get('/api/v1/openapi.json');
    assert.match(docs.text, /analytics\.js/);
    assert.match(docs.text, /server_events/);
  });

  it('serves the script: small, cacheable, naming no cookie or storage', async () => {
    const r = await svc().anon.get('/analytics.js');
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /javascript/);
    const { gzipSync } = await import('node:zlib');
    assert.ok(gzipSync(r.text).length < 2048, 'under 2 KB gzipped');
    assert.ok(r.text.includes('sendBeacon') && r.text.includes('pushState'));
    assert.doesNotMatch(r.text, /document\.cookie|localStorage|sessionStorage|indexedDB/);
    const again = await svc().anon.get('/analytics.js', { 'if-none-match': r.headers.get('etag')! });
    assert.equal(again.status, 304);
  });

  it('serves the script compressed, under 1 KB, with a validator per coding', async () => {
    const { request } = await import('node:http');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    // node:http, not fetch: fetch decodes the body and hides the bytes on the wire.
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request(`${svc().url}/analytics.js`, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
        })
          .on('error', reject)
          .end();
      });
    const plain = await get({});
    assert.equal(plain.headers['content-encoding'], undefined);
    const gz = await get({ 'accept-encoding': 'gzip' });
    const br = await get({ 'accept-encoding': 'gzip;q=0.5, br' });
    assert.deepEqual([gz.headers['content-encoding'], br.headers['content-encoding']], ['gzip', 'br']);
    assert.ok(gz.body.length < 1024, `gzip: ${gz.body.length} bytes`);
    assert.ok(br.body.length < gz.body.length, `brotli: ${br.body.length} bytes`);
    assert.deepEqual(gunzipSync(gz.body), plain.body);
    assert.deepEqual(brotliDecompressSync(br.body), plain.body);
    assert.equal(gz.headers.vary, 'accept-encoding');
    const tags = [plain, gz, br].map((r) => r.headers.etag as string);
    assert.equal(new Set(tags).size, 3, 'each coding is its own representation');
    // If-None-Match is a list of tags, weak or not, or *.
    for (const inm of [tags[1], `"other", W/${tags[1]}`, '*']) assert.equal((await get({ 'accept-encoding': 'gzip', 'if-none-match': inm })).status, 304, inm);
    assert.equal((await get({ 'accept-encoding': 'gzip', 'if-none-match': tags[0] })).status, 200, 'the plain copy\'s tag does not validate the gzip copy');
  });
});

describe('analytics: server events and AI crawlers', () => {
  const svc = useService();
  let site: AnalyticsSite;
  let places: AnalyticsSite;
  before(async () => {
    site = await analyticsSite(svc(), 'docs', { production_url: 'https://docs.example' });
    places = await analyticsSite(svc(), 'places', { production_url: 'https://places.example' });
  });
  const send = (token: string, events: unknown[], slug = 'docs') => svc().client(token).post(`/api/v1/spaces/${slug}/analytics/server_events`, { events });

  it('counts AI crawlers per bot, operator and purpose, and the pages read for answers; a claim from outside the published ranges apart', async () => {
    const r = await send(site.management, [
      { path: '/guide/install', user_agent: UA.chatgptUser, ip: OPENAI_ADDRESS.chatgptUser },
      { path: '/guide/install', user_agent: UA.chatgptUser, ip: OPENAI_ADDRESS.chatgptUser },
      { path: '/guide/api?x=1', user_agent: UA.chatgptUser, ip: `::ffff:${OPENAI_ADDRESS.chatgptUser}` },
      { path: '/', user_agent: UA.gptbot, ip: OPENAI_ADDRESS.gptbot },
      { path: '/', user_agent: UA.claudeBot },
      { path: '/guide/install', user_agent: UA.perplexityBot },
      { path: '/guide/install', user_agent: UA.oaiSearch, ip: OPENAI_ADDRESS.searchbot },
      { path: '/', user_agent: UA.curl, ip: '192.0.2.3' },
      // Anyone can say GPTBot: from an address OpenAI does not publish (or none), it is a claim only.
      { path: '/wp-login.php', user_agent: UA.gptbot, ip: '192.0.2.2' },
      { path: '/wp-login.php', user_agent: UA.gptbot, ip: '192.0.2.2' },
      { path: '/wp-login.php', user_agent: UA.gptbot },
      { path: '/guide/install', user_agent: UA.chatgptUser, ip: '2001:db8::1' },
      // A person seen by the server without CDN headers: the place comes from the bundled city database.
      { path: '/guide/install', user_agent: UA.firefoxLinux, ip: '81.2.69.160', referrer: 'https://claude.ai/chat/1' },
    ]);
    assert.equal(r.status, 202, r.text);
    assert.deepEqual(r.body, { page_views: 1, crawler_visits: 7, search_crawler_visits: 0, unverified_crawlers: 4, bots_ignored: 1, people_ignored: 0, custom_events: 0 });
    const a = (await report(svc(), 'docs', site.preview, 7)).body;
    assert.equal(a.crawlers.visits, 7, 'claims are not counted as the operator\'s visits');
    assert.equal(a.crawlers.unverified, 4);
    assert.deepEqual(a.crawlers.by_purpose, { search: 2, user: 3, training: 2 });
    assert.deepEqual(a.crawlers.by_bot, [
      { name: 'ChatGPT-User', operator: 'OpenAI', purpose: 'user', verified: true, visits: 3 },
      { name: 'GPTBot', operator: 'OpenAI', purpose: 'training', verified: false, visits: 3 },
      { name: 'ChatGPT-User', operator: 'OpenAI', purpose: 'user', verified: false, visits: 1 },
      { name: 'ClaudeBot', operator: 'Anthropic', purpose: 'training', verified: null, visits: 1 },
      { name: 'GPTBot', operator: 'OpenAI', purpose: 'training', verified: true, visits: 1 },
      { name: 'OAI-SearchBot', operator: 'OpenAI', purpose: 'search', verified: true, visits: 1 },
      { name: 'PerplexityBot', operator: 'Perplexity', purpose: 'search', verified: null, visits: 1 },
    ]);
    assert.deepEqual(a.crawlers.pages, [
      { name: '/guide/install', visits: 2 },
      { name: '/guide/api', visits: 1 },
    ], 'a claimed ChatGPT-User read counts no page');
    assert.equal(a.timeseries.reduce((n: number, p: { crawler_visits: number }) => n + p.crawler_visits, 0), 7);
    assert.equal(a.visitors, 1, 'crawlers and bots are not visitors');
    assert.deepEqual(a.ai_engines, [{ name: 'Claude', count: 1, page_views: 1 }]);
    const london = placeInDatabase('81.2.69.160');
    assert.deepEqual(a.countries, [{ name: new Intl.DisplayNames(['en'], { type: 'region' }).of(london.country), code: london.country, count: 1, page_views: 1 }]);
    assert.deepEqual(a.cities, [{ name: london.city, country: london.country, count: 1, page_views: 1 }]);
  });

  it('places IPv6 and IPv4-mapped addresses from the bundled database; private addresses nowhere', async () => {
    const v6 = '2a00:1450:4001:800::1';
    const mapped = '::ffff:89.160.20.112';
    const r = await send(places.management, [
      { path: '/where', user_agent: UA.iphone, ip: v6 },
      { path: '/where', user_agent: UA.ipad, ip: mapped },
      { path: '/where', user_agent: UA.chromeDesktop, ip: '10.1.2.3' },
    ], 'places');
    assert.equal(r.status, 202, r.text);
    const a = (await report(svc(), 'places', places.preview, 1)).body;
    const expected = [placeInDatabase(v6), placeInDatabase('89.160.20.112')];
    assert.deepEqual(
      a.cities.map((c: { name: string; country: string }) => `${c.country}|${c.name}`).sort(),
      expected.map((p) => `${p.country}|${p.city}`).sort(),
    );
    assert.equal(a.visitors, 3, 'the visitor with a private address is counted, without a place');
  });

  it('reads CDN location headers and explicit places sent by the edge', async () => {
    await send(site.management, [
      { path: '/a', user_agent: UA.chromeDesktop, ip: '192.0.2.50', headers: { 'CF-IPCountry': 'JP', 'CF-IPCity': 'Osaka', cookie: 'ignored' } },
      { path: '/a', user_agent: UA.iphone, ip: '192.0.2.51', country: 'br', city: 'Recife' },
    ]);
    const a = (await report(svc(), 'docs', site.preview, 1)).body;
    assert.ok(a.cities.some((c: { name: string; country: string }) => c.name === 'Osaka' && c.country === 'JP'));
    assert.ok(a.cities.some((c: { name: string; country: string }) => c.name === 'Recife' && c.country === 'BR'));
  });

  it('refuses the public keys: a delivery or preview key cannot invent visitors', async () => {
    const s = svc();
    const beforeFigures = await figures(s, site);
    // What a page's source hands anyone: the delivery key. Ten calls of a hundred made-up addresses.
    for (const token of [site.delivery, site.preview]) {
      for (let call = 0; call < 10; call++) {
        const r = await send(token, Array.from({ length: 100 }, (_, i) => ({ path: '/forged', user_agent: UA.chromeDesktop, ip: `198.18.${call}.${i}` })));
        assert.equal(r.status, 403, r.text);
        assert.equal(r.body.error.code, 'key_cannot');
        assert.equal(r.body.error.details.needs, 'write');
      }
    }
    // An invalid body from a public key is refused for the key, not for the body.
    const r = await send(site.delivery, [{ path: '', user_agent: UA.gptbot, extra: true }]);
    assert.equal(r.status, 403, r.text);
    assert.deepEqual(await figures(s, site), beforeFigures);
    assert.equal(await s.database.db.selectFrom('analytics_events').select((eb) => eb.fn.countAll<number>().as('n')).where('space_id', '=', 'docs').where('path', '=', '/forged').executeTakeFirstOrThrow().then((row) => Number(row.n)), 0);
  });

  it("refuses another space's key and keys without permission, and invalid batches whole", async () => {
    const s = svc();
    await analyticsSite(s, 'elsewhere', { production_url: 'https://elsewhere.example' });
    const foreign = await s.key('elsewhere', 'management');
    const beforeFigures = await figures(s, site);
    let r = await send(foreign, [{ path: '/', user_agent: UA.gptbot }]);
    assert.equal(r.status, 403);
    assert.equal(r.body.error.code, 'wrong_space');
    r = await s.anon.post('/api/v1/spaces/docs/analytics/server_events', { events: [{ path: '/', user_agent: UA.gptbot }] });
    assert.equal(r.status, 401);
    r = await send(site.management, [{ path: '/ok', user_agent: UA.gptbot }, { path: 'no-slash', user_agent: UA.gptbot }]);
    assert.equal(r.status, 422);
    assert.ok(r.body.error.details.fields['events.1.path']);
    r = await send(site.management, [{ path: '/', user_agent: UA.gptbot, at: '2001-01-01T00:00:00Z' }]);
    assert.equal(r.status, 422, 'events older than a day are refused');
    r = await send(site.management, Array.from({ length: 101 }, () => ({ path: '/', user_agent: UA.gptbot })));
    assert.equal(r.status, 422, 'at most 100 events per call');
    r = await send(site.management, []);
    assert.equal(r.status, 422);
    assert.deepEqual(await figures(s, site), beforeFigures);
  });

  it('hashes visitors with a daily salt: the same person on two days is two visitors, their source carried over midnight', async () => {
    const s = svc();
    await analyticsSite(s, 'salty', { production_url: 'https://salty.example' });
    const key = await s.key('salty', 'management');
    const person = { user_agent: UA.chromeDesktop, ip: '192.0.2.77' };
    let r = await send(key, [{ ...person, path: '/yesterday', referrer: 'https://chatgpt.com/', at: yesterdayAt() }], 'salty');
    assert.equal(r.status, 202, r.text);
    r = await send(key, [{ ...person, path: '/today', referrer: 'https://salty.example/yesterday' }, { ...person, path: '/today/more' }], 'salty');
    assert.equal(r.status, 202);
    const management = s.client(await s.key('salty', 'management'));
    const two = (await management.get('/api/v1/spaces/salty/analytics?days=2')).body;
    assert.equal(two.visitors, 2, 'one visitor a day: the salt changed at midnight');
    assert.equal(two.page_views, 3);
    assert.deepEqual(two.ai_engines, [{ name: 'ChatGPT', count: 2, page_views: 3 }], "today's visit continues yesterday's visit from ChatGPT");
    const one = (await management.get('/api/v1/spaces/salty/analytics?days=1')).body;
    assert.equal(one.visitors, 1);
    assert.deepEqual(one.pages.map((p: { name: string }) => p.name), ['/today', '/today/more']);
    const salts = await s.database.db.selectFrom('analytics_salts').select(['day', 'salt']).orderBy('day').execute();
    assert.equal(salts.length, 2);
    assert.notEqual(salts[0].salt, salts[1].salt);
    const stored = JSON.stringify(await s.database.db.selectFrom('analytics_events').selectAll().where('space_id', '=', 'salty').execute());
    assert.ok(!stored.includes('192.0.2.77') && !stored.includes('Chrome/131'), 'no address and no user agent is stored');
  });
});

describe('analytics: the report', () => {
  const svc = useService();
  let site: AnalyticsSite;
  before(async () => {
    site = await analyticsSite(svc(), 'news', { production_url: 'https://news.example' });
    const events = Array.from({ length: 14 }, (_, i) => ({
      path: `/story/${i}`,
      user_agent: UA.chromeDesktop,
      ip: `192.0.2.${100 + i}`,
      referrer: `https://site${i}.example/page`,
      headers: { 'cf-ipcountry': ['DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'CH', 'PL', 'CZ', 'DK', 'SE', 'NO', 'FI'][i], 'cf-ipcity': `City ${i}` },
    }));
    // Campaigns and devices: twelve campaigns, several bots.
    const r = await svc().client(site.management).post('/api/v1/spaces/news/analytics/server_events', {
      events: [
        ...events,
        ...Array.from({ length: 12 }, (_, i) => ({ path: `/c?utm_campaign=c${i}&utm_source=s${i}`, user_agent: UA.iphone, ip: `192.0.2.${200 + i}` })),
        ...['GPTBot/1.0', 'ClaudeBot/1.0', 'CCBot/2.0', 'Bytespider', 'PerplexityBot/1.0', 'Amazonbot/0.1', 'Applebot/0.1', 'meta-externalagent/1.1', 'OAI-SearchBot/1.0', 'Google-Extended', 'DuckAssistBot/1.2', 'YouBot'].map((b) => ({
          path: '/',
          user_agent: `Mozilla/5.0 (compatible; ${b})`,
          ip: b.startsWith('GPTBot') ? OPENAI_ADDRESS.gptbot : b.startsWith('OAI-') ? OPENAI_ADDRESS.searchbot : null,
        })),
      ],
    });
    assert.equal(r.status, 202, r.text);
  });

  it('cuts every list at ten', async () => {
    const a = (await report(svc(), 'news', site.preview, 365)).body;
    assert.equal(a.visitors, 26);
    for (const list of ['sources', 'referrers', 'pages', 'countries', 'cities', 'campaigns']) assert.equal(a[list].length, 10, list);
    assert.equal(a.crawlers.by_bot.length, 10);
    assert.equal(a.crawlers.visits, 12, 'the total counts every bot, not only the listed ten');
    assert.deepEqual(a.devices.map((d: { name: string }) => d.name).sort(), ['desktop', 'mobile']);
  });

  it('takes days from 1 to 365, whole numbers only, default 30', async () => {
    const s = svc();
    for (const bad of ['0', '366', '1.5', 'abc', '-3', '']) {
      const r = await report(s, 'news', site.preview, bad);
      assert.equal(r.status, 400, `days=${bad}`);
      assert.equal(r.body.error.code, 'invalid_parameter');
    }
    for (const good of [1, 365]) {
      const r = await report(s, 'news', site.preview, good);
      assert.equal(r.status, 200);
      assert.equal(r.body.days, good);
      assert.equal(r.body.visitors, 26);
    }
    assert.equal((await report(s, 'news', site.preview)).body.days, 30);
  });

  it('narrows the report by filters in the query, the same over MCP; a bad filter is a 400 naming it', async () => {
    const s = svc();
    const page = (await s.client(site.preview).get('/api/v1/spaces/news/analytics?days=30&page=%2Fc&device=mobile')).body;
    const all = (await report(s, 'news', site.preview, 30)).body;
    assert.deepEqual(page.filters, { page: '/c', device: 'mobile' });
    assert.equal(page.visitors, all.pages.find((p: { name: string }) => p.name === '/c').count, 'every visitor of /c was on a phone');
    assert.deepEqual(page.pages.map((p: { name: string }) => p.name), ['/c']);
    assert.equal(page.crawlers.visits, 0);
    const client = await mcpClient(s, site.preview);
    const viaMcp = await call(client, 'get_analytics', { days: 30, page: '/c', device: 'mobile' });
    assert.deepEqual(JSON.parse(viaMcp.content[0].text), page);
    await client.close();
    const bad = await s.client(site.preview).get('/api/v1/spaces/news/analytics?country=Germany');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'invalid_parameter');
    assert.ok(bad.body.error.details.parameters.country);
    assert.match(bad.body.error.fix, /two-letter code/);
    const unknown = await s.client(site.preview).get('/api/v1/spaces/news/analytics?colour=red');
    assert.equal(unknown.status, 400, 'an unknown parameter is refused, not ignored');
  });

  it('needs a key that reads drafts, of this space', async () => {
    const s = svc();
    let r = await report(s, 'news', site.delivery);
    assert.equal(r.status, 403);
    assert.equal(r.body.error.code, 'key_cannot');
    assert.equal(r.body.error.details.needs, 'read_drafts');
    r = await s.anon.get('/api/v1/spaces/news/analytics');
    assert.equal(r.status, 401);
    await s.space('someone-else');
    r = await report(s, 'news', await s.key('someone-else', 'management'));
    assert.equal(r.status, 403);
    assert.equal(r.body.error.code, 'wrong_space');
    assert.equal((await report(s, 'news', site.management)).status, 200);
    assert.equal((await report(s, 'news', await s.key('news', 'agent'))).status, 200);
  });

  it('is the same report over MCP (get_analytics), for keys that read drafts only', async () => {
    const s = svc();
    const client = await mcpClient(s, site.preview);
    const r = await call(client, 'get_analytics', { days: 365 });
    assert.ok(!r.isError, JSON.stringify(r.content));
    const rest = (await report(s, 'news', site.preview, 365)).body;
    assert.deepEqual(JSON.parse(r.content[0].text), rest);
    const bad = await call(client, 'get_analytics', { days: 366 });
    assert.equal(bad.isError, true);
    await client.close();
    const delivery = await mcpClient(s, site.delivery);
    assert.ok(!(await delivery.listTools()).tools.some((t) => t.name === 'get_analytics'), 'a delivery key does not see the tool');
    await delivery.close();
  });
});
