import type { Database } from '../db/client.ts';

/**
 * In-process nudge: the unit of work calls `outboxWritten` after committing events, and the
 * deploy-hook worker of the same process wakes at once instead of at its next poll. Workers on
 * other nodes still find the events by polling; nothing is lost if nobody listens.
 */
const listeners = new WeakMap<Database, Set<() => void>>();

export function onOutboxWritten(database: Database, fn: () => void): () => void {
  let set = listeners.get(database);
  if (!set) listeners.set(database, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

export function outboxWritten(database: Database): void {
  for (const fn of listeners.get(database) ?? []) fn();
}
