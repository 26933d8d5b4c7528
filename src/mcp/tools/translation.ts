import { Type } from '@fastify/type-provider-typebox';
import { getTranslationJob } from '../../app/translation/read-translation-jobs.ts';
import { startTranslationJob } from '../../app/translation/start-translation-job.ts';
import { resumeTranslationJob } from '../../app/translation/resume-translation-job.ts';
import { getTranslationBudget, readGlossary, saveGlossary } from '../../app/translation/translation-settings.ts';
import { translateEntry } from '../../app/translation/translate-entry.ts';
import { presentTranslatedEntry, presentTranslationJob } from '../../present/translation.ts';
import { EntryOut, Obj, Open, TranslationJobOut } from '../outputs.ts';
import { LocaleCode } from '../schemas.ts';
import { defineTool, write } from '../tool.ts';

const To = LocaleCode('the language to translate into: a locale code of the site other than the default language (see get_space)');
const Overwrite = Type.Boolean({ description: 'translate every translatable field again, not only the empty ones; default false' });
const Stale = Type.Boolean({ description: 'also translate again the fields whose translation is stale (their default-language text changed since; see sys.translations); default false' });

/** AI translation (docs/translation.md): the same operations and presenters as the REST routes. */
export const translationTools = [
  defineTool({
    name: 'translate_entry',
    title: 'Translate an entry with AI',
    description:
      'Fills the empty fields of language `to` from the default language with the AI provider and saves a new draft version (never publishes). ' +
      'Translates text, rich text (keeping its structure), slugs (unique), tags and text in lists; keeps references, files, numbers, dates, booleans and choices. ' +
      'Answers the entry in that language plus translation {from, to, fields, skipped}; skipped fields kept their value (the translation did not fit). ' +
      'translation_unavailable: no AI provider answering; nothing saved.',
    input: Type.Object({ id: Type.String({ description: 'the entry id' }), to: To, overwrite: Type.Optional(Overwrite), stale: Type.Optional(Stale) }, { additionalProperties: false }),
    output: Obj('the entry in that language and what was translated', {
      ...EntryOut.properties,
      translation: Obj('what was translated', { from: Type.String({ description: 'the default language' }), to: Type.String({ description: 'the target' }), fields: Type.Array(Type.String(), { description: 'fields translated' }), skipped: Type.Array(Type.Unknown(), { description: 'fields kept because the translation did not fit' }) }),
    }),
    needs: 'write',
    group: 'content',
    openWorld: true,
    run: async (ctx, args) => presentTranslatedEntry(await translateEntry(ctx.app, ctx.actor, args)),
  }),
  defineTool({
    name: 'start_translation_job',
    title: 'Translate the whole site with AI',
    description:
      'Starts a background job that translates every entry of the site (or of one content type) into language `to`, entry by entry as translate_entry does. ' +
      'Returns the job: follow it with get_translation_job (done, total, failures with entry ids). Starting it again while it runs returns the same job. ' +
      'It survives restarts and pauses by itself while the AI provider is down or limiting requests.',
    input: Type.Object(
      {
        to: To,
        content_type: Type.Optional(Type.String({ description: 'only entries of this content type (API ID); leave out for every entry' })),
        overwrite: Type.Optional(Overwrite),
        stale: Type.Optional(Stale),
        max_tokens: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'pause the job (resumable) once it has used this many tokens' })),
      },
      { additionalProperties: false },
    ),
    output: TranslationJobOut,
    needs: 'write',
    group: 'content',
    openWorld: true,
    run: async (ctx, args) => presentTranslationJob((await write(ctx, (uow) => startTranslationJob(ctx.app, uow, args))).job),
  }),
  defineTool({
    name: 'get_translation_job',
    title: 'Progress of a translation job',
    description:
      'Reads a translation job started with start_translation_job: status (queued, running, paused, done, cancelled), done of total entries, translated, failures with entry ids and why, ' +
      'usage (tokens), max_tokens, from_memory (segments reused without asking the provider), last_error when paused.',
    input: Type.Object({ id: Type.String({ description: 'the job id' }) }, { additionalProperties: false }),
    output: TranslationJobOut,
    needs: 'write',
    group: 'content',
    readOnly: true,
    run: async (ctx, args) => presentTranslationJob(await getTranslationJob(ctx.app.database, ctx.actor, args.id)),
  }),
  defineTool({
    name: 'resume_translation_job',
    title: 'Resume a paused translation job',
    description: 'Resumes a job paused at its token cap or the site\'s monthly cap, after the last entry it recorded; max_tokens sets a new cap for the job (null: none). A job that is not paused is returned as it is.',
    input: Type.Object(
      { id: Type.String({ description: 'the job id' }), max_tokens: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), Type.Null()], { description: 'the job\'s new token cap; null for none; leave out to keep it' })) },
      { additionalProperties: false },
    ),
    output: TranslationJobOut,
    needs: 'write',
    group: 'content',
    openWorld: true,
    run: async (ctx, args) => presentTranslationJob(await write(ctx, (uow) => resumeTranslationJob(uow, args))),
  }),
  defineTool({
    name: 'get_translation_settings',
    title: 'Translation cost and glossary',
    description: 'Tokens spent on translation this month (usage), the monthly cap an owner set (null: none), and the glossary and tone applied to every translation.',
    input: Type.Object({}, { additionalProperties: false }),
    output: Obj('cost and glossary', { monthly_token_cap: Type.Union([Type.Integer(), Type.Null()], { description: 'the monthly cap, or null' }), month: Type.String({ description: 'the month counted (UTC)' }), usage: Open('prompt_tokens, completion_tokens, total_tokens, estimated_tokens, requests'), glossary: Open('never_translate, terms, tone') }),
    needs: 'write',
    group: 'model',
    readOnly: true,
    run: async (ctx) => ({ ...(await getTranslationBudget(ctx.app.database, ctx.actor)), glossary: await readGlossary(ctx.app.database, ctx.actor) }),
  }),
  defineTool({
    name: 'set_glossary',
    title: 'Set the translation glossary',
    description:
      'Replaces the glossary applied to every translation: never_translate (brand and product names kept as written), terms [{term, translations: {language: text}}] with fixed translations, ' +
      'tone {language: "formal" | "informal"}. A translated segment missing a glossary term is asked again once, then its field is skipped.',
    input: Type.Object(
      {
        never_translate: Type.Optional(Type.Array(Type.String(), { description: 'terms never translated' })),
        terms: Type.Optional(Type.Array(Type.Object({ term: Type.String({ description: 'the term in the default language' }), translations: Type.Record(Type.String(), Type.String(), { description: 'language code → its fixed translation' }) }, { additionalProperties: false }), { description: 'fixed translations per language' })),
        tone: Type.Optional(Type.Record(Type.String(), Type.Union([Type.Literal('formal'), Type.Literal('informal')]), { description: 'language code → formal or informal address' })),
      },
      { additionalProperties: false },
    ),
    output: Obj('the glossary saved', { never_translate: Type.Array(Type.String()), terms: Type.Array(Type.Unknown()), tone: Open('language → tone') }),
    needs: 'manage_model',
    group: 'model',
    idempotentHint: true,
    run: async (ctx, args) => write(ctx, (uow) => saveGlossary(uow, args)),
  }),
];
