import { Type } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { archiveEntry } from '../../../app/entries/archive-entry.ts';
import { createEntry } from '../../../app/entries/create-entry.ts';
import { getEntry } from '../../../app/entries/get-entry.ts';
import { listEntries } from '../../../app/entries/list-entries.ts';
import { listVersions } from '../../../app/entries/list-versions.ts';
import { orderEntries } from '../../../app/entries/order-entries.ts';
import { publishEntry } from '../../../app/entries/publish-entry.ts';
import { restoreEntryVersion } from '../../../app/entries/restore-entry-version.ts';
import { loadSpaceModel } from '../../../app/entries/space-model.ts';
import { unarchiveEntry } from '../../../app/entries/unarchive-entry.ts';
import { unpublishEntry } from '../../../app/entries/unpublish-entry.ts';
import { updateEntry } from '../../../app/entries/update-entry.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { canReadDrafts } from '../../../domain/actor.ts';
import type { EntryRow } from '../../../db/repos/entries.ts';
import type { DB } from '../../../db/schema.ts';
import type { RawListQuery } from '../../../domain/entries/query.ts';
import { actorOf } from '../../plugins/auth.ts';
import { sendWrite } from '../../plugins/idempotency.ts';
import { emptyBodyIsObject } from '../../optional-body.ts';
import { presentEntryCollectionJson, presentSingleEntry, presentVersion, presentWrittenEntry } from '../../../present/entry.ts';
import { IdempotencyHeaders, isTrue, PageQuery, responses } from '../../schemas.ts';
import type { App } from '../../types.ts';
import { filled, normalizedQuery, registerDeliveryCache, sendCached, sendPreview } from '../../delivery-reads.ts';
import * as S from './entry-schemas.ts';
import { presentEntryOrder } from '../../../present/dry-run.ts';
import { previewRelease } from '../../../app/releases/preview-release.ts';

export default async function entryRoutes(app: App): Promise<void> {
  const { database, config } = app.ctx;
  const cachedOrFresh = registerDeliveryCache(app, ['/api/v1/spaces/:space_id/entries', '/api/v1/spaces/:space_id/entries/:id']);

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
