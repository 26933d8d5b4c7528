import type { AppContext } from '../app/context.ts';
import { startAnswersWorker } from './answers-worker.ts';
import { startHookWorker, type WorkerLog } from './hook-worker.ts';
import { startTranslationWorker } from './translation-worker.ts';

export interface Workers {
  stop(): Promise<void>;
}

/** Starts every background worker of the service (deploy-hook deliveries, AI-answer runs, translation jobs). */
export function startWorkers(ctx: AppContext, log: WorkerLog): Workers {
  const hooks = startHookWorker(ctx, { log });
  const answers = startAnswersWorker(ctx, { log });
  const translation = startTranslationWorker(ctx, { log });
  return {
    stop: async () => {
      await Promise.all([hooks.stop(), answers.stop(), translation.stop()]);
    },
  };
}
