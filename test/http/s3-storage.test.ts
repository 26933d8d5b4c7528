import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { loadConfig } from '../../src/config.ts';
import { createAsset } from '../../src/app/assets/create-asset.ts';
import { receiveBuffer } from '../../src/app/assets/receive-file.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { s3Storage } from '../../src/integrations/storage/s3.ts';
import { startTestService, type TestService } from '../support/service.ts';
import { startS3 } from '../support/s3.ts';
import { fetchFile, rasterImage, uploadForm } from '../support/media.ts';

/** Everything here runs against s3rver, a real S3-protocol server on 127.0.0.1, not a mock. */
describe('S3-compatible file storage', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-s3-src-'));
  const source = (name: string, text: string) => {
    const p = path.join(work, name);
    fs.writeFileSync(p, text);
    return p;
  };

  before(async () => {
    s3 = await startS3();
  });
  after(async () => {
    await s3.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('stores, reads whole and in ranges, and deletes objects (under a key prefix)', async () => {
    const config = loadConfig({ ...s3.env, TESSERA_S3_PREFIX: '/site-a/' });
    assert.equal(config.storage.kind, 's3');
    const storage = s3Storage(config.storage as Extract<typeof config.storage, { kind: 's3' }>);
    const src = source('one', 'hello, object storage');
    await storage.put('space/asset/abc.txt', src, { contentType: 'text/plain', size: 21 });
    assert.equal(fs.existsSync(src), false, 'the temp file is consumed');
    assert.equal((await buffer((await storage.open('space/asset/abc.txt'))!)).toString(), 'hello, object storage');
    assert.equal((await buffer((await storage.open('space/asset/abc.txt', { start: 7, end: 12 }))!)).toString(), 'object');
    assert.equal(storage.publicUrl('space/asset/abc.txt'), null);
    await storage.delete('space/asset/abc.txt');
    assert.equal(await storage.open('space/asset/abc.txt'), null);
    await storage.delete('space/asset/abc.txt'); // deleting twice is fine
    await assert.rejects(storage.open('../escape'));
  });

  it('names the public URL of an object when the bucket is public', () => {
    const config = loadConfig({ ...s3.env, TESSERA_S3_PUBLIC_URL: 'https://cdn.example/bucket/' });
    const storage = s3Storage(config.storage as Extract<typeof config.storage, { kind: 's3' }>);
    assert.equal(storage.publicUrl('site/id/sha.png'), 'https://cdn.example/bucket/site/id/sha.png');
  });

  describe('behind the asset API', () => {
    let svc: TestService;
    before(async () => {
      svc = await startTestService(s3.env);
      await svc.space('site');
    });
    after(async () => svc.stop());

    it('uploads into the bucket, serves and transforms from it, and removes replaced bytes', async () => {
      const c = svc.client(await svc.key('site', 'management'));
      const png = await rasterImage('png', 60, 30);
      const created = await c.post('/api/v1/spaces/site/assets', uploadForm(png, 'wide.png'));
      assert.equal(created.status, 201, created.text);
      assert.equal(fs.existsSync(path.join(svc.config.dataDir, 'files')), false, 'nothing on the local disk');
      const storage = s3Storage(svc.config.storage as Extract<typeof svc.config.storage, { kind: 's3' }>);
      const sha = created.body.fields.file.url.split('/')[6];
      const key = `site/${created.body.sys.id}/${sha}.png`;
      assert.deepEqual(await buffer((await storage.open(key))!), png);

      const served = await fetchFile(created.body.fields.file.url);
      assert.deepEqual(served.body, png);
      const part = await fetchFile(created.body.fields.file.url, { range: 'bytes=0-7' });
      assert.equal(part.status, 206);
      assert.deepEqual(part.body, png.subarray(0, 8));
      const small = await sharp((await fetchFile(`${created.body.fields.file.url}?w=20&fm=webp`)).body).metadata();
      assert.deepEqual([small.format, small.width, small.height], ['webp', 20, 10]);

      const replaced = await c.patch(`/api/v1/spaces/site/assets/${created.body.sys.id}`, uploadForm(await rasterImage('jpeg', 10, 10), 'square.jpg'));
      assert.equal(replaced.status, 200);
      assert.equal(await storage.open(key), null, 'the replaced bytes are removed from the bucket');
      assert.equal((await fetchFile(replaced.body.fields.file.url)).status, 200);
    });

    it('removes bytes stored by a unit of work that rolls back (a later batch operation failed)', async () => {
      const ctx = { config: svc.config, database: svc.database };
      const file = await receiveBuffer(svc.config, await rasterImage('png', 5, 5), { name: 'doomed.png', nameIsExplicit: true, field: 'data' });
      let key = '';
      await assert.rejects(
        runUnitOfWork(svc.database, systemActor('site'), async (uow) => {
          key = (await createAsset(uow, ctx, { file, field: 'data' })).storage_key;
          throw new Error('a later operation failed');
        }),
        /later operation/,
      );
      await file.dispose();
      const storage = s3Storage(svc.config.storage as Extract<typeof svc.config.storage, { kind: 's3' }>);
      assert.match(key, /^site\/[A-Za-z0-9]{20}\/[0-9a-f]{64}\.png$/);
      assert.equal(await storage.open(key), null);
    });
  });

  describe('with a public bucket URL', () => {
    let svc: TestService;
    before(async () => {
      svc = await startTestService({ ...s3.env, TESSERA_S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}` });
      await svc.space('pub');
    });
    after(async () => svc.stop());

    it('redirects originals to the bucket and still transforms here', async () => {
      const c = svc.client(await svc.key('pub', 'management'));
      const png = await rasterImage('png', 40, 20);
      const created = await c.post('/api/v1/spaces/pub/assets', uploadForm(png, 'p.png'));
      const original = await fetchFile(created.body.fields.file.url);
      assert.equal(original.status, 302);
      assert.equal(original.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const location = original.headers.get('location')!;
      assert.ok(location.startsWith(`${s3.endpoint}/${s3.bucket}/pub/${created.body.sys.id}/`), location);
      const fromBucket = await fetchFile(location);
      assert.deepEqual(fromBucket.body, png);
      assert.equal(fromBucket.headers.get('content-type'), 'image/png');
      const small = await fetchFile(`${created.body.fields.file.url}?w=10`);
      assert.equal(small.status, 200);
      assert.equal((await sharp(small.body).metadata()).width, 10);
    });
  });
});
