import type { Database } from '../../db/client.ts';
import type { Actor } from '../../domain/actor.ts';
import { notFound } from '../../domain/errors.ts';
import { findTranslationJob, listTranslationJobs, type TranslationJobRow } from '../../db/repos/translation-jobs.ts';
import { requirePermission } from '../../domain/permissions.ts';

export async function getTranslationJob(database: Database, actor: Actor, id: string): Promise<TranslationJobRow> {
  requirePermission(actor, 'write', 'read translation jobs');
  const job = await findTranslationJob(database.db, actor.spaceId, id);
  if (!job) throw notFound('translation job', id);
  return job;
}

/** The space's translation jobs, newest first (at most 100). */
export async function listTranslationJobsOf(database: Database, actor: Actor): Promise<TranslationJobRow[]> {
  requirePermission(actor, 'write', 'read translation jobs');
  return listTranslationJobs(database.db, actor.spaceId, 100);
}
