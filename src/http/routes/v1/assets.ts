import multipart from '@fastify/multipart';
import { Type, type Static } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { createAsset } from '../../../app/assets/create-asset.ts';
import { assetToUpdate, getAsset } from '../../../app/assets/get-asset.ts';
import { listAssets } from '../../../app/assets/list-assets.ts';
import type { ReceivedFile } from '../../../app/assets/receive-file.ts';
import { receiveUrl } from '../../../app/assets/receive-url.ts';
import { updateAsset } from '../../../app/assets/update-asset.ts';
import { runUnitOfWork } from '../../../app/unit-of-work.ts';
import { validationFailed } from '../../../domain/errors.ts';
import { MULTIPART_LIMITS, readMultipartUpload } from '../../multipart-upload.ts';
import { actorOf } from '../../plugins/auth.ts';
import { AssetSchema, presentAsset } from '../../../present/asset.ts';
import { Limit, ListSys, Skip, Total } from '../../../present/schema-values.ts';
import { IdempotencyHeaders, Nullable, PageQuery, responses } from '../../schemas.ts';
import { replayStreamedRequest, sendWrite } from '../../plugins/idempotency.ts';
import type { App } from '../../types.ts';

const AssetCollection = Type.Object({ sys: ListSys, total: Total, skip: Skip, limit: Limit, items: Type.Array(AssetSchema, { description: 'the files of this page' }) });

const SpaceOnly = Type.Object({ space_id: Type.String() });
const AssetParams = Type.Object({ space_id: Type.String(), id: Type.String() });
const Text = {
  title: Type.Optional(Type.String({ description: 'defaults to the file name', examples: ['Harbour at dawn'] })),
  alt: Type.Optional(Nullable(Type.String({ description: 'text alternative; required before published entries may use an image', examples: ['Fishing boats in the harbour at sunrise'] }))),
  description: Type.Optional(Nullable(Type.String({ description: 'a longer description for editors (credits, where it was taken)', examples: ['Photo: A. Smith, 2026'] }))),
};
const CreateJson = Type.Object(
  {
    url: Type.String({ format: 'uri', description: 'https on the public internet; up to 3 redirects', examples: ['https://images.example.com/harbour.jpg'] }),
    filename: Type.Optional(Type.String({ description: 'overrides the name taken from the URL', examples: ['harbour.jpg'] })),
    ...Text,
  },
  { additionalProperties: false },
);
const UpdateJson = Type.Object(
  {
    url: Type.Optional(Type.String({ format: 'uri', description: 'replace the file with this download, keeping the id', examples: ['https://images.example.com/harbour-v2.jpg'] })),
    filename: Type.Optional(Type.String({ description: 'rename the file (or name the new one)', examples: ['harbour.jpg'] })),
    ...Text,
  },
  { additionalProperties: false },
);
/** Documents the multipart form; the form itself is read by readMultipartUpload (it streams). */
const multipartForm = (fileRequired: boolean) =>
  Type.Unsafe<unknown>({
    properties: {
      file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'JPG, PNG, WebP, GIF, SVG or PDF up to 20 MB; MP4 or WebM up to 50 MB', examples: ['(the file\'s bytes)'] },
      title: { type: 'string', description: 'defaults to the file name', examples: ['Harbour at dawn'] },
      alt: { type: 'string', description: 'text alternative; required before published entries may use an image', examples: ['Fishing boats in the harbour at sunrise'] },
      description: { type: 'string', description: 'a longer description for editors', examples: ['Photo: A. Smith, 2026'] },
      filename: { type: 'string', description: "overrides the uploaded file's name", examples: ['harbour.jpg'] },
    },
    ...(fileRequired ? { required: ['file'] } : {}),
  });
const FORM_FIELDS = ['title', 'alt', 'description', 'filename'] as const;

interface Upload {
  file: ReceivedFile | null;
  field: string;
  text: { title?: string | null; alt?: string | null; description?: string | null; filename?: string };
}

export default async function assetRoutes(app: App): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const ctx = app.ctx;

  /** The file and text of a POST or PATCH, whichever body form was sent. */
  async function readUpload(request: FastifyRequest, body: Static<typeof UpdateJson> | undefined): Promise<Upload> {
    if (request.isMultipart()) {
      const form = await readMultipartUpload(request, ctx.config, FORM_FIELDS);
      return { file: form.file, field: 'file', text: form.fields };
    }
    const { url, ...text } = body ?? {};
    return { file: url === undefined ? null : await receiveUrl(ctx.config, url), field: 'url', text };
  }

  app.get(
    '/api/v1/spaces/:space_id/assets',
    {
      config: { auth: 'read' },
      schema: {
        tags: ['Assets'],
        summary: 'List files, newest first; filter by kind and search by words',
        description: '`total` counts the files that match, so `skip` pages through them. `query` finds files whose title, file name, alt text or description contain every word (case-insensitive, parts of words too).',
        params: SpaceOnly,
        querystring: Type.Object(
          {
            ...PageQuery(100),
            kind: Type.Optional(Type.Union([Type.Literal('image'), Type.Literal('video'), Type.Literal('pdf'), Type.Literal('other')], { description: 'only images, videos, PDF documents, or other files' })),
            query: Type.Optional(Type.String({ maxLength: 200, description: 'words that must each appear in the title, file name, alt text or description (up to 10 words)', examples: ['harbour sunset'] })),
          },
          { additionalProperties: false },
        ),
        response: responses({ 200: AssetCollection }, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const page = await listAssets(ctx.database.db, actorOf(request), request.query);
      return { sys: { type: 'Array' as const }, total: page.total, skip: page.skip, limit: page.limit, items: page.items.map((a) => presentAsset(ctx.config.baseUrl, a)) };
    },
  );

  app.get(
    '/api/v1/spaces/:space_id/assets/:id',
    {
      config: { auth: 'read' },
      schema: { tags: ['Assets'], summary: 'One file', params: AssetParams, response: responses({ 200: AssetSchema }, [401, 403, 404]) },
    },
    async (request) => presentAsset(ctx.config.baseUrl, await getAsset(ctx.database.db, actorOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/spaces/:space_id/assets',
    {
      config: { auth: 'write', idempotent: true },
      schema: {
        tags: ['Assets'],
        summary: 'Upload a file: multipart `file`, or JSON `url` to download',
        params: SpaceOnly,
        headers: IdempotencyHeaders,
        body: { content: { 'application/json': { schema: CreateJson }, 'multipart/form-data': { schema: multipartForm(true) } } },
        response: responses({ 201: AssetSchema }, [400, 401, 403, 404, 409, 413, 415, 422]),
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, request.body as Static<typeof CreateJson> | undefined);
      try {
        if (!upload.file) {
          throw validationFailed(
            request.isMultipart() ? { file: 'required: the file, as a multipart part named `file`' } : { url: 'required: the https URL of the file to download' },
            'No file was sent.',
            'Send multipart/form-data with a `file` part, or JSON {"url": "https://…"}.',
          );
        }
        const file = upload.file;
        if (await replayStreamedRequest(app, request, reply, { sha256: file.sha256, name: file.name, field: upload.field, text: upload.text })) return reply;
        return await sendWrite(
          app,
          request,
          reply,
          201,
          (idempotency) => runUnitOfWork(ctx.database, actorOf(request), (uow) => createAsset(uow, ctx, { file, field: upload.field, ...upload.text }), { idempotency }),
          (row) => presentAsset(ctx.config.baseUrl, row),
        );
      } finally {
        await upload.file?.dispose();
      }
    },
  );

  app.patch(
    '/api/v1/spaces/:space_id/assets/:id',
    {
      config: { auth: 'write' },
      schema: {
        tags: ['Assets'],
        summary: 'Change title, alt, description or name, or replace the file keeping the id',
        params: AssetParams,
        body: { content: { 'application/json': { schema: UpdateJson }, 'multipart/form-data': { schema: multipartForm(false) } } },
        response: responses({ 200: AssetSchema }, [400, 401, 403, 404, 413, 415, 422]),
      },
    },
    async (request) => {
      await assetToUpdate(ctx.database.db, actorOf(request), request.params.id);
      const upload = await readUpload(request, request.body as Static<typeof UpdateJson> | undefined);
      try {
        const row = await runUnitOfWork(ctx.database, actorOf(request), (uow) =>
          updateAsset(uow, ctx, request.params.id, { file: upload.file ?? undefined, field: upload.field, ...upload.text }),
        );
        return presentAsset(ctx.config.baseUrl, row);
      } finally {
        await upload.file?.dispose();
      }
    },
  );
}
