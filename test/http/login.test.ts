import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readSession, sessionCsrfToken } from '../../src/app/sessions/sessions.ts';
import { buildUser } from '../support/builders.ts';
import { FormBrowser } from '../support/browser.ts';
import { useService } from '../support/service.ts';

describe('dashboard sign-in', () => {
  const svc = useService();
  const email = 'owner@example.com';
  const password = 'correct horse battery';

  it('shows a form with a CSRF token and signs in to a HttpOnly, SameSite=Lax session, then follows next', async () => {
    await buildUser(svc().database, email, password);
    const browser = new FormBrowser(svc());
    const page = await browser.get('/login?next=%2Foauth%2Fauthorize%3Fa%3D1');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(page.text, /<form method="post"/);
    assert.ok(FormBrowser.hidden(page.text, 'csrf_token').length >= 40);
    assert.equal(page.headers.get('x-frame-options'), 'DENY');

    const res = await browser.post('/login', { email, password, csrf_token: FormBrowser.hidden(page.text, 'csrf_token'), next: FormBrowser.hidden(page.text, 'next') });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/oauth/authorize?a=1');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tessera_session='))!;
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
    assert.match(cookie, /Path=\//);
    const rows = await svc().database.db.selectFrom('sessions').selectAll().execute();
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0].id_hash, browser.cookies.get('tessera_session'), 'only a hash of the session id is stored');
  });

  it('re-renders the form with an error and 401 on a wrong password or unknown email', async () => {
    const browser = new FormBrowser(svc());
    for (const [e, p] of [[email, 'wrong password'], ['nobody@example.com', password]]) {
      const res = await browser.signIn(e, p);
      assert.equal(res.status, 401);
      assert.match(res.text, /Wrong email or password/);
      assert.match(res.text, /<form method="post"/);
      assert.ok(!res.headers.getSetCookie().some((c) => c.startsWith('tessera_session=')));
    }
  });

  it('accepts a plain form post from a non-browser client (no cookies, no origin headers)', async () => {
    const res = await fetch(`${svc().url}/login?next=/somewhere`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
      redirect: 'manual',
    });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/somewhere');
    assert.ok(res.headers.getSetCookie().some((c) => c.startsWith('tessera_session=')));
  });

  it('refuses a cross-site post and a browser post without the form token', async () => {
    const evil = new FormBrowser(svc(), { origin: 'https://evil.example' });
    const res = await evil.post('/login', { email, password });
    assert.equal(res.status, 403);
    assert.ok(!res.headers.getSetCookie().some((c) => c.startsWith('tessera_session=')));

    const sameSite = new FormBrowser(svc());
    await sameSite.get('/login');
    const noToken = await sameSite.post('/login', { email, password });
    assert.equal(noToken.status, 403);
    const wrongToken = await sameSite.post('/login', { email, password, csrf_token: 'forged' });
    assert.equal(wrongToken.status, 403);
  });

  it('never redirects to another site', async () => {
    const evil = ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/./\\evil.example', '/a/..//evil.example', '/\t/evil.example'];
    for (const next of evil) {
      const res = await new FormBrowser(svc()).signIn(email, password, next);
      assert.equal(res.status, 303);
      assert.equal(res.headers.get('location'), '/', next);
      // A client that posts straight to /login?next=… (no form round trip) gets the same answer.
      const direct = await fetch(`${svc().url}/login?next=${encodeURIComponent(next)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
        redirect: 'manual',
      });
      assert.equal(direct.status, 303);
      assert.equal(direct.headers.get('location'), '/', `direct ${next}`);
    }
  });

  it('signs out, ending the session', async () => {
    const browser = new FormBrowser(svc());
    await browser.signIn(email, password);
    const sid = browser.cookies.get('tessera_session')!;
    const out = await browser.post('/logout', { csrf_token: sessionCsrfToken(sid) });
    assert.equal(out.status, 303);
    assert.equal(browser.cookies.has('tessera_session'), false);
    assert.equal(await readSession(svc().database.db, sid, svc().config.sessionIdleMs), null);
  });

  it('slows a guesser down at its own address but never locks the owner out from another one', async () => {
    await buildUser(svc().database, 'target@example.com', password);
    const attacker = new FormBrowser(svc(), { from: '127.0.0.2' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attacker.signIn('target@example.com', `guess ${i}`)).status);
    assert.deepEqual(statuses.slice(0, 5), [401, 401, 401, 401, 401], 'a person mistyping gets five tries');
    assert.ok(statuses.slice(5).every((s) => s === 429), `then waits: ${statuses.join(',')}`);
    const blocked = await attacker.signIn('target@example.com', password);
    assert.equal(blocked.status, 429, 'even the right password waits at the guessing address');
    assert.ok(Number(blocked.headers.get('retry-after')) >= 1);
    assert.match(blocked.text, /Too many failed sign-in attempts/);

    const owner = new FormBrowser(svc(), { from: '127.0.0.3' });
    const res = await owner.signIn('target@example.com', password);
    assert.equal(res.status, 303, 'the owner signs in from their own address');
  });

  it('stops one address from spraying guesses over many accounts', async () => {
    const sprayer = new FormBrowser(svc(), { from: '127.0.0.4' });
    for (let i = 0; i < 20; i++) assert.equal((await sprayer.signIn(`person${i}@example.com`, 'Winter2026!')).status, 401, `account ${i}`);
    const next = await sprayer.signIn('another@example.com', 'Winter2026!');
    assert.equal(next.status, 429, 'a fresh account from the same address waits too');
    assert.ok(Number(next.headers.get('retry-after')) >= 1);
    // Another address is not affected.
    assert.equal((await new FormBrowser(svc(), { from: '127.0.0.5' }).signIn(email, password)).status, 303);
  });
});
