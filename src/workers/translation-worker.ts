import type { AppContext } from '../app/context.ts';
import { claimDueJobs, runTranslationJob } from '../app/translation/run-translation-job.ts';
import type { WorkerLog } from './hook-worker.ts';

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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function once(): Promise<boolean> {
    if (!ctx.config.ai) return false;
    const [job] = await claimDueJobs(ctx, new Date(), 1);
    if (!job) return false;
    const { outcome } = await runTranslationJob(ctx, job, { shouldStop: () => stopped });
    return outcome === 'done';
  }

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = once()
        .then((more) => schedule(more ? 0 : pollMs))
        .catch((err: unknown) => {
          opts.log.error({ err }, 'translation job worker cycle failed');
          schedule(pollMs);
        })
        .finally(() => {
          running = null;
        });
    }, ms);
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}
