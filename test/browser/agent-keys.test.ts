import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import { useService } from '../support/service.ts';

/**
 * The keys screen tells the owner who made each key; a key an agent made says it ends with the
 * agent, and revoking the agent there takes its keys away too.
 */
describe('keys made by agents on the keys screen', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  let preview = '';

  before(async () => {
    await svc().space('demo', { name: 'Demo site' });
    const mgmt = await svc().key('demo', 'management', 'Setup');
    const invite = await svc().client(mgmt).post('/api/v1/spaces/demo/invites', { name: 'Builder' });
    const agent = (await svc().anon.post(`/join/${new URL(invite.body.url).pathname.split('/').pop()}/redeem`)).body.token as string;
    preview = (await svc().client(agent).post('/api/v1/spaces/demo/api_keys', { name: 'Staging', kind: 'preview' })).body.token;
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'demo'), '/spaces/demo/keys');
    page.on('dialog', (d) => void d.accept());
  });
  after(async () => {
    await browser?.close();
  });

  it('shows which agent made a key, and revoking the agent ends the key', async () => {
    const row = page.getByRole('row', { name: /Staging/ });
    await row.waitFor();
    assert.match(await row.innerText(), /Builder\s*\(agent; the key ends when the agent is revoked\)/);
    assert.match(await page.getByRole('row', { name: /^Setup/ }).innerText(), /tessera/);
    await page.getByRole('row', { name: /^Builder/ }).filter({ hasText: 'invite' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('row', { name: /Staging/ }).waitFor({ state: 'detached' });
    assert.equal((await svc().client(preview).get('/api/v1')).status, 401);
  });
});
