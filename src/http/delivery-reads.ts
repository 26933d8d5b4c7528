import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntryReadResult } from '../app/entries/resolve-links.ts';
import { onCommitted } from '../app/unit-of-work.ts';
import { cachesTrusted, onCacheReset } from '../runtime/cache-trust.ts';
import { peekActor } from '../app/keys/authenticate.ts';
import { canReadDrafts } from '../domain/actor.ts';
import { etagOf, ResponseCache, type CachedResponse, type Filled } from './delivery-cache.ts';
import { matchingTag, ownBytes, representation } from './compressed-forms.ts';
import type { App } from './types.ts';
import type { CachedRead } from './fast-path.ts';

/** Query parameters in one canonical order, so equivalent URLs share a cached response. */
export function normalizedQuery(query: object): string {
  return Object.entries(query)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

/**
 * Published content (delivery keys) may be stored by private and shared caches, per key (Vary:
 * Authorization), and must be revalidated with its ETag on every use (max-age=0,
 * must-revalidate; `public`/`must-revalidate` are what RFC 9111 3.5 asks of a shared cache to
 * store an answer to a request with Authorization): a 304 costs little and nothing is served
 * stale after a publish or to a revoked key. Drafts are never stored (no-store).
 */
const DELIVERY_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const DRAFTS_CACHE_CONTROL = 'private, no-store';

export function sendCached(request: FastifyRequest, reply: FastifyReply, res: CachedResponse, drafts: boolean): FastifyReply {
  const vary = reply.getHeader('vary');
  const notModified = matchingTag(request.headers['if-none-match'], res.etag);
  const form = notModified === null ? representation(res, request.headers['accept-encoding']) : null;
  reply
    .header('etag', form?.etag ?? notModified)
    .header('cache-control', drafts ? DRAFTS_CACHE_CONTROL : DELIVERY_CACHE_CONTROL)
    .header('vary', vary ? `${String(vary)}, Authorization, Accept-Encoding` : 'Authorization, Accept-Encoding');
  if (form === null) return reply.code(304).send();
  if (form.encoding) reply.header('content-encoding', form.encoding);
  return reply.type('application/json; charset=utf-8').send(form.body);
}

/** A read as the site will be after a release (`release=`): made for this request only, never stored. */
export function sendPreview(reply: FastifyReply, json: unknown): FastifyReply {
  return reply
    .header('cache-control', DRAFTS_CACHE_CONTROL)
    .type('application/json; charset=utf-8')
    .send(typeof json === 'string' ? json : JSON.stringify(json));
}

/** The encoded response with what it depends on: the types it lists, the entries and assets it shows or links to. */
export function filled(json: unknown, r: EntryReadResult, lists: string[]): Filled {
  return { body: ownBytes(Buffer.from(typeof json === 'string' ? json : JSON.stringify(json))), dependsOn: { lists, entries: r.linked.entries, assets: r.linked.assets } };
}

/**
 * The delivery cache of the entry reads (`routes` are their GET routes): one `ResponseCache` per
 * service, emptied by every commit of what it shows and by a cache reset, trusted only while
 * this node surely has every invalidation (several nodes: runtime/cache-trust.ts), and answered
 * before the handler on a repeated URL (here and in http/fast-path.ts). Returns the read-through
 * the handlers call: cached when trusted, else filled fresh and not kept.
 */
export function registerDeliveryCache(app: App, routes: readonly string[]): ResponseCache['get'] {
  const { database, config } = app.ctx;
  const cache = new ResponseCache(config.deliveryCacheBytes);
  const unsubscribe = onCommitted(database, (work) => cache.apply(work.spaceId, work.touched));
  const unsubscribeReset = onCacheReset((db) => db === database.db && cache.clear());
  // Several nodes: answered from the cache only while this node surely has every invalidation.
  const trusted = () => cachesTrusted(database.db);
  const cachedOrFresh: ResponseCache['get'] = (spaceId, audience, key, fill, alias) =>
    trusted()
      ? cache.get(spaceId, audience, key, fill, alias)
      : fill().then((f) => {
          const body = Buffer.isBuffer(f) ? f : f.body;
          // Not kept, so not worth compressing in the background: sent plain.
          return { body, etag: etagOf(body), making: new Set(['br', 'gzip'] as const) };
        });
  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeReset();
    cache.close();
  });

  /**
   * The delivery hot path: a GET whose exact URL was answered before, by a key checked in the
   * last seconds, is served from the response cache before query validation and the handler
   * run. It counts against the rate limit like any request; anything else takes the full path.
   * The fast path in front of Fastify (http/fast-path.ts) answers the same requests with the
   * same lookup and the same bytes; this hook answers what reaches Fastify anyway (the rate
   * limit's 429, an Origin whose allowed origins must be read, `app.inject`).
   */
  const cachedRead = (url: string, auth: string | undefined, spaceId: string | undefined): CachedRead | undefined => {
    if (!auth || !auth.startsWith('Bearer ') || !trusted()) return undefined;
    const actor = peekActor(database.db, auth.slice(7).trim());
    if (!actor || actor.spaceId !== spaceId) return undefined;
    const drafts = canReadDrafts(actor);
    const hit = cache.peekAlias(actor.spaceId, drafts ? 'drafts' : 'delivery', url);
    return hit && { actor, hit, cacheControl: drafts ? DRAFTS_CACHE_CONTROL : DELIVERY_CACHE_CONTROL };
  };
  app.fastPath.reads = cachedRead;
  app.addHook('onClose', async () => {
    app.fastPath.reads = null;
  });
  // Callback style, not async: on the hot path a promise per request is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (request.method !== 'GET' || route === undefined || !routes.includes(route)) return done();
    const read = cachedRead(request.url, request.headers.authorization, (request.params as { space_id: string }).space_id);
    if (!read) return done();
    request.actor = read.actor;
    try {
      app.countRequest(request, reply);
    } catch (err) {
      return done(err as Error);
    }
    sendCached(request, reply, read.hit, read.cacheControl === DRAFTS_CACHE_CONTROL);
  });
  return cachedOrFresh;
}
