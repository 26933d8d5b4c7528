import { Type } from '@fastify/type-provider-typebox';
import { responses } from '../../schemas.ts';
import { Str, Strings } from '../../../present/schema-values.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { App } from '../../types.ts';

const Root = Type.Object({
  name: Str('the service', 'Tessera'),
  about: Str('what the API is, in two sentences', 'Headless content management API: a space holds content types, entries, assets, locales, deploy hooks and keys.'),
  docs: Str('the API reference for people', 'https://cms.example.com/docs'),
  next: Str('what to call next with this key', 'GET https://cms.example.com/api/v1/spaces/blog/content_types'),
  key: Type.Object(
    {
      kind: Type.Union([Type.Literal('delivery'), Type.Literal('preview'), Type.Literal('management'), Type.Literal('agent')], { description: 'what kind of key it is' }),
      name: Str('its name', 'Website'),
      space: Str('the space it belongs to', 'blog'),
      can: Strings('its permissions', ['read']),
    },
    { description: 'the key that made the request' },
  ),
});

export default async function rootRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1',
    {
      config: { auth: 'key' },
      schema: { tags: ['Site'], summary: 'Who am I: the key, its space and what it can do', response: responses({ 200: Root }, [401]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const base = app.ctx.config.baseUrl;
      const space = `${base}/api/v1/spaces/${actor.spaceId}`;
      return {
        name: 'Tessera',
        about: 'Headless content management API: a space holds content types, entries, assets, locales, deploy hooks and keys. Everything written starts as a draft; publishing is a separate call.',
        docs: `${base}/docs`,
        next: actor.can.has('manage_model')
          ? `GET ${space} for the site, GET ${space}/llms.txt for its content model in one page, then ${space}/content_types.`
          : `GET ${space}/entries to read content; GET ${space}/llms.txt for the content model.`,
        key: { kind: actor.kind as 'delivery', name: actor.name, space: actor.spaceId, can: [...actor.can] },
      };
    },
  );
}
