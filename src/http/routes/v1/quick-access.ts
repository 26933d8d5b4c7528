import { Type } from '@fastify/type-provider-typebox';
import { putQuickAccess } from '../../../app/quick-access/put-quick-access.ts';
import { readQuickAccess } from '../../../app/quick-access/read-quick-access.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { actorOf } from '../../plugins/auth.ts';
import { responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';
import { Str } from '../../../present/schema-values.ts';
import { DryRunQuery } from '../../../present/content-type-schemas.ts';
import { withDryRun } from '../../../present/dry-run.ts';

const Label = Str('the name shown in the menu', 'Home');
const Item = Type.Union([Type.Object({ entry: Str('an entry id', '4BqrajvA8E6qwgkieoqmqO'), label: Label }), Type.Object({ content_type: Str('a content type API ID', 'post'), label: Label })]);
const QuickAccessResponse = Type.Object({ dry_run: Type.Optional(Type.Boolean({ description: 'true: check and show the result without saving anything', examples: [true] })), quick_access: Type.Array(Item, { description: 'the shortcuts, in order' }) });

export default async function quickAccessRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/spaces/:space_id/quick_access',
    {
      config: { auth: 'read' },
      schema: { tags: ['Content types'], summary: 'The quick-access list of the dashboard', params: SpaceParams, response: responses({ 200: QuickAccessResponse }, [401, 403, 404]) },
    },
    async (request) => ({ quick_access: await readQuickAccess(app.ctx.database.db, actorOf(request)) }),
  );

  app.put(
    '/api/v1/spaces/:space_id/quick_access',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Content types'],
        summary: 'Replace the quick-access list (up to 8 items; [] clears)',
        params: SpaceParams,
        querystring: DryRunQuery,
        body: Type.Object(
          {
            items: Type.Array(
              Type.Object(
                {
                  entry: Type.Optional(Type.String({ description: 'an entry id', examples: ['4BqrajvA8E6qwgkieoqmqO'] })),
                  content_type: Type.Optional(Type.String({ description: 'a content type API ID', examples: ['post'] })),
                  label: Type.Optional(Type.Union([Type.String({ description: 'up to 40 characters; default: the entry title or type name', examples: ['Home page'] }), Type.Null()])),
                },
                { additionalProperties: false },
              ),
              { description: 'the shortcuts in order, each an entry or a content type (up to 8; [] clears)' },
            ),
            dry_run: Type.Optional(Type.Boolean({ description: 'true: check and show the result without saving anything', examples: [true] })),
          },
          { additionalProperties: false, examples: [{ items: [{ entry: '4BqrajvA8E6qwgkieoqmqO', label: 'Home page' }, { content_type: 'post' }] }] },
        ),
        response: responses({ 200: QuickAccessResponse }, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => {
      const dryRun = request.query.dry_run === true || request.body.dry_run === true;
      const items = await runUnitOfWork(app.ctx.database, actorOf(request), (uow) => putQuickAccess(uow, request.body.items), { dryRun });
      return withDryRun(dryRun, { quick_access: items });
    },
  );
}
