import type { AppContext } from '../app/context.ts';
import { startAnswersWorker } from './answers-worker.ts';
import { startHookWorker, type WorkerLog } from './hook-worker.ts';

export interface Workers {
  stop(): Promise<void>;
}

/** Starts every background worker of the service (deploy-hook deliveries, AI-answer runs). */
export function startWorkers(ctx: AppContext, log: WorkerLog): Workers {
  const hooks = startHookWorker(ctx, { log });
  const answers = startAnswersWorker(ctx, { log });
  return {
    stop: async () => {
      await Promise.all([hooks.stop(), answers.stop()]);
    },
  };
}
