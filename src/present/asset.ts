import type { AssetRow } from '../db/repos/assets.ts';
import { assetFileUrl } from '../domain/asset-files.ts';

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
