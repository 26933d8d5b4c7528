import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { createSpace } from '../../src/app/spaces/create-space.ts';
import { createKey } from '../../src/app/keys/create-key.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { redisServerInstalled, startCluster, startPrivateRedis, type Cluster, type Node } from '../support/cluster.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/database.ts';

/**
 * What a node does when the parts it depends on misbehave (docs/deploy.md): a Redis that hangs
 * (SIGSTOP: connections stay open, commands are never answered) must not hold requests up nor
 * let a node serve what a write replaced; a node started on another Redis prefix must not
 * serve stale content nor make the others do so; `/readyz` names what a node cannot reach.
 * Two API nodes on PostgreSQL and a Redis of this test's own.
 */
const skip = TEST_ENGINE !== 'postgres' ? 'several nodes need PostgreSQL (TEST_DB=postgres)' : !redisServerInstalled() ? 'redis-server is not installed' : false;
/** The acceptance bound for one request while Redis hangs (requests otherwise waited out the hang). */
const BOUND_MS = 2000;

async function until(what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const health = async (n: Node) => (await (await fetch(`${n.url}/healthz`)).json()) as { ok: boolean; caches: boolean };
const ready = async (n: Node) => {
  const res = await fetch(`${n.url}/readyz`);
  return { status: res.status, body: (await res.json()) as { ok: boolean; failing: string[]; checks: Record<string, { ok: boolean; ms: number; error?: string }> } };
};

describe('Redis hanging or gone, a node on another bus, readiness', { skip }, () => {
  let tdb: TestDatabase;
  let cluster: Cluster;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let a: Node, b: Node;
  let mgmt: string;
  let reader: string;
  let one: string;
  let version: number;

  before(async () => {
    tdb = await createTestDatabase();
    redis = await startPrivateRedis();
    // The default lease (2 s): a write that waited a whole lease while Redis hangs would miss the bound.
    cluster = startCluster({ REDIS_URL: redis.url, DATABASE_URL: tdb.config.kind === 'postgres' ? tdb.config.url : '' });
    [a, b] = await Promise.all([cluster.start('api-a', 'api'), cluster.start('api-b', 'api')]);
    // The test's own connection is closed before any test: one test shuts the database's doors.
    const database = await openDatabase(tdb.config, { migrate: false });
    await runUnitOfWork(database, systemActor('site'), (uow) => createSpace(uow, { slug: 'site', name: 'Site' }));
    mgmt = (await runUnitOfWork(database, systemActor('site'), (uow) => createKey(uow, { name: 'Editor', kind: 'management' }))).token;
    await database.destroy();
    const type = await a.client(mgmt).post('/api/v1/spaces/site/content_types', { api_id: 'item', name: 'Item', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    assert.equal(type.status, 201, type.text);
    reader = (await a.client(mgmt).post('/api/v1/spaces/site/api_keys', { name: 'Site', kind: 'delivery' })).body.token;
    const made = await a.client(mgmt).post('/api/v1/spaces/site/entries', { content_type: 'item', fields: { title: 'v0' } });
    one = `/api/v1/spaces/site/entries/${made.body.sys.id}`;
    version = (await a.client(mgmt).post(`${one}/publish`)).body.sys.version;
  });
  after(async () => {
    redis?.thaw();
    await cluster?.stop();
    await redis?.kill();
    await tdb?.drop();
  });

  /** Runs a request and checks it was answered within the bound. */
  async function bounded<T>(what: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const out = await run();
    const ms = performance.now() - started;
    assert.ok(ms < BOUND_MS, `${what} answered after ${Math.round(ms)} ms`);
    return out;
  }
  const publish = async (via: Node, title: string) => {
    const patched = await bounded(`PATCH through ${via.name}`, () => via.client(mgmt).patch(one, { fields: { title }, version }));
    assert.equal(patched.status, 200, patched.text);
    const published = await bounded(`publish through ${via.name}`, () => via.client(mgmt).post(`${one}/publish`));
    assert.equal(published.status, 200, published.text);
    version = published.body.sys.version;
  };
  const title = async (via: Node) => {
    const got = await bounded(`read through ${via.name}`, () => via.client(reader).get(one));
    assert.equal(got.status, 200, got.text);
    return got.body.fields.title as string;
  };

  // A time limit so that a node that waits out the hang fails the test instead of holding it.
  it('answers every request on every node within 2 s while Redis hangs, never serving what a write replaced', { timeout: 60_000 }, async () => {
    await until('both nodes trust their caches', async () => (await health(a)).caches && (await health(b)).caches);
    for (const n of [a, b]) for (let i = 0; i < 2; i++) assert.equal(await title(n), 'v0');

    redis.freeze();
    let round = 0;
    for (const writer of [a, b, a, b]) {
      round += 1;
      await publish(writer, `frozen ${round}`);
      for (const n of [a, b]) {
        for (let i = 0; i < 2; i++) assert.equal(await title(n), `frozen ${round}`, `${n.name} after a write through ${writer.name}`);
        const listed = await bounded(`management list through ${n.name}`, () => n.client(mgmt).get('/api/v1/spaces/site/entries?content_type=item'));
        assert.equal(listed.status, 200, listed.text);
        assert.deepEqual(listed.body.items.map((e: { fields: { title: string } }) => e.fields.title), [`frozen ${round}`]);
      }
    }
    await until('both nodes bypass their caches', async () => !(await health(a)).caches && !(await health(b)).caches, 10_000);
    const r = await bounded('/readyz', () => ready(a));
    assert.equal(r.status, 503);
    assert.deepEqual(r.body.failing, ['redis']);

    redis.thaw();
    await until('both nodes trust their caches again', async () => (await health(a)).caches && (await health(b)).caches);
    for (const n of [a, b]) for (let i = 0; i < 2; i++) assert.equal(await title(n), 'frozen 4');
    await publish(b, 'thawed');
    for (const n of [a, b]) for (let i = 0; i < 2; i++) assert.equal(await title(n), 'thawed');
  });

  it('a node on another Redis prefix serves nothing stale, makes the others serve nothing stale, and says which nodes it cannot hear', async () => {
    const c = await cluster.start('api-c', 'api', { TESSERA_REDIS_PREFIX: `${cluster.prefix}other:` });
    try {
      assert.equal((await health(c)).caches, false, 'the node on another bus never trusts its caches');
      const errors = c.log.filter((l) => l.includes('NODES ON ANOTHER BUS'));
      assert.equal(errors.length, 1, c.log.join('\n'));
      const aId = (JSON.parse(a.log.find((l) => l.includes('"node started"'))!) as { node: string }).node;
      assert.ok(errors[0].includes(aId), `names node a: ${errors[0]}`);
      assert.equal(JSON.parse(errors[0]).level, 50, 'logged as an error');

      for (let i = 0; i < 2; i++) assert.equal(await title(c), 'thawed');
      await publish(a, 'written beside another bus');
      for (const n of [c, a, b]) for (let i = 0; i < 2; i++) assert.equal(await title(n), 'written beside another bus', n.name);
      await publish(c, 'written on another bus');
      for (const n of [a, b, c]) for (let i = 0; i < 2; i++) assert.equal(await title(n), 'written on another bus', n.name);
      await until('the nodes on the shared bus stop trusting their caches too', async () => !(await health(a)).caches && !(await health(b)).caches);
      assert.ok(a.log.some((l) => l.includes('NODES ON ANOTHER BUS') && l.includes('api node')), 'node a says which node it cannot hear');
    } finally {
      await c.stop();
    }
    await until('the shared bus trusts its caches again once the other node left', async () => (await health(a)).caches && (await health(b)).caches);
    await publish(b, 'alone again');
    for (const n of [a, b]) for (let i = 0; i < 2; i++) assert.equal(await title(n), 'alone again');
  });

  it('/readyz answers 200 with its checks, and 503 naming Redis while Redis is gone; /healthz stays 200', async () => {
    const fine = await ready(a);
    assert.equal(fine.status, 200, JSON.stringify(fine.body));
    assert.equal(fine.body.ok, true);
    assert.deepEqual(fine.body.failing, []);
    assert.deepEqual(Object.keys(fine.body.checks).sort(), ['database', 'redis', 'storage']);
    for (const c of Object.values(fine.body.checks)) assert.equal(c.ok, true);

    await redis.kill();
    try {
      await until('node a reports Redis', async () => (await ready(a)).status === 503);
      const r = await ready(a);
      assert.deepEqual(r.body.failing, ['redis']);
      assert.equal(r.body.checks.database.ok, true);
      assert.equal(typeof r.body.checks.redis.error, 'string');
      assert.equal((await fetch(`${a.url}/healthz`)).status, 200, 'liveness is not readiness');
      // Meanwhile the nodes serve from the database: writes and reads within the bound, fresh.
      await publish(a, 'Redis gone');
      for (const n of [b, a]) for (let i = 0; i < 2; i++) assert.equal(await title(n), 'Redis gone', n.name);
    } finally {
      await redis.start();
    }
    await until('node a is ready again', async () => (await ready(a)).status === 200);
  });

  it('/readyz answers 503 naming the database while the database refuses connections', async () => {
    const name = new URL(tdb.config.kind === 'postgres' ? tdb.config.url : '').pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await until('both nodes report the database', async () => (await ready(a)).status === 503 && (await ready(b)).status === 503);
      for (const n of [a, b]) {
        const r = await ready(n);
        assert.ok(r.body.failing.includes('database'), JSON.stringify(r.body));
        assert.equal(r.body.checks.database.ok, false);
        assert.equal((await fetch(`${n.url}/healthz`)).status, 200);
      }
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await until('both nodes are ready again', async () => (await ready(a)).status === 200 && (await ready(b)).status === 200);
    assert.equal(await title(b), 'Redis gone');
  });
});
