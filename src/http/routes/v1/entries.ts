import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { archiveEntry } from '../../../app/entries/archive-entry.ts';
import { createEntry } from '../../../app/entries/create-entry.ts';
import { getEntry } from '../../../app/entries/get-entry.ts';
import { listEntries } from '../../../app/entries/list-entries.ts';
import type { EntryReadResult } from '../../../app/entries/resolve-links.ts';
import { listVersions } from '../../../app/entries/list-versions.ts';
import { orderEntries } from '../../../app/entries/order-entries.ts';
import { publishEntry } from '../../../app/entries/publish-entry.ts';
import { restoreEntryVersion } from '../../../app/entries/restore-entry-version.ts';
import { loadSpaceModel } from '../../../app/entries/space-model.ts';
import { unarchiveEntry } from '../../../app/entries/unarchive-entry.ts';
import { unpublishEntry } from '../../../app/entries/unpublish-entry.ts';
import { updateEntry } from '../../../app/entries/update-entry.ts';
import { onCommitted, runUnitOfWork } from '../../../app/unit-of-work.ts';
import { cachesTrusted, onCacheReset } from '../../../app/cluster/cache-trust.ts';
import { peekActor } from '../../../app/keys/authenticate.ts';
import { canReadDrafts } from '../../../domain/actor.ts';
import type { EntryRow } from '../../../db/repos/entries.ts';
import type { DB } from '../../../db/schema.ts';
import type { RawListQuery } from '../../../domain/entries/query.ts';
import { etagOf, ResponseCache, type CachedResponse, type Filled } from '../../delivery-cache.ts';
import { matchingTag, ownBytes, representation } from '../../compressed-forms.ts';
import { actorOf } from '../../plugins/auth.ts';
import { sendWrite } from '../../plugins/idempotency.ts';
import { emptyBodyIsObject } from '../../optional-body.ts';
import { presentEntryCollectionJson, presentSingleEntry, presentVersion, presentWrittenEntry } from '../../../present/entry.ts';
import { IdempotencyHeaders, isTrue, PageQuery, responses } from '../../schemas.ts';
import type { App } from '../../types.ts';
import type { CachedRead } from '../../fast-path.ts';
import * as S from './entry-schemas.ts';
import { presentEntryOrder } from '../../../present/dry-run.ts';
import { previewRelease } from '../../../app/releases/preview-release.ts';

/** Query parameters in one canonical order, so equivalent URLs share a cached response. */
function normalizedQuery(query: object): string {
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

function sendCached(request: FastifyRequest, reply: FastifyReply, res: CachedResponse, drafts: boolean): FastifyReply {
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
function sendPreview(reply: FastifyReply, json: unknown): FastifyReply {
  return reply
    .header('cache-control', DRAFTS_CACHE_CONTROL)
    .type('application/json; charset=utf-8')
    .send(typeof json === 'string' ? json : JSON.stringify(json));
}

/** The encoded response with what it depends on: the types it lists, the entries and assets it shows or links to. */
function filled(json: unknown, r: EntryReadResult, lists: string[]): Filled {
  return { body: ownBytes(Buffer.from(typeof json === 'string' ? json : JSON.stringify(json))), dependsOn: { lists, entries: r.linked.entries, assets: r.linked.assets } };
}

export default async function entryRoutes(app: App): Promise<void> {
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

  const LIST = '/api/v1/spaces/:space_id/entries';
  const ONE = '/api/v1/spaces/:space_id/entries/:id';
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
    if (request.method !== 'GET' || (route !== LIST && route !== ONE)) return done();
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

  const written = async (row: EntryRow, locale: string | undefined, db: Kysely<DB> = database.db) => presentWrittenEntry(row, await loadSpaceModel(db, row.space_id), locale);

  app.get(
    '/api/v1/spaces/:space_id/entries',
    {
      config: { auth: 'read' },
      schema: {
        tags: ['Entries'],
        summary: 'List entries (delivery keys: published only); ETag + If-None-Match → 304',
        description:
          'Filter with `fields.<api_id>=value` (needs content_type; list fields such as tags or references match when they contain the value), ' +
          'or an operator: `fields.<api_id>[ne|in|nin|exists|lt|lte|gt|gte|all]=value`, `fields.<link field>.sys.id=id`, `sys.id[in]=id,id`. ' +
          'Search with `query=words` (best matches first, `sys.search` on each item). ' +
          'Order with `order=sys.created_at|sys.updated_at|sys.published_at|sys.position|fields.<api_id>`, leading - for descending.',
        params: S.SpaceOnly,
        querystring: S.ListQuery,
        response: responses({ 200: S.EntryCollection, 304: Type.Null() }, [400, 401, 403]),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { release, ...query } = request.query as RawListQuery & { release?: string };
      if (release !== undefined) {
        const json = await previewRelease(database, actor, release, async (db, reader) => presentEntryCollectionJson(await listEntries(db, reader, query), config.baseUrl, { skip: query.skip, limit: query.limit }));
        return sendPreview(reply, json);
      }
      const res = await cachedOrFresh(
        actor.spaceId,
        canReadDrafts(actor) ? 'drafts' : 'delivery',
        `list?${normalizedQuery(query)}`,
        async () => {
          const r = await listEntries(database, actor, query);
          return filled(presentEntryCollectionJson(r, config.baseUrl, { skip: query.skip, limit: query.limit }), r, [query.content_type ?? '*']);
        },
        request.url,
      );
      return sendCached(request, reply, res, canReadDrafts(actor));
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/entries/:id',
    {
      config: { auth: 'read' },
      schema: {
        tags: ['Entries'],
        summary: 'Read one entry (delivery keys: its published version); ETag + If-None-Match → 304',
        params: S.EntryParams,
        querystring: S.ReadQuery,
        response: responses({ 200: S.EntryWithIncludes, 304: Type.Null() }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const { release, ...input } = request.query;
      if (release !== undefined) return sendPreview(reply, await previewRelease(database, actor, release, async (db, reader) => presentSingleEntry(await getEntry(db, reader, { id, ...input }), config.baseUrl)));
      const res = await cachedOrFresh(
        actor.spaceId,
        canReadDrafts(actor) ? 'drafts' : 'delivery',
        `entry/${id}?${normalizedQuery(request.query)}`,
        async () => {
          const r = await getEntry(database, actor, { id, ...request.query });
          // sys.links_count changes with a write of any entry that starts or stops linking here.
          return filled(presentSingleEntry(r, config.baseUrl), r, r.linksCount !== undefined ? ['*'] : []);
        },
        request.url,
      );
      return sendCached(request, reply, res, canReadDrafts(actor));
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/entries',
    {
      config: { auth: 'write', idempotent: true },
      schema: {
        tags: ['Entries'],
        summary: 'Create an entry (a draft at version 1)',
        params: S.SpaceOnly,
        querystring: S.WriteQuery,
        headers: IdempotencyHeaders,
        body: S.CreateBody,
        response: responses({ 201: S.EntrySchema }, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request, reply) => {
      const locale = request.body.locale ?? request.query.locale;
      return sendWrite(
        app,
        request,
        reply,
        201,
        (idempotency) => runUnitOfWork(database, actorOf(request), (uow) => createEntry(uow, { ...request.body, locale }), { idempotency }),
        (row, db) => written(row, locale, db),
      );
    },
  );

  app.patch(
    '/api/v1/spaces/:space_id/entries/:id',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Entries'],
        summary: 'Edit an entry: sent fields change, null empties, a new version each time',
        params: S.EntryParams,
        querystring: S.WriteQuery,
        body: S.UpdateBody,
        response: responses({ 200: S.EntrySchema }, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => {
      const locale = request.body.locale ?? request.query.locale;
      const row = await runUnitOfWork(database, actorOf(request), (uow) => updateEntry(uow, { id: request.params.id, fields: request.body.fields, version: request.body.version, locale }));
      return written(row, locale);
    },
  );

  const transitions = [
    ['publish', publishEntry, 'Publish the latest version (validates the whole entry)'],
    ['unpublish', unpublishEntry, 'Take the entry off the live site (back to draft)'],
    ['archive', archiveEntry, 'Archive the entry (also takes it off the live site)'],
    ['unarchive', unarchiveEntry, 'Bring an archived entry back as a draft'],
  ] as const;
  for (const [name, operation, summary] of transitions) {
    app.post(
      `/api/v1/spaces/:space_id/entries/:id/${name}`,
      {
        config: { auth: 'publish', idempotent: true },
        schema: { tags: ['Entries'], summary, params: S.EntryParams, querystring: S.WriteQuery, headers: IdempotencyHeaders, response: responses({ 200: S.EntrySchema }, [400, 401, 403, 404, 409, 422]) },
      },
      async (request, reply) =>
        sendWrite(
          app,
          request,
          reply,
          200,
          (idempotency) => runUnitOfWork(database, actorOf(request), (uow) => operation(uow, { id: request.params.id }), { idempotency }),
          (row, db) => written(row, request.query.locale, db),
        ),
    );
  }

  app.get(
    '/api/v1/spaces/:space_id/entries/:id/versions',
    {
      config: { auth: 'read_drafts' },
      schema: {
        tags: ['Entries'],
        summary: 'Every saved version of an entry, newest first',
        params: S.EntryParams,
        querystring: Type.Object({ ...PageQuery(100) }, { additionalProperties: false }),
        response: responses({ 200: S.VersionList }, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const r = await listVersions(database, actorOf(request), { id: request.params.id, ...request.query });
      return { sys: { type: 'Array' as const }, total: r.total, skip: request.query.skip, limit: request.query.limit, items: r.rows.map((v) => presentVersion(v, r.entry, r.model)) };
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/entries/:id/versions/:n/restore',
    {
      preValidation: emptyBodyIsObject,
      config: { auth: 'write', idempotent: true },
      schema: {
        tags: ['Entries'],
        summary: 'Restore version n: its values (every field type) become a new version',
        description: 'An edit like PATCH: same permission and type limits; references and files must still exist. Restoring values equal to the latest saves nothing. Does not publish.',
        params: S.VersionParams,
        querystring: S.WriteQuery,
        headers: IdempotencyHeaders,
        body: S.RestoreBody,
        response: responses({ 200: S.EntrySchema }, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request, reply) => {
      const { id, n } = request.params;
      return sendWrite(
        app,
        request,
        reply,
        200,
        (idempotency) => runUnitOfWork(database, actorOf(request), (uow) => restoreEntryVersion(uow, { id, version: n, current_version: request.body.current_version }), { idempotency }),
        (row, db) => written(row, request.query.locale, db),
      );
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/content_types/:content_type_id/entries/order',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Entries'],
        summary: "Set the manual order of a type's entries (entry_order becomes sys.position)",
        params: Type.Object({ space_id: Type.String(), content_type_id: Type.String() }),
        querystring: Type.Object({ dry_run: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        body: S.OrderBody,
        response: responses({ 200: S.OrderResult }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const dryRun = isTrue(request.query.dry_run) || isTrue(request.body.dry_run);
      const r = await runUnitOfWork(database, actorOf(request), (uow) => orderEntries(uow, { content_type: request.params.content_type_id, entries: request.body.entries }), { dryRun });
      return presentEntryOrder(dryRun, r);
    },
  );
}
