import type { AppContext } from '../app/context.ts';
import { claimDueSearchSyncs } from '../app/search/sync-search-connection.ts';
import { nextSearchSyncAt } from '../app/search/next-search-sync.ts';
import { onSearchSyncRequested } from '../app/search/sync-signal.ts';
import type { WorkerLog } from './hook-worker.ts';

export interface SearchSyncWorkerOptions {
  log: WorkerLog;
  /** Longest sleep between looks at the database (syncs due on other nodes' clocks, daily syncs). */
  pollMs?: number;
  /** Connections synced at once by this node. */
  concurrency?: number;
}

export interface SearchSyncWorker {
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * The search-engine sync worker (docs/search-queries.md): claims connections whose sync is due
 * (a lease, so several nodes never sync one connection twice) and syncs them, a few at a time.
 * Wakes when an engine is connected in this process, when the next sync falls due, and at
 * least every `pollMs`. All state lives in the database.
 */
export function startSearchSyncWorker(ctx: AppContext, opts: SearchSyncWorkerOptions): SearchSyncWorker {
  const pollMs = opts.pollMs ?? 60_000;
  const concurrency = opts.concurrency ?? 2;
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let looking: Promise<void> | null = null;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void look(), Math.max(0, Math.min(ms, 2 ** 31 - 1)));
  };

  async function once(): Promise<number> {
    const free = concurrency - inFlight.size;
    if (free > 0) {
      const jobs = await claimDueSearchSyncs(ctx, { now: new Date(), limit: free, log: opts.log });
      for (const job of jobs) {
        const p = job
          .run()
          .catch((err) => opts.log.error({ err, connection: job.connection.id }, 'search sync failed to record'))
          .finally(() => {
            inFlight.delete(p);
            schedule(0);
          });
        inFlight.add(p);
      }
      if (jobs.length === free) return pollMs;
    }
    const due = await nextSearchSyncAt(ctx);
    return due === null ? pollMs : Math.min(pollMs, Date.parse(due) - Date.now());
  }

  async function look(): Promise<void> {
    if (stopped || looking) return;
    let wait = pollMs;
    looking = once()
      .then((ms) => {
        wait = ms;
      })
      .catch((err) => opts.log.error({ err }, 'search sync worker cycle failed'));
    await looking;
    looking = null;
    schedule(wait);
  }

  const unsubscribe = onSearchSyncRequested(ctx.database, () => schedule(0));
  schedule(0);
  return {
    nudge: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      if (looking) await looking;
      await Promise.allSettled([...inFlight]);
    },
  };
}
