import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { pdfDocument, rasterImage, uploadForm } from '../support/media.ts';
import { RICH_TEXT_DOCUMENTS } from '../fixtures/rich-text-documents.ts';

/**
 * The editor round trip (it must round-trip the stored document without loss): each
 * rich-text test document is stored through the API, opened in the entry form (Milkdown parses
 * the API's markdown and the form saves what the editor holds), and the saved document must be
 * the same mdast as before.
 */
describe('rich-text editor round trip in a browser', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  let assetId: string;

  before(async () => {
    await svc().space('docs', { name: 'Docs' });
    api = svc().client(await svc().key('docs', 'management'));
    await api.post('/api/v1/spaces/docs/content_types', {
      name: 'Doc',
      api_id: 'doc',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'body', name: 'Body', type: 'rich_text' },
      ],
    });
    // The images document names an asset: store a real one and point the document at it.
    const asset = await api.post('/api/v1/spaces/docs/assets', uploadForm(await rasterImage('png', 20, 20), 'cat.png', { alt: 'A cat' }, 'image/png'));
    assetId = asset.body.sys.id;
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'writer@example.com', 'docs'), '/spaces/docs');
  });
  after(async () => browser?.close());

  for (const [name, markdown] of Object.entries(RICH_TEXT_DOCUMENTS)) {
    it(`saves the ${name} document unchanged`, async () => {
      const body = markdown.replace('asset:cat123', `asset:${assetId}`);
      const created = await api.post('/api/v1/spaces/docs/entries', { content_type: 'doc', fields: { title: name, body } });
      assert.equal(created.status, 201, created.text);
      const id = created.body.sys.id;
      const stored = (await api.get(`/api/v1/spaces/docs/entries/${id}?rich_text=json`)).body.fields.body;

      await page.goto(`${svc().url}/spaces/docs/entries/${id}`);
      await page.getByRole('textbox', { name: 'Body' }).waitFor();
      await page.getByLabel('Title').fill(`${name} (edited)`);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText('version 2').waitFor();

      const saved = await api.get(`/api/v1/spaces/docs/entries/${id}?rich_text=json`);
      assert.equal(saved.body.fields.title, `${name} (edited)`, 'the form saved');
      assert.deepEqual(saved.body.fields.body, stored);
    });
  }

  it('shows asset: images as pictures in the editor and still saves asset: ids', async () => {
    const pdf = await api.post('/api/v1/spaces/docs/assets', uploadForm(pdfDocument(), 'terms.pdf', { title: 'Terms' }, 'application/pdf'));
    assert.equal(pdf.status, 201, pdf.text);
    const created = await api.post('/api/v1/spaces/docs/entries', {
      content_type: 'doc',
      fields: { title: 'Pictures', body: `Before ![A cat](asset:${assetId}) after.\n\nNot a picture: ![Lost](asset:${pdf.body.sys.id})\n` },
    });
    assert.equal(created.status, 201, created.text);
    const id = created.body.sys.id;
    await page.goto(`${svc().url}/spaces/docs/entries/${id}`);
    const body = page.getByRole('textbox', { name: 'Body' });
    // The width the browser decoded: 0 for a picture it could not load.
    const loaded = (alt: string, nth = 0) => body.locator(`img[alt="${alt}"]`).nth(nth).evaluate((img) => ((img as unknown as { complete: boolean; naturalWidth: number }).complete ? (img as unknown as { naturalWidth: number }).naturalWidth : 0));
    const allCatsLoaded = `[...document.querySelectorAll('[role=textbox] img[alt="A cat"]')].every((i) => i.complete && i.naturalWidth > 0)`;
    await body.locator('img[alt="A cat"]').waitFor();
    await page.waitForFunction(allCatsLoaded);
    assert.equal(await loaded('A cat'), 20, 'the stored image shows the file itself');
    // A file that is no picture says so instead of showing a broken one.
    const lost = body.locator('img[alt="Lost"]');
    await body.locator('img[alt="Lost"][data-missing]').waitFor();
    assert.equal(await lost.getAttribute('data-missing'), '“Terms” is not an image');
    assert.equal(await lost.getAttribute('src'), null);

    // Inserted from the media library: shown at once, too.
    await body.click();
    await page.keyboard.press('Control+End');
    await page.getByRole('button', { name: 'Image or file' }).click();
    await page.getByRole('dialog', { name: 'Choose a file' }).getByRole('button', { name: 'Choose cat' }).click();
    await page.waitForFunction(`document.querySelectorAll('[role=textbox] img[alt="A cat"]').length === 2`);
    await page.waitForFunction(allCatsLoaded);
    assert.equal(await loaded('A cat', 1), 20);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('version 2').waitFor();
    const md = (await api.get(`/api/v1/spaces/docs/entries/${id}?rich_text=markdown`)).body.fields.body as string;
    assert.equal(md.split(`(asset:${assetId})`).length - 1, 2, md);
    assert.ok(md.includes(`![Lost](asset:${pdf.body.sys.id})`), md);
    assert.doesNotMatch(md, /\/files\/|https?:/, 'the displayed address is never saved');
  });
});
