import type { AppContext } from '../app/context.ts';
import { startAnswersWorker } from './answers-worker.ts';
import { startHookWorker } from './hook-worker.ts';
import type { WorkerLog } from './loop.ts';
import { startAnalyticsWorker } from './analytics-worker.ts';
import { startSearchSyncWorker } from './search-sync-worker.ts';
import { startTranslationWorker } from './translation-worker.ts';
import { startScheduleWorker } from './schedule-worker.ts';
import { startReadinessWorker } from './readiness-worker.ts';

export interface Workers {
  stop(): Promise<void>;
}

/**
 * Starts every background worker of the service: deploy-hook deliveries, AI-answer runs,
 * search-engine syncs, translation jobs, analytics clean-up, scheduled publishing, scheduled
 * readiness checks. Each keeps its state in the database,
 * so any number of nodes may run them.
 */
export function startWorkers(ctx: AppContext, log: WorkerLog): Workers {
  const workers = [
    startHookWorker(ctx, { log }),
    startAnswersWorker(ctx, { log }),
    startSearchSyncWorker(ctx, { log }),
    startTranslationWorker(ctx, { log }),
    startAnalyticsWorker(ctx, log),
    startScheduleWorker(ctx, log),
    startReadinessWorker(ctx, log),
  ];
  return {
    stop: async () => {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}
