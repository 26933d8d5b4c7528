/** Asset rules that other features rely on (SPEC "States and transitions": files with alt text). */

export interface PublishableAssetFacts {
  alt: string | null;
}

/** Why an asset cannot be used by published content, or null when it can. */
export function assetPublishProblem(asset: PublishableAssetFacts | undefined): string | null {
  if (!asset) return 'the file does not exist in this space';
  if (!asset.alt || !asset.alt.trim()) return 'the file has no alt text; set `alt` on the asset first';
  return null;
}
