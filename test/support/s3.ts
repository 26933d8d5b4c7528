import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-protocol server (s3rver) on 127.0.0.1 with one bucket, for the S3 storage adapter. */
export async function startS3(bucket = 'tessera-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** The environment that points Tessera at this bucket. */
    env: {
      TESSERA_S3_BUCKET: bucket,
      TESSERA_S3_ENDPOINT: endpoint,
      TESSERA_S3_REGION: 'us-east-1',
      TESSERA_S3_ACCESS_KEY_ID: 'S3RVER',
      TESSERA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    } as Record<string, string>,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
