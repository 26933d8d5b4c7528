import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config.ts';
import { assertSafeKey, type ByteRange, type FileStorage } from './types.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** An S3-compatible bucket (AWS S3, MinIO, R2, …) for services running on several nodes. */
type Sdk = typeof S3Sdk;

// The SDK is large (about 18 MB resident): load it on first use, so nodes on local disk never pay for it.
let sdkLoading: Promise<Sdk> | undefined;
const loadSdk = (): Promise<Sdk> => (sdkLoading ??= import('@aws-sdk/client-s3'));

export function s3Storage(cfg: S3Config): FileStorage {
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const s3 = () => (connecting ??= loadSdk().then((sdk) => ({ sdk, client: newClient(sdk) })));
  const newClient = (sdk: Sdk) => new sdk.S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    credentials: cfg.accessKeyId && cfg.secretAccessKey ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers do not speak the
    // newer streaming-checksum trailers, and the SHA-256 of every file is ours to check anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return cfg.prefix + key;
  };
  const missing = (sdk: Sdk, err: unknown) =>
    err instanceof sdk.S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

  return {
    kind: 's3',
    async put(key, sourcePath, meta) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: cfg.bucket,
          Key: objectKey(key),
          Body: fs.createReadStream(sourcePath),
          ContentLength: meta.size,
          ContentType: meta.contentType,
          // Keys carry the content hash: the bytes under a key never change.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      await fs.promises.rm(sourcePath, { force: true });
    },
    async open(key, range?: ByteRange): Promise<Readable | null> {
      const { sdk, client } = await s3();
      try {
        const out = await client.send(
          new sdk.GetObjectCommand({ Bucket: cfg.bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return (out.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (missing(sdk, err)) return null;
        throw err;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: cfg.bucket, Key: objectKey(key) }));
      } catch (err) {
        if (!missing(sdk, err)) throw err;
      }
    },
    async check() {
      const { sdk, client } = await s3();
      await client.send(new sdk.HeadBucketCommand({ Bucket: cfg.bucket }));
    },
    publicUrl(key) {
      if (!cfg.publicUrl) return null;
      return `${cfg.publicUrl}/${objectKey(key).split('/').map(encodeURIComponent).join('/')}`;
    },
  };
}
