import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { buildUser, grantRole } from '../support/builders.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { useService } from '../support/service.ts';

/** Every Setup screen, by its navigation label, its address and what only owners may do there. */
const SETUP = [
  { label: 'Content model', path: 'model', only: 'Only owners can change content types.' },
  { label: 'Languages', path: 'languages', only: 'Only owners can change the languages.' },
  { label: 'Site settings', path: 'settings', only: 'Only owners can change site settings.' },
  { label: 'Deploy hooks', path: 'hooks', only: 'Only owners can manage deploy hooks.' },
  { label: 'People', path: 'people', only: 'Only owners can manage the people of the space.' },
  { label: 'Keys', path: 'keys', only: 'Only owners can manage keys and agents.' },
  { label: 'Integrations', path: 'settings/integrations', only: 'Only owners can connect search engines and other services.' },
];

const ENTRY_ACTIONS = ['Save draft', 'Publish', 'Unpublish', 'Archive', 'Unarchive'];

/**
 * People see only what they may do: an editor limited to posts reads pages in a form that
 * offers no change, edits and saves posts, and sees no Setup screen (opening one by its address
 * says who may use it); the owner of the same space still sees everything.
 */
describe('an editor limited to some content types, in the dashboard', () => {
  const svc = useService();
  let browser: Browser;
  let editor: Page;
  let owner: Page;
  let api: Client;
  let about: string;
  let hello: string;
  const base = '/api/v1/spaces/site/entries';

  const openEntry = async (page: Page, id: string) => {
    await page.goto(`${svc().url}/spaces/site/entries/${id}`);
    await page.getByRole('textbox', { name: 'Body' }).waitFor();
  };
  const buttons = async (page: Page, names: string[]) => {
    const shown = [];
    for (const name of names) if ((await page.getByRole('button', { name, exact: true }).count()) > 0) shown.push(name);
    return shown;
  };

  before(async () => {
    await svc().space('site', { name: 'Shop site' });
    api = svc().client(await svc().key('site', 'management'));
    assert.equal((await api.post('/api/v1/spaces/site/locales', { code: 'de', name: 'German' })).status, 201);
    const fields = [
      { api_id: 'title', name: 'Title', type: 'symbol', localized: true },
      { api_id: 'body', name: 'Body', type: 'rich_text' },
    ];
    for (const [name, api_id] of [
      ['Page', 'page'],
      ['Post', 'post'],
    ]) {
      const made = await api.post('/api/v1/spaces/site/content_types', { name, api_id, fields });
      assert.equal(made.status, 201, made.text);
    }
    about = (await api.post(base, { content_type: 'page', fields: { title: 'About us', body: 'Who we are.' } })).body.sys.id;
    assert.equal((await api.post(`${base}/${about}/publish`)).status, 200);
    // A second version, so the Versions drawer has one to restore.
    assert.equal((await api.patch(`${base}/${about}`, { version: 1, fields: { title: 'About' } })).status, 200);
    assert.equal((await api.post(`${base}/${about}/publish`)).status, 200);
    hello = (await api.post(base, { content_type: 'post', fields: { title: 'Hello', body: 'First post.' } })).body.sys.id;
    assert.equal((await api.post(`${base}/${hello}/publish`)).status, 200);

    browser = await launchChromium();
    await buildUser(svc().database, 'editor@example.com', 'a good password');
    await grantRole(svc().database, 'editor@example.com', 'site', 'editor', ['post']);
    editor = await signIn(await browser.newContext(), svc(), { email: 'editor@example.com', password: 'a good password' }, '/spaces/site');
    owner = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'site'), '/spaces/site');
  });
  after(async () => browser?.close());

  it('lists what the editor may do in GET /session', async () => {
    const session = await editor.evaluate(async () => (await fetch('/session')).json() as Promise<{ spaces: { id: string; role: string; can: string[]; write_types?: string[] }[] }>);
    const site = session.spaces.find((s) => s.id === 'site')!;
    assert.deepEqual([site.role, site.write_types, [...site.can].sort()], ['editor', ['post'], ['publish', 'read', 'read_drafts', 'write']]);
  });

  it('shows a page to an editor limited to posts read only, with no action and a note why', async () => {
    await openEntry(editor, about);
    await editor.getByText('You can read entries of Page; you can change entries of Post.').waitFor();
    assert.deepEqual(await buttons(editor, ENTRY_ACTIONS), [], 'no save, publish, unpublish or archive');
    assert.equal(await editor.getByRole('textbox', { name: 'Title' }).isDisabled(), true);
    const body = editor.getByRole('textbox', { name: 'Body' });
    assert.equal(await body.getAttribute('contenteditable'), 'false');
    assert.equal(await editor.getByRole('toolbar', { name: 'Body formatting' }).count(), 0);

    await editor.getByText('German (de)').click();
    assert.equal(await editor.getByRole('button', { name: /^Translate/ }).count(), 0, 'no translation');

    await editor.getByRole('button', { name: 'Versions' }).click();
    const drawer = editor.getByRole('dialog', { name: 'Versions and history' });
    await drawer.getByRole('button', { name: 'Compare' }).waitFor();
    assert.equal(await drawer.getByRole('button', { name: 'Restore' }).count(), 0, 'no restore');
    assert.equal((await api.get(`${base}/${about}`)).body.sys.version, 2, 'nothing was changed');
  });

  it('lets the same editor edit and save a post', async () => {
    await openEntry(editor, hello);
    assert.equal(await editor.getByText(/^You can read entries of/).count(), 0);
    assert.deepEqual(await buttons(editor, ENTRY_ACTIONS), ['Save draft', 'Publish', 'Unpublish', 'Archive']);
    await editor.getByRole('textbox', { name: 'Title' }).fill('Hello again');
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await editor.getByText(/^version 2\b/).waitFor();
    const saved = (await api.get(`${base}/${hello}`)).body;
    assert.deepEqual([saved.fields.title, saved.sys.status], ['Hello again', 'changed']);
  });

  it('offers a new entry and ordering only for the types the editor may change', async () => {
    await editor.goto(`${svc().url}/spaces/site/content/post`);
    await editor.getByRole('button', { name: 'New post' }).waitFor();
    await editor.goto(`${svc().url}/spaces/site/content/page`);
    await editor.getByRole('cell', { name: 'About', exact: true }).waitFor();
    assert.equal(await editor.getByRole('button', { name: 'New page' }).count(), 0);
    assert.equal(await editor.getByRole('button', { name: 'Order by hand' }).count(), 0);
  });

  it('shows the editor no Setup screen, and opening one by its address says only owners may', async () => {
    await editor.goto(`${svc().url}/spaces/site`);
    await editor.getByRole('link', { name: 'Activity' }).waitFor();
    const nav = editor.getByRole('navigation', { name: 'Space' });
    assert.equal(await nav.getByRole('button', { name: 'Setup' }).count(), 0);
    for (const s of SETUP) assert.equal(await nav.getByRole('link', { name: s.label, exact: true }).count(), 0, s.label);
    for (const s of SETUP) {
      await editor.goto(`${svc().url}/spaces/site/${s.path}`);
      await editor.getByText(s.only).waitFor();
      assert.equal(await editor.getByRole('main').getByRole('textbox').count(), 0, `${s.path}: no form`);
    }
  });

  it('still shows the owner every Setup screen and every action on a page', async () => {
    await owner.goto(`${svc().url}/spaces/site`);
    const nav = owner.getByRole('navigation', { name: 'Space' });
    for (const s of SETUP) await nav.getByRole('link', { name: s.label, exact: true }).waitFor();
    await owner.goto(`${svc().url}/spaces/site/model`);
    await owner.getByRole('main').getByText('Post').first().waitFor();
    assert.equal(await owner.getByText(/^Only owners can/).count(), 0);
    await openEntry(owner, about);
    assert.deepEqual(await buttons(owner, ENTRY_ACTIONS), ['Save draft', 'Publish', 'Unpublish', 'Archive']);
    assert.equal(await owner.getByRole('textbox', { name: 'Title' }).isDisabled(), false);
    assert.equal(await owner.getByText(/^You can read entries of/).count(), 0);
    await owner.getByRole('button', { name: 'Versions' }).click();
    await owner.getByRole('dialog', { name: 'Versions and history' }).getByRole('button', { name: 'Restore' }).waitFor();
  });
});
