import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { claimDueSearchSyncs, syncDueSearches } from '../../src/app/search/sync-search-connection.ts';
import type { AppContext } from '../../src/app/context.ts';
import { startTestService, type TestService } from '../support/service.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { dashboardSession, type DashboardSession } from '../support/dashboard-session.ts';
import { addMonths, APPEARANCES, COUNTRIES, ENGINE_B_KEY, ENGINE_B_SITE, engineADay, engineBDay, engineBWeeks, expectedEngineA, expectedEngineB, QUERIES_PER_DAY, searchEnv, startSearchEngines, weekOf, type SearchEngines } from '../support/search-engines.ts';
import { call, mcpClient } from '../support/mcp.ts';

const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY) + 1;

interface Setup {
  engines: SearchEngines;
  svc: TestService;
  ctx: AppContext;
}

/** A service whose engines are the local stand-ins, for one describe block. */
function useSearchService(extraEnv: Record<string, string> = {}): () => Setup {
  let s: Setup | undefined;
  before(async () => {
    const engines = await startSearchEngines();
    const svc = await startTestService({ ...searchEnv(engines), ...extraEnv });
    s = { engines, svc, ctx: { config: svc.config, database: svc.database } };
  });
  after(async () => {
    await s?.svc.stop();
    await s?.engines.stop();
  });
  return () => s!;
}

/** The dashboard's engine_a flow: authorize, the engine's consent (at once), the callback, the site. */
async function connectEngineA(s: Setup, owner: DashboardSession, space: string, site: string | null = 'sc-domain:example.com'): Promise<void> {
  const start = await owner.json('POST', `/integrations/spaces/${space}/engine_a/authorize`);
  assert.equal(start.status, 200, start.text);
  const consent = await fetch(start.body.authorize_url, { redirect: 'manual' });
  assert.equal(consent.status, 302);
  const back = new URL(consent.headers.get('location')!);
  const done = await owner.browser.get(back.pathname + back.search);
  assert.equal(done.status, 303, done.text);
  assert.equal(done.headers.get('location'), `/spaces/${space}/settings/integrations?engine=engine_a&connected=1`);
  if (site) {
    const picked = await owner.json('PUT', `/integrations/spaces/${space}/engine_a`, { site_url: site });
    assert.equal(picked.status, 200, picked.text);
  }
}

/** What the worker does when a sync falls due, at a chosen moment; quota waits are recorded instead of slept. */
async function sync(s: Setup, now: Date, waits: number[] = []) {
  return syncDueSearches(s.ctx, { now, limit: 10, sleep: async (ms) => void waits.push(ms) });
}

async function tableCount(svc: TestService, table: 'search_connections' | 'search_query_days' | 'search_page_days' | 'search_total_days', space: string): Promise<number> {
  const r = await svc.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('space_id', '=', space).executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('search queries report: parameters, permissions, empty until connected', () => {
  const s = useSearchService();
  let preview: string;
  let delivery: string;
  before(async () => {
    await s().svc.space('plain');
    preview = await s().svc.key('plain', 'preview');
    delivery = await s().svc.key('plain', 'delivery');
  });

  it('answers an empty report until an owner connects an engine', async () => {
    const res = await s().svc.client(preview).get('/api/v1/spaces/plain/search_queries');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { days: 28, since: addDays(dayOf(Date.now()), -27), until: dayOf(Date.now()), connections: [], totals: {}, coverage: {}, queries: [], pages: [] });
  });

  it('takes days from 1 to 90 and engine_a or engine_b; anything else is invalid_parameter', async () => {
    const c = s().svc.client(preview);
    const today = dayOf(Date.now());
    for (const q of ['days=0', 'days=91', 'days=abc', 'days=2.5', 'engine=engine_c', 'engine=', `from=${addDays(addMonths(today, -16), -1)}`, 'from=2026-13-01', `to=${addDays(today, 1)}`, 'breakdown=city']) {
      const res = await c.get(`/api/v1/spaces/plain/search_queries?${q}`);
      if (q === 'engine=') continue;
      assert.equal(res.status, 400, q);
      assert.equal(res.body.error.code, 'invalid_parameter', q);
      assert.ok(res.body.error.details.parameters[q.split('=')[0]], q);
    }
    const one = await c.get('/api/v1/spaces/plain/search_queries?days=1&engine=engine_b');
    assert.equal(one.status, 200);
    assert.equal(one.body.days, 1);
    assert.equal(one.body.since, dayOf(Date.now()));
    assert.equal((await c.get('/api/v1/spaces/plain/search_queries?days=90')).body.since, addDays(dayOf(Date.now()), -89));
    const mixed = await c.get(`/api/v1/spaces/plain/search_queries?days=7&from=${addDays(today, -30)}`);
    assert.equal(mixed.status, 400);
    assert.match(mixed.body.error.fix, /days \(leave it out when from\/to give the window\)/);
    const long = await c.get(`/api/v1/spaces/plain/search_queries?from=${addMonths(today, -16)}&to=${addDays(today, -1)}&breakdown=trend`);
    assert.equal(long.status, 200, long.text);
    assert.equal(long.body.since, addMonths(today, -16));
    assert.equal(long.body.until, addDays(today, -1));
    assert.ok(long.body.days > 480);
    assert.deepEqual(long.body.breakdown, { by: 'trend', rows: [], not_offered_by: [] });
  });

  it('needs a key that reads drafts', async () => {
    const res = await s().svc.client(delivery).get('/api/v1/spaces/plain/search_queries');
    assert.equal(res.status, 403);
    assert.equal(res.body.error.code, 'key_cannot');
    assert.equal((await s().svc.anon.get('/api/v1/spaces/plain/search_queries')).status, 401);
  });

  it('is described in the OpenAPI document, /docs and llms.txt', async () => {
    const doc = (await s().svc.anon.get('/api/v1/openapi.json')).body;
    const op = doc.paths['/api/v1/spaces/{space_id}/search_queries'].get;
    assert.equal(op.operationId, 'getSearchQueries');
    assert.deepEqual(Object.keys(op.responses).sort(), ['200', '304', '400', '401', '403', '429', 'default']);
    assert.ok(doc.paths['/integrations/spaces/{space_id}/engine_b'].put);
    assert.ok(doc.paths['/integrations/engine_a/callback'], 'the reference at /docs renders these paths from the document');
    assert.match((await s().svc.client(preview).get('/api/v1/spaces/plain/llms.txt')).text, /GET \/search_queries\?engine=engine_a\|engine_b&days=1\.\.90/);
  });

  it('is an MCP tool with the same answers and errors', async () => {
    const client = await mcpClient(s().svc, preview);
    const ok = await call(client, 'get_search_queries', { days: 7 });
    assert.ok(!ok.isError, ok.content[0].text);
    assert.equal(JSON.parse(ok.content[0].text).since, addDays(dayOf(Date.now()), -6));
    const bad = await call(client, 'get_search_queries', { days: 91 });
    assert.equal(bad.isError, true);
    assert.match(bad.content[0].text, /invalid_parameter|days/);
    const today = dayOf(Date.now());
    const long = await call(client, 'get_search_queries', { from: addMonths(today, -16), breakdown: 'trend' });
    assert.ok(!long.isError, long.content[0].text);
    assert.deepEqual([JSON.parse(long.content[0].text).since, JSON.parse(long.content[0].text).breakdown.by], [addMonths(today, -16), 'trend']);
    const early = await call(client, 'get_search_queries', { from: addDays(addMonths(today, -16), -1) });
    assert.equal(early.isError, true);
    assert.match(early.content[0].text, /from/);
    await client.close();
  });
});

describe('engine_a: connecting from the dashboard, backfill, daily sync, failures, disconnect', () => {
  const s = useSearchService();
  let owner: DashboardSession;
  let preview: string;
  const report = async (q = '') => (await s().svc.client(preview).get(`/api/v1/spaces/site/search_queries${q}`)).body;
  before(async () => {
    await s().svc.space('site');
    await s().svc.space('other');
    preview = await s().svc.key('site', 'preview');
    owner = await dashboardSession(s().svc, 'owner@example.com', [['site', 'owner']]);
  });

  it('lets only a signed-in owner in, and only same-origin writes carrying the CSRF token, with the answers of every other route', async () => {
    const anon = await fetch(`${s().svc.url}/integrations/spaces/site`);
    assert.equal(anon.status, 401);
    const management = await fetch(`${s().svc.url}/integrations/spaces/site`, { headers: { authorization: `Bearer ${await s().svc.key('site', 'management')}` } });
    assert.deepEqual([management.status, ((await management.json()) as { error: { code: string } }).error.code], [401, 'missing_key'], 'no key can connect engines, not even a management key');
    const editor = await dashboardSession(s().svc, 'editor@example.com', [['site', 'editor'], ['other', 'owner']]);
    const refused = await editor.json('GET', '/integrations/spaces/site');
    assert.deepEqual([refused.status, refused.body.error.code], [403, 'key_cannot']);
    assert.deepEqual(refused.body.error.details, { needs: 'manage_webhooks', role: 'editor' });
    assert.match(refused.body.error.message, /^As editor of this space, editor@example.com cannot do this/);
    assert.equal((await editor.json('GET', '/integrations/spaces/other')).status, 200);
    const outsider = await dashboardSession(s().svc, 'outsider@example.com', [['other', 'owner']]);
    assert.equal((await outsider.json('GET', '/integrations/spaces/site')).body.error.code, 'wrong_space');
    // A missing or wrong CSRF token: the same 401 invalid_key as on /api/v1 (docs/dashboard.md).
    for (const [method, path, opts] of [['POST', '/integrations/spaces/site/engine_a/authorize', { csrf: null }], ['POST', '/integrations/spaces/site/engine_a/authorize', { csrf: 'guess' }], ['DELETE', '/integrations/spaces/site/engine_b', { csrf: null }]] as const) {
      const res = await owner.json(method, path, undefined, opts);
      assert.deepEqual([res.status, res.body.error.code], [401, 'invalid_key'], `${method} ${path} ${JSON.stringify(opts)}`);
      assert.match(res.body.error.fix, /x-csrf-token/);
    }
    const crossSite = await owner.json('POST', '/integrations/spaces/site/engine_a/authorize', undefined, { origin: 'https://evil.example' });
    assert.deepEqual([crossSite.status, crossSite.body.error.code], [401, 'missing_key']);
  });

  it('stops at the engine when the person declines, connecting nothing', async () => {
    s().engines.consent = 'deny';
    try {
      const start = await owner.json('POST', '/integrations/spaces/site/engine_a/authorize');
      const consent = await fetch(start.body.authorize_url, { redirect: 'manual' });
      const back = new URL(consent.headers.get('location')!);
      const done = await owner.browser.get(back.pathname + back.search);
      assert.equal(done.status, 303);
      assert.match(done.headers.get('location')!, /^\/spaces\/site\/settings\/integrations\?engine=engine_a&error=/);
      assert.equal((await owner.json('GET', '/integrations/spaces/site')).body.connections[0].connected, false);
    } finally {
      s().engines.consent = 'approve';
    }
  });

  it('sends a person without a session to sign in first, and back to the callback', async () => {
    const res = await fetch(`${s().svc.url}/integrations/engine_a/callback?code=x&state=y`, { redirect: 'manual' });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), `/login?next=${encodeURIComponent('/integrations/engine_a/callback?code=x&state=y')}`);
  });

  it('refuses a callback whose state was not started in this session', async () => {
    const start = await owner.json('POST', '/integrations/spaces/site/engine_a/authorize');
    const consent = await fetch(start.body.authorize_url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const stranger = await dashboardSession(s().svc, 'stranger@example.com', [['site', 'owner']]);
    const res = await stranger.browser.get(back.pathname + back.search);
    assert.equal(res.status, 400);
    assert.match(res.text, /not valid here/);
    const tampered = await owner.browser.get(back.pathname + back.search.replace(/state=[^&]+/, 'state=abc.def'));
    assert.equal(tampered.status, 400);
  });

  it('connects: authorization code with PKCE, the sites to pick from, then only a readable site', async () => {
    await connectEngineA(s(), owner, 'site', null);
    const token = s().engines.log.find((l) => l.path === '/token');
    assert.equal(token?.body?.grant_type, 'authorization_code');
    assert.ok(token?.body?.code_verifier);
    const state = await owner.json('GET', '/integrations/spaces/site');
    assert.equal(state.status, 200);
    const a = state.body.connections.find((c: { engine: string }) => c.engine === 'engine_a');
    assert.equal(a.connected, true);
    assert.equal(a.site_url, null);
    assert.deepEqual(a.sites.map((x: { site_url: string }) => x.site_url), ['sc-domain:example.com', 'https://www.example.com/', 'https://unverified.example/']);
    const sites = await owner.json('GET', '/integrations/spaces/site/engine_a/sites');
    assert.equal(sites.body.sites[0].permission_level, 'siteOwner');
    for (const bad of ['https://unverified.example/', 'https://not-mine.example/']) {
      const res = await owner.json('PUT', '/integrations/spaces/site/engine_a', { site_url: bad });
      assert.equal(res.status, 422, bad);
      assert.ok(res.body.error.details.fields.site_url);
    }
    const picked = await owner.json('PUT', '/integrations/spaces/site/engine_a', { site_url: 'sc-domain:example.com' });
    assert.equal(picked.status, 200);
    assert.equal(picked.body.connections[0].site_url, 'sc-domain:example.com');
    // Credentials never leave the server and are encrypted at rest.
    const issued = s().engines.log.length;
    assert.ok(issued > 0);
    const row = await s().svc.database.db.selectFrom('search_connections').selectAll().where('space_id', '=', 'site').executeTakeFirstOrThrow();
    assert.match(row.credentials, /^v1\./);
    assert.doesNotMatch(row.credentials, /1\/\/|ya29\./);
    assert.doesNotMatch(JSON.stringify(state.body) + JSON.stringify(picked.body), /1\/\/|ya29\.|credentials|token/);
    const r = await report();
    assert.deepEqual(r.connections, [{ engine: 'engine_a', site_url: 'sc-domain:example.com', synced_at: null, last_error: null }]);
  });

  it('backfills the 16 months the engine keeps in 30-day windows, paging at 25,000 rows, and reports exact sums with anonymised queries only in totals', async () => {
    s().engines.log.length = 0;
    const now = new Date();
    const today = dayOf(now.getTime());
    const first = addMonths(today, -16);
    // One day in the history with more queries than one page of the API holds.
    s().engines.tail.set(addDays(today, -100), 26_000);
    assert.deepEqual(await sync(s(), now), [{ engine: 'engine_a', space: 'site', outcome: 'synced' }]);
    const calls = s().engines.log.filter((l) => l.path.endsWith('/searchAnalytics/query'));
    const queryCalls = calls.filter((l) => JSON.stringify(l.body?.dimensions) === '["date","query"]');
    const windows = [...new Set(queryCalls.map((l) => `${l.body?.startDate}..${l.body?.endDate}`))];
    assert.equal(windows.length, Math.ceil(daysBetween(first, today) / 30), 'every 30-day window of the history');
    assert.equal(queryCalls[0].body?.startDate, first);
    assert.equal(queryCalls.at(-1)!.body?.endDate, today);
    const paged = queryCalls.filter((l) => l.body?.startRow === 25_000);
    assert.equal(paged.length, 1, 'the window holding the long tail is read in two pages');
    assert.ok(paged[0].body!.startDate! <= addDays(today, -100) && paged[0].body!.endDate! >= addDays(today, -100));
    for (const l of queryCalls) {
      assert.equal(l.path, '/webmasters/v3/sites/sc-domain%3Aexample.com/searchAnalytics/query');
      assert.equal(l.body?.rowLimit, 25_000);
      assert.equal(l.body?.dataState, 'all');
    }
    assert.ok(calls.some((l) => JSON.stringify(l.body?.dimensions) === '["date"]' && !l.body?.dimensionFilterGroups), 'totals come from a query without query or page dimensions');
    assert.ok(calls.every((l) => !(l.body?.dimensions as string[]).includes('searchAppearance') || (l.body?.dimensions as string[]).length === 1), 'search appearance is never grouped with another dimension');
    const filtered = calls.filter((l) => l.body?.dimensionFilterGroups);
    assert.deepEqual([...new Set(filtered.map((l) => JSON.stringify(l.body?.dimensionFilterGroups)))].map((g) => JSON.parse(g)[0].filters[0].expression).sort(), [...APPEARANCES].sort());
    assert.equal(await tableCount(s().svc, 'search_query_days', 'site'), daysBetween(first, today) * QUERIES_PER_DAY + 26_000);

    const all = await report(`?from=${first}`);
    assert.equal(all.totals.engine_a.clicks, expectedEngineA(today, daysBetween(first, today)).clicks, 'the whole history, through from/to');
    assert.deepEqual(all.coverage.engine_a, { granularity: 'day', from: first, to: today, partial: false });
    const tail = await report(`?from=${addDays(today, -100)}&to=${addDays(today, -100)}`);
    assert.equal(tail.totals.engine_a.impressions, expectedEngineA(addDays(today, -100), 1).impressions + 26_000);
    s().engines.tail.clear();

    const r = await report();
    const want = expectedEngineA(today, 28);
    assert.equal(r.totals.engine_a.clicks, want.clicks);
    assert.equal(r.totals.engine_a.impressions, want.impressions);
    assert.equal(r.totals.engine_a.position, want.position);
    assert.equal(r.totals.engine_a.ctr, Math.round((want.clicks / want.impressions) * 10_000) / 10_000);
    const queryClicks = [...want.queryClicks.values()].reduce((a, b) => a + b, 0);
    assert.ok(r.totals.engine_a.clicks > queryClicks, 'anonymised queries count in totals');
    assert.equal(r.queries.length, 50);
    assert.equal(r.pages.length, 20);
    for (let i = 1; i < r.queries.length; i++) assert.ok(r.queries[i - 1].clicks >= r.queries[i].clicks, 'most clicks first');
    assert.deepEqual(Object.keys(r.queries[0]).sort(), ['clicks', 'ctr', 'engine', 'impressions', 'page', 'position', 'query']);
    assert.equal(r.queries[0].engine, 'engine_a');
    assert.equal(r.queries[0].page, null);
    assert.equal(r.queries[0].clicks, Math.max(...want.queryClicks.values()));
    assert.ok(r.queries.every((q: { query: string }) => q.query !== ''), 'no anonymised query rows');
    assert.equal(r.pages[0].query, null);
    assert.match(r.pages[0].page, /^https:\/\/www\.example\.com\/p\//);
    assert.ok(r.connections[0].synced_at);
    assert.equal(r.connections[0].last_error, null);
  });

  it('breaks the window down by country, device, search appearance, query × page and day, as the engine served them', async () => {
    const today = dayOf(Date.now());
    const days = [...Array(7).keys()].map((i) => addDays(today, -i));
    const rows = days.flatMap((d) => engineADay(d).map((r) => ({ ...r, date: d })));
    const sum = (pick: (r: (typeof rows)[number]) => string | null) => {
      const m = new Map<string, number>();
      for (const r of rows) {
        const k = pick(r);
        if (k !== null) m.set(k, (m.get(k) ?? 0) + r.clicks);
      }
      return m;
    };
    const clicksOf = (r: { breakdown: { rows: Array<{ value: string; page: string | null; clicks: number }> } }) => new Map(r.breakdown.rows.map((x) => [x.page ? `${x.value}|${x.page}` : x.value, x.clicks]));

    const country = await report('?days=7&breakdown=country');
    assert.deepEqual(clicksOf(country), sum((r) => r.country), 'anonymised queries count by country too');
    assert.deepEqual(country.breakdown.rows.map((r: { value: string }) => r.value).sort(), [...COUNTRIES].sort());
    assert.deepEqual(clicksOf(await report('?days=7&breakdown=device')), sum((r) => r.device));
    assert.deepEqual(clicksOf(await report('?days=7&breakdown=appearance')), sum((r) => r.appearance));
    const pairs = await report('?days=7&breakdown=query_page');
    assert.equal(pairs.breakdown.rows.length, 50, 'top 50 pairs');
    const want = sum((r) => (r.anonymised ? null : `${r.query}|${r.page}`));
    for (const [k, v] of clicksOf(pairs)) assert.equal(v, want.get(k), k);
    assert.equal(pairs.breakdown.rows[0].clicks, Math.max(...want.values()));
    const trend = await report('?days=7&breakdown=trend');
    assert.deepEqual(trend.breakdown.rows.map((r: { value: string }) => r.value), [...days].reverse(), 'one row a day, oldest first');
    assert.deepEqual(trend.breakdown.rows.map((r: { clicks: number }) => r.clicks), [...days].reverse().map((d) => expectedEngineA(d, 1).clicks));
    assert.ok(trend.breakdown.rows.every((r: { days: number; engine: string }) => r.days === 1 && r.engine === 'engine_a'));
  });

  it('sums exactly the days of the window asked for', async () => {
    const today = dayOf(Date.now());
    for (const days of [1, 7, 90]) {
      const r = await report(`?days=${days}`);
      assert.equal(r.since, addDays(today, -(days - 1)));
      assert.equal(r.totals.engine_a.clicks, expectedEngineA(today, days).clicks, `days=${days}`);
    }
    const b = await report('?engine=engine_b');
    assert.deepEqual(b.totals, {});
    assert.deepEqual(b.queries, []);
  });

  it('syncs again a day later: the freshest days re-fetched (revised numbers replace old ones), with a refreshed access token', async () => {
    const e = s().engines;
    e.log.length = 0;
    const today = dayOf(Date.now());
    const before = await report('?days=7');
    e.bump.set(addDays(today, -1), 1000);
    const later = new Date(Date.now() + 25 * 3_600_000);
    assert.deepEqual(await sync(s(), later), [{ engine: 'engine_a', space: 'site', outcome: 'synced' }]);
    assert.equal(e.log[0].path, '/token');
    assert.equal(e.log[0].body?.grant_type, 'refresh_token', 'the hour-long access token had expired');
    const analytics = e.log.filter((l) => l.path.endsWith('/searchAnalytics/query'));
    assert.ok(analytics.every((l) => l.body?.startDate === addDays(today, -3)), 'only the last days again');
    assert.equal((await report('?days=7')).totals.engine_a.clicks, before.totals.engine_a.clicks + 1000);
    const r = await report();
    assert.equal(r.connections[0].synced_at, later.toISOString());
    assert.equal(await tableCount(s().svc, 'search_query_days', 'site'), daysBetween(addMonths(today, -16), today) * QUERIES_PER_DAY + 26_000, 'replaced, not added');
    assert.deepEqual(await sync(s(), new Date(later.getTime() + 3_600_000)), [], 'not due again for a day');
  });

  it('gets a new access token once when the engine refuses one that has not expired', async () => {
    const e = s().engines;
    const last = Date.parse((await report()).connections[0].synced_at);
    e.revokeAccessTokens();
    e.log.length = 0;
    // Due now, while the stored access token is still valid on Tessera's clock.
    await s().svc.database.db.updateTable('search_connections').set({ next_sync_at: new Date(0).toISOString() }).where('space_id', '=', 'site').execute();
    assert.deepEqual(await sync(s(), new Date(last + 10 * 60_000)), [{ engine: 'engine_a', space: 'site', outcome: 'synced' }]);
    assert.deepEqual(
      e.log.slice(0, 3).map((l) => (l.path === '/token' ? `token:${l.body?.grant_type}` : 'query')),
      ['query', 'token:refresh_token', 'query'],
    );
    assert.equal((await report()).connections[0].last_error, null);
  });

  it('refreshes the access token when listing or picking sites and the engine refuses one that has not expired', async () => {
    const e = s().engines;
    e.revokeAccessTokens();
    e.log.length = 0;
    const sites = await owner.json('GET', '/integrations/spaces/site/engine_a/sites');
    assert.equal(sites.status, 200, sites.text);
    assert.equal(sites.body.sites[0].site_url, 'sc-domain:example.com');
    assert.deepEqual(
      e.log.slice(0, 3).map((l) => (l.path === '/token' ? `token:${l.body?.grant_type}` : 'sites')),
      ['sites', 'token:refresh_token', 'sites'],
    );
    e.revokeAccessTokens();
    const picked = await owner.json('PUT', '/integrations/spaces/site/engine_a', { site_url: 'sc-domain:example.com' });
    assert.equal(picked.status, 200, picked.text);
    // The refreshed token was stored: the next listing needs no refresh.
    e.log.length = 0;
    assert.equal((await owner.json('GET', '/integrations/spaces/site/engine_a/sites')).status, 200);
    assert.equal(e.log.filter((l) => l.path === '/token').length, 0);
  });

  it('records a failing sync in last_error, keeps the data, and clears it with the next good sync', async () => {
    const e = s().engines;
    const okBefore = (await report()).connections[0].synced_at;
    e.failAlways('/searchAnalytics/query', { status: 500, body: { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } } });
    const at = new Date(Date.now() + 80 * 3_600_000);
    assert.deepEqual(await sync(s(), at), [{ engine: 'engine_a', space: 'site', outcome: 'failed' }]);
    const failed = await report();
    assert.match(failed.connections[0].last_error, /engine_a answered HTTP 500: Internal error encountered/);
    assert.equal(failed.connections[0].synced_at, okBefore);
    assert.ok(failed.totals.engine_a.clicks > 0, 'what was synced before stays');
    const dash = await owner.json('GET', '/integrations/spaces/site');
    assert.equal(dash.body.connections[0].last_error, failed.connections[0].last_error);
    assert.deepEqual(await sync(s(), new Date(at.getTime() + 60_000)), [], 'backs off before trying again');
    e.failAlways('/searchAnalytics/query', null);
    const again = new Date(at.getTime() + 3_600_000);
    assert.deepEqual(await sync(s(), again), [{ engine: 'engine_a', space: 'site', outcome: 'synced' }]);
    const good = await report();
    assert.equal(good.connections[0].last_error, null);
    assert.equal(good.connections[0].synced_at, again.toISOString());
  });

  it('waits and retries when the engine answers 429 (quota), then succeeds', async () => {
    const e = s().engines;
    const quota = { status: 429, body: { error: { code: 429, message: 'Search Analytics load quota exceeded.', status: 'RESOURCE_EXHAUSTED' } }, headers: { 'retry-after': '7' } };
    e.failNext('/searchAnalytics/query', quota, { ...quota, headers: {} });
    const waits: number[] = [];
    assert.deepEqual(await sync(s(), new Date(Date.now() + 200 * 3_600_000), waits), [{ engine: 'engine_a', space: 'site', outcome: 'synced' }]);
    assert.deepEqual(waits, [7000, 2000], 'Retry-After when given, else doubling back-off');
    assert.equal((await report()).connections[0].last_error, null);
  });

  it('says to connect again when the person withdrew access at the engine', async () => {
    s().engines.revokeRefreshTokens();
    const at = new Date(Date.now() + 300 * 3_600_000);
    assert.deepEqual(await sync(s(), at), [{ engine: 'engine_a', space: 'site', outcome: 'failed' }]);
    assert.match((await report()).connections[0].last_error, /invalid_grant.*connect engine_a again/);
  });

  it('disconnecting deletes the credentials and the stored data; the report is empty again', async () => {
    const res = await owner.json('DELETE', '/integrations/spaces/site/engine_a');
    assert.equal(res.status, 204);
    for (const t of ['search_connections', 'search_query_days', 'search_page_days', 'search_total_days'] as const) assert.equal(await tableCount(s().svc, t, 'site'), 0, t);
    const r = await report();
    assert.deepEqual([r.connections, r.totals, r.queries, r.pages], [[], {}, [], []]);
    assert.equal((await owner.json('GET', '/integrations/spaces/site')).body.connections[0].connected, false);
    assert.equal((await owner.json('DELETE', '/integrations/spaces/site/engine_a')).status, 204, 'disconnecting twice changes nothing');
  });
});

describe('engine_b: API key, /Date(…)/ rows, both engines in one report', () => {
  const s = useSearchService();
  let owner: DashboardSession;
  let preview: string;
  const report = async (q = '') => (await s().svc.client(preview).get(`/api/v1/spaces/both/search_queries${q}`)).body;
  before(async () => {
    await s().svc.space('both');
    preview = await s().svc.key('both', 'preview');
    owner = await dashboardSession(s().svc, 'b-owner@example.com', [['both', 'owner']]);
  });

  it('refuses a key or site engine_b does not accept, storing nothing', async () => {
    const wrongKey = await owner.json('PUT', '/integrations/spaces/both/engine_b', { api_key: 'ffffffffffffffffffffffffffffffff', site_url: ENGINE_B_SITE });
    assert.equal(wrongKey.status, 422);
    assert.equal(wrongKey.body.error.code, 'validation_failed');
    assert.match(wrongKey.body.error.details.fields.api_key, /InvalidApiKey/);
    const badShape = await owner.json('PUT', '/integrations/spaces/both/engine_b', { api_key: 'x', site_url: 'not a url' });
    assert.equal(badShape.status, 422);
    assert.deepEqual(Object.keys(badShape.body.error.details.fields).sort(), ['api_key', 'site_url']);
    assert.equal(await tableCount(s().svc, 'search_connections', 'both'), 0);
  });

  it('connects with a key and stores its weekly buckets as weeks and its daily traffic as days', async () => {
    s().engines.pageField = 'Page';
    const res = await owner.json('PUT', '/integrations/spaces/both/engine_b', { api_key: ENGINE_B_KEY, site_url: ENGINE_B_SITE });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.connections[1], { engine: 'engine_b', connected: true, site_url: ENGINE_B_SITE, synced_at: null, last_error: null });
    assert.doesNotMatch(res.text, new RegExp(ENGINE_B_KEY));
    const row = await s().svc.database.db.selectFrom('search_connections').select('credentials').where('space_id', '=', 'both').executeTakeFirstOrThrow();
    assert.doesNotMatch(row.credentials, new RegExp(ENGINE_B_KEY));

    assert.deepEqual(await sync(s(), new Date()), [{ engine: 'engine_b', space: 'both', outcome: 'synced' }]);
    const today = dayOf(Date.now());
    const weeks = engineBWeeks(today);
    // Rows are dated /Date(ms-0800)/ at local midnight: each lands on its own calendar day.
    assert.equal(await tableCount(s().svc, 'search_total_days', 'both'), daysBetween(weeks[0].start, today), 'daily traffic: one row a day');
    assert.equal(await tableCount(s().svc, 'search_query_days', 'both'), weeks.length * 30, 'one row per query and week');
    const spans = await s().svc.database.db.selectFrom('search_query_days').select(['span', 'date']).where('space_id', '=', 'both').execute();
    assert.ok(spans.every((r) => r.span === 7 && weekOf(r.date) === r.date), 'weeks start on their Monday and cover 7 days');
  });

  it('answers 1, 7 and 28 days with the weeks they touch, saying when a week only partly overlaps; totals by day', async () => {
    const today = dayOf(Date.now());
    for (const days of [1, 7, 28]) {
      const since = addDays(today, -(days - 1));
      const want = expectedEngineB(today, since);
      const r = await report(`?engine=engine_b&days=${days}`);
      assert.equal(r.totals.engine_b.clicks, want.clicks, `days=${days}: totals are exact, from the daily traffic`);
      assert.equal(r.totals.engine_b.impressions, want.impressions, `days=${days}`);
      assert.ok(r.totals.engine_b.position > 0, 'position from the weekly page rows');
      assert.deepEqual(new Map(r.queries.map((q: { query: string; clicks: number }) => [q.query, q.clicks])), want.queryClicks, `days=${days}: whole weeks`);
      assert.deepEqual(r.coverage.engine_b, { granularity: 'week', from: want.from, to: want.to, partial: want.from < since || want.to > today }, `days=${days}`);
    }
    const one = await report('?engine=engine_b&days=1');
    const seven = await report('?engine=engine_b&days=7');
    assert.equal(one.coverage.engine_b.from, weekOf(today), 'one day: this week only');
    assert.equal(one.coverage.engine_b.partial, true);
    if (weekOf(today) !== today && weekOf(addDays(today, -6)) !== weekOf(today)) assert.ok(seven.queries[0].clicks > one.queries[0].clicks, 'seven days: last week too');
    // A window of whole weeks is not partial.
    const lastWeek = addDays(weekOf(today), -7);
    const whole = await report(`?engine=engine_b&from=${lastWeek}&to=${addDays(lastWeek, 6)}`);
    assert.deepEqual(whole.coverage.engine_b, { granularity: 'week', from: lastWeek, to: addDays(lastWeek, 6), partial: false });
    const trend = await report('?engine=engine_b&days=7&breakdown=trend');
    assert.deepEqual(trend.breakdown.rows.map((r: { value: string; clicks: number }) => r.clicks), [...Array(7).keys()].reverse().map((i) => engineBDay(addDays(today, -i)).reduce((n, q) => n + q.clicks, 0)), 'a daily trend');
    const country = await report('?engine=engine_b&breakdown=country');
    assert.deepEqual(country.breakdown, { by: 'country', rows: [], not_offered_by: ['engine_b'] });
    // Query × page, one GetQueryPageStats call per query, in the same weeks as the queries.
    const asked = s().engines.log.filter((l) => l.path.endsWith('/GetQueryPageStats')).map((l) => l.query.query);
    assert.equal(new Set(asked).size, 30, 'each of its 30 queries once');
    const pairs = await report('?engine=engine_b&days=28&breakdown=query_page');
    const want = expectedEngineB(today, addDays(today, -27));
    assert.equal(pairs.breakdown.rows.length, 30);
    for (const r of pairs.breakdown.rows) {
      assert.equal(r.page, `https://www.example.com/b/${Number(r.value.split(' ').at(-1)) % 10}`);
      assert.equal(r.clicks, want.queryClicks.get(r.value), r.value);
    }
  });

  it('reads page rows that name the page in Query too, as older answers do', async () => {
    s().engines.pageField = 'Query';
    assert.deepEqual(await sync(s(), new Date(Date.now() + 25 * 3_600_000)), [{ engine: 'engine_b', space: 'both', outcome: 'synced' }]);
    assert.equal((await report('?engine=engine_b')).pages.length, 10);
  });

  it('reports both engines together: totals for each, rows of both most clicks first', async () => {
    await connectEngineA(s(), owner, 'both', 'https://www.example.com/');
    await sync(s(), new Date(Date.now() + 60_000));
    const r = await report();
    assert.deepEqual(Object.keys(r.totals).sort(), ['engine_a', 'engine_b']);
    assert.deepEqual(r.connections.map((c: { engine: string }) => c.engine), ['engine_a', 'engine_b']);
    for (let i = 1; i < r.queries.length; i++) assert.ok(r.queries[i - 1].clicks >= r.queries[i].clicks);
    assert.equal(r.pages.length, 30, '20 engine_a pages and 10 engine_b pages');
    const only = await report('?engine=engine_a');
    assert.deepEqual(Object.keys(only.totals), ['engine_a']);
    assert.ok(only.queries.every((q: { engine: string }) => q.engine === 'engine_a'));
  });

  it('a connection due for sync is claimed by one node only', async () => {
    await s().svc.database.db.updateTable('search_connections').set({ next_sync_at: new Date(0).toISOString() }).where('space_id', '=', 'both').where('engine', '=', 'engine_b').execute();
    const now = new Date(Date.now() + 1000);
    const [one, two] = await Promise.all([claimDueSearchSyncs(s().ctx, { now, limit: 5 }), claimDueSearchSyncs(s().ctx, { now, limit: 5 })]);
    assert.equal(one.length + two.length, 1);
    const job = [...one, ...two][0];
    assert.equal(await job.run(), 'synced');
  });
});

describe('search sync in the background', () => {
  const s = useSearchService({ TESSERA_WORKERS: '1' });
  let owner: DashboardSession;

  before(async () => {
    await s().svc.space('bg');
    owner = await dashboardSession(s().svc, 'bg@example.com', [['bg', 'owner']]);
  });

  it('the worker starts the backfill as soon as an engine is connected', async () => {
    const res = await owner.json('PUT', '/integrations/spaces/bg/engine_b', { api_key: ENGINE_B_KEY, site_url: ENGINE_B_SITE });
    assert.equal(res.status, 200);
    const deadline = Date.now() + 15_000;
    let synced: string | null = null;
    while (!synced && Date.now() < deadline) {
      synced = (await owner.json('GET', '/integrations/spaces/bg')).body.connections[1].synced_at;
      if (!synced) await new Promise((r) => setTimeout(r, 50));
    }
    assert.ok(synced, 'synced by the background worker');
  });
});

describe('without TESSERA_SECRET_KEY', () => {
  const s = useSearchService({ TESSERA_SECRET_KEY: '' });
  let owner: DashboardSession;
  before(async () => {
    await s().svc.space('nokey');
    owner = await dashboardSession(s().svc, 'nokey@example.com', [['nokey', 'owner']]);
  });

  it('refuses to connect either engine, saying what the operator must set', async () => {
    for (const [method, path, body] of [
      ['POST', '/integrations/spaces/nokey/engine_a/authorize', undefined],
      ['PUT', '/integrations/spaces/nokey/engine_b', { api_key: ENGINE_B_KEY, site_url: ENGINE_B_SITE }],
    ] as const) {
      const res = await owner.json(method, path, body);
      assert.equal(res.status, 503, path);
      assert.equal(res.body.error.code, 'integration_unavailable');
      assert.match(res.body.error.message + res.body.error.fix, /TESSERA_SECRET_KEY/);
    }
    assert.equal(await tableCount(s().svc, 'search_connections', 'nokey'), 0);
  });
});

describe('rotating TESSERA_SECRET_KEY', () => {
  let engines: SearchEngines;
  let tdb: TestDatabase;
  const oldKey = randomBytes(32).toString('base64');
  const newKey = randomBytes(32).toString('base64');
  before(async () => {
    engines = await startSearchEngines();
    tdb = await createTestDatabase();
  });
  after(async () => {
    await engines.stop();
    await tdb.drop();
  });

  /** Runs `fn` on a service over the shared database with the given keys, then stops it. */
  async function withKeys<T>(env: Record<string, string>, fn: (s: Setup) => Promise<T>): Promise<T> {
    const svc = await startTestService({ ...searchEnv(engines), ...env }, { database: tdb });
    try {
      return await fn({ engines, svc, ctx: { config: svc.config, database: svc.database } });
    } finally {
      await svc.stop();
    }
  }
  const stored = (s: Setup) => s.svc.database.db.selectFrom('search_connections').select(['credentials', 'last_error']).where('space_id', '=', 'rot').executeTakeFirstOrThrow();
  const dueNow = (s: Setup) => s.svc.database.db.updateTable('search_connections').set({ next_sync_at: new Date(0).toISOString() }).where('space_id', '=', 'rot').execute();

  it('keeps syncing through a rotation, sealing again with the new key; a lost key asks to connect again', async () => {
    const oldId = await withKeys({ TESSERA_SECRET_KEY: oldKey }, async (s) => {
      await s.svc.space('rot');
      const owner = await dashboardSession(s.svc, 'rot@example.com', [['rot', 'owner']]);
      assert.equal((await owner.json('PUT', '/integrations/spaces/rot/engine_b', { api_key: ENGINE_B_KEY, site_url: ENGINE_B_SITE })).status, 200);
      assert.deepEqual(await sync(s, new Date()), [{ engine: 'engine_b', space: 'rot', outcome: 'synced' }]);
      return (await stored(s)).credentials.split('.')[1];
    });
    const newId = await withKeys({ TESSERA_SECRET_KEY: newKey, TESSERA_SECRET_KEY_PREVIOUS: oldKey }, async (s) => {
      await dueNow(s);
      assert.deepEqual(await sync(s, new Date()), [{ engine: 'engine_b', space: 'rot', outcome: 'synced' }]);
      return (await stored(s)).credentials.split('.')[1];
    });
    assert.notEqual(newId, oldId, 'sealed again with the new key');
    await withKeys({ TESSERA_SECRET_KEY: newKey }, async (s) => {
      await dueNow(s);
      assert.deepEqual(await sync(s, new Date()), [{ engine: 'engine_b', space: 'rot', outcome: 'synced' }], 'the old key is no longer needed');
    });
    await withKeys({ TESSERA_SECRET_KEY: randomBytes(32).toString('base64') }, async (s) => {
      await dueNow(s);
      assert.deepEqual(await sync(s, new Date()), [{ engine: 'engine_b', space: 'rot', outcome: 'failed' }]);
      assert.match((await stored(s)).last_error ?? '', /key this server does not have.*Connect engine_b again/);
    });
  });
});
