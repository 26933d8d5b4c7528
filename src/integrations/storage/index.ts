import type { Config } from '../../config.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

export type { FileStorage, ByteRange } from './types.ts';

const instances = new WeakMap<Config['storage'], FileStorage>();

/** The file storage the configuration selects (one instance per configuration). */
export function fileStorage(config: Config): FileStorage {
  let s = instances.get(config.storage);
  if (!s) {
    s = config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(config.storage.dir);
    instances.set(config.storage, s);
  }
  return s;
}
