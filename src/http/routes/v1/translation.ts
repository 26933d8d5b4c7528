import { Type } from '@fastify/type-provider-typebox';
import { cancelTranslationJob } from '../../../app/translation/cancel-translation-job.ts';
import { getTranslationJob, listTranslationJobsOf } from '../../../app/translation/read-translation-jobs.ts';
import { startTranslationJob } from '../../../app/translation/start-translation-job.ts';
import { resumeTranslationJob } from '../../../app/translation/resume-translation-job.ts';
import { getTranslationBudget, readGlossary, saveGlossary, setTranslationBudget } from '../../../app/translation/translation-settings.ts';
import { translateEntry } from '../../../app/translation/translate-entry.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { actorOf } from '../../plugins/auth.ts';
import { presentTranslatedEntry, presentTranslationJob, TranslatedEntrySchema, TranslationJobSchema } from '../../../present/translation.ts';
import { Nullable, responses } from '../../schemas.ts';
import { Int, Str } from '../../../present/schema-values.ts';
import type { App } from '../../types.ts';

const EntryParams = Type.Object({ space_id: Type.String(), id: Type.String() });

export const TranslateBody = Type.Object(
  {
    to: Type.String({ description: 'the language to translate into: a locale code of the space other than the default language', examples: ['fr'] }),
    overwrite: Type.Optional(Type.Boolean({ default: false, description: 'translate every translatable field again, not only those empty in that language' })),
    stale: Type.Optional(Type.Boolean({ default: false, description: 'also translate again the fields whose translation is stale (`sys.translations.<to>.stale`)' })),
  },
  { additionalProperties: false },
);

const SpaceOnly = Type.Object({ space_id: Type.String() });
const JobParams = Type.Object({ space_id: Type.String(), id: Type.String() });

export const StartJobBody = Type.Object(
  {
    to: Type.String({ description: 'the language to translate into: a locale code of the space other than the default language', examples: ['fr'] }),
    content_type: Type.Optional(Type.String({ description: 'only entries of this content type (API ID); leave out for every entry of the space', examples: ['post'] })),
    overwrite: Type.Optional(Type.Boolean({ default: false, description: 'translate every translatable field again' })),
    stale: Type.Optional(Type.Boolean({ default: false, description: 'also translate again the fields whose translation is stale' })),
    max_tokens: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'pause the job (status paused, resumable) once it has used this many tokens; checked before each entry (extension)', examples: [200000] }))),
  },
  { additionalProperties: false },
);

const ResumeBody = Type.Object(
  { max_tokens: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'the job\'s new token cap (null: none); leave out to keep it', examples: [400000] }))) },
  { additionalProperties: false },
);

const GlossarySchema = Type.Object(
  {
    never_translate: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 500, description: 'terms kept exactly as written in every language (brand and product names)', examples: [['Tessera']] })),
    terms: Type.Optional(
      Type.Array(
        Type.Object(
          {
            term: Type.String({ maxLength: 100, description: 'the term as written in the default language', examples: ['checkout'] }),
            translations: Type.Record(Type.String(), Type.String({ maxLength: 100 }), { description: 'language code → the fixed translation', examples: [{ de: 'Kasse', fr: 'paiement' }] }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 500, description: 'terms with a fixed translation per language' },
      ),
    ),
    tone: Type.Optional(Type.Record(Type.String(), Type.Union([Type.Literal('formal'), Type.Literal('informal')]), { description: 'language code → how the reader is addressed (German Sie / du)', examples: [{ de: 'informal' }] })),
  },
  {
    additionalProperties: false,
    title: 'Glossary',
    examples: [{ never_translate: ['Tessera'], terms: [{ term: 'checkout', translations: { de: 'Kasse' } }], tone: { de: 'formal' } }],
  },
);

const BudgetSchema = Type.Object(
  {
    monthly_token_cap: Nullable(Int('tokens the site may spend on translation per calendar month (UTC); null: no cap', 5000000)),
    month: Str('the current month', '2026-11'),
    usage: Type.Object(
      {
        prompt_tokens: Int('tokens sent to the AI provider', 800000),
        completion_tokens: Int('tokens it answered', 600000),
        total_tokens: Int('both together', 1400000),
        estimated_tokens: Int('the part estimated from characters because the provider reported none', 0),
        requests: Int('requests made to the AI provider', 412),
      },
      { description: 'spent this month, single entries and jobs alike' },
    ),
  },
  { title: 'TranslationSettings', examples: [{ monthly_token_cap: 5000000, month: '2026-11', usage: { prompt_tokens: 800000, completion_tokens: 600000, total_tokens: 1400000, estimated_tokens: 0, requests: 412 } }] },
);

export default async function translationRoutes(app: App): Promise<void> {
  const ctx = app.ctx;

  app.post(
    '/api/v1/spaces/:space_id/entries/:id/translate',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Entries'],
        operationId: 'translateEntry',
        summary: 'Translate an entry with AI into one language (a new draft version; never publishes)',
        description:
          'Fills the fields of language `to` that are empty there (fallbacks do not count) from the default language using the AI provider; ' +
          '`overwrite: true` translates every field again, `stale: true` also the fields whose source changed since they were translated. ' +
          'Translated: symbol, text, rich text (same structure), slug (translated, slugified, unique among the type\'s slugs in that language), tags, text cells of lists. ' +
          'Kept: references, files, numbers, dates, booleans, json, select, multi_select, url, email, color. Only localized fields. ' +
          'Saves one new draft version (entry.saved fires). If the entry is saved by someone else while the AI answers, nothing is saved (409). ' +
          'AI provider not configured, down, too slow or answering nonsense: 503 translation_unavailable, nothing saved.',
        params: EntryParams,
        body: TranslateBody,
        response: responses({ 200: TranslatedEntrySchema }, [400, 401, 403, 404, 409, 422, 503]),
      },
    },
    async (request) => {
      const r = await translateEntry(ctx, actorOf(request), { id: request.params.id, ...request.body });
      return presentTranslatedEntry(r);
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/translation_jobs',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Entries'],
        operationId: 'startTranslationJob',
        summary: 'Translate every entry of the space (or of one type) into one language, as a background job',
        description:
          'Each entry is translated as by POST …/entries/{id}/translate, one after another, as the key that started the job. ' +
          'Answers 202 with the new job, or 200 with the unfinished job for the same language and type if there is one. ' +
          'Follow progress with GET …/translation_jobs/{id}. The job survives restarts and pauses when the AI provider is down or limiting requests. ' +
          'No AI provider configured: 503 translation_unavailable.',
        params: SpaceOnly,
        body: StartJobBody,
        response: responses({ 200: TranslationJobSchema, 202: TranslationJobSchema }, [400, 401, 403, 404, 422, 503]),
      },
    },
    async (request, reply) => {
      const { job, created } = await runUnitOfWork(ctx.database, actorOf(request), (uow) => startTranslationJob(ctx, uow, request.body));
      return reply.code(created ? 202 : 200).send(presentTranslationJob(job));
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/translation_jobs',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Entries'],
        operationId: 'listTranslationJobs',
        summary: 'Translation jobs of the space, newest first (at most 100)',
        params: SpaceOnly,
        response: responses({ 200: Type.Object({ items: Type.Array(TranslationJobSchema, { description: 'the jobs, newest first' }) }) }, [401, 403, 404]),
      },
    },
    async (request) => ({ items: (await listTranslationJobsOf(ctx.database, actorOf(request))).map(presentTranslationJob) }),
  );

  app.get(
    '/api/v1/spaces/:space_id/translation_jobs/:id',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Entries'],
        operationId: 'getTranslationJob',
        summary: 'Progress of a translation job: done, total, failures with entry ids',
        params: JobParams,
        response: responses({ 200: TranslationJobSchema }, [401, 403, 404]),
      },
    },
    async (request) => presentTranslationJob(await getTranslationJob(ctx.database, actorOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/spaces/:space_id/translation_jobs/:id/cancel',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Entries'],
        operationId: 'cancelTranslationJob',
        summary: 'Stop a translation job (entries already translated stay)',
        params: JobParams,
        response: responses({ 200: TranslationJobSchema }, [401, 403, 404]),
      },
    },
    async (request) => presentTranslationJob(await runUnitOfWork(ctx.database, actorOf(request), (uow) => cancelTranslationJob(uow, { id: request.params.id }))),
  );

  app.post(
    '/api/v1/spaces/:space_id/translation_jobs/:id/resume',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Entries'],
        operationId: 'resumeTranslationJob',
        summary: 'Resume a translation job paused at its token cap or the monthly cap (optionally with a new max_tokens)',
        description: 'The job continues after the last entry it recorded. A job that is not paused is answered as it is. A cap at or below what the job has used already: 422.',
        params: JobParams,
        body: ResumeBody,
        response: responses({ 200: TranslationJobSchema }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => presentTranslationJob(await runUnitOfWork(ctx.database, actorOf(request), (uow) => resumeTranslationJob(uow, { id: request.params.id, ...request.body }))),
  );

  app.get(
    '/api/v1/spaces/:space_id/glossary',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Entries'],
        operationId: 'getGlossary',
        summary: 'The translation glossary and tone of the space',
        params: SpaceOnly,
        response: responses({ 200: GlossarySchema }, [401, 403, 404]),
      },
    },
    async (request) => readGlossary(ctx.database, actorOf(request)),
  );

  app.put(
    '/api/v1/spaces/:space_id/glossary',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Entries'],
        operationId: 'putGlossary',
        summary: 'Replace the translation glossary and tone: terms never translated, fixed translations per language, formal or informal address',
        description:
          'Applied in every translation prompt and checked in the answers: a segment missing a glossary term is asked again once, then its field is left unchanged and named in `skipped`. ' +
          'Language codes must be languages of the space. Changing the glossary changes the translation memory key, so later translations into an affected language ask the provider again.',
        params: SpaceOnly,
        body: GlossarySchema,
        response: responses({ 200: GlossarySchema }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => runUnitOfWork(ctx.database, actorOf(request), (uow) => saveGlossary(uow, request.body)),
  );

  app.get(
    '/api/v1/spaces/:space_id/translation_settings',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Entries'],
        operationId: 'getTranslationSettings',
        summary: 'Tokens spent on translation this month and the monthly cap',
        params: SpaceOnly,
        response: responses({ 200: BudgetSchema }, [401, 403, 404]),
      },
    },
    async (request) => getTranslationBudget(ctx.database, actorOf(request)),
  );

  app.put(
    '/api/v1/spaces/:space_id/translation_settings',
    {
      config: { auth: 'manage_keys' },
      schema: {
        tags: ['Entries'],
        operationId: 'putTranslationSettings',
        summary: 'Set the monthly translation token cap (owners and management keys)',
        description:
          'Once the month\'s usage reaches the cap, translating an entry answers 503 translation_unavailable with details.reason "monthly_cap" and jobs pause (status paused) before their next entry. null removes the cap.',
        params: SpaceOnly,
        body: Type.Object(
          { monthly_token_cap: Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'tokens the site may spend on translation per calendar month (UTC); null: no cap', examples: [5000000] })) },
          { additionalProperties: false },
        ),
        response: responses({ 200: BudgetSchema }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => runUnitOfWork(ctx.database, actorOf(request), (uow) => setTranslationBudget(uow, request.body)),
  );
}
