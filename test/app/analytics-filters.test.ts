import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collectServerEvents } from '../../src/app/analytics/collect-server-events.ts';
import { readAnalytics, type AnalyticsInput } from '../../src/app/analytics/read-analytics.ts';
import { filteredParts, filteredReport, filteredSeries } from '../../src/app/analytics/filtered-report.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { useService } from '../support/service.ts';
import { OPENAI_ADDRESS, UA } from '../support/analytics.ts';

/**
 * Filtered reports against a real database: a known mix of people and crawlers in Berlin time
 * (UTC+2 in May), every figure of the narrowed report and its hourly series compared with what
 * was sent.
 */
describe('analytics filters (operation)', () => {
  const svc = useService();
  const ctx = () => ({ config: svc().config, database: svc().database });
  const send = (now: string, events: Parameters<typeof collectServerEvents>[2]) => collectServerEvents(ctx(), systemActor('flt'), events, new Date(now));
  const NOW = '2026-05-10T20:00:00Z';
  const read = (input: Omit<AnalyticsInput, 'now'>) => readAnalytics(svc().database.db, systemActor('flt'), { ...(input.from ? {} : { days: 2 }), retentionDays: 30, ...input, now: new Date(NOW) });
  // A: Chrome on Windows in Berlin, sent by ChatGPT. B: Safari on an iPhone in Paris, from a newsletter campaign. C: Firefox on Linux in Hamburg, both days.
  const A = { user_agent: UA.chromeDesktop, ip: '192.0.2.21', country: 'DE', city: 'Berlin' };
  const B = { user_agent: UA.iphone, ip: '192.0.2.22', country: 'FR', city: 'Paris' };
  const C = { user_agent: UA.firefoxLinux, ip: '192.0.2.23', country: 'DE', city: 'Hamburg' };

  before(async () => {
    await svc().space('flt');
    const r = await svc().client(await svc().key('flt', 'management')).patch('/api/v1/spaces/flt', { production_url: 'https://flt.example', time_zone: 'Europe/Berlin' });
    assert.equal(r.status, 200, r.text);
    await send('2026-05-09T20:00:00Z', [{ ...C, path: '/docs', at: '2026-05-09T12:00:00Z' }]);
    await send(NOW, [
      { ...B, path: '/pricing?utm_source=newsletter&utm_campaign=spring', at: '2026-05-10T08:00:00Z' },
      { ...B, path: '/pricing', referrer: 'https://flt.example/pricing', at: '2026-05-10T08:10:00Z' },
      { path: '/pricing', user_agent: UA.gptbot, ip: OPENAI_ADDRESS.gptbot, at: '2026-05-10T09:00:00Z' },
      { path: '/pricing', user_agent: UA.gptbot, ip: '192.0.2.66', at: '2026-05-10T09:30:00Z' },
      { ...A, path: '/pricing', referrer: 'https://chatgpt.com/', at: '2026-05-10T10:00:00Z' },
      { ...A, path: '/docs', referrer: 'https://flt.example/pricing', at: '2026-05-10T10:05:00Z' },
      { path: '/docs', user_agent: UA.chatgptUser, ip: OPENAI_ADDRESS.chatgptUser, at: '2026-05-10T11:00:00Z' },
      { ...C, path: '/docs', at: '2026-05-10T12:00:00Z' },
    ]);
  });

  const nonZero = (points: Array<{ date: string; visitors: number; page_views: number; ai_visitors: number; crawler_visits: number }>) =>
    // Visits of each point are compared in test/http/analytics-goals.test.ts.
    points.filter((p) => p.visitors || p.page_views || p.ai_visitors || p.crawler_visits).map(({ date, visitors, page_views, ai_visitors, crawler_visits }) => ({ date, visitors, page_views, ai_visitors, crawler_visits }));

  it('without filters: browsers and operating systems from the rollups', async () => {
    const r = await read({});
    assert.deepEqual([r.visitors, r.page_views], [4, 6]);
    assert.deepEqual(r.browsers[0], { name: 'Firefox', count: 2, page_views: 2 });
    assert.deepEqual(r.browsers.slice(1).map((b) => b.name).sort(), ['Chrome', 'Safari']);
    assert.ok(r.browsers.slice(1).every((b) => b.count === 1 && b.page_views === 2));
    // Ties are ordered by the database's collation: compared as a set after the leader.
    assert.deepEqual(r.operating_systems[0], { name: 'Linux', count: 2, page_views: 2 });
    assert.deepEqual(r.operating_systems.slice(1).map((o) => o.name).sort(), ['Windows', 'iOS']);
    assert.ok(r.operating_systems.slice(1).every((o) => o.count === 1 && o.page_views === 2));
    assert.deepEqual(r.filters, {});
  });

  it('narrows every figure, list and the hourly series to one page', async () => {
    const r = await read({ filters: { page: '/pricing' } });
    assert.deepEqual(r.filters, { page: '/pricing' });
    assert.deepEqual([r.visitors, r.page_views, r.from_ai.visitors, r.from_ai.page_views], [2, 3, 1, 1]);
    assert.deepEqual(r.pages, [{ name: '/pricing', count: 2, page_views: 3 }]);
    assert.deepEqual(r.sources, [
      { name: 'newsletter', count: 1, page_views: 2 },
      { name: 'ChatGPT', count: 1, page_views: 1 },
    ]);
    assert.deepEqual(r.campaigns, [{ name: 'spring', count: 1, page_views: 2 }]);
    assert.deepEqual(r.browsers.map((b) => b.name), ['Safari', 'Chrome']);
    assert.deepEqual(r.cities, [
      { name: 'Paris', country: 'FR', count: 1, page_views: 2 },
      { name: 'Berlin', country: 'DE', count: 1, page_views: 1 },
    ]);
    assert.equal(r.crawlers.visits, 1, 'the verified GPTBot read /pricing');
    assert.equal(r.crawlers.unverified, 1, 'the claimed one apart');
    assert.deepEqual(r.crawlers.by_bot, [
      { name: 'GPTBot', operator: 'OpenAI', purpose: 'training', verified: false, visits: 1 },
      { name: 'GPTBot', operator: 'OpenAI', purpose: 'training', verified: true, visits: 1 },
    ]);
    assert.deepEqual(r.crawlers.pages, [], 'ChatGPT-User read /docs only');
    assert.equal(r.interval, 'hour');
    assert.deepEqual(nonZero(r.timeseries), [
      { date: '2026-05-10T10:00', visitors: 1, page_views: 2, ai_visitors: 0, crawler_visits: 0 },
      { date: '2026-05-10T11:00', visitors: 0, page_views: 0, ai_visitors: 0, crawler_visits: 1 },
      { date: '2026-05-10T12:00', visitors: 1, page_views: 1, ai_visitors: 1, crawler_visits: 0 },
    ]);
  });

  it('combines filters on people: country and device keep whole visitor-days; crawlers have neither', async () => {
    const r = await read({ filters: { country: 'de', device: 'desktop' } });
    assert.deepEqual(r.filters, { country: 'DE', device: 'desktop' });
    assert.deepEqual([r.visitors, r.page_views], [3, 4], 'A on the 10th, C on the 9th and the 10th');
    assert.deepEqual(r.cities, [
      { name: 'Hamburg', country: 'DE', count: 2, page_views: 2 },
      { name: 'Berlin', country: 'DE', count: 1, page_views: 2 },
    ]);
    assert.deepEqual(r.pages, [
      { name: '/docs', count: 3, page_views: 3 },
      { name: '/pricing', count: 1, page_views: 1 },
    ]);
    assert.equal(r.crawlers.visits, 0);
    const ai = await read({ filters: { ai_engine: 'ChatGPT', country: 'DE' } });
    assert.deepEqual([ai.visitors, ai.page_views, ai.from_ai.visitors], [1, 2, 1]);
    const none = await read({ filters: { country: 'DE', browser: 'Safari' } });
    assert.deepEqual([none.visitors, none.page_views, none.pages.length], [0, 0, 0]);
  });

  it('keeps the figures of the same day added up the same way as the unfiltered report', async () => {
    const days = await read({ from: '2026-05-04', to: '2026-05-10', filters: { os: 'Linux' } });
    assert.equal(days.interval, 'day');
    assert.deepEqual(nonZero(days.timeseries), [
      { date: '2026-05-09', visitors: 1, page_views: 1, ai_visitors: 0, crawler_visits: 0 },
      { date: '2026-05-10', visitors: 1, page_views: 1, ai_visitors: 0, crawler_visits: 0 },
    ]);
    assert.equal(days.visitors, 2);
  });

  it('sums the same figures by database passes (a range too large to sum in memory) as in memory', async () => {
    for (const equal of [[['path', '/pricing']], [['country', 'DE'], ['device', 'desktop']], [['os', 'Linux']], [['source', 'ChatGPT']]] as const) {
      for (const [from, to, interval] of [['2026-05-09', '2026-05-10', 'hour'], ['2026-05-04', '2026-05-10', 'day']] as const) {
        const scope = { spaceId: 'flt', from, to, equal: equal.map(([c, v]) => [c, v] as const) };
        const inMemory = await filteredParts(svc().database.db, scope, interval);
        assert.deepEqual(await filteredReport(svc().database.db, scope), inMemory.report, JSON.stringify(equal));
        assert.deepEqual(await filteredSeries(svc().database.db, scope, interval), inMemory.series, `${JSON.stringify(equal)} by ${interval}`);
      }
    }
  });

  it('refuses a filter value it cannot match and a range past the kept events, naming the parameter', async () => {
    for (const [filters, name] of [
      [{ country: 'Germany' }, 'country'],
      [{ page: 'pricing' }, 'page'],
      [{ device: 'phone' }, 'device'],
      [{ source: ' ' }, 'source'],
    ] as const) {
      await assert.rejects(read({ filters }), (err: { code?: string; details?: { parameters?: Record<string, string> } }) => {
        assert.equal(err.code, 'invalid_parameter');
        assert.ok(err.details?.parameters?.[name], JSON.stringify(err.details));
        return true;
      });
    }
    await assert.rejects(read({ days: 90, filters: { page: '/pricing' } }), (err: { code?: string; message?: string; fix?: string }) => {
      assert.equal(err.code, 'invalid_parameter');
      assert.match(err.message ?? '', /kept for 30 days/);
      assert.match(err.fix ?? '', /TESSERA_ANALYTICS_RETENTION_DAYS/);
      return true;
    });
  });
});
