import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import { ENGINE_B_KEY, ENGINE_B_SITE, searchEnv, startSearchEngines, type SearchEngines } from '../support/search-engines.ts';
import { startTestService, type TestService } from '../support/service.ts';

/**
 * Settings → Integrations in Chromium, against local stand-ins of both search engines speaking
 * their real protocols: engine A through its OAuth consent and back, engine B by API key, then
 * disconnecting. Checked through the /integrations endpoints the screen uses.
 */
describe('integrations in a browser', () => {
  let engines: SearchEngines;
  let svc: TestService;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  before(async () => {
    engines = await startSearchEngines();
    svc = await startTestService(searchEnv(engines));
    await svc.space('demo', { name: 'Demo site' });
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc, await person(svc, 'owner@example.com', 'demo'), '/spaces/demo/settings/integrations');
    page.on('pageerror', (err) => errors.push(String(err)));
  });
  after(async () => {
    await browser?.close();
    await svc?.stop();
    await engines?.stop();
  });

  const card = (name: RegExp) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name }) });
  const connections = async () => (await page.evaluate("fetch('/integrations/spaces/demo').then((r) => r.json())")) as { connections: Array<{ engine: string; connected: boolean; site_url: string | null }> };

  it('connects engine A through its consent screen and back, then picks the site', async () => {
    const a = card(/Search engine A/);
    await a.getByText('not connected').waitFor();
    await a.getByRole('button', { name: 'Connect' }).click();
    await page.waitForURL((u) => u.pathname === '/spaces/demo/settings/integrations' && u.origin === svc.url);
    await a.getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name: 'sc-domain:example.com', exact: true }).click();
    await a.getByRole('button', { name: 'Use this site' }).click();
    await a.getByText('connected · sc-domain:example.com').waitFor();
    const conn = (await connections()).connections.find((c) => c.engine === 'engine_a');
    assert.deepEqual([conn?.connected, conn?.site_url], [true, 'sc-domain:example.com']);
  });

  it('connects engine B with an API key, shows a refusal for a wrong key, and disconnects', async () => {
    const b = card(/Search engine B/);
    await b.getByLabel('API key').fill('ffffffffffffffffffffffffffffffff');
    await b.getByLabel('Site URL').fill(ENGINE_B_SITE);
    await b.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('alert').waitFor();
    assert.equal((await connections()).connections.find((c) => c.engine === 'engine_b')?.connected, false);
    await b.getByLabel('API key').fill(ENGINE_B_KEY);
    await b.getByRole('button', { name: 'Connect' }).click();
    await b.getByText(`connected · ${ENGINE_B_SITE}`).waitFor();
    await b.getByRole('button', { name: 'Disconnect' }).click();
    await b.getByText('not connected').waitFor();
    assert.equal((await connections()).connections.find((c) => c.engine === 'engine_b')?.connected, false);
    assert.deepEqual(errors, []);
  });
});
