import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';

/**
 * The content-model screen deletes a field and a content type after a dry run: the confirmation
 * says what goes (values in how many entries, archived entries deleted with the type), and a
 * type that cannot go yet says what blocks it.
 */
describe('deleting fields and content types in the dashboard', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  const types = '/api/v1/spaces/yard/content_types';
  const entries = '/api/v1/spaces/yard/entries';

  before(async () => {
    await svc().space('yard', { name: 'Yard' });
    api = svc().client(await svc().key('yard', 'management'));
    const made = await api.post(types, {
      name: 'Boat',
      api_id: 'boat',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'hull', name: 'Hull colour', type: 'symbol' },
      ],
    });
    assert.equal(made.status, 201, made.text);
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'yard'), '/spaces/yard');
  });
  after(async () => browser?.close());

  const boatEntry = async (fields: Record<string, unknown>) => {
    const res = await api.post(entries, { content_type: 'boat', fields });
    assert.equal(res.status, 201, res.text);
    return res.body.sys.id as string;
  };

  it('deletes a field after a confirmation that counts the entries holding values', async () => {
    await boatEntry({ title: 'Swift', hull: 'red' });
    await boatEntry({ title: 'Gull' });
    await page.goto(`${svc().url}/spaces/yard/model/boat`);
    await page.getByRole('button', { name: 'Delete field Hull colour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the field “Hull colour”?' });
    const removed = dialog.getByRole('list', { name: 'What will be removed' });
    await removed.waitFor();
    assert.match(await removed.innerText(), /its values in 1 entry, in every version and language/);
    assert.match(await dialog.innerText(), /cannot be used again/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await api.get(`${types}/boat`)).body.fields.length, 2, 'cancel changes nothing');

    await page.getByRole('button', { name: 'Delete field Hull colour' }).click();
    await dialog.getByRole('button', { name: 'Delete field' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete field Hull colour' }).waitFor({ state: 'detached' });
    const after = await api.get(`${types}/boat`);
    assert.deepEqual(after.body.fields.map((f: { api_id: string }) => f.api_id), ['title']);
    const list = await api.get(`${entries}?content_type=boat`);
    assert.ok(list.body.items.every((e: { fields: Record<string, unknown> }) => !('hull' in e.fields)));
  });

  it('names what blocks a type delete, then deletes it with its archived entries once they are archived', async () => {
    await page.goto(`${svc().url}/spaces/yard/model/boat`);
    await page.getByRole('button', { name: 'Delete type Boat' }).click();
    const blocked = page.getByRole('dialog', { name: '“Boat” cannot be deleted yet' });
    const why = blocked.getByRole('list', { name: 'What blocks the delete' });
    await why.waitFor();
    assert.match(await why.innerText(), /not archived: 2 draft/);
    await blocked.getByRole('button', { name: 'OK' }).click();
    await blocked.waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('alert').count(), 0, 'no error left behind');

    const ids = (await api.get(`${entries}?content_type=boat`)).body.items.map((e: { sys: { id: string } }) => e.sys.id) as string[];
    for (const id of ids) assert.equal((await api.post(`${entries}/${id}/archive`, {})).status, 200);
    await page.getByRole('button', { name: 'Delete type Boat' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the content type “Boat”?' });
    const removed = confirm.getByRole('list', { name: 'What will be removed' });
    await removed.waitFor();
    assert.match(await removed.innerText(), /its 2 archived entries, with all their versions/);
    await confirm.getByRole('button', { name: 'Delete type' }).click();
    await page.waitForURL((u) => u.pathname === '/spaces/yard/model');
    await page.getByRole('navigation', { name: 'Content types' }).getByText('Boat').waitFor({ state: 'detached' });
    assert.equal((await api.get(`${types}/boat`)).status, 404);
    for (const id of ids) assert.equal((await api.get(`${entries}/${id}`)).status, 404);
  });
});
