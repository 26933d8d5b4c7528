/** The public address of a file's current bytes; the hash makes a replaced file a new URL, so caches never serve stale bytes. */
export function assetUrl(baseUrl: string, asset: { space_id: string; id: string; sha256: string; filename: string }): string {
  return `${baseUrl}/files/${asset.space_id}/${asset.id}/${asset.sha256}/${encodeURIComponent(asset.filename)}`;
}
