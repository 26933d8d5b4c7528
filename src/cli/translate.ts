import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { AppContext } from '../app/context.ts';
import { getTranslationJob } from '../app/translation/read-translation-jobs.ts';
import { claimJob, runTranslationJob } from '../app/translation/run-translation-job.ts';
import { startTranslationJob, type StartTranslationJobInput } from '../app/translation/start-translation-job.ts';
import { runUnitOfWork } from '../app/unit-of-work.ts';
import type { TranslationJobRow } from '../db/repos/translation-jobs.ts';
import { systemActor } from '../domain/actor.ts';
import { appError } from '../domain/errors.ts';
import { presentTranslationJob } from '../present/translation.ts';

/** A one-line progress bar, redrawn in place: `[#######-------------] 7/20 translated 6, failed 1`. */
export function progressLine(job: Pick<TranslationJobRow, 'done' | 'total' | 'translated' | 'failures'>, width = 30): string {
  const total = Math.max(job.total, job.done, 1);
  const filled = Math.round((job.done / total) * width);
  const failed = (JSON.parse(job.failures) as unknown[]).length;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${job.done}/${job.total} translated ${job.translated}, failed ${failed}`;
}

/**
 * `tessera translate SLUG --to CODE`: starts (or joins) the whole-site translation job and works
 * on it in this process, with a progress bar on stderr when stderr is a terminal. If a server's
 * worker holds the job, it follows that one's progress instead. Ctrl-C releases the job, which
 * workers (or the next run) continue. Prints the job as JSON when it ends.
 */
export async function translateCommand(config: Config, slug: string, input: StartTranslationJobInput, stderr: NodeJS.WriteStream = process.stderr): Promise<unknown> {
  const database = await openDatabase(config.database);
  const ctx: AppContext = { config, database };
  const tty = stderr.isTTY === true;
  const show = (job: TranslationJobRow) => {
    if (tty) stderr.write(`\r${progressLine(job)}`);
  };
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
  };
  process.on('SIGINT', onSigint);
  try {
    const actor = systemActor(slug, 'tessera CLI');
    const { job } = await runUnitOfWork(ctx.database, actor, (uow) => startTranslationJob(ctx, uow, input));
    show(job);
    let last = job;
    const claimed = await claimJob(ctx, slug, job.id, new Date());
    if (claimed) {
      const r = await runTranslationJob(ctx, claimed, { onProgress: show, shouldStop: () => interrupted });
      last = r.job;
    } else {
      // Another node works on it: follow its progress.
      while (!interrupted && (last.status === 'running' || (last.status === 'queued' && !last.last_error))) {
        await sleep(1000);
        last = await getTranslationJob(database, actor, job.id);
        show(last);
      }
    }
    if (tty) stderr.write('\n');
    if (last.status === 'queued' && last.last_error) {
      throw appError('translation_unavailable', `Translation job ${last.id} paused after ${last.done} of ${last.total} entries: ${last.last_error}`, {
        fix: `Run "tessera translate ${slug} --to ${last.locale}" again later, or let a running server's workers continue it.`,
      });
    }
    return presentTranslationJob(last);
  } finally {
    process.off('SIGINT', onSigint);
    await database.destroy();
  }
}
