import fs from 'node:fs';
import path from 'node:path';
import { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { sqliteDialect, WriteLock } from './dialect/sqlite.ts';
import { postgresDialect } from './dialect/postgres.ts';
import type { DB } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Where it lives, so another thread can open its own connection (src/runtime/analytics-writer/thread-handle.ts). */
  config: Config['database'];
  /** SQLite file: the write lock its connections in this process share (dialect/sqlite.ts `WriteLock`). */
  writeLock: WriteLock | null;
  /** Runs `fn` at `destroy`, before the connection closes (a writer thread flushing, say). */
  beforeDestroy(fn: () => Promise<void>): void;
  destroy(): Promise<void>;
}

export interface OpenOptions {
  migrate?: boolean;
  /** Another thread's connection to the same SQLite file: the lock of the first one (`writeLock.buffer`). */
  writeLock?: SharedArrayBuffer;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
}

export async function openDatabase(database: Config['database'], opts: OpenOptions = {}): Promise<Database> {
  let db: Kysely<DB>;
  let writeLock: WriteLock | null = null;
  if (database.kind === 'sqlite') {
    if (database.path !== ':memory:') {
      fs.mkdirSync(path.dirname(database.path), { recursive: true });
      writeLock = new WriteLock(opts.writeLock);
    }
    db = new Kysely<DB>({ dialect: sqliteDialect(database.path, writeLock) });
  } else {
    db = new Kysely<DB>({ dialect: (await postgresDialect(database.url, opts.poolSize)).dialect });
  }
  // Loaded only here: the migrations import the domain (markdown, search text), which a
  // connection opened without migrating (the analytics writer thread) has no use for.
  if (opts.migrate !== false) await (await import('./migrate.ts')).migrateToLatest(db, database.kind);
  const closers: Array<() => Promise<void>> = [];
  return {
    db,
    engine: database.kind,
    config: database,
    writeLock,
    beforeDestroy: (fn) => void closers.push(fn),
    async destroy() {
      try {
        for (const fn of closers.splice(0)) await fn();
      } finally {
        await db.destroy();
      }
    },
  };
}
