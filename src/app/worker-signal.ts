import type { Database } from '../db/client.ts';

export interface WorkerSignal {
  /** Calls `fn` whenever the signal is sent for this database; returns the unsubscribe function. */
  on(database: Database, fn: () => void): () => void;
  send(database: Database): void;
}

/**
 * An in-process nudge that wakes a worker of this process at once instead of at its next poll.
 * Workers on other nodes still find the work by polling, so nothing is lost if nobody listens.
 * Keyed by database, so several services in one process (tests) do not wake each other.
 */
export function workerSignal(): WorkerSignal {
  const listeners = new WeakMap<Database, Set<() => void>>();
  return {
    on(database, fn) {
      let set = listeners.get(database);
      if (!set) listeners.set(database, (set = new Set()));
      set.add(fn);
      return () => set.delete(fn);
    },
    send(database) {
      for (const fn of listeners.get(database) ?? []) fn();
    },
  };
}
