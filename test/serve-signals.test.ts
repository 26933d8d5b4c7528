import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { cliEnv, freePort, tessera } from './support/cli.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

/**
 * The server as operators start it (OPERATOR-CONTRACT): through `npm start` and `npx tessera
 * serve`, stopped by a process manager's SIGTERM sent to the process it started, which is npm.
 */
const NODE = process.execPath;
const ROOT = path.resolve('.');
// Under `npm test` npm says where it is; run directly, the one on PATH.
const NPM = process.env.npm_execpath ? [NODE, process.env.npm_execpath] : ['npm'];

interface Launched {
  launcher: ChildProcess;
  /** The pid of the Node process that serves, read from its log. */
  serverPid: number;
  port: number;
  log: () => string;
}

async function launch(db: TestDatabase, args: string[]): Promise<Launched> {
  const port = await freePort();
  const launcher = spawn(NPM[0], [...NPM.slice(1), ...args], { cwd: ROOT, env: cliEnv(db, { PORT: String(port), LOG_LEVEL: 'info', TESSERA_WORKERS: '0' }), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  launcher.stdout!.on('data', (d) => (out += d));
  launcher.stderr!.on('data', (d) => (out += d));
  // No time limit of our own: a loaded machine may be slow to start.
  const serverPid = await new Promise<number>((resolve, reject) => {
    launcher.stdout!.on('data', () => {
      const line = out.split('\n').find((l) => l.includes('Tessera serving on'));
      if (line) resolve((JSON.parse(line) as { pid: number }).pid);
    });
    launcher.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`)));
  });
  return { launcher, serverPid, port, log: () => out };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 200 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  return !alive(pid);
}

/** A POST whose body arrives in two parts, so the request is in flight while the test acts. */
function slowPost(port: number, token: string, body: string): { sendRest: () => void; answer: Promise<{ status: number; connection: string | undefined; body: string }> } {
  const half = Math.floor(body.length / 2);
  const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/spaces/demo/content_types', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return { sendRest: () => req.end(body.slice(half)), answer };
}

describe('stopping the server through the process that started it', () => {
  let db: TestDatabase;
  let token: string;
  const running: Launched[] = [];
  before(async () => {
    db = await createTestDatabase();
    await tessera(db, ['space', 'create', 'demo', '--name', 'Demo']);
    token = (await tessera(db, ['key', 'create', 'demo', '--kind', 'management', '--name', 'Ops'])).stdout.trim();
  });
  after(async () => {
    // Never leave a server behind a failed test: the run would hang.
    for (const l of running) for (const pid of [l.serverPid, l.launcher.pid]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    await db.drop();
  });

  it('SIGTERM to `npm start` drains the request in flight, then the server exits', async () => {
    const l = await launch(db, ['start']);
    running.push(l);
    const post = slowPost(l.port, token, JSON.stringify({ name: 'Drained', api_id: 'drained', fields: [{ api_id: 'title', name: 'Title', type: 'text' }] }));
    await new Promise((r) => setTimeout(r, 200)); // the first half has reached the server
    l.launcher.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300)); // the server is draining now
    post.sendRest();
    const answer = await post.answer;
    assert.equal(answer.status, 201, answer.body);
    assert.equal(answer.connection, 'close', 'a draining server closes the keep-alive connection after the answer');
    assert.ok(await gone(l.serverPid), `the server (pid ${l.serverPid}) is still running after npm was stopped:\n${l.log()}`);
    assert.match(l.log(), /SIGTERM: draining requests and stopping/);
  });

  it('SIGTERM to `npx tessera serve` stops the server too', async () => {
    const l = await launch(db, ['exec', '--', 'tessera', 'serve']);
    running.push(l);
    assert.equal((await fetch(`http://127.0.0.1:${l.port}/healthz`)).status, 200);
    l.launcher.kill('SIGTERM');
    assert.ok(await gone(l.serverPid), `the server (pid ${l.serverPid}) was orphaned by npx:\n${l.log()}`);
    assert.match(l.log(), /draining requests and stopping/);
  });
});
