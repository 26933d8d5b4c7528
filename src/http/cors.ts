import type { FastifyReply, FastifyRequest } from 'fastify';
import { peekSpaceOrigins, readSpaceOrigins } from '../app/spaces/cors-origins.ts';
import { originAllowed, type SpaceOrigins } from '../domain/cors.ts';
import type { App } from './types.ts';

/**
 * Lets browser-based MCP clients (MCP Inspector, web agents) call the discovery documents,
 * the OAuth endpoints and /mcp: they carry bearer tokens or nothing, never cookies, so any
 * origin may call them. Registers the preflight answer for each path.
 */
export function allowCors(app: App, paths: string[], opts: { methods: string; headers: string; expose?: string }): void {
  // Callback style, not async: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    if (paths.includes(request.routeOptions.url ?? '')) {
      reply.header('access-control-allow-origin', '*');
      if (opts.expose) reply.header('access-control-expose-headers', opts.expose);
    }
    done();
  });
  for (const path of paths) {
    app.options(path, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', opts.methods)
        .header('access-control-allow-headers', opts.headers)
        .header('access-control-max-age', '86400')
        .send(),
    );
  }
}

const API_PREFIX = '/api/v1';
const SPACE_PATH = /^\/api\/v1\/spaces\/([^/?#]+)/;
const ALLOW_METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE';
const ALLOW_HEADERS = ['authorization', 'content-type', 'if-none-match', 'if-match', 'idempotency-key', 'x-request-id', 'cache-control'];
export const EXPOSE_HEADERS = 'ETag, Location, Retry-After, WWW-Authenticate, X-Request-Id, Idempotent-Replayed, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy';

type Decision = 'allow' | 'deny';

/**
 * What the hook of `registerApiCors` decides for a GET of `url` under /api/v1 carrying a bearer
 * key, decided without waiting (the fast path, fast-path.ts): the origin to allow, null for no
 * CORS headers, undefined when the space's origins are not cached (the full path decides).
 */
export type CachedReadCors = (url: string, origin: string | undefined) => string | null | undefined;

/**
 * Whether a browser at `origin` may read this /api/v1 request: requests to a space follow the
 * space's allowed origins (domain/cors.ts); the rest of /api/v1 (root, OpenAPI document) any
 * origin. Synchronous when the space's origins are cached (the delivery hot path).
 */
function decide(app: App, url: string, origin: string): Decision | Promise<Decision> {
  const m = SPACE_PATH.exec(url);
  if (!m) return 'allow';
  const spaceId = decodeURIComponent(m[1]);
  const db = app.ctx.database.db;
  const cached = peekSpaceOrigins(db, spaceId);
  const verdict = (s: SpaceOrigins | null): Decision => (s && originAllowed(origin, s) ? 'allow' : 'deny');
  if (cached !== undefined) return verdict(cached);
  return readSpaceOrigins(db, spaceId).then(verdict);
}

/**
 * CORS for /api/v1 and /files, so front ends running in a browser can read content. Browser front
 * ends read with delivery (or preview) keys sent in the Authorization header. A request from an
 * allowed origin gets `Access-Control-Allow-Origin: <origin>` when it carries a bearer key, or no
 * credentials at all (so a browser can read a 401's fix); never when it carries only a cookie, and
 * never `Access-Control-Allow-Credentials`: a dashboard session is not honoured cross-origin.
 * Preflights (`OPTIONS`) are answered for every path. Files are public: any origin.
 */
export function registerApiCors(app: App): CachedReadCors {
  const own = new URL(app.ctx.config.baseUrl).origin;

  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!url.startsWith(API_PREFIX) || request.method === 'OPTIONS') return done();
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === own) return done();
    const bearer = typeof request.headers.authorization === 'string';
    if (!bearer && request.headers.cookie !== undefined) return done();
    const apply = (d: Decision) => {
      if (d === 'allow') reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', EXPOSE_HEADERS);
    };
    const d = decide(app, url, origin);
    if (typeof d === 'string') {
      apply(d);
      return done();
    }
    d.then(apply).then(() => done(), done);
  });

  const preflight = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    reply.code(204).header('vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    if (typeof origin !== 'string') return reply.send();
    const isFile = request.url.startsWith('/files/');
    if (!isFile && (await decide(app, request.url, origin)) === 'deny') return reply.send();
    const asked = String(request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    const allowed = isFile ? ['range', 'if-none-match', 'if-modified-since'] : ALLOW_HEADERS;
    return reply
      .header('access-control-allow-origin', isFile ? '*' : origin)
      .header('access-control-allow-methods', isFile ? 'GET, HEAD' : ALLOW_METHODS)
      .header('access-control-allow-headers', asked.filter((h) => allowed.includes(h)).join(', ') || allowed.join(', '))
      .header('access-control-max-age', '7200')
      .send();
  };
  for (const path of ['/api/v1', '/api/v1/*', '/files/*']) app.options(path, { schema: { hide: true }, config: { auth: 'public' } }, preflight);

  return (url, origin) => {
    if (typeof origin !== 'string' || origin === own) return null;
    let d: Decision | Promise<Decision>;
    try {
      d = decide(app, url, origin);
    } catch {
      return undefined;
    }
    return typeof d === 'string' ? (d === 'allow' ? origin : null) : undefined;
  };
}
