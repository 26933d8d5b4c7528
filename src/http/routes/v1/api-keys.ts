import { Type } from '@fastify/type-provider-typebox';
import { createKey } from '../../../app/keys/create-key.ts';
import { listKeys } from '../../../app/keys/list-keys.ts';
import { revokeKey } from '../../../app/keys/revoke-key.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { actorOf } from '../../plugins/auth.ts';
import { ApiKeySchema, presentApiKey } from '../../../present/api-key.ts';
import { ListSys, Str, Total } from '../../../present/schema-values.ts';
import { responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

export default async function apiKeyRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/spaces/:space_id/api_keys',
    {
      config: { auth: 'create_read_keys' },
      schema: {
        tags: ['Keys'],
        summary: 'List the active keys of the site (never their tokens); an agent sees the keys it made',
        params: SpaceParams,
        response: responses({ 200: Type.Object({ sys: ListSys, total: Total, items: Type.Array(ApiKeySchema, { description: 'the keys' }) }) }, [401, 403]),
      },
    },
    async (request) => {
      const rows = await listKeys(app.ctx.database.db, actorOf(request));
      return { sys: { type: 'Array' as const }, total: rows.length, items: rows.map(presentApiKey) };
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/api_keys',
    {
      config: { auth: 'create_read_keys' },
      schema: {
        tags: ['Keys'],
        summary: 'Create a delivery or preview key (management keys and agent tokens); the token is shown once',
        params: SpaceParams,
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 100, description: 'who or what uses it, e.g. "Website (production)"', examples: ['Website (production)'] }),
            kind: Type.Union([Type.Literal('delivery'), Type.Literal('preview')], { description: 'delivery: published content only; preview: drafts too' }),
          },
          { additionalProperties: false },
        ),
        response: responses({ 201: Type.Object({ token: Str('the secret token: send it as Authorization: Bearer; shown only now', 'svc_dlv_4f9b2c7e1a…'), key: { ...ApiKeySchema, description: 'the new key' } }) }, [400, 401, 403, 422]),
      },
    },
    async (request, reply) => {
      const { token, key } = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => createKey(uow, request.body));
      return reply.code(201).send({ token, key: presentApiKey(key) });
    },
  );

  app.delete(
    '/api/v1/spaces/:space_id/api_keys/:id',
    {
      config: { auth: 'create_read_keys' },
      schema: {
        tags: ['Keys'],
        summary: 'Revoke a key; it stops working on its next request. An agent revokes only the keys it made',
        params: Type.Object({ space_id: Type.String(), id: Type.String() }),
        response: responses({ 204: Type.Null() }, [401, 403, 404, 422]),
      },
    },
    async (request, reply) => {
      await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => revokeKey(uow, request.params.id));
      return reply.code(204).send();
    },
  );
}
