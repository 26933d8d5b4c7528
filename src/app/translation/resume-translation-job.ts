import type { UnitOfWork } from '../unit-of-work.ts';
import { notFound, validationFailed } from '../../domain/errors.ts';
import { findTranslationJob, updateTranslationJob, type TranslationJobRow } from '../../db/repos/translation-jobs.ts';
import { requireContentType, requirePermission } from '../../domain/permissions.ts';
import { MAX_TOKEN_CAP } from './translation-settings.ts';

/**
 * Resumes a job paused at a cap, after the last entry it recorded. `max_tokens` replaces the
 * job's cap (null removes it). A job paused by the monthly cap that is still reached pauses
 * again before its next entry. Jobs that are not paused are answered as they are.
 */
export async function resumeTranslationJob(uow: UnitOfWork, input: { id: string; max_tokens?: number | null }): Promise<TranslationJobRow> {
  requirePermission(uow.actor, 'write', 'resume translation jobs');
  const job = await findTranslationJob(uow.trx, uow.actor.spaceId, input.id);
  if (!job) throw notFound('translation job', input.id);
  requireContentType(uow.actor, job.content_type, 'translate');
  const cap = input.max_tokens === undefined ? job.max_tokens : input.max_tokens;
  if (cap !== null && (!Number.isInteger(cap) || cap < 1 || cap > MAX_TOKEN_CAP)) throw validationFailed({ max_tokens: `a whole number of tokens from 1 to ${MAX_TOKEN_CAP}, or null for no cap` });
  // Only a paused job changes: a queued or running job goes on under the cap it has.
  if (job.status !== 'paused') return job;
  if (cap !== null && job.total_tokens >= cap) {
    throw validationFailed({ max_tokens: `more than the ${job.total_tokens} tokens the job has used already, or null for no cap` }, `The job has used ${job.total_tokens} tokens already; a cap of ${cap} would stop it at once.`);
  }
  const patch = { status: 'queued' as const, max_tokens: cap, run_after: uow.now, last_error: null, updated_at: uow.now };
  await updateTranslationJob(uow.trx, job.id, patch);
  uow.record({ action: 'translation_job.resumed', resourceType: 'translation_job', resourceId: job.id, details: { max_tokens: cap, total_tokens: job.total_tokens } });
  return { ...job, ...patch };
}
