import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startFakeSite, type FakeSite } from '../support/fake-site.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { rasterImage } from '../support/media.ts';
import { useService } from '../support/service.ts';

/**
 * An owner sets a site up from the dashboard alone, in Chromium: the setup checklist advances
 * as the live and staging URLs, a delivery key and a deploy hook that answers 2xx are added;
 * languages; the hook's delivery log with retry; keys and agent invites shown once; replacing a
 * file and its alt text; comparing and restoring a version. Every step is checked through the API.
 */
describe('setup screens in a browser', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  let host: FakeSite;
  let hostAnswers = 500;
  let entryId = '';
  const errors: string[] = [];

  before(async () => {
    host = await startFakeSite((req) => (req.path === '/build' ? { status: hostAnswers, body: hostAnswers < 300 ? 'building' : 'down for maintenance' } : undefined));
    await svc().space('demo', { name: 'Demo site' });
    api = svc().client(await svc().key('demo', 'management', 'Setup'));
    await api.post('/api/v1/spaces/demo/content_types', { name: 'Post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol', required: true }] });
    const e = await api.post('/api/v1/spaces/demo/entries', { content_type: 'post', fields: { title: 'First title' } });
    entryId = e.body.sys.id;
    await api.patch(`/api/v1/spaces/demo/entries/${entryId}`, { version: 1, fields: { title: 'Second title' } });
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'demo'), '/spaces/demo');
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('dialog', (d) => void d.accept());
  });
  after(async () => {
    await browser?.close();
    await host?.close();
  });

  const step = (name: string, done: boolean) => page.getByRole('checkbox', { name: `${name}: ${done ? 'done' : 'to do'}` });
  const select = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('sets the live and staging URLs from the checklist, which then shows them done', async () => {
    await step('Set the live site URL', false).waitFor();
    await page.getByRole('link', { name: 'Set the live site URL' }).click();
    await page.getByLabel('Live site URL').fill('https://www.example.com');
    await page.getByLabel('Staging site URL').fill('https://staging.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Overview' }).click();
    await step('Set the live site URL', true).waitFor();
    await step('Set the staging site URL', true).waitFor();
    assert.equal((await api.get('/api/v1/spaces/demo')).body.production_url, 'https://www.example.com');
  });

  it('adds a language with a fallback, changes the fallback, and deletes it after a confirmation whose Cancel deletes nothing', async () => {
    await page.getByRole('link', { name: 'Languages' }).click();
    await page.getByLabel('Language code').fill('de');
    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByRole('cell', { name: 'de', exact: true }).waitFor();
    await page.getByLabel('Language code').fill('de-AT');
    await select('Falls back to', 'de');
    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByRole('cell', { name: 'de-AT', exact: true }).waitFor();
    const locales = async () => (await api.get('/api/v1/spaces/demo')).body.locales as Array<{ code: string; fallback_code: string | null }>;
    assert.equal((await locales()).find((l) => l.code === 'de-AT')?.fallback_code, 'de');
    const patched = page.waitForResponse((r) => r.url().includes('/locales/de-AT') && r.request().method() === 'PATCH');
    await select('Fallback of de-AT', 'no fallback');
    await patched;
    assert.equal((await locales()).find((l) => l.code === 'de-AT')?.fallback_code, null);
    await page.getByRole('row', { name: /de-AT/ }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete de-AT?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.ok((await locales()).some((l) => l.code === 'de-AT'), 'Cancel deletes nothing');
    await page.getByRole('row', { name: /de-AT/ }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete de-AT?' }).getByRole('button', { name: 'Delete de-AT' }).click();
    await page.getByRole('cell', { name: 'de-AT', exact: true }).waitFor({ state: 'detached' });
    assert.deepEqual((await locales()).map((l) => l.code).sort(), ['de', 'en']);
  });

  it('adds a deploy hook, shows its failed test in the delivery log, retries it, and the checklist counts it once it answers 2xx', async () => {
    await page.getByRole('link', { name: 'Deploy hooks' }).click();
    await page.getByLabel('Name').fill('Live build');
    await page.getByLabel('URL').fill(`${host.url}/build`);
    await page.getByRole('button', { name: 'Add hook' }).click();
    await page.getByText('Signing secret (shown once)').waitFor();
    await page.getByRole('button', { name: 'Send test' }).click();
    const log = page.getByRole('table', { name: 'Deliveries of Live build' });
    await log.getByText('(500)').waitFor();
    hostAnswers = 204;
    await log.getByRole('button', { name: 'Retry' }).click();
    await log.getByRole('cell', { name: /^OK \(204\)/ }).waitFor();
    assert.equal(host.requests.filter((r) => r.path === '/build').length, 2);
    await page.getByRole('link', { name: 'Overview' }).click();
    await step('Add a deploy hook that answers 2xx', true).waitFor();
  });

  it('creates a delivery key whose token is shown once and reads content, then an agent invite link, withdrawn again', async () => {
    await step('Create a delivery key for the site', false).waitFor();
    await page.getByRole('link', { name: 'Keys', exact: true }).click();
    await page.getByLabel('Key name').fill('Website');
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog');
    const token = (await dialog.getByTestId('shown-once').innerText()).trim();
    assert.match(token, /^svc_dlv_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    assert.equal((await svc().client(token).get('/api/v1/spaces/demo/entries')).status, 200);
    assert.ok(!(await page.content()).includes(token), 'the token is not shown again');

    await page.getByLabel('Agent name (optional)').fill('Site builder');
    await page.getByRole('button', { name: 'Create invite' }).click();
    const link = (await page.getByRole('dialog').getByTestId('shown-once').innerText()).trim();
    assert.match(link, /\/join\//);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    const usable = async () => ((await api.get('/api/v1/spaces/demo/invites')).body.items as Array<{ status: string }>).filter((i) => i.status === 'usable').length;
    assert.equal(await usable(), 1);
    await page.getByRole('row', { name: /Site builder \(invited\)/ }).getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('row', { name: /Site builder/ }).waitFor({ state: 'detached' });
    assert.equal(await usable(), 0);
    await page.getByRole('link', { name: 'Overview' }).click();
    await step('Create a delivery key for the site', true).waitFor();
  });

  it('uploads an image, sets its alt text and replaces its file', async () => {
    await page.getByRole('link', { name: 'Media' }).click();
    await page.locator('input[type=file]').first().setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: await rasterImage('png', 40, 30) });
    await page.getByRole('button', { name: /Edit harbour/ }).click();
    await page.getByLabel('Alt text').fill('The harbour at dawn');
    const replaced = page.waitForResponse((r) => r.url().includes('/assets/') && r.request().method() === 'PATCH');
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name: 'harbour-wide.png', mimeType: 'image/png', buffer: await rasterImage('png', 80, 30) });
    assert.equal((await replaced).status(), 200);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const asset = (await api.get('/api/v1/spaces/demo/assets')).body.items[0];
    assert.equal(asset.fields.alt, 'The harbour at dawn');
    assert.equal(asset.fields.file.width, 80, 'the file was replaced');
  });

  it('compares an older version with the current one and restores it as a new version', async () => {
    await page.goto(`${svc().url}/spaces/demo/entries/${entryId}`);
    await page.getByRole('button', { name: 'Versions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Versions and history' });
    await drawer.getByRole('button', { name: 'Compare' }).click();
    const changes = drawer.getByRole('region', { name: 'version 1 compared with the current version 2' });
    await changes.locator('[data-field="title"] del', { hasText: 'First' }).waitFor();
    await drawer.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore version 1' }).click();
    await drawer.waitFor({ state: 'detached' });
    const entry = (await api.get(`/api/v1/spaces/demo/entries/${entryId}`)).body;
    assert.deepEqual([entry.sys.version, entry.fields.title], [3, 'First title']);
    await page.getByLabel('Title').and(page.locator('[value="First title"]')).waitFor();
    assert.deepEqual(errors, []);
  });
});
