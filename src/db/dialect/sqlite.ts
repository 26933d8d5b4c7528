import fs from 'node:fs';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { threadId } from 'node:worker_threads';
import { SqliteDialect } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, SqliteDatabase } from 'kysely';

/** node:sqlite takes parameters spread, not as an array (as Kysely passes them), and binds no booleans. */
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
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
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
  // It may write statistics: skipped when another process writes (the hourly run does it later).
  withoutWaiting(db, () => db.exec('PRAGMA optimize=0x10002'));
  return db;
}

const OPTIMIZE_EVERY_MS = 3_600_000;

/** Prepared statements kept per SQL text: Kysely generates the same SQL for the same query shape. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * SQLite lets one connection write a file at a time, and its own way of waiting for that does
 * not fit a server: a busy timeout makes the waiting connection sleep inside the call, blocking
 * its event loop, and a transaction that read before it wrote (a plain `BEGIN`) gets
 * `SQLITE_BUSY` at once, with no wait at all, when another connection wrote meanwhile. Beside a
 * `tessera import` or `tessera translate` in another process, that failed requests with
 * "database is locked". So every write here takes the write lock up front (`BEGIN IMMEDIATE`,
 * for transactions and for writes outside one) and waits for it asynchronously: each attempt
 * does not wait inside SQLite at all, and between attempts the event loop serves (reads in WAL
 * mode never need the lock and go on meanwhile, the connection included). After
 * `WRITE_WAIT_MS` of waiting the write fails with a clear message (`WriteWaitExceeded`).
 */
export const WRITE_WAIT_MS = 60_000;
/** Pause between attempts: short at first (most writes hold the lock for milliseconds), then polling every 25 ms, jittered so two waiting processes do not try in step. */
const retryDelay = (attempt: number) => Math.min(25, 2 ** attempt) * (0.5 + Math.random());

/** SQLite's own wait, for what still uses it: reads that meet a connection recovering the WAL, statements not recognised as writes. */
const BUSY_TIMEOUT_MS = 5000;

/** `SQLITE_BUSY` (any extended code) from node:sqlite: another connection holds the lock. */
export function isBusy(err: unknown): boolean {
  const code = (err as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === 5;
}

/** A write waited `WRITE_WAIT_MS` for another connection (another process) to finish writing. */
export class WriteWaitExceeded extends Error {
  constructor(waitedMs: number) {
    super(`The SQLite database stayed locked by another connection's write for ${Math.round(waitedMs / 1000)} s (a long import in another process?); nothing was written. Try again once it has finished.`);
    this.name = 'WriteWaitExceeded';
  }
}

/**
 * The write lock of one SQLite file shared by the threads of this process that write it (the
 * main connection and the analytics writer thread, src/runtime/analytics-writer/thread-handle.ts), in a
 * SharedArrayBuffer: 0 free, else the id of the holder. Threads of one process wait on it
 * (Atomics.waitAsync, the event loop keeps serving) instead of polling SQLite's lock against
 * each other; across processes SQLite's own lock, taken with `BEGIN IMMEDIATE`, decides.
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
  /** Takes the lock if it is free, without waiting. */
  tryAcquire(): boolean {
    return Atomics.compareExchange(this.#cell, 0, 0, this.#me) === 0;
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
 * write taken for a read (`with … insert`) is still safe: SQLite's busy timeout waits for it.
 */
const READS = /^[\s(]*(select|with|explain|pragma\s+\w+\s*$)/i;

/**
 * Polling alone is not fair: a busy server hands SQLite's write lock from one transaction to
 * the next (its threads queue on `WriteLock`) with gaps far shorter than another process's
 * pause between attempts, so a `tessera key create` beside it could wait minutes. A process
 * that has waited `TURN_AFTER_MS` claims the next turn in a file beside the database
 * (`<file>-writer-turn`, created exclusively), and every connection of other processes checks
 * for a claim before it takes the lock and lets the claimant go first. The claimant renews the
 * claim while it waits and removes it once it holds the lock; a claim not renewed for
 * `TURN_STALE_MS` (its process died) is ignored. Checking costs one `stat` per write.
 */
const TURN_AFTER_MS = 20;
const TURN_STALE_MS = 1000;

export class WriterTurn {
  readonly #path: string;
  #mine = false;
  constructor(databasePath: string) {
    this.#path = `${databasePath}-writer-turn`;
  }
  /** Another process claimed the next turn and still waits. */
  othersWaiting(): boolean {
    if (this.#mine) return false;
    const stat = fs.statSync(this.#path, { throwIfNoEntry: false });
    return stat !== undefined && Date.now() - stat.mtimeMs < TURN_STALE_MS;
  }
  /** Claims the next turn, or renews this process's claim; a live claim of another process stays. */
  claim(): void {
    const now = new Date();
    if (this.#mine) {
      fs.utimesSync(this.#path, now, now);
      return;
    }
    try {
      fs.writeFileSync(this.#path, String(process.pid), { flag: 'wx' });
      this.#mine = true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const stat = fs.statSync(this.#path, { throwIfNoEntry: false });
      // A claim left by a process that died: take it over.
      if (stat && now.getTime() - stat.mtimeMs >= TURN_STALE_MS) {
        fs.writeFileSync(this.#path, String(process.pid));
        this.#mine = true;
      }
    }
  }
  release(): void {
    if (!this.#mine) return;
    this.#mine = false;
    fs.rmSync(this.#path, { force: true });
  }
}

/** The one connection of a thread, used by one caller at a time (Kysely's SqliteDriver does the same). */
class ConnectionMutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;
  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => (this.#resolve = resolve));
  }
  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}

interface SqliteFile {
  run<R>(query: CompiledQuery): QueryResult<R>;
  iterate<R>(query: CompiledQuery): Iterable<R>;
  exec(sql: string): void;
  /** `BEGIN IMMEDIATE` without waiting: false when another connection holds the write lock. */
  tryBeginImmediate(): boolean;
  /** Null for a database in memory (one connection). */
  readonly turn: WriterTurn | null;
  readonly inTransaction: boolean;
  close(): void;
}

/**
 * Kysely's driver for one connection to an SQLite file: reads run as they come; every write
 * transaction, and every write outside one, first takes this process's `WriteLock` (if the file
 * is shared with another thread) and then SQLite's write lock with `BEGIN IMMEDIATE`, waiting
 * for both without blocking the event loop and without holding the connection while it waits.
 */
class SqliteFileDriver implements Driver {
  readonly #file: SqliteFile;
  readonly #lock: WriteLock | null;
  readonly #mutex = new ConnectionMutex();
  readonly #connection: DatabaseConnection;
  #inTransaction = false;

  constructor(file: SqliteFile, lock: WriteLock | null) {
    this.#file = file;
    this.#lock = lock;
    this.#connection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        if (this.#inTransaction || query.query.kind === 'SelectQueryNode' || READS.test(query.sql)) return this.#file.run<R>(query);
        // A write outside a transaction: a transaction of its own, so it takes the lock the same way.
        await this.#takeWriteLock();
        try {
          const result = this.#file.run<R>(query);
          this.#file.exec('COMMIT');
          return result;
        } finally {
          if (this.#file.inTransaction) this.#file.exec('ROLLBACK');
          this.#lock?.release();
        }
      },
      streamQuery: async function* <R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
        if (query.query.kind !== 'SelectQueryNode') throw new Error('The SQLite driver streams select queries only');
        for (const row of file.iterate<R>(query)) yield { rows: [row] };
      },
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async beginTransaction(): Promise<void> {
    await this.#takeWriteLock();
    this.#inTransaction = true;
  }

  async commitTransaction(): Promise<void> {
    try {
      this.#file.exec('COMMIT');
    } finally {
      this.#end();
    }
  }

  async rollbackTransaction(): Promise<void> {
    try {
      if (this.#file.inTransaction) this.#file.exec('ROLLBACK');
    } finally {
      this.#end();
    }
  }

  async destroy(): Promise<void> {
    this.#file.close();
  }

  #end(): void {
    if (!this.#inTransaction) return;
    this.#inTransaction = false;
    this.#lock?.release();
  }

  /**
   * Called holding the connection; returns holding it, in a `BEGIN IMMEDIATE` transaction and
   * holding this process's lock. While it waits it lets go of the connection, so this thread's
   * reads go on meanwhile (the caller does not use the connection until this returns).
   */
  async #takeWriteLock(): Promise<void> {
    if (this.#lock && !this.#lock.tryAcquire()) {
      this.#mutex.unlock();
      try {
        await this.#lock.acquire();
      } finally {
        await this.#mutex.lock();
      }
    }
    const turn = this.#file.turn;
    try {
      const started = Date.now();
      for (let attempt = 0; turn?.othersWaiting() || !this.#file.tryBeginImmediate(); attempt++) {
        const waited = Date.now() - started;
        if (waited >= WRITE_WAIT_MS) throw new WriteWaitExceeded(waited);
        if (waited >= TURN_AFTER_MS) turn?.claim();
        this.#mutex.unlock();
        try {
          await sleep(retryDelay(attempt));
        } finally {
          await this.#mutex.lock();
        }
      }
    } catch (err) {
      this.#lock?.release();
      throw err;
    } finally {
      turn?.release();
    }
  }
}

class SqliteFileDialect extends SqliteDialect {
  readonly #file: SqliteFile;
  readonly #lock: WriteLock | null;
  constructor(file: SqliteFile, lock: WriteLock | null) {
    // The base class wants a database for its config; the driver below never asks it for one.
    super({ database: {} as SqliteDatabase });
    this.#file = file;
    this.#lock = lock;
  }
  override createDriver(): Driver {
    return new SqliteFileDriver(this.#file, this.#lock);
  }
}


/** Runs `fn` with SQLite's busy timeout off; `SQLITE_BUSY` answers false instead of throwing. */
function withoutWaiting(db: DatabaseSync, fn: () => void): boolean {
  db.exec('PRAGMA busy_timeout = 0');
  try {
    fn();
    return true;
  } catch (err) {
    if (isBusy(err)) return false;
    throw err;
  } finally {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}

export function sqliteDialect(path: string, lock: WriteLock | null = null): SqliteDialect {
  const raw = openSqlite(path);
  const optimize = setInterval(() => {
    if (!raw.isTransaction) withoutWaiting(raw, () => raw.exec('PRAGMA optimize'));
  }, OPTIMIZE_EVERY_MS);
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
  const file: SqliteFile = {
    run<R>(query: CompiledQuery): QueryResult<R> {
      const { stmt, reader } = prepare(query.sql);
      if (reader) return { rows: stmt.all(...bindable(query.parameters)) as R[] };
      const r = stmt.run(...bindable(query.parameters));
      return { numAffectedRows: BigInt(r.changes), insertId: BigInt(r.lastInsertRowid), rows: [] };
    },
    iterate: <R>(query: CompiledQuery) => prepare(query.sql).stmt.iterate(...bindable(query.parameters)) as Iterable<R>,
    exec: (sql) => raw.exec(sql),
    tryBeginImmediate: () => withoutWaiting(raw, () => raw.exec('BEGIN IMMEDIATE')),
    turn: path === ':memory:' ? null : new WriterTurn(path),
    get inTransaction() {
      return raw.isTransaction;
    },
    close() {
      clearInterval(optimize);
      statements.clear();
      raw.close();
    },
  };
  return new SqliteFileDialect(file, lock);
}
