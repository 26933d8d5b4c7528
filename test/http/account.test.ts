import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { disableUser } from '../../src/app/users/disable-user.ts';
import { enableUser } from '../../src/app/users/enable-user.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { FormBrowser } from '../support/browser.ts';
import { dashboardSession, type DashboardSession } from '../support/dashboard-session.ts';
import { useService } from '../support/service.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** A person's own account over HTTP: sessions list, sign out elsewhere, password change, idle timeout, disabled logins, activity. */
describe('the account of a signed-in person', () => {
  // One hour of idleness ends a session here; the test ages sessions in the database instead of waiting.
  const svc = useService({ TESSERA_SESSION_IDLE_HOURS: '1' });
  let laptop: DashboardSession;
  const api: Record<string, ReturnType<ReturnType<typeof svc>['client']>> = {};

  /** Signs in as a plain HTTP client that names its browser (no origin headers: no form token needed). */
  const signInWithAgent = async (email: string, password: string, userAgent: string) => {
    const res = await fetch(`${svc().url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
      body: new URLSearchParams({ email, password }).toString(),
      redirect: 'manual',
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tessera_session='))?.split(';')[0];
    return { status: res.status, cookie, text: await res.text() };
  };
  const withCookie = (cookie: string, path: string, init: RequestInit = {}) => fetch(svc().url + path, { ...init, headers: { cookie, origin: svc().url, ...(init.headers as object) } });
  const feed = async (space: string) => ((await api[space].get(`/api/v1/spaces/${space}/activity?resource_type=user&limit=100`)).body.items as Array<{ action: string; actor: { name: string }; details: Record<string, unknown> }>);

  before(async () => {
    await svc().space('site', { name: 'Site' });
    await svc().space('shop', { name: 'Shop' });
    for (const space of ['site', 'shop']) api[space] = svc().client(await svc().key(space, 'management', 'Audit'));
    laptop = await dashboardSession(svc(), 'ada@example.com', [['site', 'owner'], ['shop', 'editor']]);
  });

  it('lists the person\'s sessions with browser, address and times, the current one marked; 401 without a session or from another site', async () => {
    const phone = await signInWithAgent('ada@example.com', 'a long enough password', FIREFOX);
    assert.equal(phone.status, 303);
    const res = await laptop.json('GET', '/session/sessions');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const items = res.body.items as Array<Record<string, unknown>>;
    assert.equal(items.length, 2);
    assert.deepEqual(items.filter((s) => s.current).length, 1);
    const other = items.find((s) => !s.current)!;
    assert.equal(other.browser, 'Firefox on Linux');
    assert.equal(other.user_agent, FIREFOX);
    assert.equal(other.ip, '127.0.0.1');
    for (const k of ['id', 'created_at', 'last_used_at', 'expires_at']) assert.equal(typeof other[k], 'string', k);
    assert.ok(!JSON.stringify(items).includes(phone.cookie!.split('=')[1]), 'no session secret in the list');

    assert.equal((await fetch(`${svc().url}/session/sessions`)).status, 401);
    const cross = await withCookie(phone.cookie!, '/session/sessions', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    assert.equal(cross.status, 401);
  });

  it('signs out one other session, then every other one, keeping this one', async () => {
    const a = await signInWithAgent('ada@example.com', 'a long enough password', FIREFOX);
    const b = await signInWithAgent('ada@example.com', 'a long enough password', 'curl/8.5.0');
    const items = (await laptop.json('GET', '/session/sessions')).body.items as Array<{ id: string; current: boolean; browser: string }>;
    const curl = items.find((s) => s.browser === 'curl')!;
    assert.equal((await laptop.json('DELETE', `/session/sessions/${curl.id}`, undefined, { csrf: null })).status, 401, 'a write needs the CSRF token');
    assert.equal((await withCookie(b.cookie!, '/session')).status, 200, 'refused: nothing ended');
    assert.equal((await laptop.json('DELETE', `/session/sessions/${curl.id}`)).status, 204);
    assert.equal((await withCookie(b.cookie!, '/session')).status, 401);
    assert.equal((await withCookie(a.cookie!, '/session')).status, 200);
    const missing = await laptop.json('DELETE', `/session/sessions/${curl.id}`);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, 'not_found');

    const everywhere = await laptop.json('DELETE', '/session/sessions');
    assert.equal(everywhere.status, 200);
    assert.ok(everywhere.body.sessions_ended >= 2);
    const ended = await withCookie(a.cookie!, '/session/sessions');
    assert.equal(ended.status, 401);
    assert.match(((await ended.json()) as { error: { message: string } }).error.message, /expired or was signed out/, 'the answer the dashboard takes as "sign in again"');
    assert.deepEqual(((await laptop.json('GET', '/session/sessions')).body.items as Array<{ current: boolean }>).map((s) => s.current), [true]);
    const last = (await feed('shop'))[0];
    assert.equal(last.action, 'user.signed_out');
    assert.deepEqual(last.details, { email: 'ada@example.com', sessions: everywhere.body.sessions_ended, others: true });
  });

  it('changes the password with the current one: other sessions end, this one stays; refusals change nothing', async () => {
    const other = await signInWithAgent('ada@example.com', 'a long enough password', FIREFOX);
    assert.equal((await fetch(`${svc().url}/session/password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"nonsense": 1}' })).status, 401, 'no session: 401 before the body is read');
    const noCsrf = await laptop.json('POST', '/session/password', { current_password: 'a long enough password', new_password: 'a brand new password' }, { csrf: null });
    assert.equal(noCsrf.status, 401);
    assert.equal(noCsrf.body.error.code, 'invalid_key');
    const wrong = await laptop.json('POST', '/session/password', { current_password: 'not my password', new_password: 'a brand new password' });
    assert.equal(wrong.status, 422);
    assert.equal(wrong.body.error.code, 'validation_failed');
    assert.ok(wrong.body.error.details.fields.current_password);
    const short = await laptop.json('POST', '/session/password', { current_password: 'a long enough password', new_password: 'short' });
    assert.equal(short.status, 422);
    assert.equal(short.body.error.details.fields.new_password, 'at least 8 characters');
    const missing = await laptop.json('POST', '/session/password', { current_password: 'x' });
    assert.equal(missing.status, 422);
    assert.ok(missing.body.error.details.fields.new_password);
    assert.equal((await withCookie(other.cookie!, '/session')).status, 200, 'refusals ended nothing');

    const ok = await laptop.json('POST', '/session/password', { current_password: 'a long enough password', new_password: 'a brand new password' });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.sessions_ended, 1);
    assert.equal((await withCookie(other.cookie!, '/session')).status, 401);
    assert.equal((await laptop.json('GET', '/session')).status, 200);
    assert.equal((await signInWithAgent('ada@example.com', 'a long enough password', FIREFOX)).status, 401);
    assert.equal((await signInWithAgent('ada@example.com', 'a brand new password', FIREFOX)).status, 303);
    for (const space of ['site', 'shop']) {
      const changed = (await feed(space)).find((a) => a.action === 'user.password_changed')!;
      assert.deepEqual(changed.details, { email: 'ada@example.com', sessions_ended: 1 });
      assert.equal(changed.actor.name, 'ada@example.com');
    }
    const all = JSON.stringify(await feed('site'));
    assert.doesNotMatch(all, /brand new password|long enough password/);
  });

  it('ends a session idle longer than TESSERA_SESSION_IDLE_HOURS', async () => {
    const idle = await signInWithAgent('ada@example.com', 'a brand new password', FIREFOX);
    assert.equal((await withCookie(idle.cookie!, '/api/v1/spaces/site/entries')).status, 200);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const sessions = (await laptop.json('GET', '/session/sessions')).body.items as Array<{ id: string; current: boolean }>;
    await svc().database.db.updateTable('sessions').set({ last_used_at: hourAgo }).where('id', 'in', sessions.filter((s) => !s.current).map((s) => s.id)).execute();
    const res = await withCookie(idle.cookie!, '/api/v1/spaces/site/entries');
    assert.equal(res.status, 401);
    assert.match(((await res.json()) as { error: { message: string } }).error.message, /expired or was signed out/);
    assert.equal((await laptop.json('GET', '/session')).status, 200, 'a session in use stays');
  });

  it('a disabled login cannot sign in and its session stops at once; records sign-ins and failures, never an unknown email', async () => {
    const bob = await dashboardSession(svc(), 'bob@example.com', [['site', 'editor']]);
    assert.equal((await bob.json('GET', '/api/v1/spaces/site/entries')).status, 200);
    await runUnitOfWork(svc().database, systemActor('*', 'tessera CLI'), (uow) => disableUser(uow, 'bob@example.com'));
    const stopped = await bob.json('GET', '/api/v1/spaces/site/entries');
    assert.equal(stopped.status, 401);
    const form = new FormBrowser(svc());
    const refused = await form.signIn('bob@example.com', 'a long enough password');
    assert.equal(refused.status, 403);
    assert.match(refused.text, /This login is disabled/);
    assert.ok(!refused.headers.getSetCookie().some((c) => c.startsWith('tessera_session=')));
    const wrong = await form.signIn('bob@example.com', 'a wrong guess');
    assert.equal(wrong.status, 401);
    assert.match(wrong.text, /Wrong email or password/, 'a wrong password does not tell that the login is disabled');

    const site = await feed('site');
    assert.ok(site.some((a) => a.action === 'user.signed_in' && a.details.email === 'bob@example.com'));
    assert.ok(site.some((a) => a.action === 'user.disabled' && a.actor.name === 'tessera CLI'));
    const failures = site.filter((a) => a.action === 'user.sign_in_failed' && a.details.email === 'bob@example.com').map((a) => a.details.reason);
    assert.deepEqual(failures.sort(), ['login disabled', 'wrong password']);

    const before = (await svc().database.db.selectFrom('activity').select('id').execute()).length;
    assert.equal((await new FormBrowser(svc()).signIn('nobody@example.com', 'a long enough password')).status, 401);
    assert.equal((await svc().database.db.selectFrom('activity').select('id').execute()).length, before, 'an unknown email is recorded in no feed');

    await runUnitOfWork(svc().database, systemActor('*', 'tessera CLI'), (uow) => enableUser(uow, 'bob@example.com'));
    assert.equal((await new FormBrowser(svc()).signIn('bob@example.com', 'a long enough password')).status, 303);
  });

  it('an editor has an account too; guessing the current password through it is throttled like sign-in', async () => {
    const carol = await dashboardSession(svc(), 'carol2@example.com', [['shop', 'editor']]);
    assert.equal(((await carol.json('GET', '/session/sessions')).body.items as unknown[]).length, 1);
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) guesses.push((await carol.json('POST', '/session/password', { current_password: `guess ${i}`, new_password: 'a taken-over password' })).status);
    assert.deepEqual(guesses, [422, 422, 422, 422, 422, 429]);
    const waiting = await carol.json('POST', '/session/password', { current_password: 'a long enough password', new_password: 'a taken-over password' });
    assert.equal(waiting.status, 429, 'even the right password waits');
    assert.equal(waiting.body.error.code, 'rate_limited');
    assert.ok(Number(waiting.headers.get('retry-after')) >= 1);
    assert.equal((await new FormBrowser(svc()).signIn('carol2@example.com', 'a long enough password')).status, 429, 'the sign-in form waits too (one count)');
  });
});
