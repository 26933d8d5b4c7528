import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { GroupCommit } from '../../runtime/analytics-writer/group-commit.ts';
import type { FromWriterThread, ToWriterThread, WriterThreadData } from '../../runtime/analytics-writer/messages.ts';
import { commitEvents } from './commit-events.ts';
import type { CountedEvent } from './store.ts';

/**
 * What the analytics writer thread runs (started by runtime/analytics-writer/thread-handle.ts):
 * its own connection to the service's database, a group commit of the events it is sent, and an
 * answer per write once its transaction committed or failed. `close` waits for the writes it
 * was handed, then closes the connection and ends the thread.
 */
const port = parentPort!;
const data = workerData as WriterThreadData & { database: Config['database'] };
const database = await openDatabase(data.database, { migrate: false, writeLock: data.writeLock ?? undefined, poolSize: 2 });
const writer = new GroupCommit<CountedEvent>((batch) => commitEvents(database, batch));
const inFlight = new Set<Promise<void>>();
const send = (m: FromWriterThread) => port.postMessage(m);

port.on('message', (m: ToWriterThread) => {
  if (m.type === 'write') {
    const done: Promise<void> = writer.write(m.events).then(
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
