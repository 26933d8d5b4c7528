import { Type } from '@fastify/type-provider-typebox';
import { deleteAsset } from '../../../app/assets/delete-asset.ts';
import { deleteEntry } from '../../../app/entries/delete-entry.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { presentDelete } from '../../../present/delete.ts';
import { actorOf } from '../../plugins/auth.ts';
import { isTrue, responses } from '../../schemas.ts';
import type { App } from '../../types.ts';

const Params = Type.Object({ space_id: Type.String(), id: Type.String() });
const Query = Type.Object(
  {
    dry_run: Type.Optional(Type.Boolean({ description: 'check and answer what would change; nothing is saved' })),
    unlink: Type.Optional(Type.Boolean({ description: 'remove the links other entries have to it (each gets a new version) instead of refusing' })),
  },
  { additionalProperties: false },
);
const Target = Type.Object({ sys: Type.Object({ type: Type.Union([Type.Literal('Entry'), Type.Literal('Asset')]), id: Type.String() }) });
const Unlinked = Type.Array(
  Type.Object({
    entry: Type.String({ description: 'id of an entry that linked to it' }),
    content_type: Type.String(),
    fields: Type.Array(Type.String(), { description: 'the fields that held the links' }),
    published: Type.Boolean({ description: 'whether its published version linked too (rewritten in place)' }),
  }),
);
const DeleteAnswer = Type.Union(
  [
    Type.Object({ dry_run: Type.Literal(false), deleted: Target, unlinked: Unlinked }),
    Type.Object({ dry_run: Type.Literal(true), would_delete: Target, would_unlink: Unlinked }),
  ],
  {
    description: 'what was (or, in a dry run, would be) deleted, and the entries whose links to it were removed',
    examples: [{ dry_run: false, deleted: { sys: { type: 'Entry', id: '4BqrajvA8E6qwgkieoqmqO' } }, unlinked: [{ entry: '6QdtAIK5zgtSsi1fpHnKbr', content_type: 'post', fields: ['body'], published: true }] }],
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
}
