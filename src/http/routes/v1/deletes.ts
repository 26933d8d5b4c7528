import { Type } from '@fastify/type-provider-typebox';
import { deleteAsset } from '../../../app/assets/delete-asset.ts';
import { deleteContentType } from '../../../app/content-types/delete-content-type.ts';
import { deleteField } from '../../../app/content-types/delete-field.ts';
import { deleteEntry } from '../../../app/entries/delete-entry.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { presentDelete } from '../../../present/delete.ts';
import { presentFieldDelete, presentTypeDelete } from '../../../present/model-delete.ts';
import { actorOf } from '../../plugins/auth.ts';
import { isTrue, responses } from '../../schemas.ts';
import type { App } from '../../types.ts';
import { Bool, Int, Str, Strings } from '../../../present/schema-values.ts';

const Params = Type.Object({ space_id: Type.String(), id: Type.String() });
const Query = Type.Object(
  {
    dry_run: Type.Optional(Type.Boolean({ description: 'check and answer what would change; nothing is saved' })),
    unlink: Type.Optional(Type.Boolean({ description: 'remove the links other entries have to it (each gets a new version) instead of refusing' })),
  },
  { additionalProperties: false },
);
const Target = Type.Object(
  { sys: Type.Object({ type: Type.Union([Type.Literal('Entry'), Type.Literal('Asset')], { description: 'what it was' }), id: Str('its id', '4BqrajvA8E6qwgkieoqmqO') }, { description: 'what it was' }) },
  { description: 'the entry or file deleted' },
);
const Unlinked = Type.Array(
  Type.Object({
    entry: Str('id of an entry that linked to it', '6QdtAIK5zgtSsi1fpHnKbr'),
    content_type: Str('its content type', 'post'),
    fields: Strings('the fields that held the links', ['body']),
    published: Bool('whether its published version linked too (rewritten in place)', true),
  }),
  { description: 'the entries whose links to it were (or would be) removed' },
);
const DeleteAnswer = Type.Union(
  [
    Type.Object({ dry_run: Type.Literal(false, { description: 'it was deleted' }), deleted: Target, unlinked: Unlinked }),
    Type.Object({ dry_run: Type.Literal(true, { description: 'nothing was saved' }), would_delete: Target, would_unlink: Unlinked }),
  ],
  {
    description: 'what was (or, in a dry run, would be) deleted, and the entries whose links to it were removed',
    examples: [{ dry_run: false, deleted: { sys: { type: 'Entry', id: '4BqrajvA8E6qwgkieoqmqO' } }, unlinked: [{ entry: '6QdtAIK5zgtSsi1fpHnKbr', content_type: 'post', fields: ['body'], published: true }] }],
  },
);

const DryRun = Type.Optional(Type.Boolean({ description: 'check and answer what would change; nothing is saved' }));
const TypeQuery = Type.Object(
  {
    dry_run: DryRun,
    delete_entries: Type.Optional(Type.Boolean({ description: 'delete its entries with it; every one must be archived first' })),
    unlink: Type.Optional(Type.Boolean({ description: 'with delete_entries: remove the links entries of other types have to its entries (each gets a new version) instead of refusing' })),
  },
  { additionalProperties: false },
);
const FieldQuery = Type.Object(
  { dry_run: DryRun, delete_values: Type.Optional(Type.Boolean({ description: 'delete the values entries hold in it (every version, published ones too) instead of refusing' })) },
  { additionalProperties: false },
);
const TypeTarget = Type.Object(
  { sys: Type.Object({ type: Type.Literal('ContentType', { description: 'always ContentType' }), id: Str('the API ID', 'event') }, { description: 'what it was' }) },
  { description: 'the content type deleted' },
);
const WriteLimitsKept = Strings('user ids of people limited to this type alone: they keep the limit, so they can change no entries until an owner names other types', []);
const TypeDeleteAnswer = Type.Union(
  [
    Type.Object({
      dry_run: Type.Literal(false, { description: 'it was deleted' }),
      deleted: TypeTarget,
      entries_deleted: Strings('ids of the (archived) entries deleted with it', ['4BqrajvA8E6qwgkieoqmqO']),
      unlinked: Unlinked,
      write_limits_kept: WriteLimitsKept,
    }),
    Type.Object({
      dry_run: Type.Literal(true, { description: 'nothing was saved' }),
      would_delete: TypeTarget,
      would_delete_entries: Strings('ids of the (archived) entries that would be deleted with it', ['4BqrajvA8E6qwgkieoqmqO']),
      would_unlink: Unlinked,
      write_limits_kept: WriteLimitsKept,
    }),
  ],
  {
    description: 'the deleted content type, the entries deleted with it and the entries of other types whose links to them were removed (would_… in a dry run)',
    examples: [{ dry_run: false, deleted: { sys: { type: 'ContentType', id: 'event' } }, entries_deleted: ['4BqrajvA8E6qwgkieoqmqO'], unlinked: [], write_limits_kept: [] }],
  },
);
const FieldTarget = Type.Object(
  { sys: Type.Object({ type: Type.Literal('Field', { description: 'always Field' }), id: Str('the field API ID', 'subtitle'), content_type: Str('its content type', 'post') }, { description: 'what it was' }) },
  { description: 'the field deleted' },
);
const FieldCounts = {
  entries_changed: Int('entries whose values of the field were deleted (latest, published or any version)', 12),
  published_changed: Int('of those, entries whose published version held a value', 9),
};
const FieldDeleteAnswer = Type.Union(
  [
    Type.Object({ dry_run: Type.Literal(false, { description: 'it was deleted' }), deleted: FieldTarget, ...FieldCounts }),
    Type.Object({ dry_run: Type.Literal(true, { description: 'nothing was saved' }), would_delete: FieldTarget, ...FieldCounts }),
  ],
  {
    description: 'the deleted field and how many entries lost its values (would_delete in a dry run)',
    examples: [{ dry_run: false, deleted: { sys: { type: 'Field', id: 'subtitle', content_type: 'post' } }, entries_changed: 12, published_changed: 9 }],
  },
);

/**
 * Deleting entries and files for good (docs/entries.md "Deleting", docs/assets.md "Deleting"); an
 * extension of SPEC, which has no delete for them.
 */
export default async function deleteRoutes(app: App): Promise<void> {
  const { database } = app.ctx;
  const routes = [
    ['entries', 'publish', deleteEntry, 'Delete an archived entry (refused while other entries link to it, unless unlink=true)'],
    ['assets', 'write', deleteAsset, 'Delete a file (refused while entries use it, unless unlink=true); its URLs answer 410 afterwards'],
  ] as const;
  for (const [path, auth, operation, summary] of routes) {
    app.delete(
      `/api/v1/spaces/:space_id/${path}/:id`,
      {
        config: { auth },
        schema: { tags: [path === 'entries' ? 'Entries' : 'Assets'], summary, params: Params, querystring: Query, response: responses({ 200: DeleteAnswer }, [400, 401, 403, 404, 422]) },
      },
      async (request) => {
        const dryRun = isTrue(request.query.dry_run);
        const r = await runUnitOfWork(database, actorOf(request), (uow) => operation(uow, { id: request.params.id, unlink: isTrue(request.query.unlink) }), { dryRun });
        return presentDelete(dryRun, r);
      },
    );
  }

  app.delete(
    '/api/v1/spaces/:space_id/content_types/:id',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Content types'],
        summary: 'Delete a content type (refused while it has entries or other types may link to it; delete_entries=true deletes its archived entries with it)',
        params: Type.Object({ space_id: Type.String(), id: Type.String({ description: 'the content type API ID' }) }),
        querystring: TypeQuery,
        response: responses({ 200: TypeDeleteAnswer }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const dryRun = isTrue(request.query.dry_run);
      const q = request.query;
      const r = await runUnitOfWork(database, actorOf(request), (uow) => deleteContentType(uow, { id: request.params.id, deleteEntries: isTrue(q.delete_entries), unlink: isTrue(q.unlink) }), { dryRun });
      return presentTypeDelete(dryRun, r);
    },
  );

  app.delete(
    '/api/v1/spaces/:space_id/content_types/:content_type_id/fields/:id',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Content types'],
        summary: 'Delete a field (refused while entries hold values in it unless delete_values=true); its API ID is never reused',
        params: Type.Object({ space_id: Type.String(), content_type_id: Type.String({ description: 'the content type API ID' }), id: Type.String({ description: 'the field API ID' }) }),
        querystring: FieldQuery,
        response: responses({ 200: FieldDeleteAnswer }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const dryRun = isTrue(request.query.dry_run);
      const { content_type_id: type, id } = request.params;
      const r = await runUnitOfWork(database, actorOf(request), (uow) => deleteField(uow, type, id, { deleteValues: isTrue(request.query.delete_values) }), { dryRun });
      return presentFieldDelete(dryRun, r);
    },
  );
}
