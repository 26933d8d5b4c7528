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
const MIN = 60_000;

/** The analytics screen's visits and goals in Chromium, against the real report. */
describe('analytics screen: visits, entry and exit pages, goals', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  let axeSource: string;

  before(async () => {
    axeSource = await readFile(AXE, 'utf8');
    await svc().space('conv', { name: 'Conv' });
    api = svc().client(await svc().key('conv', 'management'));
    await api.patch('/api/v1/spaces/conv', { production_url: 'https://conv.example' });
    for (const goal of [{ kind: 'event', name: 'Signup' }, { kind: 'page', name: '/pricing' }]) assert.equal((await api.post('/api/v1/spaces/conv/analytics/goals', goal)).status, 201);
    // Minutes ago, within today when the day allows (the visitor hash is daily).
    const now = Date.now();
    const start = Math.max(Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`), now - 10 * MIN);
    const at = (m: number) => new Date(Math.min(now, start + m * MIN)).toISOString();
    const sent = await api.post('/api/v1/spaces/conv/analytics/server_events', {
      events: [
        { path: '/', user_agent: UA.chromeDesktop, ip: '192.0.2.40', at: at(0) },
        { path: '/pricing', user_agent: UA.chromeDesktop, ip: '192.0.2.40', at: at(2) },
        { path: '/blog', user_agent: UA.iphone, ip: '192.0.2.41', at: at(0) },
        { path: '/pricing', user_agent: UA.firefoxLinux, ip: '192.0.2.42', at: at(1) },
      ],
    });
    assert.equal(sent.status, 202, sent.text);
    // A custom event as the script sends it.
    const signup = await svc().anon.raw('/api/v1/spaces/conv/analytics/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA.firefoxLinux },
      body: JSON.stringify({ url: 'https://conv.example/pricing', width: 1280, name: 'Signup', props: { plan: 'pro' } }),
    });
    assert.equal(signup.status, 202, signup.text);
    browser = await launchChromium();
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page = await signIn(context, svc(), await person(svc(), 'owner@example.com', 'conv'), '/spaces/conv');
  });
  after(async () => browser?.close());

  const card = (title: string) => page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: title, exact: true }) });
  const total = (label: string) => page.locator('.mantine-Card-root', { has: page.getByText(label, { exact: true }) }).locator('.mantine-Text-root').nth(1);
  async function shows(label: string, value: string) {
    const t = total(label);
    for (let i = 0; i < 100 && (await t.textContent()) !== value; i++) await page.waitForTimeout(100);
    assert.equal(await t.textContent(), value, label);
  }

  it('shows visits, bounce rate and duration, entry and exit pages, and goals with their conversion rates', async () => {
    await page.goto(`${svc().url}/spaces/conv/reports/analytics`);
    const a = (await api.get('/api/v1/spaces/conv/analytics?days=30')).body;
    assert.deepEqual([a.visits, a.bounce_rate], [3, 66.7]);
    await shows('Visits', '3');
    await shows('Bounce rate', '66.7%');
    await shows('Visit duration', `${a.visit_duration}s`);
    assert.deepEqual(await card('Entry pages').getByRole('button').allTextContents(), a.entry_pages.map((p: { name: string }) => p.name));
    assert.deepEqual(await card('Exit pages').getByRole('button').allTextContents(), a.exit_pages.map((p: { name: string }) => p.name));

    const goals = card('Goals');
    const rows = await goals.locator('tbody tr').allInnerTexts();
    assert.equal(rows.length, 2);
    // Two of three visitors saw /pricing; one signed up on the pro plan.
    assert.match(rows[0], /Visit \/pricing\s+2\s+2\s+66\.7%/);
    assert.match(rows[1], /Signup\s+plan: pro \(1\)\s+1\s+1\s+33\.3%/);
  });

  it('narrows the figures to a page clicked in the entry pages', async () => {
    await card('Entry pages').getByRole('button', { name: 'Show only visits that viewed /blog' }).click();
    await page.getByText('Page: /blog').waitFor();
    await shows('Visits', '1');
    await shows('Bounce rate', '100%');
    const rows = await card('Goals').locator('tbody tr').allInnerTexts();
    assert.ok(rows.every((r) => /\s0%$/.test(r.trim())), `no conversions on /blog: ${rows.join(' | ')}`);
  });

  it('has no serious or critical accessibility finding', async () => {
    await page.addScriptTag({ content: axeSource });
    const violations = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)")) as Violation[];
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`), []);
  });
});
