import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TestDatabase } from './database.ts';

const SCRIPT = path.resolve(import.meta.dirname, 'dies-after-commit.ts');

export interface DyingService {
  url: string;
  /** Resolves with the signal once the process has exited. */
  exited: Promise<NodeJS.Signals | null>;
  kill(): void;
}

/** Starts `dies-after-commit.ts` on the given database: a service killed right after it commits a write of `action`. */
export async function startDyingService(database: TestDatabase, action: string): Promise<DyingService> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, TEST_DIE_DATABASE: JSON.stringify(database.config), TEST_DIE_DATA_DIR: database.dataDir, TEST_DIE_AFTER: action },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const m = /listening (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('exit', (code) => reject(new Error(`the dying service exited with ${code} before listening: ${err.trim()}`)));
  });
  return { url, exited, kill: () => void child.kill('SIGKILL') };
}
