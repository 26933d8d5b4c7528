import type { AppContext } from '../context.ts';
import { newId } from '../ids.ts';
import { AppError } from '../../domain/errors.ts';
import {
  claimDueTranslationJobs,
  claimTranslationJob,
  isKeyActive,
  listEntryIdsAfter,
  updateClaimedTranslationJob,
  type TranslationJobRow,
} from '../../db/repos/translation-jobs.ts';
import { aiClientFrom, type AiClient } from '../../integrations/ai/index.ts';
import { actorFromJson } from './job-actor.ts';
import { translateEntry } from './translate-entry.ts';
import { loadTranslationSettings } from './translation-settings.ts';

/** A claim holds this long and is renewed after every entry; a worker that died leaves its job to the next claim after it. */
export const JOB_LEASE_MS = 10 * 60_000;
/** How long a job waits when the provider is down or limiting us before it tries the same entry again. */
export const JOB_PAUSE_MS = 60_000;
/** Failures kept per job (the count keeps going; the list stops growing). */
export const MAX_LISTED_FAILURES = 1000;

/** Provider failures that are not the entry's fault: the job pauses and tries the same entry again later. */
const PAUSING_REASONS = new Set(['not_configured', 'timeout', 'network', 'rate_limited', 'provider_error', 'rejected']);

export interface JobFailure {
  entry_id: string;
  error: string;
}

export interface RunJobOptions {
  now?: () => Date;
  /** Called after every entry with the job as stored. */
  onProgress?: (job: TranslationJobRow) => void;
  /** Asked before every entry; true releases the claim and stops (shutdown). */
  shouldStop?: () => boolean;
  ai?: AiClient | null;
}

export type RunOutcome = 'done' | 'paused' | 'capped' | 'stopped' | 'lost';

export async function claimDueJobs(ctx: AppContext, now: Date, limit = 1): Promise<TranslationJobRow[]> {
  const until = new Date(now.getTime() + JOB_LEASE_MS).toISOString();
  return claimDueTranslationJobs(ctx.database.db, ctx.database.engine, now.toISOString(), until, newId(), limit);
}

/** Claims one job now (the CLI runs a job it just started); undefined if another worker holds it. */
export function claimJob(ctx: AppContext, spaceId: string, id: string, now: Date): Promise<TranslationJobRow | undefined> {
  const until = new Date(now.getTime() + JOB_LEASE_MS).toISOString();
  return claimTranslationJob(ctx.database.db, spaceId, id, now.toISOString(), until, newId());
}

/**
 * Works through a claimed job one entry at a time, in id order after its cursor, translating
 * each as the actor who started the job. Progress (done, failures, cursor) is written after
 * every entry while the claim is ours, so a restart resumes after the last entry recorded: an
 * entry translated just before a crash is met again, finds its fields filled and costs nothing
 * (with `overwrite` it is translated once more). The provider limiting us or being down
 * pauses the job (`run_after`) instead of failing entries; one request at a time per job,
 * within the client's process-wide concurrency, keeps the pace the provider allows.
 */
export async function runTranslationJob(ctx: AppContext, claimed: TranslationJobRow, opts: RunJobOptions = {}): Promise<{ outcome: RunOutcome; job: TranslationJobRow }> {
  const now = opts.now ?? (() => new Date());
  const ai = opts.ai === undefined ? aiClientFrom(ctx.config) : opts.ai;
  const token = claimed.claim_token as string;
  const actor = actorFromJson(claimed.actor);
  const failures = JSON.parse(claimed.failures) as JobFailure[];
  let job = { ...claimed };

  const write = async (patch: Partial<TranslationJobRow>): Promise<boolean> => {
    const stamped = { ...patch, updated_at: now().toISOString() };
    const ok = await updateClaimedTranslationJob(ctx.database.db, job.id, token, stamped);
    if (ok) job = { ...job, ...stamped };
    return ok;
  };
  const release = (patch: Partial<TranslationJobRow>) => write({ ...patch, claimed_until: null, claim_token: null });

  for (;;) {
    if (opts.shouldStop?.()) {
      await release({ status: 'queued', run_after: now().toISOString() });
      return { outcome: 'stopped', job };
    }
    // The job acts as the key that started it, so it stops when that key is revoked or expires.
    if ((actor.type === 'key' || actor.type === 'agent') && actor.id && !(await isKeyActive(ctx.database.db, job.space_id, actor.id, now().toISOString()))) {
      const at = now().toISOString();
      await release({ status: 'cancelled', finished_at: at, last_error: `The key "${actor.name}" that started this job was revoked or has expired; start the job again with a valid key.` });
      return { outcome: 'stopped', job };
    }
    const [id] = await listEntryIdsAfter(ctx.database.db, job.space_id, job.content_type, job.cursor, 1);
    if (id === undefined) {
      await release({ status: 'done', finished_at: now().toISOString(), total: job.done, last_error: null });
      return { outcome: 'done', job };
    }
    // Caps are checked before each entry: the entry in hand always finishes, so a job stops
    // cleanly between entries and resumes after the last one recorded.
    const capped = await capReached(ctx, job, now());
    if (capped) {
      await release({ status: 'paused', last_error: capped });
      return { outcome: 'capped', job };
    }
    const result = await translateOne(ctx, actor, job, id, ai);
    if (result.capped) {
      await release({ status: 'paused', last_error: result.capped });
      return { outcome: 'capped', job };
    }
    if (result.pause) {
      const ok = await release({ status: 'queued', run_after: new Date(now().getTime() + JOB_PAUSE_MS).toISOString(), last_error: result.pause });
      return { outcome: ok ? 'paused' : 'lost', job };
    }
    if (result.failure && failures.length < MAX_LISTED_FAILURES) failures.push({ entry_id: id, error: result.failure });
    const done = job.done + 1;
    const ok = await write({
      done,
      total: Math.max(job.total, done),
      translated: job.translated + (result.translated ? 1 : 0),
      failures: JSON.stringify(failures),
      prompt_tokens: job.prompt_tokens + (result.usage?.prompt_tokens ?? 0),
      completion_tokens: job.completion_tokens + (result.usage?.completion_tokens ?? 0),
      total_tokens: job.total_tokens + (result.usage?.total_tokens ?? 0),
      estimated_tokens: job.estimated_tokens + (result.estimated ?? 0),
      from_memory: job.from_memory + (result.fromMemory ?? 0),
      cursor: id,
      claimed_until: new Date(now().getTime() + JOB_LEASE_MS).toISOString(),
      last_error: null,
    });
    if (!ok) return { outcome: 'lost', job };
    opts.onProgress?.(job);
  }
}

/** Why the job must stop before its next entry: its own cap or the space's monthly cap is reached. */
async function capReached(ctx: AppContext, job: TranslationJobRow, now: Date): Promise<string | null> {
  if (job.max_tokens !== null && job.total_tokens >= job.max_tokens) {
    return `The job has used ${job.total_tokens} tokens, reaching its cap of ${job.max_tokens}. Resume it with a higher max_tokens (POST …/translation_jobs/${job.id}/resume).`;
  }
  const s = await loadTranslationSettings(ctx.database.db, job.space_id, now);
  if (s.monthlyCap !== null && s.usedThisMonth >= s.monthlyCap) {
    return `The site has used ${s.usedThisMonth} translation tokens in ${s.month}, reaching the monthly cap of ${s.monthlyCap}. Resume the job after an owner raises the cap (PUT …/translation_settings) or in the next month.`;
  }
  return null;
}

interface OneResult {
  translated?: boolean;
  failure?: string;
  pause?: string;
  capped?: string;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  estimated?: number;
  fromMemory?: number;
}

async function translateOne(ctx: AppContext, actor: ReturnType<typeof actorFromJson>, job: TranslationJobRow, id: string, ai: AiClient | null): Promise<OneResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const r = await translateEntry(ctx, actor, { id, to: job.locale, overwrite: job.overwrite === 1, stale: job.stale === 1 }, ai);
      const skipped = r.translation.skipped.length > 0 ? `fields left unchanged because their translation did not fit: ${r.translation.skipped.join(', ')}` : undefined;
      return { translated: r.translation.fields.length > 0, failure: skipped, usage: r.translation.usage, estimated: r.estimated, fromMemory: r.translation.from_memory };
    } catch (err) {
      if (!(err instanceof AppError)) return { failure: `internal_error: ${err instanceof Error ? err.message : String(err)}` };
      if (err.code === 'translation_unavailable' && err.details?.reason === 'monthly_cap') return { capped: err.message };
      // Someone saved the entry while it was being translated: start over from their version once.
      if (err.code === 'version_conflict' && attempt === 1) continue;
      if (err.code === 'translation_unavailable' && PAUSING_REASONS.has(String(err.details?.reason))) return { pause: err.message };
      return { failure: `${err.code}: ${err.message}` };
    }
  }
}
