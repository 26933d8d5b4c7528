import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import { rasterImage, uploadForm } from '../support/media.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** An axe-core scan of each main screen: no serious or critical finding. */
describe('dashboard accessibility', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let axeSource: string;
  let entryId: string;

  before(async () => {
    axeSource = await readFile(AXE, 'utf8');
    await svc().space('demo', { name: 'Harbour Café' });
    const api = svc().client(await svc().key('demo', 'management'));
    await api.post('/api/v1/spaces/demo/locales', { code: 'de' });
    await api.post('/api/v1/spaces/demo/content_types', {
      name: 'Blog post',
      api_id: 'post',
      url_path: '/blog/{slug}',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol', required: true, localized: true },
        { api_id: 'slug', name: 'Slug', type: 'slug', localized: true },
        { api_id: 'summary', name: 'Summary', type: 'text', localized: true, help: 'One or two sentences for lists and search results' },
        { api_id: 'cover', name: 'Cover image', type: 'asset' },
        { api_id: 'body', name: 'Body', type: 'rich_text', localized: true },
        { api_id: 'category', name: 'Category', type: 'select', options: ['News', 'Recipes', 'Events'], group: 'Filing' },
        { api_id: 'tags', name: 'Tags', type: 'tags', group: 'Filing' },
        { api_id: 'featured', name: 'Featured', type: 'boolean', group: 'Filing' },
      ],
    });
    const image = await api.post('/api/v1/spaces/demo/assets', uploadForm(await rasterImage('png', 300, 200), 'harbour.png', { alt: 'The harbour at dawn', title: 'Harbour' }, 'image/png'));
    for (const [title, summary] of [
      ['Summer menu is here', 'Twelve new dishes from the coast.'],
      ['Live jazz on Fridays', 'Every Friday from eight.'],
      ['Our sourdough, step by step', 'Three days from starter to loaf.'],
    ]) {
      const e = await api.post('/api/v1/spaces/demo/entries', {
        content_type: 'post',
        fields: { title, slug: title.toLowerCase().replace(/[^a-z]+/g, '-'), summary, cover: image.body.sys.id, body: `## ${title}\n\n${summary} **Welcome.**`, category: 'News', tags: ['cafe'] },
      });
      entryId = e.body.sys.id;
      await api.post(`/api/v1/spaces/demo/entries/${entryId}/publish`);
    }
    // A second version, so the versions drawer has one to compare.
    await api.patch(`/api/v1/spaces/demo/entries/${entryId}`, { fields: { summary: 'Three days from starter to loaf, and one night.' } });
    await api.post('/api/v1/spaces/demo/api_keys', { name: 'Website', kind: 'delivery' });
    // An editor limited to one type, so the People screen shows (and axe scans) the limit control.
    await person(svc(), 'editor@example.com', 'demo', 'editor');
    const editor = (await api.get('/api/v1/spaces/demo/members')).body.items.find((m: { email: string }) => m.email === 'editor@example.com');
    await api.patch(`/api/v1/spaces/demo/members/${editor.id}`, { write_types: ['post'] });
    browser = await launchChromium();
    // axe is injected as a script, which the dashboard's CSP forbids: this context bypasses it.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    page = await signIn(context, svc(), await person(svc(), 'owner@example.com', 'demo'), '/');
  });
  after(async () => browser?.close());

  const screens: [string, () => string, string][] = [
    ['spaces', () => '/', 'Your spaces'],
    ['overview', () => '/spaces/demo', 'Setup checklist'],
    ['entries', () => '/spaces/demo/content/post', 'Blog post'],
    ['entry-form', () => `/spaces/demo/entries/${entryId}`, 'Save draft'],
    ['media', () => '/spaces/demo/assets', 'Media'],
    ['content-model', () => '/spaces/demo/model/post', 'Fields'],
    ['languages', () => '/spaces/demo/languages', 'Languages'],
    ['keys', () => '/spaces/demo/keys', 'Keys and agents'],
    ['deploy-hooks', () => '/spaces/demo/hooks', 'Deploy hooks'],
    ['site-settings', () => '/spaces/demo/settings', 'Site settings'],
    ['integrations', () => '/spaces/demo/settings/integrations', 'Integrations'],
    ['analytics', () => '/spaces/demo/reports/analytics', 'Analytics'],
    ['search-queries', () => '/spaces/demo/reports/search', 'Search queries'],
    ['readiness', () => '/spaces/demo/reports/readiness', 'AI readiness'],
    ['answers', () => '/spaces/demo/reports/answers', 'AI answers'],
    ['people', () => '/spaces/demo/people', 'People'],
    ['activity', () => '/spaces/demo/activity', 'Activity'],
    ['account', () => '/account', 'Sessions'],
  ];

  /** Serious and critical axe findings on the page as it is now. */
  const findings = async (): Promise<string[]> => {
    if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.addScriptTag({ content: axeSource });
    // A dialog fading in is half transparent: scanned then, its text has too little contrast.
    await page.waitForFunction("document.getAnimations().filter((a) => a.constructor.name === 'CSSTransition').every((a) => a.playState !== 'running')");
    // A string, so this file needs no DOM types: it runs in the page.
    const violations = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)")) as Violation[];
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    return bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  };

  for (const [name, path, text] of screens) {
    it(`${name}: no serious or critical accessibility finding`, async () => {
      await page.goto(svc().url + path());
      await page.locator('main').getByText(text, { exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      if (name === 'entry-form') await page.getByRole('textbox', { name: 'Body' }).waitFor();
      assert.deepEqual(await findings(), []);
    });
  }

  it('dialogs and drawers, open: no serious or critical finding', async () => {
    await page.goto(`${svc().url}/spaces/demo/entries/${entryId}`);
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.waitFor();
    await body.click();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Add a link' }).getByLabel('Address').waitFor();
    assert.deepEqual(await findings(), [], 'link dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Image or file' }).click();
    await page.getByRole('dialog', { name: 'Choose a file' }).getByRole('button', { name: 'Choose Harbour' }).waitFor();
    assert.deepEqual(await findings(), [], 'file chooser');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Versions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Versions and history' });
    await drawer.locator('.mantine-Card-root', { hasText: 'Version 1' }).getByRole('button', { name: 'Compare' }).click();
    await drawer.getByRole('region').waitFor();
    await drawer.getByRole('list', { name: 'Activity' }).locator('li').first().waitFor();
    assert.deepEqual(await findings(), [], 'versions drawer with a compare');
    await drawer.locator('.mantine-Card-root', { hasText: 'Version 1' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog', { name: 'Restore version 1?' }).waitFor();
    assert.deepEqual(await findings(), [], 'restore confirmation');

    await page.goto(`${svc().url}/spaces/demo/content/post`);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('group', { name: 'Selected entries' }).waitFor();
    assert.deepEqual(await findings(), [], 'entry list with a selection');
  });

  it('a skip link is the first stop of the keyboard and moves to the content', async () => {
    await page.goto(`${svc().url}/spaces/demo/content/post`);
    await page.locator('main').getByText('Blog post', { exact: true }).first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    assert.equal(await skip.evaluate((el) => el === el.ownerDocument.activeElement), true);
    assert.ok(((await skip.boundingBox())?.y ?? -1) >= 0, 'shown when focused');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate('document.activeElement?.id'), 'content');
  });
});
