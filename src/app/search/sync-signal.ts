import type { Database } from '../../db/client.ts';

/**
 * In-process nudge (like outbox-signal.ts): connecting an engine or picking a site makes a
 * sync due now, and the search worker of this process starts it at once instead of at its
 * next poll. Other nodes' workers find it by polling.
 */
const listeners = new WeakMap<Database, Set<() => void>>();

export function onSearchSyncRequested(database: Database, fn: () => void): () => void {
  let set = listeners.get(database);
  if (!set) listeners.set(database, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

export function searchSyncRequested(database: Database): void {
  for (const fn of listeners.get(database) ?? []) fn();
}
