import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliEnv, freePort } from './support/cli.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

/**
 * `npm ci && npx tessera serve` (OPERATOR-CONTRACT): a checkout whose dashboard was never built,
 * or was built from older sources, serves the dashboard of the code that runs.
 */
const ROOT = path.resolve('.');

describe('tessera serve on a checkout without a dashboard build', () => {
  let db: TestDatabase;
  let checkout: string;
  let server: ChildProcess | undefined;
  before(async () => {
    db = await createTestDatabase();
    // A checkout as git leaves it: sources, no web/dist; the installed packages are shared.
    checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-checkout-'));
    for (const entry of ['src', 'bin', 'docs', 'package.json', 'package-lock.json']) fs.cpSync(path.join(ROOT, entry), path.join(checkout, entry), { recursive: true });
    fs.cpSync(path.join(ROOT, 'web'), path.join(checkout, 'web'), { recursive: true, filter: (src) => !src.startsWith(path.join(ROOT, 'web', 'dist')) });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'));
  });
  after(async () => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(checkout, { recursive: true, force: true });
    await db.drop();
  });

  it('builds the dashboard before listening and serves it', async () => {
    const port = await freePort();
    const env = cliEnv(db, { PORT: String(port), TESSERA_WORKERS: '0', LOG_LEVEL: 'info' });
    server = spawn(process.execPath, [path.join(checkout, 'bin/tessera.js'), 'serve'], { cwd: checkout, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    server.stdout!.on('data', (d) => (out += d));
    server.stderr!.on('data', (d) => (out += d));
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', () => out.includes('Tessera serving on') && resolve());
      server!.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
    });
    assert.match(out, /Dashboard built/);
    const html = fs.readFileSync(path.join(checkout, 'web/dist/index.html'), 'utf8');
    const script = /src="(\/assets-app\/[^"]+\.js)"/.exec(html)?.[1];
    assert.ok(script, html);
    const js = await fetch(`http://127.0.0.1:${port}${script}`);
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type') ?? '', /javascript/);
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  });
});
