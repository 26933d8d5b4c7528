import { Type } from '@fastify/type-provider-typebox';
import { readCorsSettings, setCorsOrigins } from '../../../app/spaces/cors-origins.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { MAX_CORS_ORIGINS } from '../../../domain/cors.ts';
import { actorOf } from '../../plugins/auth.ts';
import { responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

const CorsSettings = Type.Object(
  {
    origins: Type.Array(Type.String(), { description: 'extra origins the site lists ("*" = any origin)', examples: [['https://shop.example.com']] }),
    site_origins: Type.Array(Type.String(), { description: 'origins of production_url and preview_url, always allowed', examples: [['https://www.example.com', 'https://staging.example.com']] }),
    loopback: Type.Literal(true, { description: 'http://localhost, 127.0.0.1 and [::1] on any port are always allowed (local development)' }),
  },
  { title: 'CorsSettings', examples: [{ origins: ['https://shop.example.com'], site_origins: ['https://www.example.com', 'https://staging.example.com'], loopback: true }] },
);

/** Browser origins that may read the space with a bearer key (docs/front-ends.md "CORS"). */
export default async function corsOriginRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/spaces/:space_id/cors_origins',
    {
      config: { auth: 'manage_webhooks' },
      schema: {
        tags: ['Site'],
        operationId: 'getCorsOrigins',
        summary: 'Browser origins allowed to read the site with a bearer key',
        params: SpaceParams,
        response: responses({ 200: CorsSettings }, [401, 403, 404]),
      },
    },
    async (request) => readCorsSettings(app.ctx.database.db, actorOf(request)),
  );

  app.put(
    '/api/v1/spaces/:space_id/cors_origins',
    {
      config: { auth: 'manage_webhooks' },
      schema: {
        tags: ['Site'],
        operationId: 'setCorsOrigins',
        summary: 'Replace the extra browser origins (the site URLs and localhost are always allowed)',
        params: SpaceParams,
        body: Type.Object(
          { origins: Type.Array(Type.String({ maxLength: 300 }), { maxItems: MAX_CORS_ORIGINS, examples: [['https://shop.example.com']], description: 'origins like "https://shop.example.com" (scheme, host, port), "https://*.example.com" for every subdomain of example.com (not example.com itself), or "*" for any origin; [] removes all' }) },
          { additionalProperties: false, examples: [{ origins: ['https://shop.example.com'] }] },
        ),
        response: responses({ 200: CorsSettings }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => runUnitOfWork(app.ctx.database, actorOf(request), (uow) => setCorsOrigins(uow, request.body.origins)),
  );
}
