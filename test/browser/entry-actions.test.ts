import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { rasterImage, uploadForm } from '../support/media.ts';

/**
 * What editors do with entries beyond typing: save with Ctrl+S, duplicate, preview, pick dates,
 * move list rows both ways, be warned before leaving unsaved changes, resolve a conflict on rich
 * text, format rich text from the toolbar (links with Ctrl+K, headings, images from the media
 * library); and with lists: pages past 1,000 entries, sorting, filters and bulk publishing.
 */
describe('entry actions and lists', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  let sun: string;
  const base = '/api/v1/spaces/shop/entries';
  const stored = async (id: string, format = 'markdown') => (await api.get(`${base}/${id}?rich_text=${format}`)).body;
  const create = async (fields: Record<string, unknown>, type = 'article') => {
    const res = await api.post(base, { content_type: type, fields });
    assert.equal(res.status, 201, res.text);
    return res.body.sys.id as string;
  };
  const atVersion = (n: number) => page.getByText(new RegExp(`^version ${n}\\b`));
  const open = async (id: string) => {
    await page.goto(`${svc().url}/spaces/shop/entries/${id}`);
    await page.getByRole('textbox', { name: 'Body' }).waitFor();
  };

  before(async () => {
    await svc().space('shop', { name: 'Shop' });
    api = svc().client(await svc().key('shop', 'management'));
    assert.equal((await api.patch('/api/v1/spaces/shop', { preview_url: 'https://preview.example.test' })).status, 200);
    const made = await api.post('/api/v1/spaces/shop/content_types', {
      name: 'Article',
      api_id: 'article',
      url_path: '/news/{slug}',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'slug', name: 'Slug', type: 'slug' },
        { api_id: 'body', name: 'Body', type: 'rich_text' },
        { api_id: 'when', name: 'When', type: 'date' },
        { api_id: 'steps', name: 'Steps', type: 'list', item_fields: [{ api_id: 'step', name: 'Step', type: 'symbol' }] },
      ],
    });
    assert.equal(made.status, 201, made.text);
    const item = await api.post('/api/v1/spaces/shop/content_types', {
      name: 'Item',
      api_id: 'item',
      fields: [
        { api_id: 'name', name: 'Name', type: 'symbol' },
        { api_id: 'colour', name: 'Colour', type: 'select', options: ['red', 'blue'] },
      ],
    });
    assert.equal(item.status, 201, item.text);
    // 1,005 items, so the list has pages past the API's largest page of 1,000.
    for (let start = 0; start < 1005; start += 100) {
      const operations = [];
      for (let i = start; i < Math.min(start + 100, 1005); i++) operations.push({ op: 'create_entry', content_type: 'item', fields: { name: `Item ${String(i).padStart(4, '0')}`, colour: i % 50 === 0 ? 'red' : 'blue' } });
      const res = await api.post('/api/v1/spaces/shop/batch', { operations });
      assert.equal(res.status, 200, res.text);
    }
    sun = (await api.post('/api/v1/spaces/shop/assets', uploadForm(await rasterImage('png', 20, 20), 'sun.png', { alt: 'A sun', title: 'Sun' }, 'image/png'))).body.sys.id;
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'shop'), '/spaces/shop');
  });
  after(async () => browser?.close());

  it('saves with Ctrl+S, picks a date and time, moves list rows both ways, previews and duplicates', async () => {
    const id = await create({ title: 'Harbour news', slug: 'harbour-news', steps: [{ step: 'one' }, { step: 'two' }] });
    await open(id);
    const preview = page.getByRole('link', { name: 'Preview' });
    assert.match((await preview.getAttribute('href')) ?? '', /^https:\/\/preview\.example\.test\/news\/harbour-news/);
    await page.getByLabel('When', { exact: true }).fill('2026-05-01');
    await page.getByLabel('When: time').fill('09:30');
    await page.getByRole('button', { name: 'Move row 1 down' }).click();
    await page.getByLabel('Title').click();
    await page.keyboard.press('Control+s');
    await atVersion(2).waitFor();
    const saved = await stored(id);
    assert.equal(saved.fields.when, '2026-05-01T09:30:00');
    assert.deepEqual(saved.fields.steps, [{ step: 'two' }, { step: 'one' }]);

    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith(id));
    const copyId = page.url().split('/').at(-1)!;
    await page.getByText('Harbour news (copy)').first().waitFor();
    const copy = await stored(copyId);
    assert.equal(copy.fields.slug, 'harbour-news-copy');
    assert.equal(copy.fields.when, '2026-05-01T09:30:00');
    assert.equal(copy.sys.status, 'draft');
  });

  it('compares an old version field by field, with deleted and inserted words marked in the rendered text', async () => {
    const id = await create({ title: 'Boats', body: '## Harbour\n\nThe boats are back.\n' });
    assert.equal((await api.patch(`${base}/${id}`, { fields: { title: 'Boats', body: '## Harbour\n\nThe ferries are back.\n' } })).status, 200);
    await open(id);
    await page.getByRole('button', { name: 'Versions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Versions and history' });
    await drawer.locator('.mantine-Card-root', { hasText: 'Version 1' }).getByRole('button', { name: 'Compare' }).click();
    const changes = drawer.getByRole('region', { name: 'version 1 compared with the current version 2' });
    const body = changes.locator('[data-field="body"]');
    assert.equal(await body.locator('del').innerText(), 'boats');
    assert.equal(await body.locator('ins').innerText(), 'ferries');
    assert.match(await body.innerText(), /^## Harbour\n/);
    assert.equal(await changes.locator('[data-field="title"]').count(), 0, 'an unchanged field is not listed');
    await page.keyboard.press('Escape');
  });

  it('compares any two versions, older first whichever way they are picked', async () => {
    const id = await create({ title: 'Tide one' });
    for (const title of ['Tide two', 'Tide three']) assert.equal((await api.patch(`${base}/${id}`, { fields: { title } })).status, 200);
    await open(id);
    await page.getByRole('button', { name: 'Versions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Versions and history' });
    await drawer.locator('.mantine-Card-root', { hasText: 'Version 1' }).getByRole('button', { name: 'Compare' }).click();
    await drawer.getByRole('region', { name: 'version 1 compared with the current version 3' }).waitFor();
    await drawer.getByLabel('Compare version 1 with').selectOption({ label: 'version 2' });
    const oneTwo = drawer.getByRole('region', { name: 'version 1 compared with version 2' }).locator('[data-field="title"]');
    assert.equal(await oneTwo.locator('del').innerText(), 'one');
    assert.equal(await oneTwo.locator('ins').innerText(), 'two');
    // Picked from the newer side: still shown from the older to the newer.
    await drawer.locator('.mantine-Card-root', { hasText: 'Version 2' }).getByRole('button', { name: 'Compare' }).click();
    await drawer.getByLabel('Compare version 2 with').selectOption({ label: 'version 1' });
    await drawer.getByRole('region', { name: 'version 1 compared with version 2' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('asks before leaving unsaved changes through a link, and stays when the person says no', async () => {
    const id = await create({ title: 'Leaving' });
    await open(id);
    await page.getByLabel('Title').fill('Leaving, changed');
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await page.getByRole('link', { name: 'Media' }).first().click();
    assert.match(asked, /unsaved changes/);
    assert.ok(page.url().endsWith(id), 'stayed on the entry');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('link', { name: 'Media' }).first().click();
    await page.waitForURL(/\/assets$/);
  });

  it('lists no conflict for rich text the other person saved with the same content', async () => {
    const id = await create({ title: 'Bullets', body: '* star\n* bullets\n' });
    await open(id);
    const theirs = await api.patch(`${base}/${id}`, { fields: { body: '- star\n- bullets\n\nMore\n' } });
    assert.equal(theirs.status, 200, theirs.text);
    // Under heavy load (CI on two busy cores) a click right after the form loads can still leave
    // the caret at the start of the text (not traced; test/browser/rich-text-caret.test.ts covers
    // the layout cause found so far). This test is about the conflict dialog, so it clicks again
    // until the caret is where the person aimed, as a person would.
    const body = page.getByRole('textbox', { name: 'Body' });
    const caretInLastItem = () =>
      page.evaluate<boolean>("Boolean(getSelection()?.anchorNode?.textContent?.includes('bullets') && document.activeElement?.getAttribute('role') === 'textbox')");
    for (let tries = 0; tries < 20; tries++) {
      await body.locator('li').last().click();
      await page.keyboard.press('End');
      await page.waitForTimeout(250);
      if (await caretInLastItem()) break;
    }
    assert.ok(await caretInLastItem(), 'the caret stays where the person clicked');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('More');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone saved a newer version' });
    await dialog.getByText('The fields you changed are the same in the saved version').waitFor();
    assert.equal(await dialog.locator('tbody tr').count(), 0);
    await dialog.getByRole('button', { name: 'Use the saved version' }).click();
  });

  it('formats rich text from the toolbar without losing the caret: link with Ctrl+K, heading 3, line, image from the media library', async () => {
    const id = await create({ title: 'Formatted' });
    await open(id);
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('Title here');
    await page.getByRole('button', { name: 'Text style' }).click();
    await page.getByRole('menuitem', { name: 'Heading 3' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('See ');
    await page.keyboard.press('Control+k');
    const link = page.getByRole('dialog', { name: 'Add a link' });
    await link.getByLabel('Address').fill('https://example.com/a');
    await link.getByLabel('Text').fill('our page');
    await link.getByRole('button', { name: 'Apply' }).click();
    await link.waitFor({ state: 'detached' });
    // The caret is back in the text after the link: typing continues the paragraph.
    await page.keyboard.type(' today');
    await page.getByRole('button', { name: 'Horizontal line' }).click();
    await page.getByRole('button', { name: 'Image or file' }).click();
    await page.getByRole('dialog', { name: 'Choose a file' }).getByRole('button', { name: 'Choose Sun' }).click();
    await page.getByRole('button', { name: 'Bold' }).click();
    assert.equal(await body.evaluate((el) => el === el.ownerDocument.activeElement), true, 'the toolbar left the focus in the text');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await atVersion(2).waitFor();
    const md = (await stored(id)).fields.body as string;
    assert.match(md, /^### Title here\n/);
    assert.match(md, /See \[our page\]\(https:\/\/example\.com\/a\) today/);
    assert.match(md, /\n(\*\*\*|---|___)\n/);
    assert.ok(md.includes(`![A sun](asset:${sun})`), md);
  });

  it('edits quick access from the model screen: adds a shortcut to a type, and the Content menu shows it', async () => {
    await page.goto(`${svc().url}/spaces/shop/model`);
    await page.getByRole('button', { name: 'Add shortcut' }).click();
    await page.getByLabel('Label 1').fill('All items');
    await page.getByRole('combobox', { name: 'Type 1' }).click();
    await page.getByRole('option', { name: 'Item' }).click();
    await page.getByRole('button', { name: 'Save quick access' }).click();
    await page.getByRole('navigation', { name: 'Space' }).getByRole('link', { name: 'All items' }).waitFor();
    assert.deepEqual((await api.get('/api/v1/spaces/shop/quick_access')).body.quick_access, [{ content_type: 'item', label: 'All items' }]);
  });

  it('filters the media library by kind', async () => {
    await page.goto(`${svc().url}/spaces/shop/assets`);
    const sunCard = page.locator('main').getByText('Sun', { exact: true });
    await sunCard.waitFor();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Videos' }).click();
    await sunCard.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Images' }).click();
    await sunCard.waitFor();
  });

  it('pages past 1,000 entries, sorts by a column both ways, filters by a choice field and publishes a selection', async () => {
    await page.goto(`${svc().url}/spaces/shop/content/item?limit=100&page=10`);
    await page.getByText('901–1000 of 1005').waitFor();
    await page.getByRole('button', { name: 'Page 11' }).click();
    await page.getByText('1001–1005 of 1005').waitFor();
    await page.getByRole('button', { name: /^Title/ }).click();
    await page.getByText('1–100 of 1005').waitFor();
    const firstTitle = () => page.locator('tbody tr').first().locator('a').textContent();
    assert.equal(await firstTitle(), 'Item 0000');
    await page.getByRole('button', { name: /^Title/ }).click();
    await page.locator('tbody tr').first().getByText('Item 1004').waitFor();
    assert.equal(await page.locator('th[aria-sort="descending"]').count(), 1);

    await page.getByRole('combobox', { name: 'Colour' }).click();
    await page.getByRole('option', { name: 'red' }).click();
    await page.getByText('1–21 of 21').waitFor();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('group', { name: 'Selected entries' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('group', { name: 'Selected entries' }).waitFor({ state: 'detached' });
    const published = await api.get(`${base}?content_type=item&status=published&limit=1000`);
    assert.equal(published.body.total, 21);
    assert.ok(published.body.items.every((e: { fields: { colour: string } }) => e.fields.colour === 'red'));
  });
});
