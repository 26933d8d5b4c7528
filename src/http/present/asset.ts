import type { AssetRow } from '../../db/repos/assets.ts';

/**
 * Public URL of a file's bytes. The SHA-256 is part of the path, so a replaced file gets a new
 * URL and caches never serve old bytes under it.
 */
export function assetUrl(baseUrl: string, asset: Pick<AssetRow, 'space_id' | 'id' | 'sha256' | 'filename'>): string {
  return `${baseUrl}/files/${asset.space_id}/${asset.id}/${asset.sha256}/${encodeURIComponent(asset.filename)}`;
}

/** SPEC "Asset". */
export function presentAsset(baseUrl: string, row: AssetRow) {
  return {
    sys: { id: row.id, type: 'Asset' as const },
    fields: {
      title: row.title,
      alt: row.alt,
      description: row.description,
      file: {
        url: assetUrl(baseUrl, row),
        filename: row.filename,
        content_type: row.content_type,
        size: row.size,
        width: row.width,
        height: row.height,
      },
    },
  };
}
