import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { UA } from '../support/analytics.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** The analytics screen's trend chart, periods and time zone in Chromium, against the real report. */
describe('analytics screen: trend chart, periods, time zone', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  let axeSource: string;

  before(async () => {
    axeSource = await readFile(AXE, 'utf8');
    await svc().space('trend', { name: 'Trend' });
    api = svc().client(await svc().key('trend', 'management'));
    await api.patch('/api/v1/spaces/trend', { production_url: 'https://trend.example' });
    const sent = await api.post('/api/v1/spaces/trend/analytics/server_events', {
      events: [
        { path: '/', user_agent: UA.chromeDesktop, ip: '192.0.2.20' },
        { path: '/menu', user_agent: UA.chromeDesktop, ip: '192.0.2.20' },
        { path: '/', user_agent: UA.iphone, ip: '192.0.2.21', referrer: 'https://chatgpt.com/' },
        { path: '/', user_agent: UA.gptbot, ip: '192.0.2.22' },
      ],
    });
    assert.equal(sent.status, 202, sent.text);
    browser = await launchChromium();
    // axe is injected as a script, which the dashboard's CSP forbids: this context bypasses it.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page = await signIn(context, svc(), await person(svc(), 'owner@example.com', 'trend'), '/spaces/trend');
  });
  after(async () => browser?.close());

  it('draws the series the API answers, with the previous period and each change', async () => {
    const report = (await api.get('/api/v1/spaces/trend/analytics?days=30')).body;
    await page.goto(`${svc().url}/spaces/trend/reports/analytics`);
    const chart = page.getByTestId('trend-chart');
    await chart.waitFor();
    assert.equal(await chart.getAttribute('role'), 'img');
    assert.match((await chart.locator('desc').textContent())!, new RegExp(`^${report.visitors} in 30 points from ${report.since} to ${report.until}`));
    assert.equal(await page.getByTestId('current-line').count(), 1);
    assert.equal(await page.getByTestId('previous-line').count(), 1);
    assert.equal(await page.getByText('nothing before to compare').count(), 7, 'visitors, page views, AI visitors, crawler visits, visits, bounce rate, visit duration');

    // Today, by hour: the table under the chart holds the API's points.
    await page.locator('input[aria-label="Period"]').click();
    await page.getByRole('option', { name: 'Today' }).click();
    await page.getByText('Show as a table').click();
    const today = (await api.get(`/api/v1/spaces/trend/analytics?from=${report.until}&to=${report.until}`)).body;
    const rows = page.getByRole('table').getByRole('row');
    await page.waitForFunction("document.querySelectorAll('table tbody tr').length === 24");
    const busy = today.timeseries.find((p: { visitors: number }) => p.visitors > 0);
    const row = rows.filter({ has: page.getByRole('rowheader', { name: busy.date, exact: true }) });
    assert.equal(await row.getByRole('cell').first().textContent(), String(busy.visitors));
    await page.locator('.mantine-SegmentedControl-label', { hasText: /^Page views$/ }).click();
    await page.getByRole('columnheader', { name: 'Page views' }).waitFor();
    assert.equal(await row.getByRole('cell').first().textContent(), String(busy.page_views));
  });

  it('has no serious or critical accessibility finding with the chart and its table shown', async () => {
    await page.addScriptTag({ content: axeSource });
    const violations = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)")) as Violation[];
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`), []);
  });

  it('changes the site time zone from the screen', async () => {
    const zone = page.locator('input[aria-label="Time zone"]');
    await zone.click();
    await zone.fill('Asia/Tok');
    await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
    await page.getByText('(Asia/Tokyo)').waitFor();
    assert.equal((await api.get('/api/v1/spaces/trend')).body.time_zone, 'Asia/Tokyo');
  });
});
