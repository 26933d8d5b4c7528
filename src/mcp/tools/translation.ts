import { Type } from '@fastify/type-provider-typebox';
import { getTranslationJob } from '../../app/translation/read-translation-jobs.ts';
import { startTranslationJob } from '../../app/translation/start-translation-job.ts';
import { translateEntry } from '../../app/translation/translate-entry.ts';
import { presentTranslatedEntry, presentTranslationJob } from '../../present/translation.ts';
import { EntryOut, Obj, TranslationJobOut } from '../outputs.ts';
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
      'Fills the fields of language `to` that are empty there from the default language with the AI provider and saves a new draft version (never publishes). ' +
      'Translates text, rich text (keeping its structure), slugs (unique), tags and text in lists; keeps references, files, numbers, dates, booleans and fixed choices. ' +
      'Answers the entry in that language plus translation {from, to, fields, skipped}; skipped fields kept their old value because the translation did not fit. ' +
      'Error translation_unavailable: the AI provider is not configured or not answering; nothing was saved.',
    input: Type.Object({ id: Type.String({ description: 'the entry id' }), to: To, overwrite: Type.Optional(Overwrite), stale: Type.Optional(Stale) }, { additionalProperties: false }),
    output: Obj('the entry in that language and what was translated', {
      ...EntryOut.properties,
      translation: Obj('what was translated', { from: Type.String({ description: 'the default language' }), to: Type.String({ description: 'the target' }), fields: Type.Array(Type.String(), { description: 'fields translated' }), skipped: Type.Array(Type.Unknown(), { description: 'fields kept because the translation did not fit' }) }),
    }),
    needs: 'write',
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
      { to: To, content_type: Type.Optional(Type.String({ description: 'only entries of this content type (API ID); leave out for every entry' })), overwrite: Type.Optional(Overwrite), stale: Type.Optional(Stale) },
      { additionalProperties: false },
    ),
    output: TranslationJobOut,
    needs: 'write',
    run: async (ctx, args) => presentTranslationJob((await write(ctx, (uow) => startTranslationJob(ctx.app, uow, args))).job),
  }),
  defineTool({
    name: 'get_translation_job',
    title: 'Progress of a translation job',
    description: 'Reads a translation job started with start_translation_job: status (queued, running, done, cancelled), done of total entries, translated, failures with entry ids and why, last_error when paused.',
    input: Type.Object({ id: Type.String({ description: 'the job id' }) }, { additionalProperties: false }),
    output: TranslationJobOut,
    needs: 'write',
    readOnly: true,
    run: async (ctx, args) => presentTranslationJob(await getTranslationJob(ctx.app.database, ctx.actor, args.id)),
  }),
];
