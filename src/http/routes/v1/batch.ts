import { Type } from '@fastify/type-provider-typebox';
import { StringEnum } from '../../../present/schema-enums.ts';
import { ENTRY_STATUSES } from '../../../domain/entries/types.ts';
import { runBatch } from '../../../app/batch/run-batch.ts';
import { loadSpaceModel } from '../../../app/entries/space-model.ts';
import { BATCH_LIMITS, BATCH_OPS, type BatchOperation } from '../../../domain/batch/operations.ts';
import { actorOf } from '../../plugins/auth.ts';
import { BatchOperationInput, presentBatch } from '../../../present/batch.ts';
import { IdempotencyHeaders, isTrue, responses } from '../../schemas.ts';
import { sendWrite } from '../../plugins/idempotency.ts';
import { Bool, Int, Str, Strings } from '../../../present/schema-values.ts';
import type { App } from '../../types.ts';

/** Base64 `data` of up to 20 files travels in the JSON body; larger files go by `url`. */
export const BATCH_BODY_LIMIT = 64 * 1024 * 1024;

const Body = Type.Object(
  {
    operations: Type.Array(BatchOperationInput, { minItems: 1, maxItems: BATCH_LIMITS.operations, description: 'the writes, run in order in one transaction: all or nothing' }),
    dry_run: Type.Optional(Type.Boolean({ description: 'same as the dry_run query parameter', examples: [false] })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        operations: [
          { op: 'create_asset', ref: 'hero', url: 'https://images.example.com/hero.jpg', alt: 'A lighthouse at dusk' },
          { op: 'create_entry', ref: 'post', content_type: 'post', fields: { title: 'Hello', cover: '$hero' } },
          { op: 'publish_entry', id: '$post' },
        ],
      },
    ],
  },
);

const Result = Type.Object({
  op: StringEnum(BATCH_OPS, { description: 'the operation, as sent' }),
  ref: Type.Optional(Str('the operation\'s ref, when it had one', 'hero')),
  sys: Type.Object(
  {
    id: Str('the id of what it created or changed', '4BqrajvA8E6qwgkieoqmqO'),
    type: Type.Union([Type.Literal('Entry'), Type.Literal('Asset'), Type.Literal('ContentType'), Type.Literal('Field')], { description: 'what it created or changed' }),
    content_type: Type.Optional(Str('entries: the content type', 'post')),
    version: Type.Optional(Int('entries: the version now', 1)),
    status: Type.Optional(StringEnum([...ENTRY_STATUSES, 'deleted'], { description: 'the entry status, or "deleted" for a delete operation' })),
    url: Type.Optional(Type.String({ format: 'uri', description: 'entries: the page on the live site', examples: ['https://example.com/blog/hello-world'] })),
    preview_url: Type.Optional(Type.String({ format: 'uri', description: 'entries: the page on the staging site', examples: ['https://preview.example.com/blog/hello-world'] })),
  },
  { description: 'what the operation created or changed' },
  ),
  unlinked: Type.Optional(Strings('delete operations: entries whose links to what was deleted were removed', ['6QdtAIK5zgtSsi1fpHnKbr'])),
  entries_deleted: Type.Optional(Strings('delete_content_type: its entries deleted with it', ['4BqrajvA8E6qwgkieoqmqO'])),
  entries_changed: Type.Optional(Int('delete_field: entries whose values of the field were deleted', 12)),
});

const Response = Type.Object({
  dry_run: Bool('true: nothing was saved', false),
  total: Int('how many operations ran', 2),
  results: Type.Array(Result, { description: 'one result per operation, in order' }),
});

export default async function batchRoutes(app: App): Promise<void> {
  const ctx = app.ctx;

  app.post(
    '/api/v1/spaces/:space_id/batch',
    {
      // Each operation checks its own permission (write or publish), so the route needs only a key of the space.
      config: { auth: 'read', idempotent: true },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        tags: ['Batch'],
        summary: 'Run 1 to 100 operations in order, all or nothing (refs: "$name"; dry_run validates only)',
        description:
          'Operations: create_entry, update_entry, create_asset (url, or base64 data + filename; at most 20), publish_entry, archive_entry, unarchive_entry, ' +
          'delete_entry (archived; unlink), delete_asset (unlink), delete_content_type (delete_entries, unlink), delete_field (field, delete_values). ' +
          'A failure answers with that operation\'s error plus details.operation (0-based), details.op and details.ref; nothing is saved. ' +
          'The whole batch counts as one request for the rate limit.',
        params: Type.Object({ space_id: Type.String() }),
        querystring: Type.Object({ dry_run: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        headers: IdempotencyHeaders,
        body: Body,
        response: responses({ 200: Type.Object(Response.properties, { description: 'What each operation did, in order (with dry_run: what each would do; nothing is saved)' }) }, [400, 401, 403, 404, 409, 413, 422, 429]),
      },
    },
    async (request, reply) => {
      const dryRun = isTrue(request.query.dry_run) || isTrue(request.body.dry_run);
      const actor = actorOf(request);
      return sendWrite(
        app,
        request,
        reply,
        200,
        (idempotency) => runBatch(ctx, actor, { operations: request.body.operations as BatchOperation[], dryRun, idempotency }),
        async (results, db) => presentBatch(results, await loadSpaceModel(db, actor.spaceId), dryRun),
      );
    },
  );
}
