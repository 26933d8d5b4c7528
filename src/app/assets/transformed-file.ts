import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Config } from '../../config.ts';
import type { AssetRow } from '../../db/repos/assets.ts';
import type { TransformPlan } from '../../domain/image-transform.ts';
import { ImageCache } from '../../integrations/media/image-cache.ts';
import { transformImage } from '../../integrations/media/transform-image.ts';
import { fileStorage } from '../../integrations/storage/index.ts';

const caches = new WeakMap<Config, ImageCache>();

export function imageCache(config: Config): ImageCache {
  let c = caches.get(config);
  if (!c) {
    c = new ImageCache(path.join(config.dataDir, 'cache', 'images'), config.transformCacheBytes);
    caches.set(config, c);
  }
  return c;
}

/**
 * The transformed image for an asset (docs/assets.md "Image transformations"), from the disk
 * cache or computed from the stored original; null when the original's bytes are missing.
 */
export async function transformedFile(config: Config, asset: AssetRow, plan: TransformPlan): Promise<{ path: string; size: number } | null> {
  const cache = imageCache(config);
  try {
    return await cache.get(asset.sha256, plan.key, plan.format, async () => {
      const stream = await fileStorage(config).open(asset.storage_key);
      if (!stream) throw new MissingOriginal();
      return transformImage(await buffer(stream), plan, { contentType: asset.content_type, width: asset.width, height: asset.height });
    });
  } catch (err) {
    if (err instanceof MissingOriginal) return null;
    throw err;
  }
}

class MissingOriginal extends Error {}
