import type { AppContext } from '../app/context.ts';
import { pruneAnalytics } from '../app/analytics/prune-analytics.ts';
import { runUnitOfWork } from '../app/unit-of-work.ts';
import { systemActor } from '../domain/actor.ts';
import type { WorkerLog } from './hook-worker.ts';

const EVERY_MS = 3600 * 1000;

/**
 * Hourly analytics clean-up (docs/analytics.md "Retention"): salts after 48 hours, counting rows
 * of days before yesterday, raw events past TESSERA_ANALYTICS_RETENTION_DAYS. Runs once at start
 * too. Deleting the same rows twice from two nodes is harmless.
 */
export function startAnalyticsWorker(ctx: AppContext, log: WorkerLog): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runUnitOfWork(ctx.database, systemActor('*', 'analytics'), (uow) => pruneAnalytics(uow, { now: new Date(), retentionDays: ctx.config.analyticsRetentionDays })).catch((err) =>
      log.error({ err }, 'analytics clean-up failed'),
    );
  };
  const first = setTimeout(run, 1000);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
