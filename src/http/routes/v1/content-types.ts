import { Type } from '@fastify/type-provider-typebox';
import { createContentType } from '../../../app/content-types/create-content-type.ts';
import { orderContentTypes } from '../../../app/content-types/order-content-types.ts';
import { updateContentType } from '../../../app/content-types/update-content-type.ts';
import { listContentTypeViews, readContentTypeView } from '../../../app/content-types/views.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { ContentMenuSchema, ContentTypeSchema, presentContentType, WouldUpdate } from '../../../present/content-type.ts';
import { Limit, ListSys, Skip, Total } from '../../../present/schema-values.ts';
import { actorOf } from '../../plugins/auth.ts';
import { PageQuery, responses, SpaceParams } from '../../schemas.ts';
import { checkPage } from '../../../domain/paging.ts';
import type { App } from '../../types.ts';
import { ContentTypeInput, ContentTypePatch, DryRunQuery } from '../../../present/content-type-schemas.ts';
import { withDryRun, wouldChange } from '../../../present/dry-run.ts';

const TypeParams = Type.Object({ space_id: Type.String(), id: Type.String({ description: 'the content type API ID' }) });

export default async function contentTypeRoutes(app: App): Promise<void> {
  const baseUrl = () => app.ctx.config.baseUrl;

  app.get(
    '/api/v1/spaces/:space_id/content_types',
    {
      config: { auth: 'read' },
      schema: {
        tags: ['Content types'],
        summary: 'List the content types, in Content-menu order',
        params: SpaceParams,
        querystring: Type.Object(
          { ...PageQuery(1000) },
          { additionalProperties: false },
        ),
        response: responses(
          { 200: Type.Object({ sys: ListSys, total: Total, skip: Skip, limit: Limit, items: Type.Array(ContentTypeSchema, { description: 'the content types of this page, in menu order' }) }) },
          [400, 401, 403, 404],
        ),
      },
    },
    async (request) => {
      const { skip, limit } = checkPage(request.query);
      const views = await listContentTypeViews(app.ctx.database.db, request.params.space_id);
      return { sys: { type: 'Array' as const }, total: views.length, skip, limit, items: views.slice(skip, skip + limit).map((v) => presentContentType(v, baseUrl())) };
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/content_types',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Content types'],
        summary: 'Create a content type (dry_run=true checks and shows it without saving)',
        params: SpaceParams,
        querystring: DryRunQuery,
        body: ContentTypeInput,
        response: responses({ 201: ContentTypeSchema, 200: Type.Object({ dry_run: Type.Literal(true, { description: 'nothing was saved' }), would_create: { ...ContentTypeSchema, description: 'the content type as it would be created' } }) }, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => {
      const dryRun = request.query.dry_run === true;
      const view = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => createContentType(uow, request.body), { dryRun });
      return reply.code(dryRun ? 200 : 201).send(wouldChange(dryRun, 'would_create', presentContentType(view, baseUrl())));
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/content_types/order',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Content types'],
        summary: 'Order the Content menu: types (sets each position) and groups',
        params: SpaceParams,
        querystring: DryRunQuery,
        body: Type.Optional(
          Type.Object(
            {
              content_types: Type.Optional(Type.Array(Type.String(), { description: 'API IDs in menu order; unlisted types keep their order after them', examples: [['page', 'post']] })),
              groups: Type.Optional(Type.Array(Type.String(), { description: 'order of "pages", "collections", "settings"; unlisted groups follow', examples: [['pages', 'collections', 'settings']] })),
              dry_run: Type.Optional(Type.Boolean({ description: 'true: check and show the result without saving anything', examples: [true] })),
            },
            { additionalProperties: false },
          ),
        ),
        response: responses({ 200: Type.Object({ dry_run: Type.Optional(Type.Boolean({ description: 'true: check and show the result without saving anything', examples: [true] })), content_menu: { ...ContentMenuSchema, description: 'the Content menu as it now is (or would be)' } }) }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const dryRun = request.query.dry_run === true || body.dry_run === true;
      const menu = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => orderContentTypes(uow, body), { dryRun });
      return withDryRun(dryRun, { content_menu: menu });
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/content_types/:id',
    {
      config: { auth: 'read' },
      schema: { tags: ['Content types'], summary: 'Read a content type', params: TypeParams, response: responses({ 200: ContentTypeSchema }, [401, 403, 404]) },
    },
    async (request) => presentContentType(await readContentTypeView(app.ctx.database.db, request.params.space_id, request.params.id), baseUrl()),
  );

  app.patch(
    '/api/v1/spaces/:space_id/content_types/:id',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Content types'],
        summary: 'Change a content type; null returns kind, subtitle_field, image_field, position, entry_order to automatic',
        params: TypeParams,
        querystring: DryRunQuery,
        body: ContentTypePatch,
        response: responses({ 200: Type.Union([WouldUpdate, ContentTypeSchema]) }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const dryRun = request.query.dry_run === true;
      const view = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => updateContentType(uow, request.params.id, request.body), { dryRun });
      return wouldChange(dryRun, 'would_update', presentContentType(view, baseUrl()));
    },
  );
}
