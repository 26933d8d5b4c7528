import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { rasterImage, uploadForm } from '../support/media.ts';

/**
 * The dashboard's use of search and links: the entry list searches on the server and shows each
 * hit's marked passage as text; an archived entry and a file are deleted after a dry run that
 * names the entries still linking to them (whose links are removed on request); the entry form
 * and a file say how many entries use them.
 */
describe('entry search, links and deleting in the dashboard', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  let tours = '';
  let market = '';
  const base = '/api/v1/spaces/port/entries';
  const create = async (fields: Record<string, unknown>, archive = false) => {
    const res = await api.post(base, { content_type: 'post', fields });
    assert.equal(res.status, 201, res.text);
    const id = res.body.sys.id as string;
    if (archive) assert.equal((await api.post(`${base}/${id}/archive`, {})).status, 200);
    return id;
  };

  before(async () => {
    await svc().space('port', { name: 'Port' });
    api = svc().client(await svc().key('port', 'management'));
    const made = await api.post('/api/v1/spaces/port/content_types', {
      name: 'Post',
      api_id: 'post',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'body', name: 'Body', type: 'rich_text' },
        { api_id: 'hero', name: 'Hero', type: 'asset' },
      ],
    });
    assert.equal(made.status, 201, made.text);
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'port'), '/spaces/port');
  });
  after(async () => browser?.close());

  it('searches on the server, keeps the words in the address and shows marked passages as text', async () => {
    tours = await create({ title: 'Lighthouse tours', body: 'Climb the old tower at dusk.\n' });
    await create({ title: 'Harbour notes', body: 'Fish & "chips" < 5 coins near the lighthouse steps.\n' });
    market = await create({ title: 'Fish market', body: 'Nothing about towers here.\n' });
    await page.goto(`${svc().url}/spaces/port/content/post`);
    const table = page.getByRole('table', { name: 'Post entries' });
    await table.getByRole('link', { name: 'Fish market' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('lighthouse');
    await page.waitForURL((u) => u.searchParams.get('query') === 'lighthouse');
    await table.getByRole('link', { name: 'Fish market' }).waitFor({ state: 'detached' });
    assert.equal(await table.locator('tbody tr').count(), 2);
    // The title weighs more, so the entry named for it comes first.
    assert.equal(await table.locator('tbody tr').first().getByRole('link').innerText(), 'Lighthouse tours');
    const snippet = table.locator('tr', { hasText: 'Harbour notes' }).locator('[data-snippet]');
    assert.match(await snippet.innerText(), /Fish & "chips" < 5 coins/, 'escaped text is shown as text');
    assert.equal((await snippet.locator('mark').innerText()).toLowerCase(), 'lighthouse');
    assert.equal(await snippet.locator('*').count(), 1, 'the only element in a snippet is the mark');
    await page.getByText('1–2 of 2').waitFor();

    await page.reload();
    assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), 'lighthouse');
    await table.getByRole('link', { name: 'Harbour notes' }).waitFor();
    assert.equal(await table.locator('tbody tr').count(), 2);
  });

  it('deletes an archived entry: lists the entries linking to it, removes their links on request; a plain confirmation otherwise', async () => {
    const target = await create({ title: 'Old pier', body: 'Closed for good.\n' });
    const linker = await create({ title: 'Walks', body: `Start at the [old pier](entry:${target}) and go north.\n` });
    assert.equal((await api.post(`${base}/${target}/archive`, {})).status, 200);
    await page.goto(`${svc().url}/spaces/port/entries/${target}`);
    const used = page.getByRole('button', { name: 'Used in 1 entry' });
    await used.click();
    await page.getByRole('list', { name: 'Entries that use it' }).getByRole('link', { name: 'Walks' }).waitFor();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Old pier” for good?' });
    const link = dialog.getByRole('list', { name: 'Entries that link here' }).getByRole('link', { name: 'Walks' });
    assert.equal(await link.getAttribute('href'), `/spaces/port/entries/${linker}`);
    assert.equal((await api.get(`${base}/${target}`)).status, 200, 'the dry run deleted nothing');
    await dialog.getByRole('button', { name: 'Remove the links and delete' }).click();
    await page.waitForURL((u) => u.pathname === '/spaces/port/content/post');
    assert.equal((await api.get(`${base}/${target}`)).status, 404);
    const after = (await api.get(`${base}/${linker}?rich_text=markdown`)).body;
    assert.equal(after.fields.body, 'Start at the old pier and go north.\n');
    assert.equal(after.sys.version, 2);

    const lone = await create({ title: 'Lone buoy' }, true);
    await page.goto(`${svc().url}/spaces/port/entries/${lone}`);
    await page.getByText('Not used in any entry').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const plain = page.getByRole('dialog', { name: 'Delete “Lone buoy” for good?' });
    await plain.getByText('Nothing links to it.').waitFor();
    await plain.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/spaces/port/content/post');
    assert.equal((await api.get(`${base}/${lone}`)).status, 404);
  });

  it('deletes a file from the media library after naming the entries that use it', async () => {
    const up = await api.post('/api/v1/spaces/port/assets', uploadForm(await rasterImage('png', 20, 20), 'gull.png', { alt: 'A gull', title: 'Gull' }, 'image/png'));
    assert.equal(up.status, 201, up.text);
    const asset = up.body.sys.id as string;
    const user = await create({ title: 'Birds', hero: asset });
    await page.goto(`${svc().url}/spaces/port/assets`);
    await page.getByRole('button', { name: 'Edit Gull' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Gull' });
    await edit.getByRole('button', { name: 'Used in 1 entry' }).waitFor();
    await edit.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Gull” for good?' });
    await confirm.getByRole('link', { name: 'Birds' }).waitFor();
    await confirm.getByRole('button', { name: 'Remove the links and delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit Gull' }).waitFor({ state: 'detached' });
    assert.equal((await api.get(`/api/v1/spaces/port/assets/${asset}`)).status, 404);
    assert.equal((await api.get(`${base}/${user}`)).body.fields.hero, undefined);
  });

  it('links rich text to an entry found by search in the link dialog', async () => {
    await page.goto(`${svc().url}/spaces/port/entries/${market}`);
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' See ');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Add a link' });
    await dialog.getByRole('searchbox', { name: 'Or link to an entry' }).fill('lighthouse tou');
    await dialog.getByRole('list', { name: 'Entries found' }).getByRole('button', { name: 'Lighthouse tours' }).click();
    assert.equal(await dialog.getByLabel('Address').inputValue(), `entry:${tours}`);
    assert.equal(await dialog.getByRole('textbox', { name: 'Text' }).inputValue(), 'Lighthouse tours', 'the title is the text when none was given');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(/^version 2\b/).waitFor();
    const saved = (await api.get(`${base}/${market}?rich_text=markdown`)).body;
    assert.equal(saved.fields.body, `Nothing about towers here. See [Lighthouse tours](entry:${tours})\n`);
  });

  it('embeds an entry found by search as a block, stored as an embed and kept by the next save', async () => {
    const card = await create({ title: 'Ferry timetable card', body: 'Boats every hour.\n' });
    const host = await create({ title: 'Getting here', body: 'Take the ferry.\n' });
    await page.goto(`${svc().url}/spaces/port/entries/${host}`);
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.press('End');
    await page.getByRole('toolbar', { name: 'Body formatting' }).getByRole('button', { name: 'Embed entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed an entry' });
    await dialog.getByRole('searchbox', { name: 'Find the entry' }).fill('ferry timetable');
    await dialog.getByRole('list', { name: 'Entries found' }).getByRole('button', { name: 'Ferry timetable card' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(/^version 2\b/).waitFor();
    const saved = (await api.get(`${base}/${host}?rich_text=markdown`)).body;
    assert.equal(saved.fields.body, `Take the ferry.\n\n::entry{id=${card}}\n`);
    const doc = (await api.get(`${base}/${host}?rich_text=json`)).body.fields.body;
    assert.ok(JSON.stringify(doc).includes(card) && !JSON.stringify(doc).includes('::entry'), 'stored as an embed node, not as text');
    assert.deepEqual((await api.get(`${base}?links_to_entry=${card}`)).body.items.map((e: { sys: { id: string } }) => e.sys.id), [host]);

    // Loading the embed into the editor and saving an unrelated change keeps it.
    await page.reload();
    await body.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Hello. ');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(/^version 3\b/).waitFor();
    assert.equal((await api.get(`${base}/${host}?rich_text=markdown`)).body.fields.body, `Hello. Take the ferry.\n\n::entry{id=${card}}\n`);
  });
});
