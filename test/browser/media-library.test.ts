import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { useService } from '../support/service.ts';
import { pdfDocument, rasterImage, uploadForm } from '../support/media.ts';

/**
 * A media library bigger than one page: the server pages, filters and searches it, and the file
 * chooser of a file field finds a file that is not on its first page.
 */
describe('media library past one page', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  const PHOTOS = 45;

  before(async () => {
    await svc().space('lib', { name: 'Library' });
    api = svc().client(await svc().key('lib', 'management'));
    const png = await rasterImage('png', 8, 8);
    for (let i = 1; i <= PHOTOS; i++) {
      const n = String(i).padStart(2, '0');
      const r = await api.post('/api/v1/spaces/lib/assets', uploadForm(png, `photo-${n}.png`, { title: `Photo ${n}`, alt: `Photo number ${n}` }, 'image/png'));
      assert.equal(r.status, 201, r.text);
    }
    assert.equal((await api.post('/api/v1/spaces/lib/assets', uploadForm(pdfDocument(), 'prices.pdf', { title: 'Price list' }, 'application/pdf'))).status, 201);
    const t = await api.post('/api/v1/spaces/lib/content_types', { name: 'Gallery', api_id: 'gallery', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }, { api_id: 'cover', name: 'Cover', type: 'asset', accept: 'image' }] });
    assert.equal(t.status, 201, t.text);
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'lib'), '/spaces/lib/assets');
  });
  after(async () => browser?.close());

  const main = () => page.locator('main');
  const card = (title: string) => main().getByRole('button', { name: `Edit ${title}`, exact: true });

  it('shows the first page with the count, and the next page from the server', async () => {
    await main().getByText('1–40 of 46 files').waitFor();
    await card('Price list').waitFor();
    assert.equal(await card('Photo 01').count(), 0, 'the oldest file is on page 2');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await main().getByText('41–46 of 46 files').waitFor();
    await card('Photo 01').waitFor();
    assert.equal(await card('Price list').count(), 0);
    assert.equal(await main().getByRole('button', { name: /^Edit / }).count(), 6);
  });

  it('searches every file, not only the page shown', async () => {
    await page.getByLabel('Search files').fill('number 07');
    await main().getByText('1–1 of 1 file').waitFor();
    await card('Photo 07').waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Pages of files' }).count(), 0);
    await page.getByLabel('Search files').fill('no such picture');
    await main().getByText('No file matches.').waitFor();
    await page.getByLabel('Search files').fill('');
    await main().getByText('1–40 of 46 files').waitFor();
  });

  it('filters by kind on the server', async () => {
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'PDF documents' }).click();
    await main().getByText('1–1 of 1 file').waitFor();
    await card('Price list').waitFor();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Images' }).click();
    await main().getByText('1–40 of 45 files').waitFor();
  });

  it('chooses a file that is not on the chooser’s first page, and the field shows it', async () => {
    await page.goto(`${svc().url}/spaces/lib/content/gallery/new`);
    await page.getByLabel('Title').fill('Summer');
    await page.getByRole('button', { name: 'Choose file' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a file' });
    await chooser.getByRole('button', { name: 'Choose Photo 45' }).waitFor();
    assert.equal(await chooser.getByRole('button', { name: 'Choose Price list' }).count(), 0, 'an image field offers images only');
    await chooser.getByRole('button', { name: 'Page 2' }).click();
    await chooser.getByRole('button', { name: 'Choose Photo 21' }).waitFor();
    await chooser.getByLabel('Search files').fill('photo 03');
    await chooser.getByRole('button', { name: 'Choose Photo 03' }).click();
    await chooser.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove Photo 03 from Cover' }).waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/entries\/[^/]+$/);
    const id = page.url().split('/').pop()!;
    const cover = (await api.get(`/api/v1/spaces/lib/entries/${id}`)).body.fields.cover;
    const photo03 = (await api.get('/api/v1/spaces/lib/assets?query=photo-03.png')).body.items[0].sys.id;
    assert.equal(cover.sys.id, photo03);
    // Reopened, the field names the file though it is on no first page.
    await page.reload();
    await page.getByRole('button', { name: 'Remove Photo 03 from Cover' }).waitFor();
  });
});
