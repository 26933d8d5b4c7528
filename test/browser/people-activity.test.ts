import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildUser } from '../support/builders.ts';
import { startAiProvider, type FakeAiProvider } from '../support/ai-provider.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import type { Client } from '../support/http.ts';
import { startTestService, type TestService } from '../support/service.ts';
import { translator } from '../support/translator.ts';

/**
 * The People screen, the activity feed, an entry's history and stale translations, in
 * Chromium, against a service whose AI provider is a local OpenAI-compatible server.
 */
describe('people, activity and translations in a browser', () => {
  let provider: FakeAiProvider;
  let svc: TestService;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: Client;
  let entryId = '';
  const errors: string[] = [];

  before(async () => {
    provider = await startAiProvider();
    provider.answerWith(translator());
    svc = await startTestService(provider.env());
    await svc.space('demo', { name: 'Demo site' });
    api = svc.client(await svc.key('demo', 'management', 'Setup'));
    await api.post('/api/v1/spaces/demo/locales', { code: 'de', name: 'German' });
    for (const [name, api_id] of [['Post', 'post'], ['Page', 'page']]) {
      await api.post('/api/v1/spaces/demo/content_types', {
        name,
        api_id,
        fields: [
          { api_id: 'title', name: 'Title', type: 'symbol', required: true, localized: true },
          { api_id: 'summary', name: 'Summary', type: 'text', localized: true },
        ],
      });
    }
    const e = await api.post('/api/v1/spaces/demo/entries', { content_type: 'post', fields: { title: 'Harbour news', summary: 'The boats are back.' } });
    entryId = e.body.sys.id;
    await buildUser(svc.database, 'writer@example.com', 'a good password');
    browser = await launchChromium();
    context = await browser.newContext();
    page = await signIn(context, svc, await person(svc, 'owner@example.com', 'demo'), '/spaces/demo/people');
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('dialog', (d) => void d.accept());
  });
  after(async () => {
    await browser?.close();
    await svc?.stop();
    await provider?.close();
  });

  const members = async () => (await api.get('/api/v1/spaces/demo/members')).body.items as Array<{ email: string; role: string; write_types: string[] }>;
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.fail(`never happened: ${what}`);
  };

  it('adds a person as an editor limited to one type, shows the fix for an address without a login', async () => {
    await page.getByRole('heading', { name: 'People' }).waitFor();
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.getByText('tessera user create nobody@example.com', { exact: false }).first().waitFor();

    await page.getByLabel('Email').fill('writer@example.com');
    await page.getByRole('combobox', { name: 'May write' }).click();
    await page.getByRole('option', { name: 'Post', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.getByText('writer@example.com', { exact: true }).waitFor();
    const writer = (await members()).find((m) => m.email === 'writer@example.com');
    assert.deepEqual([writer?.role, writer?.write_types], ['editor', ['post']]);
  });

  it('adds a person with the keyboard alone; the focused button shows a focus ring', async () => {
    await buildUser(svc.database, 'keys@example.com', 'a good password');
    await page.goto(`${svc.url}/spaces/demo/people`);
    await page.getByRole('heading', { name: 'People' }).waitFor();
    await page.waitForLoadState('networkidle');
    const focused = () => page.evaluate("(() => { const e = document.activeElement; return e ? (e.getAttribute('aria-label') || e.labels?.[0]?.textContent || e.textContent || '').trim() : ''; })()") as Promise<string>;
    // Tab from the top of the page to the Email field of the add form.
    for (let i = 0; i < 60 && !(await focused()).startsWith('Email'); i++) await page.keyboard.press('Tab');
    assert.match(await focused(), /^Email/);
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab'); // Role
    await page.keyboard.press('Tab'); // May write
    await page.keyboard.press('Tab'); // Add person
    assert.equal(await focused(), 'Add person');
    const ring = (await page.evaluate("getComputedStyle(document.activeElement).outlineStyle + ' ' + getComputedStyle(document.activeElement).outlineWidth")) as string;
    assert.doesNotMatch(ring, /^none|0px$/, `the focused button shows a focus ring (${ring})`);
    await page.keyboard.press('Enter');
    await page.getByText('keys@example.com', { exact: true }).waitFor();
    assert.equal((await members()).find((m) => m.email === 'keys@example.com')?.role, 'editor');
  });

  it('changes a role, refuses to demote the last owner with the reason, and removes a person', async () => {
    await page.getByRole('combobox', { name: 'Role of owner@example.com' }).click();
    await page.getByRole('option', { name: 'Editor', exact: true }).click();
    await page.getByRole('alert').getByText(/last owner/).waitFor();
    assert.equal((await members()).find((m) => m.email === 'owner@example.com')?.role, 'owner');

    await page.getByRole('combobox', { name: 'Role of writer@example.com' }).click();
    await page.getByRole('option', { name: 'Owner', exact: true }).click();
    await waitFor(async () => (await members()).find((m) => m.email === 'writer@example.com')?.role === 'owner', 'writer became an owner');
    await page.getByRole('row', { name: /writer@example.com/ }).getByRole('button', { name: 'Remove' }).click();
    await waitFor(async () => !(await members()).some((m) => m.email === 'writer@example.com'), 'writer removed');
    await page.getByText('writer@example.com', { exact: true }).waitFor({ state: 'detached' });
  });

  it('shows the activity feed newest first, filtered by kind, and links to what changed', async () => {
    await page.getByRole('link', { name: 'Activity', exact: true }).click();
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    const feed = page.getByRole('list', { name: 'Activity' });
    await feed.locator('li[data-action="member.removed"]').waitFor();
    // In words, with who did it and what kind of actor they are.
    assert.match(await feed.locator('li').first().innerText(), /^owner@example\.com removed the person[\s\S]*\bperson · /);
    await page.getByRole('combobox', { name: 'Show changes to' }).click();
    await page.getByRole('option', { name: 'Entries', exact: true }).click();
    await feed.locator('li[data-action="entry.created"]').waitFor();
    await feed.locator('li[data-action="member.removed"]').waitFor({ state: 'detached' });
    await feed.getByText('Harbour news').first().waitFor();
    assert.match(await feed.locator('li[data-action="entry.created"]').innerText(), /^Setup created ‘Harbour news’\s+key · /);
    await feed.locator('li[data-action="entry.created"]').getByRole('link', { name: '‘Harbour news’' }).click();
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
  });

  it('translates into German with the local AI server, then marks a stale translation in the switcher and at the field', async () => {
    await page.locator('label', { hasText: 'German (de)' }).click();
    await page.getByRole('button', { name: 'Translate empty fields from en' }).click();
    // locale=*: a read in German alone would fall back to the English summary before the translation lands.
    await waitFor(async () => Boolean((await api.get(`/api/v1/spaces/demo/entries/${entryId}?locale=*`)).body.fields.summary?.de), 'the German summary is written');
    assert.ok(provider.calls.length > 0, 'the local AI server was asked');
    await page.getByLabel('Summary').and(page.locator(':not([disabled])')).first().waitFor();

    const current = (await api.get(`/api/v1/spaces/demo/entries/${entryId}`)).body;
    assert.equal((await api.patch(`/api/v1/spaces/demo/entries/${entryId}`, { version: current.sys.version, fields: { summary: 'The boats are back, and the ferry too.' } })).status, 200);
    await page.reload();
    await page.locator('label', { hasText: 'German (de) · 1 stale' }).click();
    await page.getByText(/Stale: the en value changed after this was translated/).waitFor();
    await page.getByRole('button', { name: 'Translate stale fields again' }).click();
    await page.locator('label').getByText('German (de)', { exact: true }).waitFor();
    const de = (await api.get(`/api/v1/spaces/demo/entries/${entryId}`)).body.sys.translations.de;
    assert.deepEqual(de.stale, []);
  });

  it('marks an entry with stale translations in the entry list, per language, and updates them in one click', async () => {
    const current = (await api.get(`/api/v1/spaces/demo/entries/${entryId}`)).body;
    assert.equal((await api.patch(`/api/v1/spaces/demo/entries/${entryId}`, { version: current.sys.version, fields: { summary: 'The boats are back, the ferry too, and the market.' } })).status, 200);
    await page.goto(`${svc.url}/spaces/demo/content/post`);
    const row = page.locator(`tr[data-entry="${entryId}"]`);
    const mark = row.getByText('de 1 stale');
    await mark.waitFor();
    assert.match((await row.locator('.mantine-Badge-root', { hasText: 'stale' }).getAttribute('title')) ?? '', /de: summary/, 'which fields, on hover');
    const asked = provider.calls.length;
    await row.getByRole('button', { name: `Update stale translations of ${entryId}` }).click();
    await mark.waitFor({ state: 'detached' });
    assert.ok(provider.calls.length > asked, 'translated again with the AI server');
    const de = (await api.get(`/api/v1/spaces/demo/entries/${entryId}`)).body.sys.translations.de;
    assert.deepEqual(de.stale, []);
    await page.goto(`${svc.url}/spaces/demo/entries/${entryId}`);
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
  });

  it('shows the entry\'s history next to its versions', async () => {
    await page.getByRole('button', { name: 'Versions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Versions and history' });
    const history = drawer.getByRole('list', { name: 'Activity' });
    await history.locator('li[data-action="entry.translated"]').first().getByText(/translated ‘Harbour news’/).waitFor();
    await history.locator('li[data-action="entry.created"]').waitFor();
    await page.keyboard.press('Escape');
  });

  it('shows a version conflict in another language with both values, and keeps the person\'s on request', async () => {
    await page.goto(`${svc.url}/spaces/demo/entries/${entryId}`);
    await page.locator('label', { hasText: 'German (de)' }).click();
    const summary = page.getByRole('textbox', { name: 'Summary' });
    await summary.fill('Mine: die Boote sind zurück.');
    const current = (await api.get(`/api/v1/spaces/demo/entries/${entryId}`)).body;
    assert.equal((await api.patch(`/api/v1/spaces/demo/entries/${entryId}?locale=de`, { version: current.sys.version, fields: { summary: 'Theirs: die Fähre auch.' } })).status, 200);
    await page.getByRole('button', { name: 'Save draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone saved a newer version' });
    const row = dialog.getByRole('row', { name: /Summary \(de\)/ });
    await row.getByText('Mine: die Boote sind zurück.').waitFor();
    await row.getByText('Theirs: die Fähre auch.').waitFor();
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await api.get(`/api/v1/spaces/demo/entries/${entryId}?locale=de`)).body.fields.summary, 'Mine: die Boote sind zurück.');
  });

  it('works at a phone\'s width: no sideways scroll on the main screens, the menu opens from the burger', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = await signIn(phone, svc, { email: 'owner@example.com', password: 'a good password' }, '/spaces/demo');
    for (const path of ['/', '/spaces/demo', '/spaces/demo/content/post', `/spaces/demo/entries/${entryId}`, '/spaces/demo/assets', '/spaces/demo/model', '/spaces/demo/people', '/spaces/demo/activity', '/spaces/demo/keys']) {
      await p.goto(svc.url + path);
      await p.locator('main h1').first().waitFor();
      await p.waitForLoadState('networkidle');
      const overflow = (await p.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
      assert.ok(overflow <= 0, `${path} scrolls sideways by ${overflow}px`);
    }
    await p.goto(`${svc.url}/spaces/demo`);
    const people = p.getByRole('link', { name: 'People' });
    const folded = await people.boundingBox();
    assert.ok(folded && folded.x + folded.width <= 0, 'the menu is folded away to the left on a phone');
    await p.getByRole('button', { name: 'Menu' }).click();
    await people.click();
    await p.getByRole('heading', { name: 'People' }).waitFor();
    await phone.close();
    assert.deepEqual(errors, []);
  });
});
