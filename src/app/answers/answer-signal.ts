import type { Database } from '../../db/client.ts';

/**
 * In-process nudge for the answers worker: a queued run or a changed schedule wakes the worker
 * of this process at once. Workers on other nodes find the work at their next poll.
 */
const listeners = new WeakMap<Database, Set<() => void>>();

export function onAnswersWork(database: Database, fn: () => void): () => void {
  let set = listeners.get(database);
  if (!set) listeners.set(database, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

export function answersWorkQueued(database: Database): void {
  for (const fn of listeners.get(database) ?? []) fn();
}
