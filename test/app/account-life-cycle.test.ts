import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { isLoginDisabled } from '../../src/db/repos/sessions.ts';
import { accountActor } from '../../src/app/sessions/account-actor.ts';
import { endOtherSessions } from '../../src/app/sessions/end-other-sessions.ts';
import { endSession } from '../../src/app/sessions/end-session.ts';
import { listSessions } from '../../src/app/sessions/list-sessions.ts';
import { readSession, type SessionUser } from '../../src/app/sessions/sessions.ts';
import { signIn, type SignInResult } from '../../src/app/sessions/sign-in.ts';
import { signOut } from '../../src/app/sessions/sign-out.ts';
import { createSpace } from '../../src/app/spaces/create-space.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { changePassword } from '../../src/app/users/change-password.ts';
import { disableUser } from '../../src/app/users/disable-user.ts';
import { enableUser } from '../../src/app/users/enable-user.ts';
import { resetPassword } from '../../src/app/users/reset-password.ts';
import { systemActor } from '../../src/domain/actor.ts';
import type { AppError } from '../../src/domain/errors.ts';
import { SESSION_TTL_MS } from '../../src/domain/sessions.ts';
import { buildUser, grantRole } from '../support/builders.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

const HOUR = 3_600_000;
const IDLE = 12 * HOUR;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The account life cycle against a real database: sign-in, sessions, idle timeout, passwords, disabling, activity. */
describe('account life cycle operations', () => {
  let tdb: TestDatabase;
  let database: Database;
  const clock = Date.parse('2030-03-01T08:00:00.000Z');
  const at = (ms = clock) => new Date(ms);

  const signInAs = (email: string, password: string, userAgent = FIREFOX, ip = '203.0.113.7') => signIn(database, { email, password, ip, userAgent, idleMs: IDLE }, at());
  const signedIn = async (email: string, password: string, userAgent?: string): Promise<{ cookie: string; user: SessionUser }> => {
    const r = await signInAs(email, password, userAgent);
    assert.equal(r.outcome, 'signed_in');
    const ok = r as Extract<SignInResult, { outcome: 'signed_in' }>;
    return { cookie: ok.sessionId, user: ok.user };
  };
  const activity = (space: string) =>
    database.db.selectFrom('activity').select(['action', 'actor_type', 'actor_name', 'resource_type', 'details']).where('space_id', '=', space).where('resource_type', '=', 'user').orderBy('id').execute();
  const allActivity = async () => (await database.db.selectFrom('activity').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  before(async () => {
    tdb = await createTestDatabase();
    database = await openDatabase(tdb.config);
    for (const slug of ['site', 'shop', 'other']) await runUnitOfWork(database, systemActor(slug), (uow) => createSpace(uow, { slug, name: slug }));
    await buildUser(database, 'ada@example.com', 'first password');
    await grantRole(database, 'ada@example.com', 'site', 'owner');
    await grantRole(database, 'ada@example.com', 'shop', 'editor');
    await buildUser(database, 'bob@example.com', 'bob password');
    await grantRole(database, 'bob@example.com', 'site', 'editor');
  });
  after(async () => {
    await database.destroy();
    await tdb.drop();
  });

  it('records a sign-in in every space of the login, with browser and address, and nothing in other spaces', async () => {
    const { user } = await signedIn('ada@example.com', 'first password');
    for (const space of ['site', 'shop']) {
      const last = (await activity(space)).at(-1)!;
      assert.equal(last.action, 'user.signed_in');
      assert.equal(last.actor_name, 'ada@example.com');
      assert.deepEqual(JSON.parse(last.details!), { email: 'ada@example.com', browser: 'Firefox on Linux', ip: '203.0.113.7' });
    }
    assert.deepEqual(await activity('other'), []);
    const [s] = await listSessions(database.db, user, IDLE, at());
    assert.deepEqual([s.id, s.user_agent, s.ip, s.created_at, s.last_used_at], [user.sessionId, FIREFOX, '203.0.113.7', at().toISOString(), at().toISOString()]);
  });

  it('records a wrong password in the login\'s spaces without the password; an unknown email nowhere', async () => {
    assert.equal((await signInAs('ada@example.com', 'guess one')).outcome, 'refused');
    const last = (await activity('site')).at(-1)!;
    assert.equal(last.action, 'user.sign_in_failed');
    assert.equal(last.actor_type, 'system');
    assert.deepEqual(JSON.parse(last.details!), { email: 'ada@example.com', browser: 'Firefox on Linux', ip: '203.0.113.7', reason: 'wrong password' });
    const before = await allActivity();
    assert.equal((await signInAs('nobody@example.com', 'guess one')).outcome, 'refused');
    assert.equal(await allActivity(), before, 'an attempt on an address without a login leaves no trace in any feed');
  });

  it('ends a session idle longer than the idle timeout; each use (at most once a minute) keeps it alive', async () => {
    const { cookie, user } = await signedIn('bob@example.com', 'bob password');
    const start = clock;
    assert.equal((await readSession(database.db, cookie, IDLE, at(start + 30_000)))?.email, 'bob@example.com');
    const [unchanged] = await listSessions(database.db, user, IDLE, at(start + 30_000));
    assert.equal(unchanged.last_used_at, at(start).toISOString(), 'a use within the minute writes nothing');
    assert.ok(await readSession(database.db, cookie, IDLE, at(start + IDLE - 1)), 'used just before the timeout');
    const used = start + IDLE - 1;
    assert.ok(await readSession(database.db, cookie, IDLE, at(used + IDLE - 1)), 'the use moved the timeout on');
    assert.equal(await readSession(database.db, cookie, IDLE, at(used + IDLE - 1 + IDLE)), null, 'idle for the whole timeout');
  });

  it('ends a session at its absolute end however often it is used', async () => {
    const { cookie } = await signedIn('bob@example.com', 'bob password');
    let t = clock;
    for (; t < clock + SESSION_TTL_MS - 1; t += IDLE - HOUR) assert.ok(await readSession(database.db, cookie, IDLE, at(t)), new Date(t).toISOString());
    assert.ok(await readSession(database.db, cookie, IDLE, at(clock + SESSION_TTL_MS - 1)));
    assert.equal(await readSession(database.db, cookie, IDLE, at(clock + SESSION_TTL_MS)), null);
  });

  it('changes a password only with the current one; the other sessions end, the current one stays', async () => {
    const phone = await signedIn('ada@example.com', 'first password', SAFARI);
    const laptop = await signedIn('ada@example.com', 'first password');
    const change = (input: { current_password: string; new_password: string }) => runUnitOfWork(database, accountActor(laptop.user), (uow) => changePassword(uow, laptop.user, input), { now: at() });

    await assert.rejects(change({ current_password: 'not it', new_password: 'second password' }), (e: AppError) => e.code === 'validation_failed' && 'current_password' in (e.details!.fields as object));
    await assert.rejects(change({ current_password: 'first password', new_password: 'short' }), (e: AppError) => (e.details!.fields as Record<string, string>).new_password === 'at least 8 characters');
    assert.ok(await readSession(database.db, phone.cookie, IDLE, at()), 'a refused change ends nothing');
    assert.equal((await signInAs('ada@example.com', 'first password')).outcome, 'signed_in', 'and keeps the password');

    const result = await change({ current_password: 'first password', new_password: 'second password' });
    assert.ok(result.sessions_ended >= 2);
    assert.equal(await readSession(database.db, phone.cookie, IDLE, at()), null);
    assert.equal((await readSession(database.db, laptop.cookie, IDLE, at()))?.sessionId, laptop.user.sessionId);
    assert.deepEqual((await listSessions(database.db, laptop.user, IDLE, at())).map((s) => s.id), [laptop.user.sessionId]);
    assert.equal((await signInAs('ada@example.com', 'first password')).outcome, 'refused');
    assert.equal((await signInAs('ada@example.com', 'second password')).outcome, 'signed_in');
    const changed = (await activity('shop')).find((a) => a.action === 'user.password_changed')!;
    assert.deepEqual(JSON.parse(changed.details!), { email: 'ada@example.com', sessions_ended: result.sessions_ended });
  });

  it('signs out one session or every other one; another person\'s session is not found', async () => {
    const a = await signedIn('ada@example.com', 'second password');
    const b = await signedIn('ada@example.com', 'second password', SAFARI);
    const c = await signedIn('ada@example.com', 'second password');
    const bob = await signedIn('bob@example.com', 'bob password');
    const asAda = <T>(fn: Parameters<typeof runUnitOfWork<T>>[2]) => runUnitOfWork(database, accountActor(a.user), fn, { now: at() });

    await assert.rejects(asAda((uow) => endSession(uow, a.user, bob.user.sessionId!)), (e: AppError) => e.code === 'not_found');
    assert.ok(await readSession(database.db, bob.cookie, IDLE, at()));
    await asAda((uow) => endSession(uow, a.user, b.user.sessionId!));
    assert.equal(await readSession(database.db, b.cookie, IDLE, at()), null);
    assert.ok(await readSession(database.db, c.cookie, IDLE, at()));

    const { sessions_ended } = await asAda((uow) => endOtherSessions(uow, a.user));
    assert.ok(sessions_ended >= 1);
    assert.deepEqual((await listSessions(database.db, a.user, IDLE, at())).map((s) => s.id), [a.user.sessionId]);
    assert.ok(await readSession(database.db, bob.cookie, IDLE, at()), 'another person\'s sessions stay');
    assert.deepEqual(JSON.parse((await activity('site')).at(-1)!.details!), { email: 'ada@example.com', sessions: sessions_ended, others: true });

    await signOut(database, a.cookie, at());
    assert.equal(await readSession(database.db, a.cookie, IDLE, at()), null);
    assert.equal((await activity('site')).at(-1)!.action, 'user.signed_out');
  });

  it('an operator reset sets the password and ends every session of the login', async () => {
    const a = await signedIn('ada@example.com', 'second password');
    await runUnitOfWork(database, systemActor('*', 'tessera CLI'), (uow) => resetPassword(uow, 'Ada@Example.com', 'third password'));
    assert.equal(await readSession(database.db, a.cookie, IDLE, at()), null);
    assert.equal((await signInAs('ada@example.com', 'second password')).outcome, 'refused');
    assert.equal((await signInAs('ada@example.com', 'third password')).outcome, 'signed_in');
    const reset = (await activity('site')).find((x) => x.action === 'user.password_reset')!;
    assert.equal(reset.actor_name, 'tessera CLI');
    assert.doesNotMatch(reset.details!, /third password|second password/);
    await assert.rejects(runUnitOfWork(database, systemActor('*', 'tessera CLI'), (uow) => resetPassword(uow, 'ada@example.com', 'short')), (e: AppError) => e.code === 'validation_failed');
    assert.equal((await signInAs('ada@example.com', 'third password')).outcome, 'signed_in', 'a refused reset changes nothing');
  });

  it('a disabled login cannot sign in and its sessions stop at once; enabling it restores sign-in', async () => {
    const a = await signedIn('ada@example.com', 'third password');
    const adaId = a.user.id;
    await runUnitOfWork(database, systemActor('*', 'tessera CLI'), (uow) => disableUser(uow, 'ada@example.com'));
    assert.equal(await readSession(database.db, a.cookie, IDLE, at()), null);
    assert.equal(await isLoginDisabled(database.db, adaId), true);
    assert.equal((await signInAs('ada@example.com', 'third password')).outcome, 'disabled');
    assert.equal((await signInAs('ada@example.com', 'wrong')).outcome, 'refused');
    const failed = (await activity('site')).at(-1)!;
    assert.equal(JSON.parse(failed.details!).reason, 'wrong password');
    assert.ok((await activity('shop')).some((x) => x.action === 'user.disabled'));
    assert.equal((await database.db.selectFrom('sessions').select('id').where('user_id', '=', adaId).execute()).length, 0);

    await runUnitOfWork(database, systemActor('*', 'tessera CLI'), (uow) => enableUser(uow, 'ada@example.com'));
    assert.equal(await isLoginDisabled(database.db, adaId), false);
    assert.equal((await signInAs('ada@example.com', 'third password')).outcome, 'signed_in');
    assert.ok((await activity('site')).some((x) => x.action === 'user.enabled'));
    assert.equal(await isLoginDisabled(database.db, 'no-such-login'), true, 'a login that is gone approves nothing either');
  });
});
