import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { client, type Client } from './http.ts';

/**
 * Several real `tessera serve` processes on one database, one Redis and one S3 server, all on
 * loopback (docs/deploy.md). Each run takes a Redis key prefix of its own, so parallel runs on
 * one Redis never see each other's counters or channels; `stop` deletes its keys.
 */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAIN = path.resolve(import.meta.dirname, '../../src/cli/main.ts');

export interface Node {
  readonly name: string;
  readonly role: 'api' | 'worker' | 'all';
  readonly url: string;
  readonly process: ChildProcess;
  /** Log lines (JSON from pino) printed so far. */
  readonly log: string[];
  client(token?: string): Client;
  /** SIGKILL: no draining, no goodbye (a crash or a lost machine). */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

export interface Cluster {
  prefix: string;
  env: Record<string, string>;
  /** Starts a node (with a data dir of its own unless the environment names one) and waits until it listens. */
  start(name: string, role: 'api' | 'worker' | 'all', extraEnv?: Record<string, string>): Promise<Node>;
  stop(): Promise<void>;
}

export async function redisAvailable(): Promise<boolean> {
  const c = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.ping();
    await c.close();
    return true;
  } catch {
    return false;
  }
}

export function startCluster(env: Record<string, string>): Cluster {
  const prefix = `tessera-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  const nodes: Node[] = [];
  const dirs: string[] = [];
  const shared: Record<string, string> = { REDIS_URL, TESSERA_REDIS_PREFIX: prefix, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env };

  async function start(name: string, role: 'api' | 'worker' | 'all', extraEnv: Record<string, string> = {}): Promise<Node> {
    // Each node has a data dir of its own, as on separate machines (files must come from S3).
    const own: Record<string, string> = {};
    if (!shared.TESSERA_DATA_DIR && !extraEnv.TESSERA_DATA_DIR) {
      own.TESSERA_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), `tessera-${name}-`));
      dirs.push(own.TESSERA_DATA_DIR);
    }
    const child = spawn(process.execPath, [MAIN, 'serve', '--role', role], { env: { ...process.env, ...shared, ...own, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    const log: string[] = [];
    let exited = false;
    const exit = new Promise<void>((resolve) => child.on('exit', () => {
      exited = true;
      resolve();
    }));
    const url = await new Promise<string>((resolve, reject) => {
      let buffered = '';
      let stderr = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        let nl: number;
        while ((nl = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, nl);
          buffered = buffered.slice(nl + 1);
          log.push(line);
          const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
          if (m) resolve(m[1]);
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.on('exit', (code) => reject(new Error(`node ${name} exited with ${code} before listening: ${stderr.trim()}`)));
    });
    const node: Node = {
      name,
      role,
      url,
      process: child,
      log,
      client: (token) => client(url, token),
      async kill() {
        if (!exited) child.kill('SIGKILL');
        await exit;
      },
      async stop() {
        if (!exited) child.kill('SIGTERM');
        await exit;
      },
    };
    nodes.push(node);
    return node;
  }

  return {
    prefix,
    env: shared,
    start,
    async stop() {
      await Promise.all(nodes.map((n) => n.stop()));
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
      const c = createClient({ url: shared.REDIS_URL, socket: { reconnectStrategy: false } });
      c.on('error', () => undefined);
      if (!(await c.connect().then(() => true, () => false))) return; // a private Redis already gone
      for await (const keys of c.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) if (keys.length) await c.del(keys);
      await c.close();
    },
  };
}

/**
 * The node's /healthz once it trusts its caches (its first heartbeat came back through Redis),
 * or its last answer after 20 s: a node just started under load may take a few beats.
 */
export async function healthOnceCachesTrusted(node: Node): Promise<unknown> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const body = (await (await fetch(`${node.url}/healthz`)).json()) as { caches?: boolean };
    if (body.caches === true || Date.now() > deadline) return body;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function redisServerInstalled(): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((d) => fs.existsSync(path.join(d, 'redis-server')));
}

/** A Redis of this test alone on a free loopback port, which the test may kill and start again. */
export async function startPrivateRedis() {
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
  let child: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${port}`;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const c = createClient({ url, socket: { reconnectStrategy: false } });
      c.on('error', () => undefined);
      try {
        await c.connect();
        await c.close();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error('redis-server did not start');
  };
  await start();
  return {
    url,
    start,
    /** SIGSTOP: Redis hangs, its connections stay open and take commands that are never answered. */
    freeze() {
      child?.kill('SIGSTOP');
    },
    /** SIGCONT: a frozen Redis answers again, starting with what it was sent meanwhile. */
    thaw() {
      child?.kill('SIGCONT');
    },
    /** SIGKILL: Redis is gone at once, connections reset. */
    async kill() {
      const c = child;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((r) => c.on('exit', r));
      c.kill('SIGKILL');
      await exited;
    },
  };
}
