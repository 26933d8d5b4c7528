import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { AppContext } from '../app/context.ts';
import { getTranslationJob } from '../app/translation/read-translation-jobs.ts';
import { claimJob, MAX_LISTED_FAILURES, runTranslationJob } from '../app/translation/run-translation-job.ts';
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

/** How a `tessera translate` run ended: the job as presented, how many entries failed, whether Ctrl-C stopped it. */
export interface TranslateOutcome {
  job: ReturnType<typeof presentTranslationJob>;
  failed: number;
  interrupted: boolean;
  /** Whether this process worked on the job (false: it followed a server's worker). */
  worked: boolean;
}

/**
 * `tessera translate SLUG --to CODE`: starts (or joins) the whole-site translation job and works
 * on it in this process, with a progress bar on stderr when stderr is a terminal. If a server's
 * worker holds the job, it follows that one's progress instead. Ctrl-C stops after the entry in
 * hand and releases the job, which the next run (or a server's workers) continues after the
 * last entry recorded; a second Ctrl-C quits at once. The caller prints the job and turns the
 * outcome into the exit code (cli/main.ts).
 */
export async function translateCommand(config: Config, slug: string, input: StartTranslationJobInput, stderr: NodeJS.WriteStream = process.stderr): Promise<TranslateOutcome> {
  const database = await openDatabase(config.database);
  const ctx: AppContext = { config, database };
  const tty = stderr.isTTY === true;
  const show = (job: TranslationJobRow) => {
    if (tty) stderr.write(`\r${progressLine(job)}`);
  };
  let interrupted = false;
  const onSigint = () => {
    // A second Ctrl-C: the user does not want to wait for the entry in hand. The job keeps this
    // process's claim until it lapses (JOB_LEASE_MS), then a server's workers or a run continue it.
    if (interrupted) process.exit(130);
    interrupted = true;
    if (tty) stderr.write('\ntessera: stopping after the entry in hand (Ctrl-C again to quit at once)\n');
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
    if (!interrupted && last.status === 'queued' && last.last_error) {
      throw appError('translation_unavailable', `Translation job ${last.id} paused after ${last.done} of ${last.total} entries: ${last.last_error}`, {
        fix: `Run "tessera translate ${slug} --to ${last.locale}" again later, or let a running server's workers continue it.`,
      });
    }
    if (!interrupted && last.status === 'paused') {
      throw appError('translation_unavailable', `Translation job ${last.id} is paused after ${last.done} of ${last.total} entries: ${last.last_error ?? 'a token cap was reached'}`, {
        fix: `Resume it with POST /api/v1/spaces/${slug}/translation_jobs/${last.id}/resume (with a higher "max_tokens", or null for none), or raise the monthly cap (PUT /api/v1/spaces/${slug}/translation_settings); then run "tessera translate ${slug} --to ${last.locale}" again.`,
        details: { reason: 'paused', job_id: last.id },
      });
    }
    const presented = presentTranslationJob(last);
    // Ctrl-C during the last entry: the job finished all the same.
    const stopped = interrupted && (last.status === 'queued' || last.status === 'running');
    return { job: presented, failed: presented.failures.length, interrupted: stopped, worked: claimed !== undefined };
  } finally {
    process.off('SIGINT', onSigint);
    await database.destroy();
  }
}

/**
 * The one line on stderr when a run did not simply finish: how many entries failed and where
 * their errors are, or that Ctrl-C stopped it and how to continue. Null when all went well.
 */
export function outcomeLine(slug: string, o: TranslateOutcome): string | null {
  const where = `GET /api/v1/spaces/${slug}/translation_jobs/${o.job.id}`;
  if (o.interrupted) {
    const resume = o.worked ? `run "tessera translate ${slug} --to ${o.job.to}${o.job.content_type ? ` --type ${o.job.content_type}` : ''}" again to resume it` : "a server's worker goes on with it";
    return `tessera: interrupted: translation job ${o.job.id} stopped after ${o.job.done} of ${o.job.total} entries (${o.failed} failed); ${resume}`;
  }
  if (o.failed === 0) return null;
  // The job lists at most MAX_LISTED_FAILURES.
  const count = o.failed >= MAX_LISTED_FAILURES ? `${o.failed} or more` : String(o.failed);
  return `tessera: ${count} of ${o.job.done} entries could not be translated (translation job ${o.job.id}): their errors are under "failures" in the job printed on stdout and at ${where}`;
}
