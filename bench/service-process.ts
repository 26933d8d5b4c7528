import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The service as users start it, for the benches: the command `npm start` runs (read from
 * package.json, so the two never differ), that is `tessera serve` with its workers and default
 * settings, plus what the bench passes in `env`. Its CPU time and memory are read from /proc, so
 * every thread counts (the analytics writer thread, libuv's pool that compresses and hashes).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TICKS_PER_SECOND = 100; // USER_HZ on Linux (`getconf CLK_TCK`)

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  /** CPU time of every thread so far, µs. */
  cpuUs(): number;
  /** Peak and current resident memory, MB. */
  memory(): { peakMb: number; nowMb: number };
  stop(): Promise<void>;
}

/** The script `npm start` runs (package.json), to run as npm runs it: by sh, which expands its defaults. */
export function startScript(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  // `exec`: sh becomes node, so the pid read from /proc is the server's.
  if (!/^exec node\s/.test(pkg.scripts.start)) throw new Error(`package.json start does not exec node: ${pkg.scripts.start}`);
  return pkg.scripts.start;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

export async function startServe(env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  // `node` is this process's Node (24), as npm puts the project's own first on PATH.
  const PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`;
  const child = spawn('sh', ['-c', startScript()], { cwd: root, env: { ...process.env, ...env, PATH, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`tessera serve exited with ${code}`))));
  exited.catch(() => undefined);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await Promise.race([fetch(`${url}/readyz`).then((r) => r.ok, () => false), exited]);
    if (up) break;
    if (Date.now() > deadline) throw new Error('tessera serve did not become ready within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url,
    cpuUs: () => processCpuUs(child.pid as number),
    memory: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
      return { peakMb: mb('VmHWM'), nowMb: mb('VmRSS') };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** User + system CPU time of every thread of `pid`, µs (/proc/PID/stat fields 14 and 15). */
export function processCpuUs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}
