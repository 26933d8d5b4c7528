import type { AppContext } from '../app/context.ts';
import { claimDueSearchSyncs } from '../app/search/sync-search-connection.ts';
import { nextSearchSyncAt } from '../app/search/next-search-sync.ts';
import { onSearchSyncRequested } from '../app/search/sync-signal.ts';
import { JobSet, startLoop, untilDue, type WorkerLog } from './loop.ts';

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
  const syncs = new JobSet(() => loop.nudge());

  async function cycle(): Promise<number> {
    const free = concurrency - syncs.size;
    if (free > 0) {
      const jobs = await claimDueSearchSyncs(ctx, { now: new Date(), limit: free, log: opts.log });
      for (const job of jobs) syncs.start(() => job.run(), (err) => opts.log.error({ err, connection: job.connection.id }, 'search sync failed to record'));
      if (jobs.length === free) return pollMs;
    }
    return untilDue(await nextSearchSyncAt(ctx), pollMs);
  }

  const loop = startLoop({ name: 'search sync worker', log: opts.log, pollMs, cycle, wake: (nudge) => onSearchSyncRequested(ctx.database, nudge), drain: () => syncs.settled() });
  return loop;
}
