import fs from 'node:fs';
import path from 'node:path';
import { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { sqliteDialect } from './dialect/sqlite.ts';
import { postgresDialect } from './dialect/postgres.ts';
import { migrateToLatest } from './migrate.ts';
import type { DB } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  destroy(): Promise<void>;
}

export async function openDatabase(database: Config['database'], opts: { migrate?: boolean } = {}): Promise<Database> {
  let db: Kysely<DB>;
  if (database.kind === 'sqlite') {
    if (database.path !== ':memory:') fs.mkdirSync(path.dirname(database.path), { recursive: true });
    db = new Kysely<DB>({ dialect: sqliteDialect(database.path) });
  } else {
    db = new Kysely<DB>({ dialect: postgresDialect(database.url).dialect });
  }
  if (opts.migrate !== false) await migrateToLatest(db, database.kind);
  return { db, engine: database.kind, destroy: () => db.destroy() };
}
