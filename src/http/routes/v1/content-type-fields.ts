import { Type } from '@fastify/type-provider-typebox';
import { addField } from '../../../app/content-types/add-field.ts';
import { orderTypeFields } from '../../../app/content-types/order-fields.ts';
import { updateField } from '../../../app/content-types/update-field.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { ContentTypeSchema, presentContentType, WouldUpdate } from '../../../present/content-type.ts';
import { actorOf } from '../../plugins/auth.ts';
import { responses } from '../../schemas.ts';
import type { App } from '../../types.ts';
import { DryRunQuery, FieldInput, FieldPatch } from '../../../present/content-type-schemas.ts';
import { wouldChange } from '../../../present/dry-run.ts';

const TypeParams = Type.Object({ space_id: Type.String(), content_type_id: Type.String({ description: 'the content type API ID' }) });
const FieldParams = Type.Object({ space_id: Type.String(), content_type_id: Type.String(), id: Type.String({ description: 'the field API ID' }) });

export default async function contentTypeFieldRoutes(app: App): Promise<void> {
  const baseUrl = () => app.ctx.config.baseUrl;

  app.post(
    '/api/v1/spaces/:space_id/content_types/:content_type_id/fields',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Content types'],
        summary: 'Add a field (dry_run=true checks and shows the result without saving)',
        params: TypeParams,
        querystring: DryRunQuery,
        body: FieldInput,
        response: responses({ 201: ContentTypeSchema, 200: WouldUpdate }, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => {
      const dryRun = request.query.dry_run === true;
      const view = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => addField(uow, request.params.content_type_id, request.body), { dryRun });
      return reply.code(dryRun ? 200 : 201).send(wouldChange(dryRun, 'would_update', presentContentType(view, baseUrl())));
    },
  );

  app.post(
    '/api/v1/spaces/:space_id/content_types/:content_type_id/fields/order',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Content types'],
        operationId: 'orderFields',
        summary: 'Order the fields of a type (entry form, type, delivered entries and generated types follow)',
        description: 'The listed fields come first in the order given; unlisted fields keep their order after them. An unknown or repeated API ID gives `validation_failed` and nothing changes. Stored values do not change.',
        params: TypeParams,
        querystring: DryRunQuery,
        body: Type.Object(
          {
            fields: Type.Array(Type.String({ maxLength: 64, description: 'a field API ID of the type' }), { minItems: 1, maxItems: 500, description: 'field API IDs in the order they should show; unlisted fields follow in their current order', examples: [['title', 'slug', 'body']] }),
            dry_run: Type.Optional(Type.Boolean({ description: 'check and show the result without saving (same as ?dry_run=true)', examples: [true] })),
          },
          { additionalProperties: false, examples: [{ fields: ['title', 'slug', 'body', 'image'] }] },
        ),
        response: responses({ 200: Type.Union([WouldUpdate, ContentTypeSchema]) }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const dryRun = request.query.dry_run === true || request.body.dry_run === true;
      const view = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => orderTypeFields(uow, request.params.content_type_id, request.body.fields), { dryRun });
      return wouldChange(dryRun, 'would_update', presentContentType(view, baseUrl()));
    },
  );

  app.patch(
    '/api/v1/spaces/:space_id/content_types/:content_type_id/fields/:id',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Content types'],
        summary: 'Change a field; a type change with data only among text types whose stored values all fit',
        params: FieldParams,
        querystring: DryRunQuery,
        body: FieldPatch,
        response: responses({ 200: Type.Union([WouldUpdate, ContentTypeSchema]) }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const dryRun = request.query.dry_run === true;
      const { content_type_id, id } = request.params;
      const view = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => updateField(uow, content_type_id, id, request.body), { dryRun });
      return wouldChange(dryRun, 'would_update', presentContentType(view, baseUrl()));
    },
  );
}
