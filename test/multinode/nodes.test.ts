import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { createSpace } from '../../src/app/spaces/create-space.ts';
import { createKey } from '../../src/app/keys/create-key.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { healthOnceCachesTrusted, startCluster, redisAvailable, type Cluster, type Node } from '../support/cluster.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/database.ts';
import { rasterImage, uploadForm } from '../support/media.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { startS3 } from '../support/s3.ts';

/**
 * Three API nodes and one worker as real `tessera serve` processes on one PostgreSQL, one Redis
 * and one S3 server (docs/deploy.md). PostgreSQL only: several processes on one SQLite file is
 * not a supported deployment. Skipped (with the reason) when Redis is not running.
 */
const skip = TEST_ENGINE !== 'postgres' ? 'several nodes need PostgreSQL (TEST_DB=postgres)' : !(await redisAvailable()) ? 'Redis is not running on 127.0.0.1:6379' : false;
const RATE_LIMIT = 40;

describe('several nodes', { skip }, () => {
  let tdb: TestDatabase;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let rx: Receiver;
  let cluster: Cluster;
  let n1: Node, n2: Node, n3: Node;
  let database: Database;
  let mgmt: string;

  before(async () => {
    tdb = await createTestDatabase();
    s3 = await startS3();
    rx = await startReceiver();
    cluster = startCluster({
      ...s3.env,
      DATABASE_URL: tdb.config.kind === 'postgres' ? tdb.config.url : '',
      TESSERA_ALLOW_PRIVATE_TARGETS: '1',
      TESSERA_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      TESSERA_HOOK_COALESCE_MS: '0',
      TESSERA_CACHE_LEASE_MS: '1000',
    });
    // All four start at once on an empty database: the migrations must run once (advisory lock).
    [n1, n2, n3] = await Promise.all([cluster.start('api-1', 'api'), cluster.start('api-2', 'api'), cluster.start('api-3', 'api'), cluster.start('worker', 'worker')]);
    database = await openDatabase(tdb.config, { migrate: false });
    await runUnitOfWork(database, systemActor('site'), (uow) => createSpace(uow, { slug: 'site', name: 'Site' }));
    mgmt = (await runUnitOfWork(database, systemActor('site'), (uow) => createKey(uow, { name: 'Setup', kind: 'management' }))).token;
    const m = n1.client(mgmt);
    const type = await m.post('/api/v1/spaces/site/content_types', { api_id: 'post', name: 'Post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    assert.equal(type.status, 201, type.text);
  });
  after(async () => {
    await cluster?.stop();
    await database?.destroy();
    await rx?.close();
    await s3?.stop();
    await tdb?.drop();
  });

  it('serves a publish made through one node from the others as soon as it returns, with the new ETag', async () => {
    const nodes = [n1, n2, n3];
    // The nodes answer from their caches (not merely from the database every time).
    for (const n of nodes) assert.deepEqual(await healthOnceCachesTrusted(n), { ok: true, caches: true }, n.name);
    const created = await n1.client(mgmt).post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'v0' } });
    assert.equal(created.status, 201, created.text);
    const id = created.body.sys.id;
    let version = created.body.sys.version;
    const one = `/api/v1/spaces/site/entries/${id}`;
    const list = '/api/v1/spaces/site/entries?content_type=post';
    // A delivery key per reader, each well under the rate limit the next test checks.
    const keys = new Map<Node, string>();
    for (const n of nodes) keys.set(n, (await n1.client(mgmt).post('/api/v1/spaces/site/api_keys', { name: `Site ${n.name}`, kind: 'delivery' })).body.token);
    const etags = new Set<string>();
    for (let round = 1; round <= 6; round++) {
      const writer = nodes[round % 3];
      const title = `v${round}`;
      const patched = await writer.client(mgmt).patch(one, { fields: { title }, version });
      assert.equal(patched.status, 200, patched.text);
      const published = await writer.client(mgmt).post(`${one}/publish`);
      assert.equal(published.status, 200, published.text);
      version = published.body.sys.version;
      for (const reader of nodes) {
        // Twice each: the second read is the one a node answers from its response cache.
        for (let i = 0; i < 2; i++) {
          const got = await reader.client(keys.get(reader)).get(one);
          assert.equal(got.status, 200, got.text);
          assert.equal(got.body.fields.title, title, `${reader.name} after a publish through ${writer.name}`);
          const listed = await reader.client(keys.get(reader)).get(list);
          assert.deepEqual(listed.body.items.map((e: { fields: { title: string } }) => e.fields.title), [title], `${reader.name} list`);
          etags.add(got.headers.get('etag')!);
        }
      }
    }
    assert.equal(etags.size, 6, 'one ETag per published version, the same on every node');
  });

  it('refuses a key revoked on one node on every other node at the next request', async () => {
    const made = await n2.client(mgmt).post('/api/v1/spaces/site/api_keys', { name: 'Soon revoked', kind: 'delivery' });
    assert.equal(made.status, 201, made.text);
    const path = '/api/v1/spaces/site/entries?content_type=post';
    for (const n of [n1, n3]) for (let i = 0; i < 3; i++) assert.equal((await n.client(made.body.token).get(path)).status, 200);
    const revoked = await n2.client(mgmt).delete(`/api/v1/spaces/site/api_keys/${made.body.key.id}`);
    assert.ok(revoked.status === 200 || revoked.status === 204, revoked.text);
    for (const n of [n1, n3]) {
      const res = await n.client(made.body.token).get(path);
      assert.equal(res.status, 401, `${n.name}: ${res.text}`);
      assert.equal(res.body.error.code, 'invalid_key');
    }
  });

  it('holds a per-token rate limit across the three nodes', async () => {
    const key = (await n1.client(mgmt).post('/api/v1/spaces/site/api_keys', { name: 'Counted', kind: 'delivery' })).body.token;
    const nodes = [n1, n2, n3];
    for (let i = 0; i < RATE_LIMIT; i++) {
      const res = await nodes[i % 3].client(key).get('/api/v1/spaces/site/content_types');
      assert.equal(res.status, 200, `request ${i + 1} of ${RATE_LIMIT}: ${res.text}`);
      assert.equal(res.headers.get('ratelimit-remaining'), String(RATE_LIMIT - i - 1));
    }
    for (const n of nodes) {
      const res = await n.client(key).get('/api/v1/spaces/site/content_types');
      assert.equal(res.status, 429, `${n.name} lets request ${RATE_LIMIT + 1} through`);
      assert.equal(res.body.error.code, 'rate_limited');
    }
  });

  it('serves a file uploaded through one node from another (S3)', async () => {
    const png = await rasterImage('png', 40, 20);
    const created = await n3.client(mgmt).post('/api/v1/spaces/site/assets', uploadForm(png, 'shared.png'));
    assert.equal(created.status, 201, created.text);
    const filePath = new URL(created.body.fields.file.url).pathname;
    const served = await fetch(n1.url + filePath);
    assert.equal(served.status, 200);
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), png);
    const resized = await fetch(`${n2.url}${filePath}?w=10`);
    assert.equal(resized.status, 200);
    assert.equal(resized.headers.get('content-type'), 'image/png');
  });

  it('delivers each deploy-hook event once, whichever node wrote it', async () => {
    const hook = await n1.client(mgmt).post('/api/v1/spaces/site/webhooks', { name: 'Build', kind: 'generic', url: rx.url('/build') });
    assert.equal(hook.status, 201, hook.text);
    const secret = hook.body.secret as string;
    const nodes = [n1, n2, n3];
    for (const [i, n] of nodes.entries()) {
      const e = await n.client(mgmt).post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: `hooked ${i}` } });
      assert.equal((await n.client(mgmt).post(`/api/v1/spaces/site/entries/${e.body.sys.id}/publish`)).status, 200);
      await rx.waitFor(i + 1, '/build', 15_000);
    }
    // Time enough for a duplicate to show if a second worker (or node) also sent one.
    await new Promise((r) => setTimeout(r, 1500));
    const got = rx.at('/build');
    assert.equal(got.length, 3, 'one request per event');
    const eventIds = got.flatMap((r) => {
      const payload = new Webhook(secret).verify(r.body, r.headers) as { type: string; data: { events: { id: string }[] } };
      assert.equal(payload.type, 'entry.published');
      return payload.data.events.map((e) => e.id);
    });
    assert.equal(new Set(eventIds).size, 3, 'three distinct events');
    assert.equal(new Set(got.map((r) => r.headers['webhook-id'])).size, 3);
  });
});
