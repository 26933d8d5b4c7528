import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { CLI, cliEnv, freePort, tessera } from './support/cli.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

describe('tessera CLI (OPERATOR-CONTRACT)', () => {
  let db: TestDatabase;
  before(async () => {
    db = await createTestDatabase();
  });
  after(async () => {
    await db.drop();
  });

  it('space create prints the space as JSON', async () => {
    const r = await tessera(db, ['space', 'create', 'demo', '--name', 'Demo', '--locale', 'de']);
    assert.equal(r.code, 0, r.stderr);
    const space = JSON.parse(r.stdout);
    assert.equal(space.sys.id, 'demo');
    assert.equal(space.default_locale, 'de');
  });

  it('fails with exit 1 and one line on stderr', async () => {
    for (const args of [['space', 'create', 'demo', '--name', 'Again'], ['space', 'create', 'Bad Slug', '--name', 'x'], ['key', 'create', 'nope', '--kind', 'management', '--name', 'x'], ['frobnicate']]) {
      const r = await tessera(db, args);
      assert.equal(r.code, 1, args.join(' '));
      assert.equal(r.stdout, '');
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
      assert.match(r.stderr, /^tessera: /);
    }
  });

  it('key create prints the token alone; user create and grant work', async () => {
    const k = await tessera(db, ['key', 'create', 'demo', '--kind', 'management', '--name', 'Setup']);
    assert.equal(k.code, 0, k.stderr);
    assert.match(k.stdout, /^svc_mgt_[A-Za-z0-9_-]{43}\n$/);
    const u = await tessera(db, ['user', 'create', 'ada@example.com', '--password', 'correct horse']);
    assert.equal(u.code, 0, u.stderr);
    assert.equal(JSON.parse(u.stdout).email, 'ada@example.com');
    const g = await tessera(db, ['user', 'grant', 'ada@example.com', 'demo', '--role', 'editor']);
    assert.equal(g.code, 0, g.stderr);
    assert.equal(g.stdout, '');
  });

  it('serve answers /healthz, accepts the CLI token, and stops cleanly on SIGTERM', async () => {
    const token = (await tessera(db, ['key', 'create', 'demo', '--kind', 'management', '--name', 'Serve'])).stdout.trim();
    const port = await freePort();
    const child = spawn(process.execPath, [CLI, 'serve'], { env: cliEnv(db, { PORT: String(port), TESSERA_WORKERS: '0', LOG_LEVEL: 'info' }), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // Wait for the service to say it listens (no time limit of our own: a loaded machine may be slow).
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
          if (out.includes('Tessera serving on')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
      });
      assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200);
      const me = await fetch(`http://127.0.0.1:${port}/api/v1`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(me.status, 200);
      assert.equal(((await me.json()) as { key: { space: string } }).key.space, 'demo');
    } catch (err) {
      child.kill('SIGKILL'); // never leave a server behind a failed test: the run would hang
      throw err;
    }
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
  });
});
