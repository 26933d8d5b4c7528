import type { AppContext } from '../app/context.ts';
import { startHookWorker, type WorkerLog } from './hook-worker.ts';
import { startAnalyticsWorker } from './analytics-worker.ts';

export interface Workers {
  stop(): Promise<void>;
}

/** Starts every background worker of the service: deploy-hook deliveries, analytics clean-up. */
export function startWorkers(ctx: AppContext, log: WorkerLog): Workers {
  const hooks = startHookWorker(ctx, { log });
  const analytics = startAnalyticsWorker(ctx, log);
  return {
    stop: async () => {
      await hooks.stop();
      await analytics.stop();
    },
  };
}
