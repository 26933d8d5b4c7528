import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import type { AssetRow } from '../../db/repos/assets.ts';
import { fileStorage } from '../../integrations/storage/index.ts';
import type { ByteRange } from '../../integrations/storage/types.ts';

/** Where the storage serves the original itself (an S3 public URL), or null when we stream it. */
export function originalPublicUrl(config: Config, asset: AssetRow): string | null {
  return fileStorage(config).publicUrl(asset.storage_key);
}

/** The stored original (or one byte range of it); null when its bytes are missing from storage. */
export function openOriginal(config: Config, asset: AssetRow, range?: ByteRange): Promise<Readable | null> {
  return fileStorage(config).open(asset.storage_key, range);
}
