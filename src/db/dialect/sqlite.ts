import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { SqliteDialect } from 'kysely';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect speaks the better-sqlite3 interface; node:sqlite is close but takes
 * parameters spread, not as an array, and binds no booleans. This adapter is the whole gap.
 */
function bindable(params: ReadonlyArray<unknown>): SQLInputValue[] {
  return params.map((p) => {
    if (p === undefined) return null;
    if (typeof p === 'boolean') return p ? 1 : 0;
    return p as SQLInputValue;
  });
}

export function openSqlite(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA synchronous = NORMAL');
  // Query planner statistics (sqlite.org/lang_analyze.html, "Recommended usage pattern"): on open
  // with a bounded analysis, then periodically; SQLite analyses only tables that changed enough.
  db.exec('PRAGMA optimize=0x10002');
  return db;
}

const OPTIMIZE_EVERY_MS = 3_600_000;

/** Prepared statements kept per SQL text: Kysely generates the same SQL for the same query shape. */
const STATEMENT_CACHE_SIZE = 500;

export function sqliteDialect(file: string): SqliteDialect {
  const raw = openSqlite(file);
  const optimize = setInterval(() => raw.exec('PRAGMA optimize'), OPTIMIZE_EVERY_MS);
  optimize.unref();
  const statements = new Map<string, { stmt: StatementSync; reader: boolean }>();
  const prepare = (sql: string) => {
    let entry = statements.get(sql);
    if (!entry) {
      const stmt = raw.prepare(sql);
      entry = { stmt, reader: stmt.columns().length > 0 };
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      statements.set(sql, entry);
    }
    return entry;
  };
  const database: SqliteDatabase = {
    close: () => {
      clearInterval(optimize);
      statements.clear();
      raw.close();
    },
    prepare(sql: string): SqliteStatement {
      const { stmt, reader } = prepare(sql);
      return {
        reader,
        all: (params) => stmt.all(...bindable(params)),
        run: (params) => {
          const r = stmt.run(...bindable(params));
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
        },
        iterate: (params) => stmt.iterate(...bindable(params)),
      };
    },
  };
  return new SqliteDialect({ database });
}
