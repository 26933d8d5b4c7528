import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../domain/errors.ts';
import type { App } from '../types.ts';
import { RateWindows, secondsUntilReset, type WindowCount } from '../rate-windows.ts';

/**
 * Per-token window of one minute (SPEC "Limits": a batch counts as one request because it is
 * one request). Headers follow the IETF RateLimit fields draft. One node counts in memory. With
 * several nodes (`app.ctx.limits`, Redis) the count is shared: a request through the normal
 * path waits for Redis's total (exact); the cached-read hot path never waits for Redis, it
 * decides on the last total Redis told this node plus what it has counted since, and sends its
 * count in the background, so a burst of cached reads may pass the limit by the requests one
 * node answers during one Redis round trip (docs/deploy.md). If Redis cannot answer, each node
 * limits on its own count.
 */
const WINDOW_MS = 60_000;

interface SharedWindow {
  index: number;
  /** The total Redis last reported for this window (including what this node sent). */
  known: number;
  /** Counted here, not yet sent. */
  unsent: number;
  sending: boolean;
}

export function registerRateLimit(app: App, limitPerMinute: number, clock: () => number = Date.now): void {
  const windows = new RateWindows(WINDOW_MS, Infinity);
  const shared = new Map<string, SharedWindow>();
  const limits = app.ctx.limits;
  /** Whether Redis answered the last count; while it does not, the hot path limits on this node's own count. */
  let redisAnswers = true;
  const policy = `${limitPerMinute};w=60`;
  const limit = String(limitPerMinute);

  const sweep = setInterval(() => {
    const now = clock();
    windows.sweep(now);
    for (const [k, w] of shared) if (w.index < Math.floor(now / WINDOW_MS) && !w.sending) shared.delete(k);
  }, WINDOW_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** This node's own count (one node, or Redis unreachable). */
  function countLocally(id: string, now: number): WindowCount {
    return windows.hit(id, now);
  }

  function sharedWindow(id: string, now: number): SharedWindow {
    const index = Math.floor(now / WINDOW_MS);
    let w = shared.get(id);
    if (!w || w.index !== index) {
      w = { index, known: 0, unsent: 0, sending: false };
      shared.set(id, w);
    }
    return w;
  }

  function send(id: string, w: SharedWindow): void {
    if (!limits || w.sending || w.unsent === 0) return;
    const by = w.unsent;
    w.unsent = 0;
    w.sending = true;
    void limits.countInWindow(`rate:${id}`, WINDOW_MS, by).then((r) => {
      w.sending = false;
      redisAnswers = r !== null;
      if (r) w.known = Math.max(w.known, r.count);
      send(id, w);
    });
  }

  /** The RateLimit header values of a request counted as the `count`-th of its window. */
  function headerValues(count: number, resetMs: number): { remaining: string; reset: string } {
    return { remaining: String(Math.max(0, limitPerMinute - count)), reset: String(secondsUntilReset(resetMs)) };
  }

  function answer(reply: FastifyReply, count: number, resetMs: number): void {
    const { remaining, reset } = headerValues(count, resetMs);
    reply.header('RateLimit-Policy', policy);
    reply.header('RateLimit-Limit', limit);
    reply.header('RateLimit-Remaining', remaining);
    reply.header('RateLimit-Reset', reset);
    if (count > limitPerMinute) {
      reply.header('Retry-After', reset);
      throw appError('rate_limited', `This key made more than ${limitPerMinute} requests in a minute.`, {
        fix: `Wait ${reset} seconds (Retry-After), then retry. Group writes into one batch request: a batch counts as one.`,
        details: { limit: limitPerMinute, window_seconds: 60, retry_after: Number(reset) },
      });
    }
  }

  /** Counts one request of `id` without waiting for Redis: its place in the window. */
  function take(id: string, now: number): WindowCount {
    const local = countLocally(id, now);
    if (!limits) return local;
    const w = sharedWindow(id, now);
    w.unsent += 1;
    send(id, w); // also how this path notices Redis is back
    if (!redisAnswers) return local;
    return { count: w.known + w.unsent, resetMs: (w.index + 1) * WINDOW_MS - now };
  }

  /** The count `take` would give the next request of `id`, counting nothing. */
  function next(id: string, now: number): number {
    const local = windows.peek(id, now) + 1;
    if (!limits || !redisAnswers) return local;
    const s = shared.get(id);
    return s && s.index === Math.floor(now / WINDOW_MS) ? s.known + s.unsent + 1 : 1;
  }

  /** Counts one request of the caller without waiting; throws `rate_limited` past the limit. Hot paths that answer early call it. */
  function countRequest(request: FastifyRequest, reply: FastifyReply): void {
    const id = request.actor?.id;
    if (!id) return;
    const r = take(id, clock());
    answer(reply, r.count, r.resetMs);
  }

  /**
   * The fast path's count (http/fast-path.ts): counts one request of `id` like `countRequest`
   * and gives its header values, or counts nothing and gives null when the request would pass
   * the limit (the full path then counts it and answers 429).
   */
  function countFastRequest(id: string): { policy: string; limit: string; remaining: string; reset: string } | null {
    const now = clock();
    if (next(id, now) > limitPerMinute) return null;
    const r = take(id, now);
    const { remaining, reset } = headerValues(r.count, r.resetMs);
    return { policy, limit, remaining, reset };
  }

  /** Counts one request, with the total every node agrees on when Redis answers. */
  async function countRequestShared(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = request.actor?.id;
    if (!limits || !id) return countRequest(request, reply);
    const now = clock();
    const local = countLocally(id, now);
    const w = sharedWindow(id, now);
    const by = w.unsent + 1;
    w.unsent = 0;
    const r = await limits.countInWindow(`rate:${id}`, WINDOW_MS, by);
    redisAnswers = r !== null;
    if (!r) return answer(reply, local.count, local.resetMs);
    w.known = Math.max(w.known, r.count);
    answer(reply, r.count, r.resetMs);
  }

  app.decorate('countRequest', countRequest);
  app.decorate('countFastRequest', countFastRequest);
  app.addHook('preHandler', async (request, reply) => countRequestShared(request, reply));
}
