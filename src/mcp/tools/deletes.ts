import { Type } from '@fastify/type-provider-typebox';
import { deleteAsset } from '../../app/assets/delete-asset.ts';
import { deleteContentType } from '../../app/content-types/delete-content-type.ts';
import { deleteField } from '../../app/content-types/delete-field.ts';
import { deleteEntry } from '../../app/entries/delete-entry.ts';
import { presentDelete } from '../../present/delete.ts';
import { presentFieldDelete, presentTypeDelete } from '../../present/model-delete.ts';
import { Obj } from '../outputs.ts';
import { defineTool, write } from '../tool.ts';

const Input = (what: string) =>
  Type.Object(
    {
      id: Type.String({ description: `the ${what} id` }),
      unlink: Type.Optional(Type.Boolean({ description: 'true: remove the links other entries have to it (each gets a new version; rich-text links keep their text) instead of refusing' })),
      dry_run: Type.Optional(Type.Boolean({ description: 'true: answer what would be deleted and unlinked, save nothing' })),
    },
    { additionalProperties: false },
  );
const Out = Obj('dry_run, and deleted/unlinked (or would_delete/would_unlink in a dry run): the target and the entries whose links to it were removed', {
  dry_run: Type.Boolean({ description: 'true: nothing was saved' }),
});

const DryRun = Type.Optional(Type.Boolean({ description: 'true: answer what would be deleted, save nothing' }));
const TypeId = Type.String({ description: 'the content type API ID' });

/** Deleting entries and files (the same operations as `DELETE …/entries/{id}` and `…/assets/{id}`). */
export const deleteTools = [
  defineTool({
    name: 'delete_entry',
    title: 'Delete an archived entry',
    description:
      'Deletes an archived entry for good (archive_entry first). Refused with validation_failed listing the entries that still link to it (references, rich-text links and embeds) unless unlink is true. Find them first with list_entries links_to_entry. dry_run shows exactly what would change.',
    input: Input('entry'),
    output: Out,
    needs: 'publish',
    group: 'content',
    idempotentHint: true,
    destructive: true,
    run: async (ctx, args) => presentDelete(args.dry_run === true, await write(ctx, (uow) => deleteEntry(uow, { id: args.id, unlink: args.unlink === true }), { dryRun: args.dry_run === true })),
  }),
  defineTool({
    name: 'delete_asset',
    title: 'Delete a file',
    description:
      'Deletes a file for good; its URLs answer 410 afterwards. Refused with validation_failed listing the entries that use it (file fields, rich-text images, links and embeds) unless unlink is true. Find them first with list_entries links_to_asset. dry_run shows exactly what would change.',
    input: Input('file'),
    output: Out,
    needs: 'write',
    group: 'content',
    idempotentHint: true,
    destructive: true,
    run: async (ctx, args) => presentDelete(args.dry_run === true, await write(ctx, (uow) => deleteAsset(uow, { id: args.id, unlink: args.unlink === true }), { dryRun: args.dry_run === true })),
  }),
  defineTool({
    name: 'delete_content_type',
    title: 'Delete a content type',
    description:
      'Deletes a content type. Refused with validation_failed listing what blocks it: entries not archived, fields of other types naming it in link_content_types, links from other entries. delete_entries also deletes its archived entries; unlink removes links to them. dry_run shows what would go.',
    input: Type.Object(
      {
        content_type: TypeId,
        delete_entries: Type.Optional(Type.Boolean({ description: 'true: delete its entries with it (all must be archived)' })),
        unlink: Type.Optional(Type.Boolean({ description: 'true: remove links entries of other types have to its entries' })),
        dry_run: DryRun,
      },
      { additionalProperties: false },
    ),
    output: Obj('dry_run, deleted (or would_delete), entries_deleted and unlinked', { dry_run: Type.Boolean({ description: 'true: nothing was saved' }) }),
    needs: 'manage_model',
    group: 'model',
    idempotentHint: true,
    destructive: true,
    run: async (ctx, args) =>
      presentTypeDelete(
        args.dry_run === true,
        await write(ctx, (uow) => deleteContentType(uow, { id: args.content_type, deleteEntries: args.delete_entries === true, unlink: args.unlink === true }), { dryRun: args.dry_run === true }),
      ),
  }),
  defineTool({
    name: 'delete_field',
    title: 'Delete a field',
    description:
      'Deletes a field of a content type; its API ID is never reused. While entries hold values it is refused unless delete_values, which deletes them from every version. Refused while a type setting (display/subtitle/image field, entry_order, url slug) names it. To keep the data, hide the field instead (update_field hidden).',
    input: Type.Object(
      {
        content_type: TypeId,
        field: Type.String({ description: 'the field API ID' }),
        delete_values: Type.Optional(Type.Boolean({ description: 'true: delete the values entries hold in it' })),
        dry_run: DryRun,
      },
      { additionalProperties: false },
    ),
    output: Obj('dry_run, deleted (or would_delete) and entries_changed', { dry_run: Type.Boolean({ description: 'true: nothing was saved' }) }),
    needs: 'manage_model',
    group: 'model',
    idempotentHint: true,
    destructive: true,
    run: async (ctx, args) =>
      presentFieldDelete(args.dry_run === true, await write(ctx, (uow) => deleteField(uow, args.content_type, args.field, { deleteValues: args.delete_values === true }), { dryRun: args.dry_run === true })),
  }),
];
