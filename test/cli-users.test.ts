import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client.ts';
import { isLoginDisabled } from '../src/db/repos/sessions.ts';
import { readSession } from '../src/app/sessions/sessions.ts';
import { signIn } from '../src/app/sessions/sign-in.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

const NODE = process.execPath;
const CLI = path.resolve('src/cli/main.ts');
const IDLE = 12 * 3_600_000;

/** Runs the CLI as a child process, writing `stdin` to it (a pipe, as in `echo … | tessera user password`). */
function tessera(db: TestDatabase, args: string[], stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, TESSERA_DATA_DIR: db.dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (db.config.kind === 'postgres') env.DATABASE_URL = db.config.url;
  const child = spawn(NODE, [CLI, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** `tessera user password|disable|enable` (OPERATOR-CONTRACT "Bootstrap commands"). */
describe('tessera user password, disable and enable', () => {
  let db: TestDatabase;
  let database: Database;
  const signInAs = (password: string) => signIn(database, { email: 'ada@example.com', password, ip: '127.0.0.1', userAgent: 'test', idleMs: IDLE });
  const session = async (password: string) => {
    const r = await signInAs(password);
    assert.equal(r.outcome, 'signed_in');
    return (r as { sessionId: string }).sessionId;
  };

  before(async () => {
    db = await createTestDatabase();
    assert.equal((await tessera(db, ['space', 'create', 'demo', '--name', 'Demo'])).code, 0);
    assert.equal((await tessera(db, ['user', 'create', 'ada@example.com', '--password', 'first password'])).code, 0);
    assert.equal((await tessera(db, ['user', 'grant', 'ada@example.com', 'demo'])).code, 0);
    database = await openDatabase(db.config);
  });
  after(async () => {
    await database.destroy();
    await db.drop();
  });

  it('user password reads the new password from stdin, prints nothing and ends every session of the login', async () => {
    const open = await session('first password');
    const r = await tessera(db, ['user', 'password', 'ada@example.com'], 'second password\n');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, '');
    assert.equal(await readSession(database.db, open, IDLE), null);
    assert.equal((await signInAs('first password')).outcome, 'refused');
    assert.equal((await signInAs('second password')).outcome, 'signed_in');
    const reset = await database.db.selectFrom('activity').select(['actor_name', 'details']).where('action', '=', 'user.password_reset').executeTakeFirstOrThrow();
    assert.equal(reset.actor_name, 'tessera CLI');
    assert.doesNotMatch(reset.details!, /second password/);
  });

  it('user password never takes the password from argv, and refuses an empty or short one, changing nothing', async () => {
    for (const [args, stdin] of [
      [['user', 'password', 'ada@example.com', '--password', 'third password'], 'third password\n'],
      [['user', 'password', 'ada@example.com', 'third password'], ''],
      [['user', 'password', 'ada@example.com'], ''],
      [['user', 'password', 'ada@example.com'], 'short\n'],
      [['user', 'password', 'nobody@example.com'], 'third password\n'],
    ] as Array<[string[], string]>) {
      const r = await tessera(db, args, stdin);
      assert.equal(r.code, 1, args.join(' '));
      assert.equal(r.stdout, '');
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
      assert.match(r.stderr, /^tessera: /);
      assert.doesNotMatch(r.stderr, /third password/);
    }
    assert.equal((await signInAs('second password')).outcome, 'signed_in', 'the password is unchanged');
  });

  it('user disable ends the sessions and refuses sign-in; user enable lets the login in again', async () => {
    const open = await session('second password');
    const userId = (await database.db.selectFrom('users').select('id').where('email', '=', 'ada@example.com').executeTakeFirstOrThrow()).id;
    const off = await tessera(db, ['user', 'disable', 'Ada@example.com']);
    assert.equal(off.code, 0, off.stderr);
    assert.equal(off.stdout, '');
    assert.equal(await readSession(database.db, open, IDLE), null);
    assert.equal(await isLoginDisabled(database.db, userId), true);
    assert.equal((await signInAs('second password')).outcome, 'disabled');
    assert.equal((await tessera(db, ['user', 'disable', 'ada@example.com'])).code, 0, 'disabling again is harmless');

    const on = await tessera(db, ['user', 'enable', 'ada@example.com']);
    assert.equal(on.code, 0, on.stderr);
    assert.equal(await isLoginDisabled(database.db, userId), false);
    assert.equal((await signInAs('second password')).outcome, 'signed_in');
    const actions = (await database.db.selectFrom('activity').select('action').where('space_id', '=', 'demo').where('resource_type', '=', 'user').execute()).map((a) => a.action);
    assert.ok(actions.includes('user.disabled') && actions.includes('user.enabled'));

    const unknown = await tessera(db, ['user', 'enable', 'nobody@example.com']);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /tessera user create nobody@example.com/);
  });
});
