import type { Database } from '../../db/client.ts';
import { GroupCommit } from '../../runtime/analytics-writer/group-commit.ts';
import { WriterThreadHandle } from '../../runtime/analytics-writer/thread-handle.ts';
import type { AppContext } from '../context.ts';
import { commitEvents } from './commit-events.ts';
import type { CountedEvent } from './store.ts';

/** The writer thread of each database, started on its first event. */
const writerThreads = new WeakMap<Database, WriterThreadHandle>();
/** The group commit of each database written inline. */
const inlineWriters = new WeakMap<Database, GroupCommit<CountedEvent>>();

/**
 * Stores counted events, resolving once they are committed: through the writer thread of the
 * service's database (runtime/analytics-writer), or inline with TESSERA_ANALYTICS_WRITER=inline
 * and on SQLite in memory (which no second connection can open). Either way a group commit
 * gathers them into transactions (runtime/analytics-writer/group-commit.ts).
 */
export function storeEvents(ctx: AppContext, events: readonly CountedEvent[]): Promise<void> {
  if (events.length === 0) return Promise.resolve();
  const database = ctx.database;
  if (ctx.config.analyticsWriter === 'inline' || (database.config.kind === 'sqlite' && database.config.path === ':memory:')) {
    let inline = inlineWriters.get(database);
    if (!inline) inlineWriters.set(database, (inline = new GroupCommit((batch) => commitEvents(database, batch))));
    return inline.write(events);
  }
  let thread = writerThreads.get(database);
  if (!thread) writerThreads.set(database, (thread = new WriterThreadHandle(database, new URL('./writer-thread-entry.ts', import.meta.url))));
  return thread.write(events);
}
