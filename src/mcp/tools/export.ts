import { Type } from '@fastify/type-provider-typebox';
import { exportSpace, EXPORT_FORMAT } from '../../app/export/export-space.ts';
import { readSpace } from '../../app/spaces/read-space.ts';
import { appError } from '../../domain/errors.ts';
import { assetUrl } from '../../present/asset.ts';
import { Obj, Open } from '../outputs.ts';
import { defineTool } from '../tool.ts';

/**
 * The most an export answer may hold. REST streams any size; a tool answer is one JSON-RPC
 * message the model has to read whole, so a bigger site is refused before it is all in memory.
 */
const EXPORT_TOOL_MAX_BYTES = 20 * 1024 * 1024;

/** SPEC "Site" export, the same document as `GET …/export` (docs/agents.md "Export"). */
export const exportTools = [
  defineTool({
    name: 'export_site',
    title: 'Export the whole site',
    description:
      'Returns the whole site as one JSON document: the space, languages, content types (stored definitions), content menu, quick access, every file with its URL and every entry with its latest and published version. The same document as the REST export; `tessera import` restores it into another space. Up to 20 MB.',
    input: Type.Object({}, { additionalProperties: false }),
    output: Obj('the export document (docs/agents.md "Export")', {
      format: Type.Literal(EXPORT_FORMAT, { description: 'always "tessera.export"' }),
      version: Type.Integer({ description: 'the export format version' }),
      exported_at: Type.String({ description: 'when' }),
      space: Open('the site settings'),
      locales: Type.Array(Open('a language'), { description: 'every language' }),
      content_types: Type.Array(Open('a content type: created_at, updated_at, definition'), { description: 'every content type' }),
      assets: Type.Array(Open('a file with its URL'), { description: 'every file' }),
      entries: Type.Array(Open('an entry with latest and published versions'), { description: 'every entry' }),
    }),
    needs: 'manage_model',
    group: 'admin',
    readOnly: true,
    run: async (ctx) => {
      const db = ctx.app.database.db;
      const { space } = await readSpace(db, ctx.actor.spaceId);
      const chunks: string[] = [];
      let size = 0;
      for await (const chunk of exportSpace(db, space, (a) => assetUrl(ctx.app.config.baseUrl, a), new Date().toISOString())) {
        size += Buffer.byteLength(chunk);
        if (size > EXPORT_TOOL_MAX_BYTES) {
          throw appError('validation_failed', `The export of this site is over ${EXPORT_TOOL_MAX_BYTES / 1024 / 1024} MB, more than one tool answer can carry.`, {
            fix: 'Read the site in parts instead (list_content_types, list_entries and list_assets page by page), or ask the site owner for the export file, which has no size limit.',
          });
        }
        chunks.push(chunk);
      }
      return JSON.parse(chunks.join('')) as Record<string, unknown>;
    },
  }),
];
