import { Type } from '@fastify/type-provider-typebox';
import { translateEntry } from '../../../app/translation/translate-entry.ts';
import { actorOf } from '../../plugins/auth.ts';
import { presentTranslatedEntry } from '../../present/translation.ts';
import { responses } from '../../schemas.ts';
import type { App } from '../../types.ts';
import { EntrySchema } from './entry-schemas.ts';

const EntryParams = Type.Object({ space_id: Type.String(), id: Type.String() });

export const TranslateBody = Type.Object(
  {
    to: Type.String({ description: 'the language to translate into: a locale code of the space other than the default language' }),
    overwrite: Type.Optional(Type.Boolean({ default: false, description: 'translate every translatable field again, not only those empty in that language' })),
    stale: Type.Optional(Type.Boolean({ default: false, description: 'also translate again the fields whose translation is stale (sys.translations.<to>.stale)' })),
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
}
