import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { analyticsSite, OPENAI_ADDRESS, report, UA, type AnalyticsSite } from '../support/analytics.ts';

/** Addresses inside the ranges Google and Microsoft publish for their crawlers (the bundled copy, src/domain/analytics/lists/crawler-ranges.json). */
const GOOGLE_ADDRESS = '192.178.5.9';
const GOOGLE_V6_ADDRESS = '2001:4860:4801:10::5';
const BING_ADDRESS = '157.55.39.20';
const BINGBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36';
const DUCKDUCKBOT = 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)';

/**
 * Search-engine crawlers through real HTTP: Googlebot from Google's published ranges counts as
 * Google's, a "Googlebot" from elsewhere is a claim, an engine that publishes no ranges counts
 * unverified; none of them is an AI crawler, a visitor or a point of the series.
 */
describe('analytics: search-engine crawlers', () => {
  const svc = useService();
  let site: AnalyticsSite;
  let other: AnalyticsSite;
  const send = (token: string, events: unknown[], slug = 'search') => svc().client(token).post(`/api/v1/spaces/${slug}/analytics/server_events`, { events });

  before(async () => {
    site = await analyticsSite(svc(), 'search', { production_url: 'https://search.example' });
    other = await analyticsSite(svc(), 'search-other', { production_url: 'https://other.example' });
    const r = await send(site.management, [
      { path: '/', user_agent: UA.googlebot, ip: GOOGLE_ADDRESS },
      { path: '/guide', user_agent: UA.googlebot, ip: GOOGLE_ADDRESS },
      { path: '/guide', user_agent: UA.googlebot, ip: GOOGLE_V6_ADDRESS },
      // Anyone can say Googlebot: from an address Google does not publish (or none), a claim.
      { path: '/wp-login.php', user_agent: UA.googlebot, ip: '192.0.2.7' },
      { path: '/wp-login.php', user_agent: UA.googlebot },
      { path: '/guide', user_agent: BINGBOT, ip: BING_ADDRESS },
      { path: '/guide', user_agent: DUCKDUCKBOT, ip: '192.0.2.8' },
      { path: '/guide', user_agent: UA.gptbot, ip: OPENAI_ADDRESS.gptbot },
      { path: '/guide', user_agent: UA.firefoxLinux, ip: '81.2.69.160' },
    ]);
    assert.equal(r.status, 202, r.text);
    assert.deepEqual(r.body, { page_views: 1, crawler_visits: 1, search_crawler_visits: 5, unverified_crawlers: 2, bots_ignored: 0, people_ignored: 0, custom_events: 0 });
  });

  it('reports them apart, by bot, verified against the published ranges where there are some', async () => {
    const r = await report(svc(), 'search', site.preview, 7);
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.body.search_crawlers, {
      visits: 5,
      unverified: 2,
      by_bot: [
        { name: 'Googlebot', operator: 'Google', verified: true, visits: 3 },
        { name: 'Googlebot', operator: 'Google', verified: false, visits: 2 },
        { name: 'DuckDuckBot', operator: 'DuckDuckGo', verified: null, visits: 1 },
        { name: 'bingbot', operator: 'Microsoft', verified: true, visits: 1 },
      ],
    });
  });

  it('never counts them as AI crawlers, people or points of the series', async () => {
    const a = (await report(svc(), 'search', site.preview, 7)).body;
    assert.equal(a.crawlers.visits, 1);
    assert.equal(a.crawlers.unverified, 0);
    assert.deepEqual(a.crawlers.by_bot.map((b: { name: string }) => b.name), ['GPTBot']);
    assert.deepEqual([a.visitors, a.page_views], [1, 1]);
    const sum = (k: string) => a.timeseries.reduce((n: number, p: Record<string, number>) => n + p[k], 0);
    assert.deepEqual([sum('visitors'), sum('page_views'), sum('crawler_visits')], [1, 1, 1]);
  });

  it('narrows them with a page filter, and leaves them out of filters on people', async () => {
    const client = svc().client(site.preview);
    const byPage = (await client.get('/api/v1/spaces/search/analytics?days=7&page=/guide')).body;
    assert.deepEqual(byPage.search_crawlers, {
      visits: 4,
      unverified: 0,
      by_bot: [
        { name: 'Googlebot', operator: 'Google', verified: true, visits: 2 },
        { name: 'DuckDuckBot', operator: 'DuckDuckGo', verified: null, visits: 1 },
        { name: 'bingbot', operator: 'Microsoft', verified: true, visits: 1 },
      ],
    });
    const byBrowser = (await client.get('/api/v1/spaces/search/analytics?days=7&browser=Firefox')).body;
    assert.deepEqual(byBrowser.search_crawlers, { visits: 0, unverified: 0, by_bot: [] });
    assert.equal(byBrowser.visitors, 1);
  });

  it('keeps them to their own site', async () => {
    const r = await report(svc(), 'search-other', other.preview, 7);
    assert.deepEqual(r.body.search_crawlers, { visits: 0, unverified: 0, by_bot: [] });
  });
});
