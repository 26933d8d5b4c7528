import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { syncDueSearches } from '../../src/app/search/sync-search-connection.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import { addDays, COUNTRIES, ENGINE_B_KEY, ENGINE_B_SITE, engineADay, expectedEngineB, searchEnv, startSearchEngines, type SearchEngines } from '../support/search-engines.ts';
import { startTestService, type TestService } from '../support/service.ts';

/**
 * The search queries report in Chromium, with both engines connected through Settings →
 * Integrations against local stand-ins speaking their real protocols and synced once: what
 * engine B's weekly figures cover, the breakdowns, and the 16 months kept.
 */
describe('search queries report in a browser', () => {
  let engines: SearchEngines;
  let svc: TestService;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  const today = new Date().toISOString().slice(0, 10);

  before(async () => {
    engines = await startSearchEngines();
    svc = await startTestService(searchEnv(engines));
    await svc.space('demo', { name: 'Demo site' });
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc, await person(svc, 'owner@example.com', 'demo'), '/spaces/demo/settings/integrations');
    page.on('pageerror', (err) => errors.push(String(err)));
    const card = (name: RegExp) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name }) });
    const a = card(/Search engine A/);
    await a.getByRole('button', { name: 'Connect' }).click();
    await page.waitForURL((u) => u.pathname === '/spaces/demo/settings/integrations' && u.origin === svc.url);
    await a.getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name: 'sc-domain:example.com', exact: true }).click();
    await a.getByRole('button', { name: 'Use this site' }).click();
    await a.getByText('connected · sc-domain:example.com').waitFor();
    const b = card(/Search engine B/);
    await b.getByLabel('API key').fill(ENGINE_B_KEY);
    await b.getByLabel('Site URL').fill(ENGINE_B_SITE);
    await b.getByRole('button', { name: 'Connect' }).click();
    await b.getByText(`connected · ${ENGINE_B_SITE}`).waitFor();
    const synced = await syncDueSearches({ config: svc.config, database: svc.database }, { now: new Date(), limit: 5 });
    assert.deepEqual(synced.map((x) => x.outcome), ['synced', 'synced']);
  });
  after(async () => {
    await browser?.close();
    await svc?.stop();
    await engines?.stop();
  });

  it('says what engine B\'s weekly figures cover for the period', async () => {
    await page.goto(`${svc.url}/spaces/demo/reports/search`);
    await page.getByRole('table', { name: 'Top queries' }).waitFor();
    await page.locator('label', { hasText: '7 days' }).click();
    const want = expectedEngineB(today, addDays(today, -6));
    const note = page.getByRole('note').filter({ hasText: 'engine_b reports queries and pages by week' });
    await note.getByText(new RegExp(`cover ${want.from} to ${want.to}`)).waitFor();
    if (want.from < addDays(today, -6) || want.to > today) assert.match(await note.innerText(), /a week only partly overlaps it/);
  });

  it('breaks the period down by country, as engine A served it, and says engine B has none', async () => {
    await page.locator('label', { hasText: 'Countries' }).click();
    const table = page.getByRole('table', { name: 'Countries' });
    await table.waitFor();
    await page.getByText('engine_b does not report this breakdown.').waitFor();
    const clicks = new Map<string, number>();
    for (let i = 0; i < 7; i++) for (const r of engineADay(addDays(today, -i))) clicks.set(r.country, (clicks.get(r.country) ?? 0) + r.clicks);
    const rows = await table.locator('tbody tr').allInnerTexts();
    assert.equal(rows.length, COUNTRIES.length);
    for (const text of rows) {
      const [country, engine, c] = text.split('\t');
      assert.equal(engine, 'engine_a');
      assert.equal(Number(c), clicks.get(country), country);
    }
  });

  it('shows a daily trend per engine, over 16 months too', async () => {
    await page.locator('label', { hasText: 'Daily trend' }).click();
    const table = page.getByRole('table', { name: 'Daily trend' });
    await table.locator('tbody tr').nth(13).waitFor();
    assert.equal(await table.locator('tbody tr').count(), 14, 'seven days of each engine');
    assert.equal(await table.locator('tbody tr').filter({ hasText: 'engine_b' }).count(), 7);
    const chart = page.getByRole('img', { name: /^Clicks per day from/ });
    assert.deepEqual(await chart.locator('path[data-engine]').evaluateAll((ps) => ps.map((p) => [p.getAttribute('data-engine'), (p.getAttribute('d') ?? '').split('L').length])), [['engine_a', 7], ['engine_b', 7]], 'a line of seven days per engine');
    await page.locator('label', { hasText: '16 months' }).click();
    await table.locator('tbody tr').nth(480).waitFor();
    const first = (await table.locator('tbody tr').first().innerText()).split('\t')[0];
    assert.ok(first < addDays(today, -470), `reaches back 16 months (first day ${first})`);
    assert.deepEqual(errors, []);
  });
});
