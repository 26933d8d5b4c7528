import { Type } from '@fastify/type-provider-typebox';
import { cancelTranslationJob } from '../../../app/translation/cancel-translation-job.ts';
import { getTranslationJob, listTranslationJobsOf } from '../../../app/translation/read-translation-jobs.ts';
import { startTranslationJob } from '../../../app/translation/start-translation-job.ts';
import { translateEntry } from '../../../app/translation/translate-entry.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { actorOf } from '../../plugins/auth.ts';
import { presentTranslatedEntry, presentTranslationJob } from '../../../present/translation.ts';
import { Nullable, responses } from '../../schemas.ts';
import type { App } from '../../types.ts';
import { EntrySchema } from './entry-schemas.ts';

const EntryParams = Type.Object({ space_id: Type.String(), id: Type.String() });

export const TranslateBody = Type.Object(
  {
    to: Type.String({ description: 'the language to translate into: a locale code of the space other than the default language' }),
    overwrite: Type.Optional(Type.Boolean({ default: false, description: 'translate every translatable field again, not only those empty in that language' })),
    stale: Type.Optional(Type.Boolean({ default: false, description: 'also translate again the fields whose translation is stale (`sys.translations.<to>.stale`)' })),
  },
  { additionalProperties: false },
);

export const TranslationSchema = Type.Object({
  from: Type.String({ description: 'the default language, translated from' }),
  to: Type.String(),
  fields: Type.Array(Type.String(), { description: 'fields written in the target language' }),
  skipped: Type.Array(Type.String(), { description: 'fields left unchanged because the translation did not fit (rich-text structure changed, a part missing, value too long)' }),
});

const TranslatedEntry = Type.Object({ sys: EntrySchema.properties.sys, fields: EntrySchema.properties.fields, translation: TranslationSchema }, { title: 'TranslatedEntry' });

const SpaceOnly = Type.Object({ space_id: Type.String() });
const JobParams = Type.Object({ space_id: Type.String(), id: Type.String() });

export const StartJobBody = Type.Object(
  {
    to: Type.String({ description: 'the language to translate into: a locale code of the space other than the default language' }),
    content_type: Type.Optional(Type.String({ description: 'only entries of this content type (API ID); leave out for every entry of the space' })),
    overwrite: Type.Optional(Type.Boolean({ default: false, description: 'translate every translatable field again' })),
    stale: Type.Optional(Type.Boolean({ default: false, description: 'also translate again the fields whose translation is stale' })),
  },
  { additionalProperties: false },
);

export const TranslationJobSchema = Type.Object(
  {
    id: Type.String(),
    status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('cancelled')], {
      description: 'queued: waiting (for a worker, or paused after the provider was down or limiting us: see next_run_at and last_error); running; done; cancelled',
    }),
    to: Type.String(),
    content_type: Nullable(Type.String()),
    overwrite: Type.Boolean(),
    stale: Type.Boolean(),
    done: Type.Integer({ description: 'entries handled so far (translated, already complete, or failed)' }),
    total: Type.Integer({ description: 'entries to handle (not archived; grows if entries are added while it runs)' }),
    translated: Type.Integer({ description: 'entries that got at least one translated field' }),
    failures: Type.Array(Type.Object({ entry_id: Type.String(), error: Type.String() }), { description: 'entries that could not be translated (or had fields skipped), with why; at most 1000 listed' }),
    last_error: Nullable(Type.String({ description: 'why the job is paused, if it is' })),
    next_run_at: Nullable(Type.String({ description: 'queued jobs: not before this time' })),
    created_at: Type.String(),
    updated_at: Type.String(),
    finished_at: Nullable(Type.String()),
  },
  { title: 'TranslationJob' },
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
        response: responses({ 200: TranslatedEntry }, [400, 401, 403, 404, 409, 422, 503]),
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
        response: responses({ 200: Type.Object({ items: Type.Array(TranslationJobSchema) }) }, [401, 403, 404]),
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
}
