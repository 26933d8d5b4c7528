import type { AppContext } from '../app/context.ts';
import { startHookWorker, type WorkerLog } from './hook-worker.ts';

export interface Workers {
  stop(): Promise<void>;
}

/** Starts every background worker of the service (today: deploy-hook deliveries). */
export function startWorkers(ctx: AppContext, log: WorkerLog): Workers {
  const hooks = startHookWorker(ctx, { log });
  return {
    stop: () => hooks.stop(),
  };
}
