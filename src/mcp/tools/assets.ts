import { Type } from '@fastify/type-provider-typebox';
import { createAsset } from '../../app/assets/create-asset.ts';
import { assetToUpdate, getAsset } from '../../app/assets/get-asset.ts';
import { listAssets } from '../../app/assets/list-assets.ts';
import { receiveUrl } from '../../app/assets/receive-url.ts';
import { updateAsset } from '../../app/assets/update-asset.ts';
import { presentAsset } from '../../present/asset.ts';
import { defineTool, write } from '../tool.ts';

const Text = {
  title: Type.Optional(Type.String({ description: 'defaults to the file name' })),
  alt: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'alt text; images used by published content need it' })),
  description: Type.Optional(Type.Union([Type.String(), Type.Null()])),
};
const FILES = 'JPG, PNG, WebP, GIF, SVG (no scripts or external resources) and PDF up to 20 MB; MP4 and WebM up to 50 MB';

/** Files (SPEC "Assets"): the same operations as the REST routes, uploads by URL. */
export const assetTools = [
  defineTool({
    name: 'list_assets',
    title: 'List files',
    description: 'Lists the files (assets) of the site, newest first, with their URL, type, size, dimensions, title and alt text. Use the id in asset and assets fields of entries.',
    input: Type.Object(
      { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })), skip: Type.Optional(Type.Integer({ minimum: 0, default: 0 })) },
      { additionalProperties: false },
    ),
    needs: 'read',
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
    input: Type.Object({ id: Type.String() }, { additionalProperties: false }),
    needs: 'read',
    readOnly: true,
    run: async (ctx, args) => presentAsset(ctx.app.config.baseUrl, await getAsset(ctx.app.database.db, ctx.actor, args.id)),
  }),
  defineTool({
    name: 'upload_asset',
    title: 'Upload a file from a URL',
    description: `Downloads a file from a public https URL (up to 3 redirects, each checked) and stores it as an asset. ${FILES}. filename overrides the name taken from the URL. Give alt text for images that published content will show.`,
    input: Type.Object({ url: Type.String({ description: 'https URL of the file' }), filename: Type.Optional(Type.String()), ...Text }, { additionalProperties: false }),
    needs: 'write',
    run: async (ctx, { url, ...text }) => {
      const file = await receiveUrl(ctx.app.config, url);
      try {
        return presentAsset(ctx.app.config.baseUrl, await write(ctx, (uow) => createAsset(uow, ctx.app, { file, field: 'url', ...text })));
      } finally {
        await file.dispose();
      }
    },
  }),
  defineTool({
    name: 'update_asset',
    title: 'Change a file',
    description: `Changes a file's title, alt text, description or file name, or replaces its bytes from url keeping the same id, so every entry using it shows the new file (${FILES}). Replacing a file that published content uses notifies deploy hooks.`,
    input: Type.Object({ id: Type.String(), url: Type.Optional(Type.String({ description: 'replace the file with this download' })), filename: Type.Optional(Type.String()), ...Text }, { additionalProperties: false }),
    needs: 'write',
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
];
