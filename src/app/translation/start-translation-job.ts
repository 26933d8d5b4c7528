import type { AppContext } from '../context.ts';
import { newId } from '../ids.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { validationFailed } from '../../domain/errors.ts';
import { countEntriesFor, findOpenTranslationJob, insertTranslationJob, type TranslationJobRow } from '../../db/repos/translation-jobs.ts';
import { requirePermission, requireContentType } from '../../domain/permissions.ts';
import { loadSpaceModel } from '../entries/space-model.ts';
import { actorToJson } from './job-actor.ts';
import { targetLocale } from './translate-entry.ts';
import { MAX_TOKEN_CAP } from './translation-settings.ts';
import { translationUnavailable } from './unavailable.ts';

export interface StartTranslationJobInput {
  to: string;
  /** Only entries of this type; absent: every entry of the space. */
  content_type?: string;
  overwrite?: boolean;
  stale?: boolean;
  /** Pause the job once it has used this many tokens (resumable with a higher cap). */
  max_tokens?: number | null;
}

/**
 * Translating a whole site (or one type) into a language is a background
 * job that works through the entries in id order under a lease (see run-translation-job.ts).
 * One unfinished job per language and type: starting it again returns the one under way.
 */
export async function startTranslationJob(ctx: AppContext, uow: UnitOfWork, input: StartTranslationJobInput): Promise<{ job: TranslationJobRow; created: boolean }> {
  const { actor } = uow;
  requirePermission(uow.actor, 'write', 'translate entries');
  const model = await loadSpaceModel(uow.trx, actor.spaceId);
  const type = input.content_type ?? null;
  if (type !== null) {
    if (!model.types.has(type)) throw validationFailed({ content_type: `the API ID of a content type of this space (${[...model.types.keys()].join(', ') || 'none yet'}), or leave it out for every entry` });
    requireContentType(uow.actor, type, 'translate');
  } else if (actor.writableContentTypes) {
    throw validationFailed({ content_type: `one of the types this key may write (${[...actor.writableContentTypes].join(', ')}): it cannot translate every type` });
  }
  // Who may is answered before whether the provider is there, as for a single entry.
  if (!ctx.config.ai) throw translationUnavailable('not_configured');
  const to = targetLocale(input.to, model);
  const cap = input.max_tokens ?? null;
  if (cap !== null && (!Number.isInteger(cap) || cap < 1 || cap > MAX_TOKEN_CAP)) throw validationFailed({ max_tokens: `a whole number of tokens from 1 to ${MAX_TOKEN_CAP}, or leave it out for no cap` });
  const open = await findOpenTranslationJob(uow.trx, actor.spaceId, to, type);
  if (open) return { job: open, created: false };
  const job: TranslationJobRow = {
    id: newId(),
    space_id: actor.spaceId,
    locale: to,
    content_type: type,
    overwrite: input.overwrite ? 1 : 0,
    stale: input.stale ? 1 : 0,
    status: 'queued',
    total: await countEntriesFor(uow.trx, actor.spaceId, type),
    done: 0,
    translated: 0,
    failures: '[]',
    cursor: '',
    run_after: uow.now,
    claimed_until: null,
    claim_token: null,
    actor: actorToJson(actor),
    last_error: null,
    created_at: uow.now,
    updated_at: uow.now,
    finished_at: null,
    prompt_tokens: 0,
    completion_tokens: 0,
    total_tokens: 0,
    estimated_tokens: 0,
    from_memory: 0,
    max_tokens: cap,
  };
  await insertTranslationJob(uow.trx, job);
  uow.record({ action: 'translation_job.started', resourceType: 'translation_job', resourceId: job.id, details: { to, content_type: type, total: job.total, max_tokens: cap } });
  return { job, created: true };
}
