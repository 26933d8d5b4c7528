import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { analyticsSite, UA, type AnalyticsSite } from '../support/analytics.ts';

const MIN = 60_000;

/**
 * The start of a five-hour stretch that lies within one UTC day (the visitor hash is daily) and
 * at most 24 hours back (what server events may send): today's early hours, or yesterday's.
 */
function stretchStart(now = Date.now()): number {
  const midnight = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  return now - midnight >= 12 * 3_600_000 ? now - 6 * 3_600_000 : now - 23 * 3_600_000;
}

describe('analytics: visits, bounce rate, visit duration and goals', () => {
  const svc = useService({ TESSERA_TRUST_PROXY: '1' });
  let site: AnalyticsSite;
  let goals: Record<string, string>;
  const SITE = 'https://goals.example';

  /** What the script sends: a page view, or a custom event with `name` and `props`. */
  const beacon = (address: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    svc().anon.raw('/api/v1/spaces/goals/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA.chromeDesktop, 'x-forwarded-for': address, ...headers },
      body: JSON.stringify({ width: 1440, ...body }),
    });
  const view = (address: string, path: string, headers?: Record<string, string>) => beacon(address, { url: `${SITE}${path}`, referrer: null }, headers);
  const custom = (address: string, path: string, name: string, props?: Record<string, unknown>, headers?: Record<string, string>) => beacon(address, { url: `${SITE}${path}`, name, props }, headers);
  const analytics = (query: string) => svc().client(site.preview).get(`/api/v1/spaces/goals/analytics?days=2${query}`);

  before(async () => {
    site = await analyticsSite(svc(), 'goals', { production_url: SITE });
    const add = async (kind: string, name: string) => {
      const r = await svc().client(site.management).post('/api/v1/spaces/goals/analytics/goals', { kind, name });
      assert.equal(r.status, 201, r.text);
      return r.body.id as string;
    };
    goals = { signup: await add('event', 'Signup'), download: await add('event', 'Download') };

    // Page views the server saw, at known times (people are counted from the server without only_crawlers).
    const t0 = stretchStart();
    const at = (minutes: number) => new Date(t0 + minutes * MIN).toISOString();
    const person = (ip: string, path: string, minutes: number, headers: Record<string, string> = {}) => ({ path, user_agent: UA.firefoxLinux, ip, at: at(minutes), headers });
    const r = await svc()
      .client(site.management)
      .post('/api/v1/spaces/goals/analytics/server_events', {
        events: [
          // v1: one visit of three pages over 15 minutes.
          person('198.51.100.1', '/a', 0),
          person('198.51.100.1', '/b', 5),
          person('198.51.100.1', '/c', 15),
          // v2: one page, a bounce.
          person('198.51.100.2', '/a', 0),
          // v3: two pages over 10 minutes, then 40 minutes of nothing, then one page: two visits.
          person('198.51.100.3', '/b', 0),
          person('198.51.100.3', '/c', 10),
          person('198.51.100.3', '/d', 50),
          // v4, from Sweden: pricing, then the sign-up page 3 minutes later (a page-view goal).
          person('198.51.100.4', '/pricing', 100, { 'cf-ipcountry': 'SE' }),
          person('198.51.100.4', '/signup/done', 103, { 'cf-ipcountry': 'SE' }),
        ],
      });
    assert.equal(r.status, 202, r.text);
    assert.equal(r.body.page_views, 9);

    // A page-view goal made after its page views: counted from the events still kept.
    goals.page = await add('page', '/signup/*');

    // Browsers, now: custom events are not page views.
    assert.equal((await view('203.0.113.5', '/pricing')).status, 202);
    const e = await custom('203.0.113.5', '/pricing', 'Signup', { plan: 'pro' });
    assert.equal(e.status, 202, e.text);
    assert.deepEqual(e.body, { page_views: 0, crawler_visits: 0, search_crawler_visits: 0, unverified_crawlers: 0, bots_ignored: 0, people_ignored: 0, custom_events: 1 });
    assert.equal((await custom('203.0.113.5', '/pricing', 'Signup', { plan: 'pro' })).status, 202);
    assert.equal((await view('203.0.113.6', '/signup/done', { 'cf-ipcountry': 'SE' })).status, 202);
    assert.equal((await custom('203.0.113.6', '/signup/done', 'Signup', { plan: 'free', annual: true }, { 'cf-ipcountry': 'SE' })).status, 202);
    assert.equal((await view('203.0.113.7', '/')).status, 202);
    // An event nobody made a goal of is kept, and not listed.
    assert.equal((await custom('203.0.113.7', '/', 'Newsletter')).status, 202);
  });

  it('counts visits, one-page visits, their mean duration, entry and exit pages as sent', async () => {
    const r = await analytics('');
    assert.equal(r.status, 200, r.text);
    const a = r.body;
    assert.equal(a.visitors, 7);
    assert.equal(a.page_views, 12, 'custom events are not page views');
    // Visits: v1, v2, v3 twice, v4, and the three browsers.
    assert.equal(a.visits, 8);
    // One page: v2, v3's second visit, and the three browsers (/pricing, /signup/done, /).
    assert.equal(a.bounce_rate, 62.5);
    // Seconds: 900 (v1) + 600 (v3) + 180 (v4) over 8 visits.
    assert.equal(a.visit_duration, 210);
    assert.deepEqual(a.entry_pages, [
      { name: '/a', visits: 2 },
      { name: '/pricing', visits: 2 },
      { name: '/', visits: 1 },
      { name: '/b', visits: 1 },
      { name: '/d', visits: 1 },
      { name: '/signup/done', visits: 1 },
    ]);
    assert.deepEqual(a.exit_pages, [
      { name: '/c', visits: 2 },
      { name: '/signup/done', visits: 2 },
      { name: '/', visits: 1 },
      { name: '/a', visits: 1 },
      { name: '/d', visits: 1 },
      { name: '/pricing', visits: 1 },
    ]);
    assert.equal(a.interval, 'hour');
    assert.equal(a.timeseries.reduce((n: number, p: { visits: number }) => n + p.visits, 0), 8, 'the points add up to the visits');
    assert.equal(a.previous.visits, 0);
    assert.equal(a.previous.bounce_rate, null);
    assert.deepEqual([a.change.visits, a.change.bounce_rate, a.change.visit_duration], [null, null, null]);
  });

  it('counts goals: converting visitors, conversions, conversion rate and the values of each prop', async () => {
    const a = (await analytics('')).body;
    assert.deepEqual(a.goals, [
      {
        id: goals.signup,
        kind: 'event',
        name: 'Signup',
        visitors: 2,
        conversions: 3,
        conversion_rate: 28.6,
        props: {
          plan: [
            { value: 'pro', visitors: 1, conversions: 2 },
            { value: 'free', visitors: 1, conversions: 1 },
          ],
          annual: [{ value: 'true', visitors: 1, conversions: 1 }],
        },
      },
      { id: goals.page, kind: 'page', name: '/signup/*', visitors: 2, conversions: 2, conversion_rate: 28.6, props: {} },
      { id: goals.download, kind: 'event', name: 'Download', visitors: 0, conversions: 0, conversion_rate: 0, props: {} },
    ]);
  });

  it('narrows visits and goals by the report filters: a country keeps its visitor-days, a page the visits that viewed it', async () => {
    const se = (await analytics('&country=se')).body;
    assert.equal(se.visitors, 2);
    assert.deepEqual([se.visits, se.bounce_rate, se.visit_duration], [2, 50, 90]);
    assert.deepEqual(se.entry_pages, [
      { name: '/pricing', visits: 1 },
      { name: '/signup/done', visits: 1 },
    ]);
    assert.deepEqual(se.exit_pages, [{ name: '/signup/done', visits: 2 }]);
    const byName = Object.fromEntries(se.goals.map((g: { name: string }) => [g.name, g]));
    assert.deepEqual([byName.Signup.visitors, byName.Signup.conversions, byName.Signup.conversion_rate], [1, 1, 50]);
    assert.deepEqual(byName.Signup.props.plan, [{ value: 'free', visitors: 1, conversions: 1 }]);
    assert.deepEqual([byName['/signup/*'].visitors, byName['/signup/*'].conversions, byName['/signup/*'].conversion_rate], [2, 2, 100]);
    assert.equal(se.timeseries.reduce((n: number, p: { visits: number }) => n + p.visits, 0), 2);

    const c = (await analytics('&page=/c')).body;
    // v1's visit and v3's first visit viewed /c.
    assert.deepEqual([c.visits, c.bounce_rate, c.visit_duration], [2, 0, 750]);
    assert.deepEqual(c.entry_pages, [
      { name: '/a', visits: 1 },
      { name: '/b', visits: 1 },
    ]);
    assert.deepEqual(c.exit_pages, [{ name: '/c', visits: 2 }]);

    // Custom events are narrowed to the page they were sent from.
    const pricing = (await analytics('&page=/pricing')).body;
    const signup = pricing.goals.find((g: { name: string }) => g.name === 'Signup');
    assert.deepEqual([signup.visitors, signup.conversions], [1, 2]);
  });

  it('refuses custom events beyond the limits with a fix, and stores nothing', async () => {
    const before = (await analytics('')).body.goals;
    const tooMany = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${i}`, 'x']));
    for (const [name, props, field] of [
      ['x'.repeat(65), undefined, 'name'],
      ['', undefined, 'name'],
      ['Signup', tooMany, 'props'],
      ['Signup', { plan: { tier: 'pro' } }, 'props.plan'],
      ['Signup', { plan: 'p'.repeat(201) }, 'props.plan'],
    ] as const) {
      const r = await custom('203.0.113.9', '/', name, props as Record<string, unknown> | undefined);
      assert.equal(r.status, 422, `${name.slice(0, 10)} ${JSON.stringify(props)?.slice(0, 40)}: ${r.text}`);
      assert.equal(r.body.error.code, 'validation_failed');
      assert.ok(r.body.error.details.fields[field], `${field} is named: ${r.text}`);
      assert.match(r.body.error.fix, /at most 10 props/, r.text);
    }
    assert.deepEqual((await analytics('')).body.goals, before, 'nothing was counted');
  });

  it('manages goals through REST: listed, refused when invalid or twice, deleted', async () => {
    const client = svc().client(site.management);
    const list = await client.get('/api/v1/spaces/goals/analytics/goals');
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.items.map((g: { kind: string; name: string }) => `${g.kind}:${g.name}`),
      ['event:Signup', 'event:Download', 'page:/signup/*'],
    );
    for (const body of [{ kind: 'page', name: 'signup' }, { kind: 'event', name: 'Signup' }, { kind: 'event', name: 'x'.repeat(65) }]) {
      const r = await client.post('/api/v1/spaces/goals/analytics/goals', body);
      assert.equal(r.status, 422, `${JSON.stringify(body)}: ${r.text}`);
      assert.ok(r.body.error.fix, 'says how to fix it');
    }
    const refused = await svc().client(site.preview).post('/api/v1/spaces/goals/analytics/goals', { kind: 'event', name: 'Other' });
    assert.equal(refused.status, 403, 'a preview key reads goals but does not change them');

    assert.equal((await client.delete(`/api/v1/spaces/goals/analytics/goals/${goals.download}`)).status, 204);
    assert.equal((await client.delete(`/api/v1/spaces/goals/analytics/goals/${goals.download}`)).status, 404);
    const names = (await analytics('')).body.goals.map((g: { name: string }) => g.name);
    assert.deepEqual(names, ['Signup', '/signup/*']);
  });
});
