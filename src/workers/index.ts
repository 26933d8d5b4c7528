import type { AppContext } from '../app/context.ts';
import { startHookWorker, type WorkerLog } from './hook-worker.ts';
import { startSearchSyncWorker } from './search-sync-worker.ts';

export interface Workers {
  stop(): Promise<void>;
}

/** Starts every background worker of the service: deploy-hook deliveries, search-engine syncs. */
export function startWorkers(ctx: AppContext, log: WorkerLog): Workers {
  const hooks = startHookWorker(ctx, { log });
  const search = startSearchSyncWorker(ctx, { log });
  return {
    stop: async () => {
      await Promise.all([hooks.stop(), search.stop()]);
    },
  };
}
