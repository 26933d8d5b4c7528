import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { createSpace } from '../../src/app/spaces/create-space.ts';
import { createKey } from '../../src/app/keys/create-key.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { healthOnceCachesTrusted, redisAvailable, startCluster, type Cluster, type Node } from '../support/cluster.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/database.ts';
import { eventually } from '../support/receiver.ts';

/**
 * A release of 50 entries through several API nodes (docs/publishing.md "Validating and
 * publishing"): readers on every node see none or all of it while it is published, and all of
 * it on every node once the publish answered; the same release scheduled 2 s ahead is published
 * by the node running workers, atomically too.
 */
const skip = TEST_ENGINE !== 'postgres' ? 'several nodes need PostgreSQL (TEST_DB=postgres)' : !(await redisAvailable()) ? 'Redis is not running on 127.0.0.1:6379' : false;

describe('releases on several nodes', { skip }, () => {
  let tdb: TestDatabase;
  let cluster: Cluster;
  let nodes: Node[];
  let database: Database;
  let mgmt: string;
  let reader: string;
  const base = '/api/v1/spaces/site';

  before(async () => {
    tdb = await createTestDatabase();
    // The watchers read every node back to back for seconds: far more than the default
    // per-key limit, which is not what this file tests.
    cluster = startCluster({
      DATABASE_URL: tdb.config.kind === 'postgres' ? tdb.config.url : '',
      TESSERA_SCHEDULE_POLL_MS: '100',
      TESSERA_CACHE_LEASE_MS: '1000',
      TESSERA_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    const [a, b] = await Promise.all([cluster.start('all', 'all'), cluster.start('api', 'api')]);
    nodes = [a, b];
    database = await openDatabase(tdb.config, { migrate: false });
    await runUnitOfWork(database, systemActor('site'), (uow) => createSpace(uow, { slug: 'site', name: 'Site' }));
    mgmt = (await runUnitOfWork(database, systemActor('site'), (uow) => createKey(uow, { name: 'Setup', kind: 'management' }))).token;
    reader = (await runUnitOfWork(database, systemActor('site'), (uow) => createKey(uow, { name: 'Reader', kind: 'delivery' }))).token;
    const type = await a.client(mgmt).post(`${base}/content_types`, { api_id: 'post', name: 'Post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol', required: true }] });
    assert.equal(type.status, 201, type.text);
    for (const n of nodes) assert.deepEqual(await healthOnceCachesTrusted(n), { ok: true, caches: true }, n.name);
  });
  after(async () => {
    await cluster?.stop();
    await database?.destroy();
    await tdb?.drop();
  });

  const total = async (n: Node) => {
    const r = await n.client(reader).get(`${base}/entries?content_type=post&limit=1`);
    assert.equal(r.status, 200, r.text);
    return r.body.total as number;
  };
  async function releaseOf50(name: string): Promise<string> {
    const ops = Array.from({ length: 50 }, (_, i) => ({ op: 'create_entry', content_type: 'post', fields: { title: `${name} ${i}` } }));
    const b = await nodes[0].client(mgmt).post(`${base}/batch`, { operations: ops });
    assert.equal(b.status, 200, b.text);
    const r = await nodes[1].client(mgmt).post(`${base}/releases`, { name, entries: b.body.results.map((x: { sys: { id: string } }) => ({ id: x.sys.id })) });
    assert.equal(r.status, 201, r.text);
    return r.body.id;
  }
  /** Reads every node until stopped; returns every total seen. */
  function watch(): { stop(): Promise<Set<number>> } {
    const seen = new Set<number>();
    let on = true;
    const loop = (async () => {
      while (on) for (const n of nodes) seen.add(await total(n));
    })();
    return {
      async stop() {
        on = false;
        await loop;
        return seen;
      },
    };
  }

  it('publishes 50 entries atomically: none or all on every node, all once it answered', async () => {
    for (const n of nodes) assert.equal(await total(n), 0);
    const id = await releaseOf50('Spring');
    const preview = await nodes[1].client(mgmt).get(`${base}/entries?content_type=post&limit=1&release=${id}`);
    assert.equal(preview.body.total, 50, 'previewed through another node');
    const w = watch();
    const p = await nodes[0].client(mgmt).post(`${base}/releases/${id}/publish`);
    const seen = await w.stop();
    assert.equal(p.status, 200, p.text);
    for (const n of nodes) assert.equal(await total(n), 50, n.name);
    assert.deepEqual([...seen].filter((t) => t !== 0 && t !== 50), [], `only none or all (${[...seen].join(', ')})`);
  });

  it('a release scheduled 2 s ahead is published by the node running workers, atomically', async () => {
    const id = await releaseOf50('Summer');
    const s = await nodes[0].client(mgmt).post(`${base}/releases/${id}/schedule`, { at: new Date(Date.now() + 2000).toISOString() });
    assert.equal(s.status, 201, s.text);
    const w = watch();
    await eventually(async () => (await nodes[1].client(mgmt).get(`${base}/releases/${id}`)).body.status === 'published', 15_000, 'the scheduled release');
    await eventually(async () => (await total(nodes[0])) === 100 && (await total(nodes[1])) === 100, 5000, 'every node showing it');
    const seen = await w.stop();
    assert.deepEqual([...seen].filter((t) => t !== 50 && t !== 100), [], `only none or all (${[...seen].join(', ')})`);
  });
});
