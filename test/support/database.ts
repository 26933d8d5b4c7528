import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../../src/config.ts';

/** Which engine the suite runs on: TEST_DB=sqlite (default) or TEST_DB=postgres. */
export const TEST_ENGINE: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** Server that holds the throwaway databases; each test service gets a database of its own. */
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  config: Config['database'];
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
  if (TEST_ENGINE === 'sqlite') {
    return {
      config: { kind: 'sqlite', path: path.join(dataDir, 'tessera.db') },
      dataDir,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `tessera_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    dataDir,
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      // pg's pool.end() resolves before its sockets have closed; dropping WITH (FORCE) while one
      // is still closing makes the server kill it, and that client's error surfaces as an
      // uncaught exception in the test file. Wait (briefly) until the server has let go of them.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
