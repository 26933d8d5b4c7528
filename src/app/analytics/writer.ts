import type { Database } from '../../db/client.ts';
import { systemActor } from '../../domain/actor.ts';
import type { AppContext } from '../context.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { sqlAnalyticsStore, type AnalyticsStore, type CountedEvent } from './store.ts';
import { ThreadWriter } from './thread-writer.ts';

const threads = new WeakMap<Database, ThreadWriter>();

/**
 * Stores counted events, resolving once they are committed: through the writer thread of the
 * service's database (thread-writer.ts), or inline with TESSERA_ANALYTICS_WRITER=inline and on
 * SQLite in memory (which no second connection can open).
 */
export function storeEvents(ctx: AppContext, events: readonly CountedEvent[]): Promise<void> {
  if (events.length === 0) return Promise.resolve();
  const database = ctx.database;
  if (ctx.config.analyticsWriter === 'inline' || (database.config.kind === 'sqlite' && database.config.path === ':memory:')) return writeEvents(database, events);
  let thread = threads.get(database);
  if (!thread) threads.set(database, (thread = new ThreadWriter(database)));
  return thread.write(events);
}

/**
 * Group commit for collected events (in the writer thread, or inline): a collect call hands its
 * events over and waits until they are committed, so an acknowledged event (202) is in the
 * database and survives a crash of the process (docs/analytics.md "Storage and retention").
 * Under load (the previous transaction carried GATHER_FROM events or more) events gather for
 * FLUSH_MS after the previous transaction, or until MAX_BATCH are waiting, and go into one
 * transaction: a transaction of a thousand events costs a fraction per event of ten of a
 * hundred (one commit, each rollup row summed in memory once). Otherwise what is waiting is
 * written at once, so a quiet site (or a test) sees its event stored as soon as the call
 * answers. On shutdown the HTTP server waits for the calls in flight, and the writer thread
 * finishes what it was handed before its connection closes, so every waiting batch is written.
 */
interface Waiting {
  events: readonly CountedEvent[];
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface Writer {
  queue: Waiting[];
  queued: number;
  running: boolean;
  timer: NodeJS.Timeout | null;
  lastFlush: number;
  lastSize: number;
}

const writers = new WeakMap<Database, Writer>();
/** Events per transaction at most; the rest wait for the next one. */
const MAX_BATCH = 2000;
/** Under load, the time between transactions: the longest an acknowledgement waits. */
export const FLUSH_MS = 500;
/** Events in the previous transaction from which the writer gathers instead of writing at once. */
const GATHER_FROM = 100;

/** Writes one transaction of what is waiting, then schedules the next. */
async function drain(database: Database, w: Writer, store: AnalyticsStore): Promise<void> {
  w.running = true;
  w.timer = null;
  const batch: Waiting[] = [];
  let n = 0;
  while (w.queue.length && (n === 0 || n + w.queue[0].events.length <= MAX_BATCH)) {
    const next = w.queue.shift()!;
    batch.push(next);
    n += next.events.length;
  }
  w.queued -= n;
  w.lastSize = n;
  try {
    // Analytics rows are not changes anyone made: no activity and no outbox events, only the transaction.
    await runUnitOfWork(database, systemActor(batch[0].events[0].spaceId, 'analytics'), (uow) => store.append(uow.trx, uow.engine, batch.flatMap((b) => b.events)));
    for (const b of batch) b.resolve();
  } catch (err) {
    for (const b of batch) b.reject(err);
  } finally {
    w.running = false;
    w.lastFlush = Date.now();
    schedule(database, w, store);
  }
}

function schedule(database: Database, w: Writer, store: AnalyticsStore): void {
  if (w.running || w.queue.length === 0) return;
  const wait = w.lastSize >= GATHER_FROM ? w.lastFlush + FLUSH_MS - Date.now() : 0;
  if (wait <= 0 || w.queued >= MAX_BATCH) {
    if (w.timer) clearTimeout(w.timer);
    void drain(database, w, store);
  } else w.timer ??= setTimeout(() => void drain(database, w, store), wait);
}

export function writeEvents(database: Database, events: readonly CountedEvent[], store: AnalyticsStore = sqlAnalyticsStore): Promise<void> {
  if (events.length === 0) return Promise.resolve();
  let w = writers.get(database);
  if (!w) writers.set(database, (w = { queue: [], queued: 0, running: false, timer: null, lastFlush: 0, lastSize: 0 }));
  const writer = w;
  return new Promise<void>((resolve, reject) => {
    writer.queue.push({ events, resolve, reject });
    writer.queued += events.length;
    schedule(database, writer, store);
  });
}
