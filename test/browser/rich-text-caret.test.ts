import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';

/**
 * A person clicks into the rich text as soon as the entry form shows and types: what they type
 * lands where they clicked. Parts of the form's header arrive after the form itself (how many
 * entries use this one, the "unsaved changes" mark once they type); if they changed the header's
 * height, the text under the pointer would move between aiming and clicking, and the caret would
 * land at the start of the text instead.
 */
describe('typing into rich text right after the entry form loads', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  const base = '/api/v1/spaces/shop/entries';

  before(async () => {
    await svc().space('shop', { name: 'Shop' });
    api = svc().client(await svc().key('shop', 'management'));
    const made = await api.post('/api/v1/spaces/shop/content_types', {
      name: 'Article',
      api_id: 'article',
      url_path: '/news/{slug}',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'slug', name: 'Slug', type: 'slug' },
        { api_id: 'body', name: 'Body', type: 'rich_text' },
        { api_id: 'when', name: 'When', type: 'date' },
      ],
    });
    assert.equal(made.status, 201, made.text);
    assert.equal((await api.patch('/api/v1/spaces/shop', { preview_url: 'https://preview.example.test' })).status, 200);
    browser = await launchChromium();
    page = await signIn(await browser.newContext({ viewport: { width: 1280, height: 800 } }), svc(), await person(svc(), 'owner@example.com', 'shop'), '/spaces/shop');
    // The count of entries that use this one answers late, as on a slow connection.
    await page.route(/links_to_entry=/, async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
  });
  after(async () => browser?.close());

  for (const [name, body, tag, expected] of [
    ['a bullet list', '- star\n- bullets\n', 'li', '- star too\n- bullets more\n'],
    ['paragraphs', 'Harbour news today\n\nBoats are back\n', 'p', 'Harbour news today too\n\nBoats are back more\n'],
  ] as const) {
    it(`types in ${name} where the person clicks, right after load and again after the first keystroke`, async () => {
      const res = await api.post(base, { content_type: 'article', fields: { title: 'Harbour', body } });
      assert.equal(res.status, 201, res.text);
      const id = res.body.sys.id as string;
      await page.goto(`${svc().url}/spaces/shop/entries/${id}`);
      const editor = page.getByRole('textbox', { name: 'Body' });
      await editor.locator(tag).last().click();
      const before = await editor.boundingBox();
      await page.keyboard.press('End');
      await page.keyboard.type(' more');
      await page.getByText('unsaved changes').waitFor();
      await page.getByText('Not used in any entry').waitFor();
      assert.equal((await editor.boundingBox())?.y, before?.y, 'the text stays under the pointer while the header fills in');
      await editor.locator(tag).first().click();
      await page.keyboard.press('End');
      await page.keyboard.type(' too');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.getByText(/^version 2\b/).waitFor();
      const stored = await api.get(`${base}/${id}?rich_text=markdown`);
      assert.equal(stored.body.fields.body, expected);
    });
  }
});
