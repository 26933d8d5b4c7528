import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../domain/errors.ts';
import type { App } from '../types.ts';

/**
 * Per-token fixed window of one minute (SPEC "Limits": a batch counts as one request because it
 * is one request). Counted in process memory: right for one node; several nodes would share the
 * counters through Redis (ARCHITECTURE "Scale"). Headers follow the IETF RateLimit fields draft.
 */
export function registerRateLimit(app: App, limitPerMinute: number, clock: () => number = Date.now): void {
  const windows = new Map<string, { start: number; count: number }>();
  const WINDOW_MS = 60_000;

  const sweep = setInterval(() => {
    const cutoff = clock() - WINDOW_MS;
    for (const [k, w] of windows) if (w.start < cutoff) windows.delete(k);
  }, WINDOW_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** Counts one request of the caller; throws `rate_limited` past the limit. Hot paths that answer early call it too. */
  function countRequest(request: FastifyRequest, reply: FastifyReply): void {
    const actor = request.actor;
    if (!actor?.id) return;
    const now = clock();
    let w = windows.get(actor.id);
    if (!w || now - w.start >= WINDOW_MS) {
      w = { start: now, count: 0 };
      windows.set(actor.id, w);
    }
    w.count += 1;
    const reset = Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000));
    reply.header('RateLimit-Policy', `${limitPerMinute};w=60`);
    reply.header('RateLimit-Limit', String(limitPerMinute));
    reply.header('RateLimit-Remaining', String(Math.max(0, limitPerMinute - w.count)));
    reply.header('RateLimit-Reset', String(reset));
    if (w.count > limitPerMinute) {
      reply.header('Retry-After', String(reset));
      throw appError('rate_limited', `This key made more than ${limitPerMinute} requests in a minute.`, {
        fix: `Wait ${reset} seconds (Retry-After), then retry. Group writes into one batch request: a batch counts as one.`,
        details: { limit: limitPerMinute, window_seconds: 60, retry_after: reset },
      });
    }
  }
  app.decorate('countRequest', countRequest);
  app.addHook('preHandler', async (request, reply) => countRequest(request, reply));
}
