import { Type } from '@fastify/type-provider-typebox';
import { createAsset } from '../../app/assets/create-asset.ts';
import { assetToUpdate, getAsset } from '../../app/assets/get-asset.ts';
import { listAssets } from '../../app/assets/list-assets.ts';
import { receiveBase64 } from '../../app/assets/receive-base64.ts';
import { receiveUrl } from '../../app/assets/receive-url.ts';
import { MB } from '../../domain/asset-files.ts';
import { AssetOut, Obj } from '../outputs.ts';
import { updateAsset } from '../../app/assets/update-asset.ts';
import { presentAsset } from '../../present/asset.ts';
import { defineTool, write, writeOne } from '../tool.ts';

const Text = {
  title: Type.Optional(Type.String({ description: 'defaults to the file name' })),
  alt: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'alt text; images used by published content need it' })),
  description: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'a longer description of the file' })),
};
const Filename = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 255, description }));
const AssetId = Type.String({ description: 'the asset id (from list_assets)' });
const FILES = 'JPG, PNG, WebP, GIF, SVG (no scripts or external resources) and PDF up to 20 MB; MP4 and WebM up to 50 MB';

/**
 * The largest file upload_asset_data takes: its base64 (4/3 of the bytes) fits in an MCP request
 * (MCP_BODY_LIMIT). Larger files (videos up to the SPEC's 50 MB) go by URL.
 */
const MCP_DATA_MAX_BYTES = 45 * MB;

/** Files (SPEC "Assets"): the same operations as the REST routes, uploads by URL or as base64 data. */
export const assetTools = [
  defineTool({
    name: 'list_assets',
    title: 'List files',
    description: 'Lists the files (assets) of the site, newest first, with their URL, type, size, dimensions, title and alt text. Use the id in asset and assets fields of entries.',
    input: Type.Object(
      {
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'files per page' })),
        skip: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'files to pass over' })),
      },
      { additionalProperties: false },
    ),
    output: Obj('a page of files', { total: Type.Integer({ description: 'files in all' }), skip: Type.Integer({ description: 'passed over' }), limit: Type.Integer({ description: 'page size' }), items: Type.Array(AssetOut, { description: 'newest first' }) }),
    needs: 'read',
    group: 'content',
    readOnly: true,
    run: async (ctx, args) => {
      const page = await listAssets(ctx.app.database.db, ctx.actor, { limit: args.limit ?? 100, skip: args.skip ?? 0 });
      return { total: page.total, skip: page.skip, limit: page.limit, items: page.items.map((a) => presentAsset(ctx.app.config.baseUrl, a)) };
    },
  }),
  defineTool({
    name: 'get_asset',
    title: 'Read a file',
    description: 'Reads one file (asset) by id: URL, file name, type, size, width and height, title, alt text and description.',
    input: Type.Object({ id: AssetId }, { additionalProperties: false }),
    output: AssetOut,
    needs: 'read',
    group: 'content',
    readOnly: true,
    run: async (ctx, args) => presentAsset(ctx.app.config.baseUrl, await getAsset(ctx.app.database.db, ctx.actor, args.id)),
  }),
  defineTool({
    name: 'upload_asset',
    title: 'Upload a file from a URL',
    description: `Downloads a file from a public https URL (up to 3 redirects, each checked) and stores it as an asset. ${FILES}. filename overrides the name taken from the URL. Give alt text for images that published content will show.`,
    input: Type.Object({ url: Type.String({ description: 'https URL of the file' }), filename: Filename('the file name to store; default: taken from the URL'), ...Text }, { additionalProperties: false }),
    output: AssetOut,
    needs: 'write',
    group: 'content',
    openWorld: true,
    idempotent: true,
    run: async (ctx, { url, ...text }) => {
      const file = await receiveUrl(ctx.app.config, url);
      try {
        return await writeOne(ctx, (uow) => createAsset(uow, ctx.app, { file, field: 'url', ...text }), (row) => presentAsset(ctx.app.config.baseUrl, row));
      } finally {
        await file.dispose();
      }
    },
  }),
  defineTool({
    name: 'update_asset',
    title: 'Change a file',
    description: `Changes a file's title, alt text, description or file name, or replaces its bytes from url keeping the same id, so every entry using it shows the new file (${FILES}). Replacing a file that published content uses notifies deploy hooks.`,
    input: Type.Object(
      { id: AssetId, url: Type.Optional(Type.String({ description: 'replace the file with this download' })), filename: Filename('a new file name'), ...Text },
      { additionalProperties: false },
    ),
    output: AssetOut,
    needs: 'write',
    group: 'content',
    idempotentHint: true,
    run: async (ctx, { id, url, ...text }) => {
      await assetToUpdate(ctx.app.database.db, ctx.actor, id);
      const file = url === undefined ? undefined : await receiveUrl(ctx.app.config, url);
      try {
        return presentAsset(ctx.app.config.baseUrl, await write(ctx, (uow) => updateAsset(uow, ctx.app, id, { file, field: 'url', ...text })));
      } finally {
        await file?.dispose();
      }
    },
  }),
  defineTool({
    name: 'upload_asset_data',
    title: 'Upload a file sent as base64',
    description: `Stores a file whose bytes you send as base64 in data (standard or URL-safe, or a data: URL), up to ${MCP_DATA_MAX_BYTES / MB} MB of file; larger files by URL with upload_asset. ${FILES}. The type is read from the bytes; filename names the file. Give alt text for images that published content will show.`,
    input: Type.Object(
      {
        data: Type.String({ minLength: 1, maxLength: Math.ceil(MCP_DATA_MAX_BYTES / 3) * 4 + 200, contentEncoding: 'base64', description: 'the file\'s bytes in base64, e.g. the output of `base64 -w0 logo.png`' }),
        filename: Type.String({ minLength: 1, maxLength: 255, description: 'the file name with its extension, e.g. "logo.png"' }),
        ...Text,
      },
      { additionalProperties: false },
    ),
    output: AssetOut,
    needs: 'write',
    group: 'content',
    idempotent: true,
    run: async (ctx, { data, filename, ...text }) => {
      const file = await receiveBase64(ctx.app.config, data, filename);
      try {
        return await writeOne(ctx, (uow) => createAsset(uow, ctx.app, { file, field: 'data', filename, ...text }), (row) => presentAsset(ctx.app.config.baseUrl, row));
      } finally {
        await file.dispose();
      }
    },
  }),
];
