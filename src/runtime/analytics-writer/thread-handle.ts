import { Worker } from 'node:worker_threads';
import type { CountedEvent } from '../../app/analytics/store.ts';
import type { Database } from '../../db/client.ts';
import type { FromWriterThread, ToWriterThread, WriterThreadData } from './messages.ts';

/**
 * The main thread's handle on the analytics writer thread, which writes collected events over its
 * own database connection (docs/analytics.md "Storage and retention"): inserting the raw events,
 * the visitor rows and the rollups is most of what an event costs, and on SQLite (node:sqlite is
 * synchronous) it would otherwise run on the event loop that also serves delivery reads. The loop
 * classifies and hashes only, and hands the counted events over; `write` resolves once the thread's transaction holding
 * them committed, so a 202 still means "in the database", and rejects when it failed (nothing of
 * it stored: one transaction), which the collect call answers as an error.
 *
 * On SQLite both connections take the file's write lock (dialect/sqlite.ts `WriteLock`) before
 * writing, so neither gets SQLITE_BUSY from the other. The thread starts on the first event; if
 * it dies, the writes waiting on it fail and the next event starts a new one. `close` (run by
 * `database.destroy()`, so at shutdown after the HTTP server drained its calls) lets the thread
 * finish what it was handed and close its connection.
 */
export class WriterThreadHandle {
  readonly #database: Database;
  /** The module the thread runs (app/analytics/writer-thread-entry.ts): it writes what it is sent. */
  readonly #entry: URL;
  #worker: Worker | null = null;
  readonly #waiting = new Map<number, { resolve: () => void; reject: (err: Error) => void }>();
  #next = 1;
  #closed = false;

  constructor(database: Database, entry: URL) {
    this.#database = database;
    this.#entry = entry;
    database.beforeDestroy(() => this.close());
  }

  write(events: readonly CountedEvent[]): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('The analytics writer is closed: the service is shutting down.'));
    const worker = (this.#worker ??= this.#start());
    const id = this.#next++;
    return new Promise<void>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      // Kept alive while writes wait on it; idle, the thread holds no process open.
      worker.ref();
      worker.postMessage({ type: 'write', id, events } satisfies ToWriterThread);
    });
  }

  #start(): Worker {
    const worker = new Worker(this.#entry, {
      workerData: { database: this.#database.config, writeLock: this.#database.writeLock?.buffer ?? null } satisfies WriterThreadData,
    });
    worker.on('message', (m: FromWriterThread) => {
      if (m.type === 'closed') return;
      const w = this.#waiting.get(m.id);
      this.#waiting.delete(m.id);
      if (this.#waiting.size === 0) worker.unref();
      if (!w) return;
      if (m.type === 'done') w.resolve();
      else w.reject(Object.assign(new Error(m.error.message), { name: m.error.name }));
    });
    const holder = worker.threadId + 1; // its id in the write lock (WriteLock holds threadId + 1)
    worker.on('error', (err) => this.#lost(worker, holder, err));
    worker.on('exit', (code) => this.#lost(worker, holder, new Error(`The analytics writer thread ended (exit code ${code}).`)));
    return worker;
  }

  /** The thread died: what waited on it failed, a lock it held is freed, the next write starts another. */
  #lost(worker: Worker, holder: number, err: Error): void {
    this.#database.writeLock?.releaseFor(holder);
    if (this.#worker !== worker) return;
    this.#worker = null;
    for (const w of this.#waiting.values()) w.reject(err);
    this.#waiting.clear();
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    if (!worker) return;
    worker.ref();
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ type: 'close' } satisfies ToWriterThread);
    await exited;
  }
}
