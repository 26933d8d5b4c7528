import type { AppContext } from '../app/context.ts';
import { claimDueJobs, runTranslationJob } from '../app/translation/run-translation-job.ts';
import { startLoop, type WorkerLog } from './loop.ts';

export interface TranslationWorkerOptions {
  log: WorkerLog;
  /** Sleep between looks for due jobs when there is nothing to do. */
  pollMs?: number;
}

export interface TranslationWorker {
  stop(): Promise<void>;
}

/**
 * Runs whole-site translation jobs (docs/translation.md): claims one due job at a time under a
 * lease and works through it; several nodes each claim different jobs. On stop the job in hand
 * is released after the entry being translated, so another node or the next start resumes it.
 */
export function startTranslationWorker(ctx: AppContext, opts: TranslationWorkerOptions): TranslationWorker {
  const pollMs = opts.pollMs ?? 2000;
  async function cycle(stopping: () => boolean): Promise<number> {
    if (!ctx.config.ai) return pollMs;
    const [job] = await claimDueJobs(ctx, new Date(), 1);
    if (!job) return pollMs;
    const { outcome } = await runTranslationJob(ctx, job, { shouldStop: stopping });
    return outcome === 'done' ? 0 : pollMs;
  }
  return startLoop({ name: 'translation job worker', log: opts.log, pollMs, cycle });
}
