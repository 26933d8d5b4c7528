import { Type } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { checkReadiness } from '../app/health/check-readiness.ts';
import type { AppContext } from '../app/context.ts';

const Check = Type.Object({
  ok: Type.Boolean(),
  ms: Type.Integer({ description: 'how long the check took' }),
  error: Type.Optional(Type.String({ description: 'what failed: "unreachable (CODE)" or "no answer within 1000 ms"' })),
});
const Body = Type.Object({
  ok: Type.Boolean(),
  failing: Type.Array(Type.String(), { description: 'the parts that failed: database, storage, redis' }),
  checks: Type.Record(Type.String(), Check, { description: 'one entry per part checked: database, storage, and redis with several nodes' }),
});

/**
 * `GET /readyz`: 200 when this node can serve, 503 naming what it cannot reach, for a load
 * balancer's health check (docs/deploy.md "Health checks"). `/healthz` stays liveness only.
 */
export function registerReadiness(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['Operations'],
        operationId: 'getNodeReadiness',
        summary: 'Whether this node can serve: database, file storage and (several nodes) Redis',
        description:
          'For load balancer health checks. 200 when every part answered within a second; 503 with the same body, `ok: false` and `failing` naming the parts that did not. Answers are shared for one second. `GET /healthz` is liveness only (200 while the process runs).',
        security: [],
        response: { 200: Body, 503: Body },
      },
    },
    async (request, reply) => send(ctx, request.log, reply),
  );
}

async function send(ctx: AppContext, log: FastifyBaseLogger, reply: FastifyReply) {
  const readiness = await checkReadiness(ctx, log);
  return reply.code(readiness.ok ? 200 : 503).header('cache-control', 'no-store').send(readiness);
}
