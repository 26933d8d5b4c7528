import { Type } from '@fastify/type-provider-typebox';
import { readTypesModel } from '../../../app/content-types/read-types-model.ts';
import { generateJsonSchema } from '../../../domain/content-model/generate-json-schema.ts';
import { generateTypeScript } from '../../../domain/content-model/generate-types.ts';
import { parseLocale } from '../../../domain/entries/query.ts';
import { actorOf } from '../../plugins/auth.ts';
import { responses } from '../../schemas.ts';
import type { App } from '../../types.ts';
import { Locale, RichText, SpaceOnly } from './entry-schemas.ts';

const SchemaQuery = Type.Object({ locale: Type.Optional(Locale), rich_text: RichText }, { additionalProperties: false });

/** Typed content (docs/front-ends.md "Typed content"): the content model as TypeScript and as JSON Schema. */
export default async function typesRoutes(app: App): Promise<void> {
  const { database, config } = app.ctx;
  app.get(
    '/api/v1/spaces/:space_id/types.ts',
    {
      config: { auth: 'read' },
      schema: {
        tags: ['Content types'],
        summary: "TypeScript declarations of the space's entries as delivery answers them, generated from the content model",
        description:
          'One interface per content type (`<Name>Fields` and the entry type `<Name><F>`, F the `rich_text` format you request), `<Name>AllLocales` for locale=*, ' +
          'Link, Asset, EntryCollection and SyncPage. Any key may read it. Fetch it again when the model changes (deploy-hook event content_type.changed); ETag + If-None-Match → 304.',
        params: SpaceOnly,
        response: responses({ 200: Type.String({ description: 'text/plain TypeScript', examples: ['export interface PostFields { title?: string; }'] }), 304: Type.Null() }, [401, 403, 404]),
      },
    },
    async (request, reply) => {
      const ts = generateTypeScript(await readTypesModel(database.db, actorOf(request)));
      return reply.type('text/plain; charset=utf-8').send(ts);
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/schema.json',
    {
      config: { auth: 'read' },
      schema: {
        tags: ['Content types'],
        summary: 'JSON Schema (2020-12) of each content type\'s entries as delivery answers them',
        description: '`$defs` holds one schema per content type, keyed by its API ID; the root accepts an entry of any type. For the `rich_text` format and `locale` (or `*`) you read with. ETag + If-None-Match → 304.',
        params: SpaceOnly,
        querystring: SchemaQuery,
        response: responses({ 200: Type.Record(Type.String(), Type.Unknown(), { description: 'a JSON Schema document' }), 304: Type.Null() }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const model = await readTypesModel(database.db, actorOf(request));
      const locale = parseLocale(request.query.locale, { defaultLocale: model.defaultLocale, codes: model.locales, fallbacks: new Map() });
      const schema = generateJsonSchema(model, { id: `${config.baseUrl}/api/v1/spaces/${model.spaceId}/schema.json`, richText: request.query.rich_text, locale });
      return reply.type('application/schema+json; charset=utf-8').send(JSON.stringify(schema));
    },
  );
}
