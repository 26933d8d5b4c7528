import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Actor } from '../domain/actor.ts';
import { EXPOSE_HEADERS, type CachedReadCors } from './cors.ts';
import { matchingTag, representation } from './compressed-forms.ts';
import type { CachedResponse } from './delivery-cache.ts';
import type { App } from './types.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * The cached-read fast path (docs/entries.md "Cached reads skip the framework"): a GET that
 * the entries routes would answer from their response cache in their `onRequest` hook is
 * answered here, in the HTTP server's 'request' listener, before Fastify builds its request
 * and reply, routes, and runs its hooks. It does exactly what that path does, in the same
 * order, and sends the same status, headers (same names, values and order) and body: key
 * check (a key seen in the last seconds), space check, cache lookup (only while this node's
 * caches are trusted), CORS decision, rate-limit count and its four headers, request id,
 * ETag / If-None-Match, Cache-Control, Vary, content type, and the request's two log lines
 * when the logger logs `info`. Anything else — another method or path, a miss, an Origin whose
 * space's allowed origins are not cached, a request the rate limit refuses, a server that is
 * closing — goes to Fastify untouched, which then answers as it always did.
 * `app.inject()` (light-my-request) always takes the full path, and so do the extra servers
 * Fastify opens when it listens on a name with several addresses (HOST=localhost).
 */

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** The request id: a valid X-Request-Id the caller sent (1–100 of `[A-Za-z0-9_.-]`), else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** What the entries routes' hook would answer from the cache for a GET. */
export interface CachedRead {
  actor: Actor;
  hit: CachedResponse;
  cacheControl: string;
}

/**
 * Looks a GET up as the entries routes' `onRequest` hook does: `url` the raw request URL,
 * `spaceId` the space the path names. Undefined when that hook would not answer from the cache.
 */
export type CachedReads = (url: string, authorization: string | undefined, spaceId: string) => CachedRead | undefined;

export interface FastPath {
  /** Set by the entries routes (routes/v1/entries.ts) while they are registered. */
  reads: CachedReads | null;
  /** Requests answered here (tests check that a case took this path). */
  served: number;
}

const SPACE_PATH = /^\/api\/v1\/spaces\/([^/?#]+)\//;
export const CACHED_READ_VARY = 'Origin, Authorization, Accept-Encoding';
const JSON_TYPE = 'application/json; charset=utf-8';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Decorates `app.fastPath` and, when `enabled`, puts the fast path in front of Fastify's
 * listener on `app.server`. `cors` is the synchronous CORS decision of `registerApiCors`.
 */
export function installFastPath(app: App, cors: CachedReadCors, enabled: boolean): void {
  const state: FastPath = { reads: null, served: 0 };
  app.decorate('fastPath', state);
  if (!enabled) return;
  const server = app.server;
  const [full, ...others] = server.listeners('request') as Listener[];
  if (!full || others.length > 0) throw new Error('fast path: expected Fastify\'s one request listener');
  server.removeListener('request', full);
  const secure = securityHeaders(app.ctx.config.baseUrl);
  // Without a logger (`logger: false`) Fastify's null logger logs nothing and has no levels.
  const log = app.log as App['log'] & { isLevelEnabled?: (level: string) => boolean };
  const logs = log.isLevelEnabled?.('info') ?? false;
  // Fastify answers 503 (and closes the connection) once closing: leave those to it.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    let answered: boolean;
    try {
      answered = !closing && answer(req, res);
    } catch (err) {
      // Nothing here is expected to throw; if it does, never crash the process on it.
      log.error({ err }, 'cached-read fast path failed');
      if (res.headersSent) return void res.destroy(err as Error);
      answered = false;
    }
    if (!answered) full(req, res);
  });

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const start = logs ? performance.now() : 0;
    const reads = state.reads;
    if (req.method !== 'GET' || reads === null) return false;
    const url = req.url as string;
    const m = SPACE_PATH.exec(url);
    if (m === null) return false;
    let spaceId = m[1];
    if (spaceId.includes('%')) {
      try {
        spaceId = decodeURIComponent(spaceId);
      } catch {
        return false;
      }
    }
    const read = reads(url, req.headers.authorization, spaceId);
    if (read === undefined) return false;
    const allowOrigin = cors(url, req.headers.origin);
    if (allowOrigin === undefined) return false;
    // Last: a request counted here is answered here. (A caller without an id is not counted,
    // so gets no RateLimit headers: rare, left to the full path.)
    const caller = read.actor.id;
    if (!caller) return false;
    const limit = app.countFastRequest(caller);
    if (limit === null) return false;

    const id = requestIdOf(req);
    // One array literal (no growing); CORS headers, when any, go after Vary as the hook sets them.
    const notModified = matchingTag(req.headers['if-none-match'], read.hit.etag);
    const form = notModified === null ? representation(read.hit, req.headers['accept-encoding']) : null;
    const headers = form === null
      ? [
          'x-request-id', id, 'vary', CACHED_READ_VARY,
          'ratelimit-policy', limit.policy, 'ratelimit-limit', limit.limit, 'ratelimit-remaining', limit.remaining, 'ratelimit-reset', limit.reset,
          'etag', notModified as string, 'cache-control', read.cacheControl,
        ]
      : form.encoding === null
        ? [
            'x-request-id', id, 'vary', CACHED_READ_VARY,
            'ratelimit-policy', limit.policy, 'ratelimit-limit', limit.limit, 'ratelimit-remaining', limit.remaining, 'ratelimit-reset', limit.reset,
            'etag', form.etag, 'cache-control', read.cacheControl,
            'content-type', JSON_TYPE, 'content-length', String(form.body.length),
          ]
        : [
            'x-request-id', id, 'vary', CACHED_READ_VARY,
            'ratelimit-policy', limit.policy, 'ratelimit-limit', limit.limit, 'ratelimit-remaining', limit.remaining, 'ratelimit-reset', limit.reset,
            'etag', form.etag, 'cache-control', read.cacheControl, 'content-encoding', form.encoding,
            'content-type', JSON_TYPE, 'content-length', String(form.body.length),
          ];
    if (allowOrigin !== null) headers.splice(4, 0, 'access-control-allow-origin', allowOrigin, 'access-control-expose-headers', EXPOSE_HEADERS);
    // First, as the full path's first hook sets them: both paths answer the same header order.
    if (secure.length > 0) headers.unshift(...secure);
    state.served++;
    if (form === null) {
      res.writeHead(304, headers);
      res.end();
    } else {
      res.writeHead(200, headers);
      res.end(form.body);
    }
    if (logs) logRequest(req, res.statusCode, id, start);
    return true;
  }

  /**
   * The full path's one access line (app.ts), with the same fields in the same order: the
   * answer is written by now (`end` above ran synchronously), so the time is measured up to it.
   */
  function logRequest(req: IncomingMessage, statusCode: number, id: string, start: number): void {
    log.info({ reqId: id, req: { method: req.method, url: req.url, id }, res: { statusCode }, responseTime: performance.now() - start }, 'request completed');
  }
}
