import type { TranslateEntryResult } from '../app/translation/translate-entry.ts';
import type { TranslationJobRow } from '../db/repos/translation-jobs.ts';
import { Type } from '@fastify/type-provider-typebox';
import { TRANSLATION_JOB_STATUSES } from '../domain/translation/job-statuses.ts';
import { EntrySchema, presentWrittenEntry } from './entry.ts';
import { Nullable } from './nullable.ts';
import { StringEnum } from './schema-enums.ts';
import { Bool, Int, List, Str, Strings, Time } from './schema-values.ts';

export const UsageSchema = Type.Object(
  {
    prompt_tokens: Int('tokens sent to the AI provider', 1200),
    completion_tokens: Int('tokens it answered', 900),
    total_tokens: Int('both together', 2100),
  },
  { description: 'tokens used, as the AI provider reported them (estimated from characters, 4 per token, when it reported none) (extension)', examples: [{ prompt_tokens: 1200, completion_tokens: 900, total_tokens: 2100 }] },
);

/** What one translation did (SPEC "Entries", translate). */
export const TranslationSchema = Type.Object(
  {
    from: Str('the default language, translated from', 'en'),
    to: Str('the language translated into', 'fr'),
    fields: Strings('fields written in the target language', ['title', 'body']),
    skipped: Strings('fields left unchanged because the translation did not fit (rich-text structure changed, a part missing, a glossary term missing after a retry, value too long)', []),
    usage: Type.Optional(UsageSchema),
    from_memory: Type.Optional(Int('segments reused from the translation memory, without asking the provider (extension)', 2)),
    sent: Type.Optional(Int('segments sent to the AI provider (extension)', 5)),
  },
  { description: 'what was translated' },
);

export const TranslatedEntrySchema = Type.Object({ sys: EntrySchema.properties.sys, fields: EntrySchema.properties.fields, translation: TranslationSchema }, { title: 'TranslatedEntry' });

/** A whole-site translation job (docs/translation.md "Translating a whole site"). */
export const TranslationJobSchema = Type.Object(
  {
    id: Str('the job id', 'tj_6Yp2Rw'),
    status: StringEnum(TRANSLATION_JOB_STATUSES, {
      description: 'queued: waiting (for a worker, or after the provider was down or limiting us: see next_run_at and last_error); running; paused: stopped at its token cap or the monthly cap (last_error says which), resume with POST …/resume; done; cancelled',
    }),
    to: Str('the language it translates into', 'fr'),
    content_type: Nullable(Str('only entries of this content type; null: every entry', 'post')),
    overwrite: Bool('true: translates every translatable field again', false),
    stale: Bool('true: also translates again the fields whose translation is stale', false),
    done: Int('entries handled so far (translated, already complete, or failed)', 40),
    total: Int('entries to handle (not archived; grows if entries are added while it runs)', 120),
    translated: Int('entries that got at least one translated field', 38),
    failures: List(
      'entries that could not be translated (or had fields skipped), with why; at most 1000 listed',
      Type.Object({ entry_id: Str('the entry', '4BqrajvA8E6qwgkieoqmqO'), error: Str('why', 'body: the rich-text structure changed') }),
    ),
    usage: UsageSchema,
    estimated_tokens: Int('the part of usage.total_tokens estimated because the provider reported no usage (extension)', 0),
    max_tokens: Nullable(Int('the job pauses before its next entry once usage.total_tokens reaches this; null: no cap (extension)', 200000)),
    from_memory: Int('segments reused from the translation memory instead of asking the provider (extension)', 12),
    last_error: Nullable(Str('why the job is paused or waiting, if it is', 'the monthly token cap is reached')),
    next_run_at: Nullable(Time('queued jobs: not before this time')),
    created_at: Time('when it was started'),
    updated_at: Time('when it last changed'),
    finished_at: Nullable(Time('when it ended (done or cancelled), or null')),
  },
  { title: 'TranslationJob' },
);

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
