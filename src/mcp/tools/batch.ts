import { Type } from '@fastify/type-provider-typebox';
import { runBatch } from '../../app/batch/run-batch.ts';
import { loadSpaceModel } from '../../app/entries/space-model.ts';
import { BATCH_LIMITS, type BatchOperation } from '../../domain/batch/operations.ts';
import { BatchOperationInput, presentBatch } from '../../present/batch.ts';
import { Obj } from '../outputs.ts';
import { ReadLocale, SameFieldValues } from '../schemas.ts';
import { defineTool, writeAnswered } from '../tool.ts';

/** One operation as REST takes it, with field values and languages described as tools describe them. */
const Operation = Type.Object(
  {
    ...BatchOperationInput.properties,
    fields: Type.Optional(SameFieldValues(' create_entry/update_entry only; "$name" of an earlier ref works in reference and asset fields.')),
    locale: Type.Optional(ReadLocale),
  },
  { additionalProperties: false },
);

/** SPEC "Batch": the same all-or-nothing runner as `POST …/batch`. */
export const batchTool = defineTool({
  name: 'batch',
  title: 'Run many writes at once',
  description:
    `Runs 1 to ${BATCH_LIMITS.operations} operations in order, all or nothing: create_entry (content_type, fields, locale), update_entry (id, fields, version, locale), create_asset (url, or base64 data + filename; title, alt, description), publish_entry, archive_entry, unarchive_entry (id). ` +
    'Give an operation a ref and use "$ref" later as an id or in reference and file fields, e.g. create an author with ref "a", then a post with author "$a", then publish both. ' +
    'A failure returns that operation\'s error with details.operation (0-based); nothing is saved. dry_run validates only. Prefer this for imports and multi-entry changes.',
  input: Type.Object(
    {
      operations: Type.Array(Operation, { minItems: 1, maxItems: BATCH_LIMITS.operations, description: 'the operations, run in order' }),
      dry_run: Type.Optional(Type.Boolean({ description: 'true: check everything and show the result without saving' })),
    },
    { additionalProperties: false },
  ),
  output: Obj('what the batch did (or would do)', {
    dry_run: Type.Boolean({ description: 'true: nothing was saved' }),
    total: Type.Integer({ description: 'operations run' }),
    results: Type.Array(Obj('one operation\'s result', { op: Type.String({ description: 'the operation' }), sys: Obj('what it wrote', { id: Type.String({ description: 'the entry or asset id' }) }) }), { description: 'in the order sent' }),
  }),
  needs: 'write',
  group: 'content',
  idempotent: true,
  run: async (ctx, args) => {
    const dryRun = args.dry_run === true;
    return writeAnswered(
      ctx,
      (idempotency) => runBatch(ctx.app, ctx.actor, { operations: args.operations as BatchOperation[], dryRun, idempotency }),
      async (results, db) => presentBatch(results, await loadSpaceModel(db, ctx.actor.spaceId), dryRun),
    );
  },
});
