import { Type } from '@fastify/type-provider-typebox';
import { listContentTypeViews } from '../../../app/content-types/views.ts';
import { readSpace } from '../../../app/spaces/read-space.ts';
import { llmsTxt } from '../../../present/llms-txt.ts';
import { actorOf } from '../../plugins/auth.ts';
import { responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

export default async function llmsTxtRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/spaces/:space_id/llms.txt',
    {
      config: { auth: 'read' },
      schema: {
        tags: ['Site'],
        summary: "The site's content model, languages and endpoints as markdown, generated from live data",
        params: SpaceParams,
        response: responses({ 200: Type.String({ description: 'text/markdown' }) }, [401, 403, 404]),
      },
    },
    async (request, reply) => {
      const db = app.ctx.database.db;
      const { space, locales } = await readSpace(db, request.params.space_id);
      const types = await listContentTypeViews(db, space.id);
      const body = llmsTxt({ baseUrl: app.ctx.config.baseUrl, space, locales, types, actor: actorOf(request) });
      return reply.type('text/markdown; charset=utf-8').header('cache-control', 'private, no-cache').send(body);
    },
  );
}
