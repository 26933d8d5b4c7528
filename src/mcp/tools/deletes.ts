import { Type } from '@fastify/type-provider-typebox';
import { deleteAsset } from '../../app/assets/delete-asset.ts';
import { deleteEntry } from '../../app/entries/delete-entry.ts';
import { presentDelete } from '../../present/delete.ts';
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
];
