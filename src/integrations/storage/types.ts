import type { Readable } from 'node:stream';

/** Inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutMeta {
  contentType: string;
  size: number;
}

/**
 * Where asset bytes live: local disk by default, an S3-compatible bucket when several nodes
 * serve one site (docs/assets.md "Storage"). Keys are `space/asset-id/sha256.ext`, so a
 * replaced file never overwrites the bytes an old URL points at.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the finished local file at `sourcePath` under `key`; the source file is consumed. */
  put(key: string, sourcePath: string, meta: PutMeta): Promise<void>;
  /** The bytes (or a range of them), or null when nothing is stored under `key`. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the object; missing objects are fine. */
  delete(key: string): Promise<void>;
  /** Where the object can be fetched directly, when the storage is publicly readable. */
  publicUrl(key: string): string | null;
  /** Resolves when the storage can be written to now (the readiness check); rejects otherwise. */
  check(): Promise<void>;
}

/** Keys are made by the service, never by users; refuse anything that could leave the root. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) || key.split('/').some((p) => p === '.' || p === '..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
