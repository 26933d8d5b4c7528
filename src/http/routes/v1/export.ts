import { Readable } from 'node:stream';
import { Type } from '@fastify/type-provider-typebox';
import { exportSpace, spaceToExport } from '../../../app/export/export-space.ts';
import { assetUrl } from '../../../present/asset.ts';
import { actorOf } from '../../plugins/auth.ts';
import { responses, SpaceParams } from '../../schemas.ts';
import type { App } from '../../types.ts';

/**
 * SPEC "Site" export: management keys and agent tokens (permission `manage_model`: the export
 * holds drafts and the whole model, so delivery and preview keys get key_cannot). Streamed.
 */
export default async function exportRoutes(app: App): Promise<void> {
  app.get(
    '/api/v1/spaces/:space_id/export',
    {
      config: { auth: 'manage_model' },
      schema: {
        tags: ['Site'],
        summary: 'The whole site as one JSON document: model, languages, files with URLs, every entry with its latest and published version',
        params: SpaceParams,
        response: responses({ 200: Type.Object({}, { additionalProperties: true, description: 'the export document (docs/agents.md "Export")' }) }, [401, 403, 404]),
      },
    },
    async (request, reply) => {
      const db = app.ctx.database.db;
      const space = await spaceToExport(db, actorOf(request));
      const now = new Date().toISOString();
      const stream = Readable.from(exportSpace(db, space, (a) => assetUrl(app.ctx.config.baseUrl, a), now), { objectMode: false });
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${space.id}-export-${now.slice(0, 10)}.json"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
