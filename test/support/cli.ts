import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { TestDatabase } from './database.ts';

/** `tessera` as operators run it: `node src/cli/main.ts …` in a process of its own. */
export const CLI = path.resolve('src/cli/main.ts');

/** The environment that points a CLI or `serve` process at the test's database (either engine). */
export function cliEnv(db: TestDatabase, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TESSERA_DATA_DIR: db.dataDir, LOG_LEVEL: 'warn', ...extra };
  delete env.DATABASE_URL;
  if (db.config.kind === 'postgres') env.DATABASE_URL = db.config.url;
  return env;
}

export interface CliResult {
  code: number;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs one command to its end; never throws on a non-zero exit. */
export function tessera(db: TestDatabase, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: cliEnv(db, env), maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      const e = err as (Error & { code?: number; signal?: NodeJS.Signals }) | null;
      resolve({ code: e ? (typeof e.code === 'number' ? e.code : -1) : 0, signal: e?.signal ?? null, stdout, stderr });
    });
  });
}

/** A command started in the background: signal it, then wait for its end. */
export interface RunningCli {
  child: ChildProcess;
  done: Promise<CliResult>;
}

export function startTessera(db: TestDatabase, args: string[], env: Record<string, string> = {}): RunningCli {
  const child = spawn(process.execPath, [CLI, ...args], { env: cliEnv(db, env), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const done = new Promise<CliResult>((resolve) => child.on('close', (code, signal) => resolve({ code: code ?? -1, signal, stdout, stderr })));
  return { child, done };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface ServeProcess {
  url: string;
  /** SIGTERM, then its exit code (0 when it drained and stopped cleanly). */
  stop(): Promise<number | null>;
}

/** `tessera serve` in a process of its own on the test's database, once it says it listens. */
export async function startServeProcess(db: TestDatabase, env: Record<string, string> = {}): Promise<ServeProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [CLI, 'serve'], { env: cliEnv(db, { PORT: String(port), TESSERA_WORKERS: '0', LOG_LEVEL: 'info', ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d) => {
        out += d;
        if (out.includes('Tessera serving on')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
    });
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
  };
}
