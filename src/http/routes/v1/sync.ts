import { Type } from '@fastify/type-provider-typebox';
import { readSync } from '../../../app/sync/read-sync.ts';
import { presentSyncPage } from '../../../present/sync.ts';
import { actorOf } from '../../plugins/auth.ts';
import { QueryInteger, responses } from '../../schemas.ts';
import { Limit, ListSys, Str, Time } from '../../../present/schema-values.ts';
import type { App } from '../../types.ts';
import { AssetSchema } from '../../../present/asset.ts';
import { EntrySchema, Locale, RichText, SpaceOnly } from './entry-schemas.ts';

const SyncQuery = Type.Object(
  {
    initial: Type.Optional(Type.Boolean({ description: 'true for a first sync: every published entry and file, in pages' })),
    sync_token: Type.Optional(Type.String({ maxLength: 40, description: 'the next_sync_token (or next_page_token) of the last answer', examples: ['1.s.42'] })),
    limit: QueryInteger({ minimum: 1, maximum: 1000, default: 100, description: 'changes per page' }),
    locale: Type.Optional(Locale),
    rich_text: RichText,
  },
  { additionalProperties: false },
);

const Deleted = (type: 'DeletedEntry' | 'DeletedAsset') =>
  Type.Object(
    { sys: Type.Object({ type: Type.Literal(type, { description: 'what it was' }), id: Str('its id', '4BqrajvA8E6qwgkieoqmqO'), deleted_at: Time('when delivery stopped showing it') }, { description: 'what it was' }) },
    { title: type, description: `no longer shown by delivery (unpublished, archived or deleted)` },
  );

const SyncPage = Type.Object(
  {
    sys: ListSys,
    limit: Limit,
    items: Type.Array(Type.Union([EntrySchema, AssetSchema, Deleted('DeletedEntry'), Deleted('DeletedAsset')]), { description: 'changes in commit order, each item once at its latest state' }),
    next_page_token: Type.Optional(Str('more changes follow: pass it as sync_token for the next page', 'c3luYzoxMjM0NTpwYWdlOjI')),
    next_sync_token: Type.Optional(Str('the last page: keep it and pass it as sync_token to get what changes from now on', 'c3luYzoxMjM0NQ')),
  },
  { title: 'SyncPage' },
);

export default async function syncRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/spaces/:space_id/sync',
    {
      config: { auth: 'read' },
      schema: {
        tags: ['Entries'],
        summary: 'Sync published entries and files: everything once, then only what changed (static builds, edge caches)',
        description:
          'Start with `initial=true`: every published entry and file, in pages (`next_page_token`), the last page with a `next_sync_token`. ' +
          'Later calls pass that token as `sync_token` and get only what changed since, in commit order, with `DeletedEntry` / `DeletedAsset` for what was unpublished, archived or deleted. ' +
          'Entries come as delivery shows them (published version, links as Link objects); every key syncs published content. See /docs and docs/front-ends.md "Sync".',
        params: SpaceOnly,
        querystring: SyncQuery,
        response: responses({ 200: SyncPage, 304: Type.Null() }, [400, 401, 403]),
      },
    },
    async (request) => {
      const page = await readSync(app.ctx.database, actorOf(request), request.query);
      return presentSyncPage(page, app.ctx.config.baseUrl, request.query.limit);
    },
  );
}
