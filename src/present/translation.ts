import type { TranslateEntryResult } from '../app/translation/translate-entry.ts';
import type { TranslationJobRow } from '../db/repos/translation-jobs.ts';
import { presentWrittenEntry } from './entry.ts';

/** SPEC "Entries" translate response: the entry in the target language plus `translation`. */
export function presentTranslatedEntry(r: TranslateEntryResult) {
  const entry = presentWrittenEntry(r.row, r.model, r.translation.to, Object.keys(r.states).length > 0 ? r.states : undefined);
  return { ...entry, translation: r.translation };
}

/** A whole-site translation job (docs/translation.md "Translating a whole site"). */
export function presentTranslationJob(job: TranslationJobRow) {
  return {
    id: job.id,
    status: job.status,
    to: job.locale,
    content_type: job.content_type,
    overwrite: job.overwrite === 1,
    stale: job.stale === 1,
    done: job.done,
    total: job.total,
    translated: job.translated,
    failures: JSON.parse(job.failures) as { entry_id: string; error: string }[],
    usage: { prompt_tokens: job.prompt_tokens, completion_tokens: job.completion_tokens, total_tokens: job.total_tokens },
    estimated_tokens: job.estimated_tokens,
    max_tokens: job.max_tokens,
    from_memory: job.from_memory,
    last_error: job.last_error,
    next_run_at: job.status === 'queued' ? job.run_after : null,
    created_at: job.created_at,
    updated_at: job.updated_at,
    finished_at: job.finished_at,
  };
}
