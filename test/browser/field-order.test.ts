import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { useService } from '../support/service.ts';

/**
 * Reordering fields on the model screen the three ways a person does: the up and down buttons
 * (mouse and keyboard), dragging the handle with the mouse, and moving it with the keyboard
 * (Space, arrows, Space). Each move is saved, and the entry form shows the new order.
 */
describe('field order on the model screen', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;

  before(async () => {
    await svc().space('mag', { name: 'Magazine' });
    api = svc().client(await svc().key('mag', 'management'));
    const t = await api.post('/api/v1/spaces/mag/content_types', {
      name: 'Article',
      api_id: 'article',
      fields: ['Title', 'Summary', 'Body', 'Author'].map((name) => ({ api_id: name.toLowerCase(), name, type: 'symbol' })),
    });
    assert.equal(t.status, 201, t.text);
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'mag'), '/spaces/mag/model/article');
  });
  after(async () => browser?.close());

  const saved = async () => (await api.get('/api/v1/spaces/mag/content_types/article')).body.fields.map((f: { api_id: string }) => f.api_id);
  const shown = () => page.locator('[data-field]').evaluateAll((els) => els.map((e) => e.getAttribute('data-field')));
  /** Waits until `read` (the saved order, or the order the screen shows: the list refetches after the save answers) is `expected`. */
  async function until(expected: string[], read: () => Promise<unknown> = saved) {
    for (let i = 0; i < 50; i++) {
      if (JSON.stringify(await read()) === JSON.stringify(expected)) return;
      await new Promise((ok) => setTimeout(ok, 100));
    }
    assert.deepEqual(await read(), expected);
  }

  it('moves a field up with the buttons, by mouse and by keyboard, and keeps the focus on it', async () => {
    await page.getByRole('button', { name: 'Move Body up' }).click();
    await until(['title', 'body', 'summary', 'author']);
    await until(['title', 'body', 'summary', 'author'], shown);
    // The focus stayed on the button: Enter moves it again; at the top the focus goes to "down".
    await page.keyboard.press('Enter');
    await until(['body', 'title', 'summary', 'author']);
    await until(['body', 'title', 'summary', 'author'], shown);
    assert.equal(await page.getByRole('button', { name: 'Move Body up' }).isDisabled(), true);
    const down = page.getByRole('button', { name: 'Move Body down' });
    for (let i = 0; i < 50 && !(await down.evaluate((el) => el === el.ownerDocument.activeElement)); i++) await new Promise((ok) => setTimeout(ok, 50));
    assert.equal(await down.evaluate((el) => el === el.ownerDocument.activeElement), true, 'the focus moved to the button that still works');
    await page.keyboard.press('Enter');
    await until(['title', 'body', 'summary', 'author']);
  });

  it('drags a field by its handle with the mouse', async () => {
    const handle = page.getByRole('button', { name: 'Drag Author' });
    const target = page.locator('[data-field="title"]');
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 15 });
    await page.mouse.up();
    await until(['author', 'title', 'body', 'summary']);
    await until(['author', 'title', 'body', 'summary'], shown);
  });

  it('moves a field with the keyboard: Space on the handle, arrow down twice, Space', async () => {
    await page.getByRole('button', { name: 'Drag Author' }).focus();
    // At a person's pace: each arrow moves the field one place once the list has made room.
    for (const key of ['Space', 'ArrowDown', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await new Promise((ok) => setTimeout(ok, 300));
    }
    await until(['title', 'body', 'author', 'summary']);
  });

  it('shows the entry form in the new order', async () => {
    await page.goto(`${svc().url}/spaces/mag/content/article/new`);
    await page.getByLabel('Summary').waitFor();
    const labels = await page.locator('form label').evaluateAll((els) => els.map((e) => e.textContent?.trim()));
    assert.deepEqual(labels.filter((l) => ['Title', 'Body', 'Author', 'Summary'].includes(l ?? '')), ['Title', 'Body', 'Author', 'Summary']);
  });
});
