import { Type } from '@fastify/type-provider-typebox';
import { createLocale } from '../../../app/locales/create-locale.ts';
import { deleteLocale } from '../../../app/locales/delete-locale.ts';
import { updateLocale } from '../../../app/locales/update-locale.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { readDefaultLocale } from '../../../app/spaces/read-space.ts';
import { LocaleSchema, presentLocale } from '../../../present/space.ts';
import { actorOf } from '../../plugins/auth.ts';
import { Nullable, responses } from '../../schemas.ts';
import { Int, List } from '../../../present/schema-values.ts';
import type { App } from '../../types.ts';

const LocaleParams = Type.Object({ space_id: Type.String(), code: Type.String() });
const SpaceOnly = Type.Object({ space_id: Type.String() });

export default async function localeRoutes(app: App): Promise<void> {
  const defaultLocale = (spaceId: string) => readDefaultLocale(app.ctx.database.db, spaceId);

  app.post(
    '/api/v1/spaces/:space_id/locales',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Locales'],
        summary: 'Add a language',
        params: SpaceOnly,
        body: Type.Object(
          {
            code: Type.String({ description: 'xx or xx-XX', examples: ['fr'] }),
            name: Type.Optional(Type.String({ description: "defaults to the language's own name", examples: ['Français'] })),
            fallback_code: Type.Optional(Nullable(Type.String({ description: 'defaults to the default language; null for none', examples: ['en'] }))),
          },
          { additionalProperties: false },
        ),
        response: responses({ 201: LocaleSchema }, [400, 401, 403, 422]),
      },
    },
    async (request, reply) => {
      const row = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => createLocale(uow, request.body));
      return reply.code(201).send(presentLocale(row, await defaultLocale(row.space_id)));
    },
  );

  app.patch(
    '/api/v1/spaces/:space_id/locales/:code',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Locales'],
        summary: "Rename a language or change its fallback",
        params: LocaleParams,
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ description: 'the name editors see', examples: ['Français'] })),
            fallback_code: Type.Optional(Nullable(Type.String({ description: 'the language whose value shows when this one has none; null for none', examples: ['en'] }))),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: LocaleSchema }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const row = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => updateLocale(uow, request.params.code, request.body));
      return presentLocale(row, await defaultLocale(row.space_id));
    },
  );

  app.delete(
    '/api/v1/spaces/:space_id/locales/:code',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Locales'],
        summary: 'Remove a language (refuses while it holds values unless delete_values=true)',
        params: LocaleParams,
        querystring: Type.Object({ delete_values: Type.Optional(Type.Boolean({ default: false })) }, { additionalProperties: false }),
        response: responses({ 200: Type.Object({ entries_changed: Int('entries whose values in the deleted language were removed', 12), locales: List('the languages left', LocaleSchema) }) }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const r = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => deleteLocale(uow, request.params.code, request.query.delete_values === true));
      const def = await defaultLocale(request.params.space_id);
      return { entries_changed: r.entries_changed, locales: r.locales.map((l) => presentLocale(l, def)) };
    },
  );
}
