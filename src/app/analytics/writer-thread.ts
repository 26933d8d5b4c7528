import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import type { CountedEvent } from './store.ts';
import { writeEvents } from './writer.ts';

/**
 * The analytics writer thread (started by thread-writer.ts): its own connection to the service's
 * database, the same group commit as the inline writer (writer.ts), and an answer per write
 * once its transaction committed or failed. `close` waits for the writes it was handed, then
 * closes the connection and ends the thread.
 */
export type ToWriter = { type: 'write'; id: number; events: readonly CountedEvent[] } | { type: 'close' };
export type FromWriter = { type: 'done'; id: number } | { type: 'failed'; id: number; error: { name: string; message: string } } | { type: 'closed' };

const port = parentPort!;
const data = workerData as { database: Config['database']; writeLock: SharedArrayBuffer | null };
const database = await openDatabase(data.database, { migrate: false, writeLock: data.writeLock ?? undefined, poolSize: 2 });
const inFlight = new Set<Promise<void>>();
const send = (m: FromWriter) => port.postMessage(m);

port.on('message', (m: ToWriter) => {
  if (m.type === 'write') {
    const done: Promise<void> = writeEvents(database, m.events).then(
      () => send({ type: 'done', id: m.id }),
      (err: unknown) => {
        const e = err instanceof Error ? err : new Error(String(err));
        send({ type: 'failed', id: m.id, error: { name: e.name, message: e.message } });
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
    return;
  }
  void (async () => {
    await Promise.allSettled([...inFlight]);
    await database.destroy();
    send({ type: 'closed' });
    port.close();
  })();
});
