import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';

/**
 * The scheduled-publishing screen: a calendar list by day with each action's state (a failed one
 * says why) and a cancel button for pending ones, and releases saying who prepared them, so a
 * person can publish what an agent prepared.
 */
describe('scheduled publishing screen', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;

  before(async () => {
    await svc().space('demo', { name: 'Demo site' });
    await insertContentType(svc().database, 'demo', buildContentType({ api_id: 'post', fields: [field('title', 'symbol', { required: true })] }));
    const agent = svc().client(await svc().key('demo', 'agent', 'Launch agent'));
    const e = await agent.post('/api/v1/spaces/demo/entries', { content_type: 'post', fields: { title: 'Sourdough basics' } });
    const s = await agent.post(`/api/v1/spaces/demo/entries/${e.body.sys.id}/schedule`, { at: '2027-06-01T09:00:00Z' });
    assert.equal(s.status, 201, s.text);
    const r = await agent.post('/api/v1/spaces/demo/releases', { name: 'Spring launch', entries: [{ id: e.body.sys.id }] });
    assert.equal(r.status, 201, r.text);
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'demo'), '/spaces/demo');
    await page.getByRole('navigation', { name: 'Space' }).getByRole('link', { name: 'Schedules' }).click();
    page.on('dialog', (d) => void d.accept());
  });
  after(async () => {
    await browser?.close();
  });

  it('lists the scheduled publish under its day and cancels it', async () => {
    const row = page.getByRole('row', { name: /Sourdough basics/ });
    await row.waitFor();
    assert.match(await row.innerText(), /pending/i);
    assert.match(await row.innerText(), /by Launch agent/);
    await row.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('row', { name: /Sourdough basics/ }).filter({ hasText: 'cancelled' }).waitFor();
  });

  it('shows a release prepared by an agent, and a person publishes it', async () => {
    const row = page.getByRole('row', { name: /Spring launch/ });
    await row.waitFor();
    assert.match(await row.innerText(), /prepared by agent Launch agent/);
    await row.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('row', { name: /Spring launch/ }).filter({ hasText: 'owner@example.com' }).waitFor();
    const list = await svc().client(await svc().key('demo', 'delivery')).get('/api/v1/spaces/demo/entries');
    assert.equal(list.body.total, 1);
  });
});
