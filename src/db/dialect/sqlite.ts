import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { threadId } from 'node:worker_threads';
import { SqliteDialect, SqliteDriver } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, SqliteDatabase, SqliteStatement } from 'kysely';

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
  // A growing site's writes land on index pages all over the file (entry ids are random): with
  // SQLite's default 2 MB page cache and a checkpoint every 1,000 WAL pages, batch loads slowed
  // by half from the first thousand posts to the tenth (docs/batch.md "Speed").
  // 8 MB of cache (allocated as pages are read, per connection) and checkpoints every 10,000
  // pages (a WAL of up to ~40 MB on disk) bring that to about 1.3x; 32 MB did better (1.0-1.2x)
  // but cost ~30 MB of RSS under reads, past the 250 MB target.
  db.exec('PRAGMA cache_size = -8192');
  db.exec('PRAGMA wal_autocheckpoint = 10000');
  // Query planner statistics (sqlite.org/lang_analyze.html, "Recommended usage pattern"): on open
  // with a bounded analysis, then periodically; SQLite analyses only tables that changed enough.
  db.exec('PRAGMA optimize=0x10002');
  return db;
}

const OPTIMIZE_EVERY_MS = 3_600_000;

/** Prepared statements kept per SQL text: Kysely generates the same SQL for the same query shape. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The write lock of one SQLite file shared by the threads of this process that write it (the
 * main connection and the analytics writer thread, src/app/analytics/thread-writer.ts), in a
 * SharedArrayBuffer: 0 free, else the id of the holder. SQLite lets one connection write at a
 * time, and a transaction that read before writing gets SQLITE_BUSY at once (no busy wait) if
 * another connection holds or has just used the write lock; an autocommit write busy-waits,
 * blocking its event loop. So each transaction, and each write outside one, takes this lock
 * first, asynchronously (Atomics.waitAsync: the event loop keeps serving meanwhile).
 */
export class WriteLock {
  readonly buffer: SharedArrayBuffer;
  readonly #cell: Int32Array;
  readonly #me: number;
  constructor(buffer: SharedArrayBuffer = new SharedArrayBuffer(4), holderId = threadId + 1) {
    this.buffer = buffer;
    this.#cell = new Int32Array(buffer);
    this.#me = holderId;
  }
  async acquire(): Promise<void> {
    for (;;) {
      const held = Atomics.compareExchange(this.#cell, 0, 0, this.#me);
      if (held === 0) return;
      const wait = Atomics.waitAsync(this.#cell, 0, held);
      if (wait.async) await wait.value;
    }
  }
  release(): void {
    Atomics.compareExchange(this.#cell, 0, this.#me, 0);
    Atomics.notify(this.#cell, 0);
  }
  /** Frees the lock if `holderId` (a thread that ended without releasing it) holds it. */
  releaseFor(holderId: number): void {
    if (Atomics.compareExchange(this.#cell, 0, holderId, 0) === holderId) Atomics.notify(this.#cell, 0);
  }
}

/**
 * Statements that only read: everything else takes the write lock outside a transaction. A
 * write taken for a read (`with … insert`) is still safe: it busy-waits as before.
 */
const READS = /^[\s(]*(select|with|explain|pragma\s+\w+\s*$)/i;

/** Kysely's driver for the one connection, taking the file's write lock around transactions and lone writes. */
class LockingDriver extends SqliteDriver {
  readonly #lock: WriteLock;
  #inTransaction = false;
  constructor(config: ConstructorParameters<typeof SqliteDriver>[0], lock: WriteLock) {
    super(config);
    this.#lock = lock;
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        if (this.#inTransaction || query.query.kind === 'SelectQueryNode' || READS.test(query.sql)) return connection.executeQuery<R>(query);
        await this.#lock.acquire();
        try {
          return await connection.executeQuery<R>(query);
        } finally {
          this.#lock.release();
        }
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#lock.acquire();
    // Set first: `begin` itself goes through the connection above, which must not take the lock again.
    this.#inTransaction = true;
    try {
      await super.beginTransaction(connection);
    } catch (err) {
      this.#end();
      throw err;
    }
  }
  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.commitTransaction(connection);
    } finally {
      this.#end();
    }
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } finally {
      this.#end();
    }
  }
  #end(): void {
    if (!this.#inTransaction) return;
    this.#inTransaction = false;
    this.#lock.release();
  }
}

class LockingDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDriver>[0];
  readonly #lock: WriteLock;
  constructor(config: ConstructorParameters<typeof SqliteDriver>[0], lock: WriteLock) {
    super(config);
    this.#config = config;
    this.#lock = lock;
  }
  override createDriver(): Driver {
    return new LockingDriver(this.#config, this.#lock);
  }
}

export function sqliteDialect(file: string, lock?: WriteLock): SqliteDialect {
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
  return lock ? new LockingDialect({ database }, lock) : new SqliteDialect({ database });
}
