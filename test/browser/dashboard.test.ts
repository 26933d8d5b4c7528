import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { rasterImage } from '../support/media.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';

/** What an owner does in the dashboard, in a real Chromium, checked through the public API. */
describe('dashboard in a browser', () => {
  const svc = useService();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: Client;
  const errors: string[] = [];

  before(async () => {
    await svc().space('demo', { name: 'Demo site' });
    api = svc().client(await svc().key('demo', 'management', 'Setup'));
    const owner = await person(svc(), 'owner@example.com', 'demo');
    browser = await launchChromium();
    context = await browser.newContext();
    page = await signIn(context, svc(), owner, '/');
    page.on('pageerror', (e) => errors.push(String(e)));
  });
  after(async () => {
    await browser?.close();
  });

  const select = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('lists the person\'s spaces and opens one with its setup checklist', async () => {
    await page.getByRole('link', { name: 'Demo site' }).click();
    await page.getByRole('heading', { name: 'Setup checklist' }).waitFor();
    assert.equal(await page.getByRole('checkbox', { name: /Publish a first entry: to do/ }).count(), 1);
  });

  it('models a type, writes an entry with rich text and an image, shows the publish error at the field, publishes, and a delivery key reads it', async () => {
    await page.goto(`${svc().url}/spaces/demo/model`);
    await page.getByRole('button', { name: 'New content type' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Article');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    for (const [name, type] of [['Body', 'rich_text'], ['Cover', 'asset']]) {
      await page.getByRole('button', { name: 'Add field' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a field' });
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await select('Type', type);
      await dialog.getByRole('button', { name: 'Add field' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    const model = await api.get('/api/v1/spaces/demo/content_types/article');
    assert.deepEqual(model.body.fields.map((f: { api_id: string; type: string }) => `${f.api_id}:${f.type}`), ['title:symbol', 'body:rich_text', 'cover:asset']);

    await page.getByRole('link', { name: 'Open entries' }).click();
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel('Title').fill('Hello from the dashboard');
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('Rich text with ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('bold words');
    await page.keyboard.press('Control+b');
    await page.getByRole('button', { name: 'Choose file' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload new' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await rasterImage('png', 40, 30) });
    await page.getByRole('dialog', { name: 'Choose a file' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/spaces\/demo\/entries\//);
    const id = page.url().split('/').pop()!;

    // The file has no alt text yet: publishing is refused and the reason shows at the field.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(/alt/i).first().waitFor();
    assert.equal((await api.get(`/api/v1/spaces/demo/entries/${id}`)).body.sys.status, 'draft');

    await page.getByRole('link', { name: 'Media' }).click();
    await page.getByRole('button', { name: 'Edit cover' }).click();
    await page.getByLabel('Alt text').fill('A small test picture');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto(`${svc().url}/spaces/demo/entries/${id}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('published', { exact: true }).first().waitFor();

    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByLabel('Key name').fill('Website');
    await page.getByRole('button', { name: 'Create key' }).click();
    const token = (await page.getByTestId('shown-once').textContent())!.trim();
    assert.match(token, /^svc_dlv_/);
    const delivered = await svc().client(token).get(`/api/v1/spaces/demo/entries/${id}?rich_text=markdown`);
    assert.equal(delivered.status, 200);
    assert.equal(delivered.body.fields.title, 'Hello from the dashboard');
    assert.equal(delivered.body.fields.body.trim(), 'Rich text with **bold words**');
    assert.equal(delivered.body.fields.cover.sys.link_type, 'Asset');
    const versions = await api.get(`/api/v1/spaces/demo/entries/${id}/versions`);
    assert.equal(versions.body.items[0].author.name, 'owner@example.com');
  });

  it('previews a change of a content type without saving it, then saves it', async () => {
    const made = await api.post('/api/v1/spaces/demo/content_types', { api_id: 'event', name: 'Event', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }, { api_id: 'slug', name: 'Slug', type: 'slug' }] });
    assert.equal(made.status, 201, made.text);
    await page.goto(`${svc().url}/spaces/demo/model/event`);
    await page.getByLabel('URL path').fill('/events/{slug}');
    await page.getByRole('button', { name: 'Preview change' }).click();
    await page.getByText(/URL \/events\/\{slug\}\./).waitFor();
    assert.equal((await api.get('/api/v1/spaces/demo/content_types/event')).body.url_path, null, 'a preview saves nothing');
    await page.getByRole('button', { name: 'Save type' }).click();
    await page.getByText('Preview (nothing saved yet)').waitFor({ state: 'detached' });
    assert.equal((await api.get('/api/v1/spaces/demo/content_types/event')).body.url_path, '/events/{slug}');
  });

  it('orders entries by hand, and the API lists them in that order', async () => {
    await api.post('/api/v1/spaces/demo/content_types', { name: 'Step', api_id: 'step', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    for (const title of ['First', 'Second', 'Third']) await api.post('/api/v1/spaces/demo/entries', { content_type: 'step', fields: { title } });
    await page.goto(`${svc().url}/spaces/demo/content/step`);
    await page.getByRole('button', { name: 'Order by hand' }).click();
    await page.getByRole('button', { name: 'Move First up' }).waitFor();
    const titles = async () => (await api.get('/api/v1/spaces/demo/entries?content_type=step&order=sys.position')).body.items.map((e: { fields: { title: string } }) => e.fields.title);
    const before = await titles();
    await page.getByRole('button', { name: `Move ${before[2]} up` }).click();
    await page.getByRole('button', { name: `Move ${before[2]} down` }).and(page.locator(':not([disabled])')).waitFor();
    for (let i = 0; i < 50 && (await titles())[1] !== before[2]; i++) await page.waitForTimeout(100);
    assert.deepEqual(await titles(), [before[0], before[2], before[1]]);
    const rows = await page.locator('tbody tr a').allTextContents();
    assert.deepEqual(rows, [before[0], before[2], before[1]]);
  });

  it('shows a version conflict with both versions and keeps the person\'s own on request', async () => {
    const created = await api.post('/api/v1/spaces/demo/entries', { content_type: 'step', fields: { title: 'Original' } });
    const id = created.body.sys.id;
    await page.goto(`${svc().url}/spaces/demo/entries/${id}`);
    await page.getByLabel('Title').fill('Mine');
    const theirs = await api.patch(`/api/v1/spaces/demo/entries/${id}`, { fields: { title: 'Theirs' } });
    assert.equal(theirs.status, 200);
    await page.getByRole('button', { name: 'Save draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone saved a newer version' });
    await dialog.waitFor();
    assert.match((await dialog.textContent())!, /Mine.*Theirs/s);
    assert.equal((await api.get(`/api/v1/spaces/demo/entries/${id}`)).body.fields.title, 'Theirs', 'nothing was overwritten yet');
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await dialog.waitFor({ state: 'detached' });
    const now = await api.get(`/api/v1/spaces/demo/entries/${id}`);
    assert.equal(now.body.fields.title, 'Mine');
    assert.equal(now.body.sys.version, 3);
  });

  it('raised no uncaught errors in the page', () => {
    assert.deepEqual(errors, []);
  });
});
