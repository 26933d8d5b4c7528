import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import { grantRole } from '../support/builders.ts';
import type { Client } from '../support/http.ts';
import { rasterImage, uploadForm } from '../support/media.ts';
import { EDITOR_DOCUMENTS, RICH_TEXT_DOCUMENTS } from '../fixtures/rich-text-documents.ts';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

/**
 * The document with `text` typed at the start of its first block of text, as the editor places
 * it: into that block's first text, or into a link when the block starts with one (the cursor
 * takes the marks of what follows it).
 */
function typedAtStart(doc: Node, text: string): Node {
  const copy = structuredClone(doc);
  let n: Node = copy;
  while (n.children?.length && !['paragraph', 'heading', 'tableCell'].includes(n.type)) n = n.children[0];
  while (n.children?.[0]?.type === 'link') n = n.children[0];
  const first = n.children?.[0];
  if (first?.type === 'text') first.value = text + first.value;
  else (n.children ??= []).unshift({ type: 'text', value: text });
  return copy;
}

/**
 * The editor has no node for reference-style links: once a person edits such a document, each
 * reference is saved as the inline link it stands for (same text, URL and title) and the
 * definitions go. Everything else must come back as stored.
 */
function referencesInlined(doc: Node): Node {
  type Def = Node & { identifier: string; url: string; title: string | null };
  const defs = new Map<string, Def>();
  const collect = (n: Node) => {
    if (n.type === 'definition') defs.set((n as Def).identifier, n as Def);
    n.children?.forEach(collect);
  };
  collect(doc);
  const rewrite = (n: Node): Node | null => {
    if (n.type === 'definition') return null;
    if (n.type === 'linkReference') {
      const d = defs.get((n as Def).identifier)!;
      return { type: 'link', url: d.url, title: d.title, children: n.children } as Node;
    }
    return n.children ? { ...n, children: n.children.map(rewrite).filter((c): c is Node => c !== null) } : n;
  };
  return rewrite(doc)!;
}

/**
 * The entry form as people use it: what they type is saved as typed (even just before pressing
 * Save), fields they did not touch are never rewritten, restoring an old version brings back
 * references and files, a save without changes saves nothing, and a conflict keeps the other
 * person's edits to fields this person left alone.
 */
describe('entry form keeps what people write', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let api: Client;
  let sun: string;
  let moon: string;
  let intl: Client;
  const base = '/api/v1/spaces/mag/entries';
  const stored = async (id: string, format = 'json') => (await api.get(`${base}/${id}?rich_text=${format}`)).body;
  const create = async (fields: Record<string, unknown>) => {
    const res = await api.post(base, { content_type: 'article', fields });
    assert.equal(res.status, 201, res.text);
    return res.body.sys.id as string;
  };
  // The header's "version n, published m · updated …" (dialogs mention versions too).
  const atVersion = (n: number) => page.getByText(new RegExp(`^version ${n}\\b`));
  const open = async (id: string) => {
    await page.goto(`${svc().url}/spaces/mag/entries/${id}`);
    await page.getByRole('textbox', { name: 'Body' }).waitFor();
  };

  before(async () => {
    await svc().space('mag', { name: 'Magazine' });
    api = svc().client(await svc().key('mag', 'management'));
    await api.post('/api/v1/spaces/mag/content_types', { name: 'Author', api_id: 'author', fields: [{ api_id: 'name', name: 'Name', type: 'symbol' }] });
    const made = await api.post('/api/v1/spaces/mag/content_types', {
      name: 'Article',
      api_id: 'article',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'summary', name: 'Summary', type: 'symbol' },
        { api_id: 'body', name: 'Body', type: 'rich_text' },
        { api_id: 'author', name: 'Author', type: 'reference', link_content_types: ['author'] },
        { api_id: 'image', name: 'Image', type: 'asset', accept: 'image' },
      ],
    });
    assert.equal(made.status, 201, made.text);
    sun = (await api.post('/api/v1/spaces/mag/assets', uploadForm(await rasterImage('png', 20, 20), 'sun.png', { alt: 'A sun' }, 'image/png'))).body.sys.id;
    moon = (await api.post('/api/v1/spaces/mag/assets', uploadForm(await rasterImage('png', 24, 24), 'moon.png', { alt: 'A moon' }, 'image/png'))).body.sys.id;
    // A second space with two languages and a translatable rich-text field.
    await svc().space('intl', { name: 'International' });
    intl = svc().client(await svc().key('intl', 'management'));
    assert.equal((await intl.post('/api/v1/spaces/intl/locales', { code: 'de', name: 'German' })).status, 201);
    const note = await intl.post('/api/v1/spaces/intl/content_types', { name: 'Note', api_id: 'note', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }, { api_id: 'body', name: 'Body', type: 'rich_text', localized: true }] });
    assert.equal(note.status, 201, note.text);
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'writer@example.com', 'mag'), '/spaces/mag');
    await grantRole(svc().database, 'writer@example.com', 'intl', 'owner');
  });
  after(async () => browser?.close());

  it('restores an old version with its reference and image, after a confirmation that can be cancelled', async () => {
    const ada = (await api.post(base, { content_type: 'author', fields: { name: 'Ada' } })).body.sys.id;
    const grace = (await api.post(base, { content_type: 'author', fields: { name: 'Grace' } })).body.sys.id;
    const id = await create({ title: 'First', author: ada, image: sun, body: 'Old ![A sun](asset:SUN) text.\n'.replace('SUN', sun) });
    const v1 = await stored(id);
    const edited = await api.patch(`${base}/${id}`, { fields: { title: 'Second', author: grace, image: moon, body: 'New' } });
    assert.equal(edited.status, 200, edited.text);

    await open(id);
    await page.getByRole('button', { name: 'Versions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Versions and history' });
    const first = drawer.locator('.mantine-Card-root', { hasText: 'Version 1' });
    await first.getByRole('button', { name: 'Restore' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal((await stored(id)).sys.version, 2, 'cancel restores nothing');

    await first.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore version 1' }).click();
    await atVersion(3).waitFor();
    const now = await stored(id);
    assert.equal(now.sys.version, 3);
    assert.deepEqual(now.fields, v1.fields, 'title, reference, image and rich text are as in version 1');
  });

  const documents = { ...RICH_TEXT_DOCUMENTS, ...EDITOR_DOCUMENTS };
  for (const [name, markdown] of Object.entries(documents)) {
    it(`leaves the ${name} document unchanged when another field is saved`, async () => {
      const id = await create({ title: name, body: markdown.replaceAll('asset:cat123', `asset:${sun}`) });
      const before = (await stored(id)).fields.body;
      assert.ok(before, 'stored');
      await open(id);
      await page.getByLabel('Title').fill(`${name} (edited)`);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await atVersion(2).waitFor();
      const after = await stored(id);
      assert.equal(after.fields.title, `${name} (edited)`, 'the form saved');
      assert.deepEqual(after.fields.body, before);
    });

    it(`saves the ${name} document with a word typed at its start and nothing else changed`, async () => {
      const id = await create({ title: name, body: markdown.replaceAll('asset:cat123', `asset:${sun}`) });
      const before = (await stored(id)).fields.body;
      await open(id);
      // Click at the end of the first line (left of it may be an image, which a click selects), then go to its start.
      const first = page.getByRole('textbox', { name: 'Body' }).locator(':is(p, h1, h2, h3, h4, h5, h6, th)').first();
      const box = (await first.boundingBox())!;
      await first.click({ position: { x: box.width - 2, y: Math.min(box.height / 2, 10) } });
      await page.keyboard.press('Home');
      await page.keyboard.type('Extra ');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await atVersion(2).waitFor();
      assert.deepEqual((await stored(id)).fields.body, typedAtStart(referencesInlined(before), 'Extra '));
    });
  }

  it('saves text typed just before Save and just before Publish', async () => {
    const id = await create({ title: 'Fast' });
    await open(id);
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('Typed fast');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await atVersion(2).waitFor();
    assert.equal((await stored(id, 'markdown')).fields.body, 'Typed fast\n');

    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(', then published');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('published 3').waitFor();
    const published = await api.get(`${base}/${id}?rich_text=markdown`);
    assert.equal(published.body.fields.body, 'Typed fast, then published\n');
    assert.equal(published.body.sys.published_version, 3);

    // Published and unchanged, Publish is off until the person types; typing turns it on at once.
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' again');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('published 4').waitFor();
    assert.equal((await api.get(`${base}/${id}?rich_text=markdown`)).body.fields.body, 'Typed fast, then published again\n');
  });

  it('keeps text typed in one language when the person switches to another at once, and saves both', async () => {
    const made = await intl.post('/api/v1/spaces/intl/entries', { content_type: 'note', fields: { title: 'Hi', body: 'English' } });
    const id = made.body.sys.id;
    await page.goto(`${svc().url}/spaces/intl/entries/${id}`);
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.waitFor();
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' text');
    await page.getByText('German (de)').click();
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('Deutsch');
    await page.getByText('English (en)').click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await atVersion(2).waitFor();
    const saved = (await intl.get(`/api/v1/spaces/intl/entries/${id}?locale=*&rich_text=markdown`)).body;
    assert.deepEqual(saved.fields.body, { en: 'English text\n', de: 'Deutsch\n' });
  });

  it('stores typed spaces as spaces and a blank line as nothing, not <br />', async () => {
    const id = await create({ title: 'Spaces' });
    await open(id);
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('Hello world, how are you ');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second line');
    await page.getByLabel('Title').click();
    await page.getByText('unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await atVersion(2).waitFor();
    assert.equal((await stored(id, 'markdown')).fields.body, 'Hello world, how are you\n\nSecond line\n');
    assert.doesNotMatch(JSON.stringify((await stored(id)).fields.body), /\u00a0|"html"/);
  });

  it('saves nothing when nothing changed: no new version, a published entry stays published', async () => {
    const id = await create({ title: 'Steady', body: '* star\n* bullets\n\nA ![pic](https://cdn.example.test/p.png) here.\n' });
    assert.equal((await api.post(`${base}/${id}/publish`)).status, 200);
    await open(id);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Nothing to save').waitFor();
    const after = await stored(id);
    assert.equal(after.sys.version, 1);
    assert.equal(after.sys.status, 'published');
  });

  it('in a conflict lists only the fields the person changed and keeps the other person\'s edits to the rest', async () => {
    const id = await create({ title: 'Original', summary: 'Short', body: '* star\n* bullets\n' });
    const body = (await stored(id)).fields.body;
    await open(id);
    const theirs = await api.patch(`${base}/${id}`, { fields: { title: 'Their title' } });
    assert.equal(theirs.status, 200, theirs.text);
    await page.getByLabel('Summary').fill('My summary');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone saved a newer version' });
    await dialog.waitFor();
    const rows = await dialog.locator('tbody tr td:first-child').allTextContents();
    assert.deepEqual(rows, ['Summary'], 'untouched rich text and their title are not in conflict');
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await atVersion(3).waitFor();
    const after = await stored(id);
    assert.equal(after.fields.title, 'Their title');
    assert.equal(after.fields.summary, 'My summary');
    assert.deepEqual(after.fields.body, body);
  });
});
