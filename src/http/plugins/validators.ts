import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, etagOf } from '../delivery-cache.ts';
import type { App } from '../types.ts';

/**
 * Strong validators for every cacheable read of the API (docs/front-ends.md "HTTP caching"):
 * a GET or HEAD under `/api/v1` answered 200 with a body in memory, that did not set its own
 * `ETag` (entries, from their response cache) and may be stored (no `no-store`), gets a strong
 * `ETag` made from the bytes it sends, and a 304 with no body when `If-None-Match` names it
 * (weak comparison, a list or `*`, RFC 9110 §13.1.2).
 *
 * The tag is a digest of the answer itself, so it changes exactly when the answer does and
 * every node of a cluster gives the same tag for the same state with no invalidation to share:
 * a change committed on another node changes the bytes this node reads, hence the tag.
 * Answers without their own `Cache-Control` get `private, no-cache` (any cache stores them for
 * that key only and revalidates every use), and `Vary: Authorization` when a key was sent.
 */
const SIZEABLE = (payload: unknown): payload is string | Buffer => typeof payload === 'string' || Buffer.isBuffer(payload);

export function validatorFor(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | Buffer | unknown {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
  if (!request.url.startsWith('/api/v1/') || reply.hasHeader('etag') || !SIZEABLE(payload)) return payload;
  const control = reply.getHeader('cache-control');
  if (typeof control === 'string' && control.includes('no-store')) return payload;
  const etag = etagOf(Buffer.isBuffer(payload) ? payload : Buffer.from(payload));
  reply.header('etag', etag);
  if (control === undefined) reply.header('cache-control', 'private, no-cache');
  if (request.headers.authorization) {
    const vary = reply.getHeader('vary');
    const list = vary === undefined ? '' : String(vary);
    if (!/(^|,)\s*authorization\s*(,|$)/i.test(list)) reply.header('vary', list ? `${list}, Authorization` : 'Authorization');
  }
  if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-length');
  return '';
}

export function registerValidators(app: App): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, validatorFor(request, reply, payload));
  });
}
