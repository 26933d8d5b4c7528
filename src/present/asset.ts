import type { AssetRow } from '../db/repos/assets.ts';
import { Type } from '@fastify/type-provider-typebox';
import { assetFileUrl } from '../domain/asset-files.ts';
import { Nullable } from './nullable.ts';
import { Int, Str, Time } from './schema-values.ts';

/** A file (SPEC "Asset"). */
export const AssetSchema = Type.Object({
  sys: Type.Object(
    { id: Str('the file id', 'hero'), type: Type.Literal('Asset', { description: 'always Asset' }), created_at: Time('when it was uploaded'), updated_at: Time('when it or its file last changed') },
    { description: "the file's system data" },
  ),
  fields: Type.Object(
    {
      title: Str('its title (the file name unless given)', 'Harbour at dawn'),
      alt: Nullable(Str('text alternative for images; null when none yet', 'Fishing boats in the harbour at sunrise')),
      description: Nullable(Str('a longer description for editors, or null', 'Photo: A. Smith, 2026')),
      file: Type.Object(
        {
          url: Type.String({ format: 'uri', description: 'served by this service: long-lived caching, content hash in the path; images take w, h, fit, fm, q', examples: ['https://cms.example.com/files/blog/hero/3f9a1c2b/harbour.jpg'] }),
          filename: Str('the file name', 'harbour.jpg'),
          content_type: Str('its media type', 'image/jpeg'),
          size: Int('bytes', 482113),
          width: Type.Optional(Int('pixels; images and most videos', 1600)),
          height: Type.Optional(Int('pixels; images and most videos', 1067)),
        },
        { description: 'the stored file' },
      ),
    },
    { description: 'what describes the file' },
  ),
});


/** The public address of a file's current bytes (one definition: domain/asset-files.ts). */
export const assetUrl = assetFileUrl;

/** SPEC "Asset". `width`/`height` are left out when unknown (PDFs, some videos). */
export function presentAsset(baseUrl: string, a: AssetRow) {
  return {
    sys: { id: a.id, type: 'Asset' as const, created_at: a.created_at, updated_at: a.updated_at },
    fields: {
      title: a.title,
      alt: a.alt,
      description: a.description,
      file: {
        url: assetUrl(baseUrl, a),
        filename: a.filename,
        content_type: a.content_type,
        size: a.size,
        ...(a.width !== null ? { width: a.width } : {}),
        ...(a.height !== null ? { height: a.height } : {}),
      },
    },
  };
}
