import fs from 'node:fs';
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser, grantRole } from '../support/builders.ts';
import { dashboardSession, type DashboardSession } from '../support/dashboard-session.ts';
import { useService, type TestService } from '../support/service.ts';

/** A dashboard script as index.html names it (hashed file names change with every build). */
function dashboardScript(): string {
  const html = fs.readFileSync(new URL('../../web/dist/index.html', import.meta.url), 'utf8');
  const m = /src="(\/assets-app\/[^"]+\.js)"/.exec(html);
  if (!m) throw new Error('web/dist/index.html names no script');
  return m[1];
}

function assertNoSniff(headers: Headers, what: string): void {
  assert.equal(headers.get('x-content-type-options'), 'nosniff', `${what}: nosniff`);
  assert.ok(headers.get('referrer-policy'), `${what}: a Referrer-Policy`);
}

describe('security headers over plain http', () => {
  const svc = useService();
  let session: DashboardSession;
  let delivery: string;
  before(async () => {
    await svc().space('site');
    delivery = await svc().key('site', 'delivery');
    session = await dashboardSession(svc(), 'owner@example.com', [['site', 'owner']]);
  });

  it('sends nosniff and a Referrer-Policy on the dashboard page, its scripts and API JSON, and no HSTS', async () => {
    const page = await session.json('GET', '/spaces/site');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    assertNoSniff(page.headers, 'dashboard HTML');
    assert.equal(page.headers.get('referrer-policy'), 'same-origin');
    const script = await fetch(svc().url + dashboardScript());
    assert.equal(script.status, 200);
    await script.arrayBuffer();
    assertNoSniff(script.headers, 'dashboard script');
    for (const path of ['/api/v1', '/api/v1/spaces/site/entries', '/api/v1/spaces/site/entries', '/api/v1/spaces/nowhere/entries']) {
      // The second read of the list is answered from the delivery cache, in front of Fastify.
      const res = await svc().client(delivery).get(path);
      assertNoSniff(res.headers, `${path} ${res.status}`);
      assert.equal(res.headers.get('strict-transport-security'), null);
    }
    assert.ok(svc().app.fastPath.served > 0, 'a read was answered by the fast path');
    const error = await svc().anon.post('/api/v1/spaces/site/entries', {});
    assert.equal(error.status, 401);
    assertNoSniff(error.headers, 'an error');
  });

  it('keeps the plain cookie names, which http allows', async () => {
    assert.ok(session.browser.cookies.has('tessera_session'));
  });

});

/** A plain form post, as from a command line client: no Origin, no Sec-Fetch-Site. */
async function signIn(svc: TestService, email: string, password: string): Promise<Response> {
  return fetch(`${svc.url}/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, password }).toString(), redirect: 'manual' });
}

describe('security headers and cookies with an https base URL', () => {
  // TLS ends at the proxy in front; the service itself listens on plain http.
  const svc = useService({ TESSERA_BASE_URL: 'https://cms.example.test' });
  before(async () => {
    await svc().space('site');
    await buildUser(svc().database, 'owner@example.com', 'a long enough password');
    await grantRole(svc().database, 'owner@example.com', 'site', 'owner');
  });

  it('sends HSTS on pages, scripts and the API, cached reads included', async () => {
    const delivery = await svc().key('site', 'delivery');
    const answers = [await fetch(`${svc().url}/login`), await fetch(svc().url + dashboardScript())];
    for (let i = 0; i < 3; i++) answers.push(await fetch(`${svc().url}/api/v1/spaces/site/entries`, { headers: { authorization: `Bearer ${delivery}` } }));
    for (const res of answers) {
      await res.arrayBuffer();
      assert.equal(res.headers.get('strict-transport-security'), 'max-age=31536000', res.url);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', res.url);
    }
    assert.ok(svc().app.fastPath.served > 0, 'a read was answered by the fast path');
  });

  it('names the session and form cookies __Host-: Secure, Path=/, no Domain', async () => {
    const form = await fetch(`${svc().url}/login`);
    await form.text();
    const csrf = form.headers.getSetCookie().find((c) => c.startsWith('__Host-tessera_login_csrf='));
    assert.ok(csrf, form.headers.getSetCookie().join(' | '));
    assert.match(csrf, /; Path=\/(;|$)/);
    assert.match(csrf, /; Secure/i);
    assert.doesNotMatch(csrf, /Domain=/i);

    const res = await signIn(svc(), 'owner@example.com', 'a long enough password');
    assert.equal(res.status, 303);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-tessera_session='));
    assert.ok(cookie, res.headers.getSetCookie().join(' | '));
    assert.match(cookie, /; Path=\/(;|$)/);
    assert.match(cookie, /; Secure/i);
    assert.match(cookie, /HttpOnly/i);
    assert.doesNotMatch(cookie, /Domain=/i);
    assert.ok(!res.headers.getSetCookie().some((c) => c.startsWith('tessera_session=')));

    // The session works under its own name only: a plain-named cookie (which a sibling
    // subdomain could set) is not a session.
    const id = cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';'));
    const own = await fetch(`${svc().url}/api/v1/spaces/site/entries`, { headers: { cookie: `__Host-tessera_session=${id}`, 'sec-fetch-site': 'same-origin' } });
    assert.equal(own.status, 200, await own.text());
    const planted = await fetch(`${svc().url}/api/v1/spaces/site/entries`, { headers: { cookie: `tessera_session=${id}`, 'sec-fetch-site': 'same-origin' } });
    assert.equal(planted.status, 401, await planted.text());
  });
});
