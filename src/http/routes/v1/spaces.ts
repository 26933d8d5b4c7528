import { Type } from '@fastify/type-provider-typebox';
import { readSpace } from '../../../app/spaces/read-space.ts';
import { spaceWarnings } from '../../../app/spaces/space-warnings.ts';
import { updateSpace } from '../../../app/spaces/update-space.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { presentSpace, SpaceSchema } from '../../../present/space.ts';
import { actorOf } from '../../plugins/auth.ts';
import { Nullable, responses, SpaceParams } from '../../schemas.ts';
import { Strings } from '../../../present/schema-values.ts';
import type { App } from '../../types.ts';

const SpacePatch = Type.Object(
  {
    production_url: Type.Optional(Nullable(Type.String({ description: 'live site URL; "" or null clears', examples: ['https://www.example.com'] }))),
    preview_url: Type.Optional(Nullable(Type.String({ description: 'staging site URL; "" or null clears', examples: ['https://staging.example.com'] }))),
    default_locale: Type.Optional(Type.String({ description: 'renames the default language and moves its values', examples: ['en'] })),
    prefix_default_locale: Type.Optional(Type.Boolean({ description: 'true: page URLs of the default language carry its code too (/en/about instead of /about)', examples: [false] })),
    time_zone: Type.Optional(Type.String({ maxLength: 64, description: 'IANA time zone the analytics count days and hours in, e.g. "Europe/Berlin"; default UTC', examples: ['Europe/Berlin'] })),
  },
  { additionalProperties: false },
);

export default async function spaceRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/spaces/:space_id',
    {
      config: { auth: 'read' },
      schema: { tags: ['Site'], summary: 'Read the space', params: SpaceParams, response: responses({ 200: SpaceSchema }, [401, 403, 404]) },
    },
    async (request) => {
      const v = await readSpace(app.ctx.database.db, request.params.space_id);
      return presentSpace(v.space, v.locales, v.contentTypes);
    },
  );

  app.patch(
    '/api/v1/spaces/:space_id',
    {
      config: { auth: 'manage_webhooks' },
      schema: {
        tags: ['Site'],
        summary: 'Change site settings (URLs, default language)',
        params: SpaceParams,
        body: SpacePatch,
        response: responses({ 200: Type.Intersect([SpaceSchema, Type.Object({ warnings: Strings('what the site has set up halfway (a URL missing, a failing deploy hook, links to archived entries); empty when nothing', ['production_url is not set: entries have no url']) })]) }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const db = app.ctx.database;
      await runUnitOfWork(db, actorOf(request), (uow) => updateSpace(uow, request.body));
      const v = await readSpace(db.db, request.params.space_id);
      return { ...presentSpace(v.space, v.locales, v.contentTypes), warnings: await spaceWarnings(db.db, v.space, v.locales.length) };
    },
  );
}
