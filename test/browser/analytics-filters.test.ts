import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { OPENAI_ADDRESS, UA } from '../support/analytics.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** The analytics screen's filters and crawler claims in Chromium, against the real report. */
describe('analytics screen: filters by clicking, claimed crawlers', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  let axeSource: string;

  before(async () => {
    axeSource = await readFile(AXE, 'utf8');
    await svc().space('filt', { name: 'Filt' });
    api = svc().client(await svc().key('filt', 'management'));
    await api.patch('/api/v1/spaces/filt', { production_url: 'https://filt.example' });
    const sent = await api.post('/api/v1/spaces/filt/analytics/server_events', {
      events: [
        { path: '/', user_agent: UA.chromeDesktop, ip: '192.0.2.30', country: 'DE' },
        { path: '/pricing', user_agent: UA.chromeDesktop, ip: '192.0.2.30', country: 'DE' },
        { path: '/pricing', user_agent: UA.iphone, ip: '192.0.2.31', country: 'FR', referrer: 'https://chatgpt.com/' },
        { path: '/', user_agent: UA.firefoxLinux, ip: '192.0.2.32', country: 'FR' },
        { path: '/', user_agent: UA.gptbot, ip: OPENAI_ADDRESS.gptbot },
        { path: '/wp-login.php', user_agent: UA.gptbot, ip: '192.0.2.99' },
      ],
    });
    assert.equal(sent.status, 202, sent.text);
    browser = await launchChromium();
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page = await signIn(context, svc(), await person(svc(), 'owner@example.com', 'filt'), '/spaces/filt');
  });
  after(async () => browser?.close());

  /** Waits until a total card shows the value (the report is fetched again after each click). */
  async function shows(label: string, value: number) {
    const card = total(label);
    for (let i = 0; i < 100 && (await card.textContent()) !== String(value); i++) await page.waitForTimeout(100);
    assert.equal(await card.textContent(), String(value), label);
  }
  const total = (label: string) => page.locator('.mantine-Card-root', { has: page.getByText(label, { exact: true }) }).locator('.mantine-Text-root').nth(1);

  it('shows claimed crawlers apart from verified ones', async () => {
    await page.goto(`${svc().url}/spaces/filt/reports/analytics`);
    await page.getByText('claims to be GPTBot').waitFor();
    assert.equal(await page.getByText('GPTBot (OpenAI)').count(), 1);
    assert.equal(await total('AI crawler visits').textContent(), '1');
    await page.getByText(/1 more visit from crawlers claiming a name/).waitFor();
    assert.equal(await total('Visitors').textContent(), '3');
  });

  it('narrows every figure to a clicked page, then a clicked country, and back', async () => {
    await page.getByRole('button', { name: 'Show only /pricing' }).click();
    await page.getByText('Page: /pricing').waitFor();
    const pricing = (await api.get('/api/v1/spaces/filt/analytics?days=30&page=%2Fpricing')).body;
    assert.equal(pricing.visitors, 2);
    await shows('Visitors', pricing.visitors);
    await shows('Page views', pricing.page_views);

    await page.getByRole('button', { name: 'Show only France' }).click();
    await page.getByText('Country: FR').waitFor();
    const both = (await api.get('/api/v1/spaces/filt/analytics?days=30&page=%2Fpricing&country=FR')).body;
    assert.deepEqual([both.visitors, both.from_ai.visitors], [1, 1]);
    await shows('Visitors', 1);
    await shows('Visitors from AI assistants', 1);
    await shows('AI crawler visits', 0);

    await page.getByRole('button', { name: 'Remove filter Page: /pricing' }).click();
    await page.getByText('Page: /pricing').waitFor({ state: 'detached' });
    const france = (await api.get('/api/v1/spaces/filt/analytics?days=30&country=FR')).body;
    assert.equal(france.visitors, 2);
    await shows('Visitors', france.visitors);
  });

  it('has no serious or critical accessibility finding with filters set', async () => {
    await page.addScriptTag({ content: axeSource });
    const violations = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)")) as Violation[];
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`), []);
  });

  it('clears every filter at once', async () => {
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('group', { name: 'Filters' }).waitFor({ state: 'detached' });
    await shows('Visitors', 3);
  });
});
