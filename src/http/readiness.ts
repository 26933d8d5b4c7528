import { Type } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { checkReadiness } from '../app/health/check-readiness.ts';
import type { AppContext } from '../app/context.ts';
import { Bool, Int, Str, Strings } from '../present/schema-values.ts';

const Check = Type.Object({
  ok: Bool('true when the part answered', true),
  ms: Int('how long the check took', 3),
  error: Type.Optional(Str('what failed: "unreachable (CODE)" or "no answer within 1000 ms"', 'unreachable (ECONNREFUSED)')),
});
const Body = Type.Object({
  ok: Bool('true when this node can serve', true),
  failing: Strings('the parts that failed: database, storage, redis', []),
  checks: Type.Record(Type.String(), Check, { description: 'one entry per part checked: database, storage, and redis with several nodes', examples: [{ database: { ok: true, ms: 2 }, storage: { ok: true, ms: 1 } }] }),
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
