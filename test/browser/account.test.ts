import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, person, signIn } from '../support/chromium.ts';
import { useService } from '../support/service.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/**
 * Your account in Chromium: reached from the header, the sessions list with this browser marked,
 * signing out another session and every other one, and changing the password (a wrong current
 * password refused, then the change ending the other sessions while this browser stays in).
 */
describe('the account screen in a browser', () => {
  const svc = useService();
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  /** Another browser signed in as the same person (a plain form post naming its user agent). */
  const elsewhere = async (password: string) => {
    const res = await fetch(`${svc().url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': FIREFOX },
      body: new URLSearchParams({ email: 'owner@example.com', password }).toString(),
      redirect: 'manual',
    });
    assert.equal(res.status, 303);
    return res.headers.getSetCookie().find((c) => c.startsWith('tessera_session='))!.split(';')[0];
  };
  const stillIn = async (cookie: string) => (await fetch(`${svc().url}/session`, { headers: { cookie, origin: svc().url } })).status === 200;
  const sessionRows = () => page.getByRole('table', { name: 'Sessions' }).getByRole('row');

  before(async () => {
    await svc().space('demo', { name: 'Demo site' });
    browser = await launchChromium();
    page = await signIn(await browser.newContext(), svc(), await person(svc(), 'owner@example.com', 'demo'), '/spaces/demo');
    page.on('pageerror', (err) => errors.push(String(err)));
  });
  after(async () => {
    await browser?.close();
  });

  it('lists the sessions with this browser marked, and signs out another one and then every other one', async () => {
    const firefox = await elsewhere('a good password');
    await page.getByRole('link', { name: 'owner@example.com' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByRole('cell', { name: 'Firefox on Linux', exact: true }).waitFor();
    assert.equal(await sessionRows().count(), 3, 'a header row and two sessions');
    await page.getByText('This browser').waitFor();

    await page.getByRole('button', { name: /^Sign out Firefox on Linux/ }).click();
    await page.getByRole('cell', { name: 'Firefox on Linux', exact: true }).waitFor({ state: 'detached' });
    assert.equal(await stillIn(firefox), false);

    const a = await elsewhere('a good password');
    const b = await elsewhere('a good password');
    await page.reload();
    await page.getByRole('button', { name: /^Sign out Firefox on Linux/ }).first().waitFor();
    assert.equal(await sessionRows().count(), 4);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByText('2 sessions signed out.').waitFor();
    assert.equal(await sessionRows().count(), 2);
    assert.deepEqual([await stillIn(a), await stillIn(b)], [false, false]);
    assert.ok(await page.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled());
  });

  it('changes the password: a wrong current one is refused, then the other sessions end and this browser stays', async () => {
    const other = await elsewhere('a good password');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill('not my password');
    await form.getByLabel(/^New password/).fill('a better password');
    await form.getByLabel(/^Repeat the new password/).fill('a better password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This is not your current password.').waitFor();
    assert.equal(await stillIn(other), true, 'a refused change ends nothing');

    await form.getByLabel(/^Current password/).fill('a good password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('1 other session signed out.').waitFor();
    assert.equal(await stillIn(other), false);
    await page.reload();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    assert.equal(await sessionRows().count(), 2, 'this browser alone, still signed in');
    await elsewhere('a better password');
    assert.deepEqual(errors, []);
  });
});
