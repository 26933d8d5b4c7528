import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collectServerEvents } from '../../src/app/analytics/collect-server-events.ts';
import { readAnalytics, type AnalyticsInput } from '../../src/app/analytics/read-analytics.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { useService } from '../support/service.ts';
import { OPENAI_ADDRESS, UA } from '../support/analytics.ts';

/**
 * Days, hours and the time series in a site's time zone, against a real database with the clock
 * passed in. Kathmandu is UTC+05:45 all year (no daylight saving), so its local day 2026-05-10
 * runs from 2026-05-09T18:15Z to 2026-05-10T18:15Z, across two UTC days and two daily salts.
 */
describe('analytics in a time zone, with a time series (operation)', () => {
  const svc = useService();
  const ctx = () => ({ config: svc().config, database: svc().database });
  const send = (space: string, now: string, events: Parameters<typeof collectServerEvents>[2]) => collectServerEvents(ctx(), systemActor(space), events, new Date(now));
  const read = (space: string, input: Omit<AnalyticsInput, 'now'>, now = '2026-05-10T12:00:00Z') => readAnalytics(svc().database.db, systemActor(space), { ...input, now: new Date(now) });
  const P = { user_agent: UA.chromeDesktop, ip: '192.0.2.10' };
  const Q = { user_agent: UA.iphone, ip: '192.0.2.11' };
  const R = { user_agent: UA.firefoxLinux, ip: '192.0.2.12' };
  const bot = { user_agent: UA.gptbot, ip: OPENAI_ADDRESS.gptbot };

  before(async () => {
    for (const slug of ['kat', 'utc']) {
      await svc().space(slug);
      const key = await svc().key(slug, 'management');
      const r = await svc().client(key).patch(`/api/v1/spaces/${slug}`, { production_url: 'https://site.example', ...(slug === 'kat' ? { time_zone: 'Asia/Kathmandu' } : {}) });
      assert.equal(r.status, 200, r.text);
      assert.equal(r.body.time_zone, slug === 'kat' ? 'Asia/Kathmandu' : 'UTC');
      // The previous period: R and a crawler on 2026-05-08 (local and UTC).
      await send(slug, '2026-05-08T12:00:00Z', [{ ...R, path: '/old', at: '2026-05-08T10:00:00Z' }, { ...bot, path: '/old', at: '2026-05-08T10:00:00Z' }]);
      // Q from ChatGPT at 23:45 local on the 9th; P just after local midnight (still the 9th in UTC).
      await send(slug, '2026-05-10T12:00:00Z', [
        { ...Q, path: '/a', referrer: 'https://chatgpt.com/', at: '2026-05-09T18:00:00Z' },
        { ...P, path: '/a', at: '2026-05-09T19:00:00Z' },
        { ...bot, path: '/a', at: '2026-05-09T17:00:00Z' },
      ]);
      // Later the same local day, now on the UTC 10th (another salt): P again, Q again from a page of the site.
      await send(slug, '2026-05-10T12:00:00Z', [
        { ...Q, path: '/c', referrer: 'https://site.example/a', at: '2026-05-10T09:00:00Z' },
        { ...P, path: '/b', at: '2026-05-10T11:00:00Z' },
        { ...bot, path: '/b', at: '2026-05-10T12:00:00Z' },
      ]);
    }
  });

  const zero = { visitors: 0, page_views: 0, ai_visitors: 0, crawler_visits: 0 };
  // The four figures these tests are about; visits of each point are compared in test/http/analytics-goals.test.ts.
  const four = <T extends { visitors: number; page_views: number; ai_visitors: number; crawler_visits: number }>({ visitors, page_views, ai_visitors, crawler_visits }: T) => ({ visitors, page_views, ai_visitors, crawler_visits });
  const nonZero = (points: Array<{ date: string } & typeof zero>) => points.filter((p) => p.visitors || p.page_views || p.ai_visitors || p.crawler_visits).map((p) => ({ date: p.date, ...four(p) }));

  it('counts a visitor once per local day across the UTC midnight, and keeps their source over local midnight', async () => {
    const r = await read('kat', { days: 2 });
    assert.equal(r.time_zone, 'Asia/Kathmandu');
    assert.deepEqual([r.since, r.until, r.days, r.interval], ['2026-05-09', '2026-05-10', 2, 'hour']);
    // 9th: Q. 10th: P (across two salts: once) and Q (still from ChatGPT).
    assert.equal(r.visitors, 3);
    assert.equal(r.page_views, 4);
    assert.deepEqual(r.from_ai, { visitors: 2, page_views: 2 });
    assert.equal(r.crawlers.visits, 2);
    assert.equal(r.timeseries.length, 48);
    assert.deepEqual(nonZero(r.timeseries), [
      { date: '2026-05-09T22:00', ...zero, crawler_visits: 1 },
      { date: '2026-05-09T23:00', visitors: 1, page_views: 1, ai_visitors: 1, crawler_visits: 0 },
      { date: '2026-05-10T00:00', visitors: 1, page_views: 1, ai_visitors: 0, crawler_visits: 0 },
      { date: '2026-05-10T14:00', visitors: 1, page_views: 1, ai_visitors: 1, crawler_visits: 0 },
      { date: '2026-05-10T16:00', ...zero, page_views: 1 },
      { date: '2026-05-10T17:00', ...zero, crawler_visits: 1 },
    ]);
    assert.deepEqual({ since: r.previous.since, until: r.previous.until, ...four(r.previous), timeseries: nonZero(r.previous.timeseries) }, {
      since: '2026-05-07',
      until: '2026-05-08',
      visitors: 1,
      page_views: 1,
      ai_visitors: 0,
      crawler_visits: 1,
      timeseries: [{ date: '2026-05-08T15:00', visitors: 1, page_views: 1, ai_visitors: 0, crawler_visits: 1 }],
    });
    assert.deepEqual(four(r.change as never), { visitors: 200, page_views: 300, ai_visitors: null, crawler_visits: 100 });
  });

  it('cuts the same events by UTC days in a UTC site', async () => {
    const r = await read('utc', { days: 7 });
    assert.deepEqual([r.time_zone, r.interval, r.timeseries.length], ['UTC', 'day', 7]);
    // UTC 9th: Q, P, the crawler; UTC 10th: Q (still from ChatGPT) and P again under the new salt, so counted again.
    assert.deepEqual(nonZero(r.timeseries), [
      { date: '2026-05-08', visitors: 1, page_views: 1, ai_visitors: 0, crawler_visits: 1 },
      { date: '2026-05-09', visitors: 2, page_views: 2, ai_visitors: 1, crawler_visits: 1 },
      { date: '2026-05-10', visitors: 2, page_views: 2, ai_visitors: 1, crawler_visits: 1 },
    ]);
    assert.equal(r.visitors, 5);
  });

  it('reads from/to in local days, by day, week and month, each adding up to the totals', async () => {
    const day = await read('kat', { from: '2026-05-10', to: '2026-05-10' });
    assert.deepEqual([day.interval, day.timeseries.length, day.visitors, day.page_views], ['hour', 24, 2, 3]);
    const week = await read('kat', { days: 7 });
    assert.deepEqual(nonZero(week.timeseries), [
      { date: '2026-05-08', visitors: 1, page_views: 1, ai_visitors: 0, crawler_visits: 1 },
      { date: '2026-05-09', visitors: 1, page_views: 1, ai_visitors: 1, crawler_visits: 1 },
      { date: '2026-05-10', visitors: 2, page_views: 3, ai_visitors: 1, crawler_visits: 1 },
    ]);
    const weeks = await read('kat', { days: 120 });
    assert.equal(weeks.interval, 'week');
    assert.equal(weeks.timeseries[0].date, weeks.since, 'the first point starts at the first day');
    // 2026-05-04 is the Monday of the week holding the 8th to the 10th.
    assert.deepEqual(nonZero(weeks.timeseries), [{ date: '2026-05-04', visitors: 4, page_views: 5, ai_visitors: 2, crawler_visits: 3 }]);
    const months = await read('kat', { from: '2025-06-01', to: '2026-05-31' });
    assert.deepEqual([months.interval, months.timeseries.length, months.timeseries.at(-1)!.date], ['month', 12, '2026-05-01']);
    assert.deepEqual(nonZero(months.timeseries), [{ date: '2026-05-01', visitors: 4, page_views: 5, ai_visitors: 2, crawler_visits: 3 }]);
    assert.deepEqual([months.visitors, months.page_views, months.from_ai.visitors, months.crawlers.visits], [4, 5, 2, 3]);
  });

  it('reads a range that ends in a past month from daily rows after its whole months', async () => {
    const r = await read('kat', { from: '2026-04-01', to: '2026-05-09' }, '2026-06-15T12:00:00Z');
    assert.deepEqual([r.visitors, r.page_views, r.crawlers.visits], [2, 2, 2], 'the 10th is outside the range though May is read');
    // By month: whole months from monthly rows, May's first nine days from daily rows.
    const year = await read('kat', { from: '2025-05-10', to: '2026-05-09' }, '2026-06-15T12:00:00Z');
    assert.equal(year.interval, 'month');
    assert.deepEqual(nonZero(year.timeseries), [{ date: '2026-05-01', visitors: 2, page_views: 2, ai_visitors: 1, crawler_visits: 2 }]);
  });

  it('refuses a range it cannot read, naming the parameter', async () => {
    for (const [input, parameter] of [
      [{ from: '2026-05-01' }, 'to'],
      [{ days: 7, from: '2026-05-01', to: '2026-05-02' }, 'days'],
      [{ from: '2026-02-30', to: '2026-03-02' }, 'from'],
      [{ from: '2026-05-02', to: '2026-05-01' }, 'to'],
      [{ from: '2025-05-01', to: '2026-05-01' }, 'from'],
      [{ days: 0 }, 'days'],
    ] as const) {
      await assert.rejects(read('kat', input), (e: { code: string; details: { parameters: Record<string, string> }; fix?: string }) => {
        assert.equal(e.code, 'invalid_parameter');
        assert.ok(e.details.parameters[parameter], JSON.stringify(e.details));
        assert.ok(e.fix);
        return true;
      });
    }
    assert.equal((await read('kat', { from: '2025-05-11', to: '2026-05-10' })).days, 365);
  });
});
