import type { UnitOfWork } from '../unit-of-work.ts';
import { notFound } from '../../domain/errors.ts';
import { findTranslationJob, updateTranslationJob, type TranslationJobRow } from '../../db/repos/translation-jobs.ts';
import { requireContentType, requirePermission } from '../../domain/permissions.ts';

/**
 * Stops a job: entries already translated stay translated. The worker holding it notices at
 * its next progress write (its claim token is cleared) and stops there.
 */
export async function cancelTranslationJob(uow: UnitOfWork, input: { id: string }): Promise<TranslationJobRow> {
  requirePermission(uow.actor, 'write', 'cancel translation jobs');
  const job = await findTranslationJob(uow.trx, uow.actor.spaceId, input.id);
  if (!job) throw notFound('translation job', input.id);
  requireContentType(uow.actor, job.content_type, 'translate');
  if (job.status === 'done' || job.status === 'cancelled') return job;
  const patch = { status: 'cancelled' as const, claim_token: null, claimed_until: null, finished_at: uow.now, updated_at: uow.now };
  await updateTranslationJob(uow.trx, job.id, patch);
  uow.record({ action: 'translation_job.cancelled', resourceType: 'translation_job', resourceId: job.id, details: { done: job.done, total: job.total } });
  return { ...job, ...patch };
}
