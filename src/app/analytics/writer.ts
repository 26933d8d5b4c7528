import type { Database } from '../../db/client.ts';
import { systemActor } from '../../domain/actor.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { sqlAnalyticsStore, type AnalyticsStore, type CountedEvent } from './store.ts';

/**
 * Group commit for collected events: a collect call hands its events over and waits until they
 * are committed. While one transaction is being written, the events of every call that arrives
 * meanwhile gather and go into the next one. One request alone is written at once (tests see it
 * stored when the call answers); under load a transaction carries hundreds of events, which is
 * what lets one SQLite node take thousands of events a second while reads go on.
 */
interface Waiting {
  events: readonly CountedEvent[];
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface Writer {
  queue: Waiting[];
  running: boolean;
}

const writers = new WeakMap<Database, Writer>();
/** Events per transaction at most; the rest wait for the next one. */
const MAX_BATCH = 2000;

async function drain(database: Database, w: Writer, store: AnalyticsStore): Promise<void> {
  w.running = true;
  try {
    while (w.queue.length) {
      const batch: Waiting[] = [];
      let n = 0;
      while (w.queue.length && (n === 0 || n + w.queue[0].events.length <= MAX_BATCH)) {
        const next = w.queue.shift()!;
        batch.push(next);
        n += next.events.length;
      }
      try {
        // Analytics rows are not changes anyone made: no activity and no outbox events, only the transaction.
        await runUnitOfWork(database, systemActor(batch[0].events[0].spaceId, 'analytics'), (uow) => store.append(uow.trx, batch.flatMap((b) => b.events)));
        for (const b of batch) b.resolve();
      } catch (err) {
        for (const b of batch) b.reject(err);
      }
    }
  } finally {
    w.running = false;
  }
}

export function writeEvents(database: Database, events: readonly CountedEvent[], store: AnalyticsStore = sqlAnalyticsStore): Promise<void> {
  if (events.length === 0) return Promise.resolve();
  let w = writers.get(database);
  if (!w) writers.set(database, (w = { queue: [], running: false }));
  const writer = w;
  return new Promise<void>((resolve, reject) => {
    writer.queue.push({ events, resolve, reject });
    if (!writer.running) void drain(database, writer, store);
  });
}
