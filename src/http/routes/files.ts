import fs from 'node:fs';
import { Type } from '@fastify/type-provider-typebox';
import { openOriginal, originalPublicUrl } from '../../app/assets/original-file.ts';
import { transformedFile } from '../../app/assets/transformed-file.ts';
import { findAssetFile } from '../../app/assets/find-asset-file.ts';
import { appError } from '../../domain/errors.ts';
import { FITS, OUTPUT_FORMATS, planTransform, TRANSFORM_MAX_SIDE, transformedFilename } from '../../domain/image-transform.ts';
import { etagMatches } from '../delivery-cache.ts';
import { fileHeaders, IMMUTABLE, parseRange } from '../file-headers.ts';
import { assetUrl } from '../../present/asset.ts';
import { QueryInteger } from '../schemas.ts';
import type { App } from '../types.ts';

const FileParams = Type.Object({
  space: Type.String(),
  id: Type.String(),
  sha: Type.String({ description: 'SHA-256 of the file; one the asset had before a replacement redirects to the current file, any other is 404' }),
  filename: Type.String(),
});

const TransformQuery = Type.Object(
  {
    w: Type.Optional(QueryInteger({ minimum: 1, maximum: TRANSFORM_MAX_SIDE, description: 'width in pixels' })),
    h: Type.Optional(QueryInteger({ minimum: 1, maximum: TRANSFORM_MAX_SIDE, description: 'height in pixels' })),
    fit: Type.Optional(Type.Union(FITS.map((f) => Type.Literal(f)), { description: 'with both w and h; default inside' })),
    fm: Type.Optional(Type.Union(OUTPUT_FORMATS.map((f) => Type.Literal(f)), { description: 'output format; default the original format' })),
    q: Type.Optional(QueryInteger({ minimum: 1, maximum: 100, description: 'quality of jpg, webp and avif' })),
  },
  { additionalProperties: false },
);

/**
 * File delivery (docs/assets.md "Delivery"), public like a CDN URL: the asset id and content
 * hash in the path are the capability. A hash the asset had before its file was replaced
 * redirects to the current file (any other hash is 404) for a short time-to-live, so pages built before the replacement keep
 * showing a picture until they are rebuilt.
 */
export default async function fileRoutes(app: App): Promise<void> {
  const ctx = app.ctx;

  app.get(
    '/files/:space/:id/:sha/:filename',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Files'],
        summary: 'A file; images take w, h, fit, fm and q',
        security: [],
        params: FileParams,
        querystring: TransformQuery,
      },
    },
    async (request, reply) => {
      const { space, id, sha } = request.params;
      const { asset, current } = await findAssetFile(ctx.database.db, space, id, sha);
      if (!current) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.code(302).header('cache-control', 'public, max-age=60').header('location', assetUrl(ctx.config.baseUrl, asset) + query).send();
      }

      const plan = planTransform(request.query, asset.content_type, asset.width !== null && asset.height !== null ? asset.width * asset.height : null);
      const etag = `"${asset.sha256}${plan ? `-${plan.key}` : ''}"`;
      const headers = plan
        ? fileHeaders(plan.contentType, transformedFilename(asset.filename, plan.format), etag)
        : fileHeaders(asset.content_type, asset.filename, etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).headers(headers).send();

      if (plan) {
        const out = await transformedFile(ctx.config, asset, plan);
        if (!out) throw missingBytes(request.log, asset.storage_key);
        return reply.headers(headers).header('content-length', out.size).send(fs.createReadStream(out.path));
      }

      const publicUrl = originalPublicUrl(ctx.config, asset);
      if (publicUrl) return reply.code(302).header('cache-control', IMMUTABLE).header('location', publicUrl).send();

      const range = parseRange(request.headers.range, asset.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${asset.size}`);
        throw appError('invalid_parameter', `The Range header asks for bytes outside the file (${asset.size} bytes).`, {
          status: 416,
          fix: `Ask for a range within 0-${asset.size - 1}, or leave the Range header out.`,
        });
      }
      const stream = await openOriginal(ctx.config, asset, range ?? undefined);
      if (!stream) throw missingBytes(request.log, asset.storage_key);
      reply.headers(headers).header('accept-ranges', 'bytes');
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${asset.size}`);
        return reply.header('content-length', range.end - range.start + 1).send(stream);
      }
      return reply.header('content-length', asset.size).send(stream);
    },
  );
}

function missingBytes(log: { error(obj: object, msg: string): void }, key: string) {
  log.error({ storage_key: key }, 'asset bytes missing from file storage');
  return appError('not_found', 'The bytes of this file are missing from file storage.', { fix: 'Upload the file again (PATCH the asset with the file) or restore the storage.' });
}
