import type { AppContext } from '../app/context.ts';
import { foldAllFilterRollups } from '../app/analytics/filter-rollups.ts';
import { pruneAnalytics } from '../app/analytics/prune-analytics.ts';
import { runUnitOfWork } from '../app/unit-of-work.ts';
import { systemActor } from '../domain/actor.ts';
import { startLoop, type WorkerLog } from './loop.ts';

const EVERY_MS = 3600 * 1000;

/**
 * Hourly analytics upkeep (docs/analytics.md "Retention", "Filters at scale"): past days folded
 * into the filter rollup; then salts after 48 hours, counting rows
 * of days before yesterday, raw events past TESSERA_ANALYTICS_RETENTION_DAYS. Runs once at start
 * too. Deleting the same rows twice from two nodes is harmless.
 */
export function startAnalyticsWorker(ctx: AppContext, log: WorkerLog): { stop(): Promise<void> } {
  async function cycle(): Promise<number> {
    // Folded before the prune, so no day leaves the raw events unfolded.
    await foldAllFilterRollups(ctx.database, new Date());
    await runUnitOfWork(ctx.database, systemActor('*', 'analytics'), (uow) => pruneAnalytics(uow, { now: new Date(), retentionDays: ctx.config.analyticsRetentionDays }));
    return EVERY_MS;
  }
  return startLoop({ name: 'analytics clean-up', log, pollMs: EVERY_MS, cycle, firstMs: 1000, unref: true });
}
