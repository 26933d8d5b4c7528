import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { createSpace } from '../../src/app/spaces/create-space.ts';
import { createKey } from '../../src/app/keys/create-key.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { redisServerInstalled, startCluster, startPrivateRedis, type Cluster, type Node } from '../support/cluster.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../support/database.ts';

/**
 * kill -9 of an API node and of the worker in the middle of a batch load and of hook
 * deliveries (docs/deploy.md "Failures"): no acknowledged write lost, no batch half-applied,
 * every delivery made at least once with one webhook-id, and the survivors keep serving. Then
 * Redis itself is killed: caches are bypassed, never stale, and trusted again once it is back.
 * The nodes use a Redis of their own here (started and killed by the test).
 */
const skip = TEST_ENGINE !== 'postgres' ? 'several nodes need PostgreSQL (TEST_DB=postgres)' : !redisServerInstalled() ? 'redis-server is not installed' : false;
const BATCHES_PER_NODE = 12;
const ENTRIES_PER_BATCH = 5;

interface Got {
  id: string;
  body: string;
  headers: Record<string, string>;
}

/** A deploy-hook destination that takes its time (so attempts are in flight when the worker dies). */
async function slowReceiver(delayMs: number) {
  const got: Got[] = [];
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      inFlight += 1;
      setTimeout(() => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
        got.push({ id: headers['webhook-id'], body: Buffer.concat(chunks).toString('utf8'), headers });
        inFlight -= 1;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      }, delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    got,
    inFlight: () => inFlight,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function until(what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('nodes killed mid-work', { skip }, () => {
  let tdb: TestDatabase;
  let cluster: Cluster;
  let database: Database;
  let rx: Awaited<ReturnType<typeof slowReceiver>>;
  let a: Node, b: Node, c: Node, worker: Node;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let mgmt: string;
  let secret: string;

  before(async () => {
    tdb = await createTestDatabase();
    rx = await slowReceiver(150);
    redis = await startPrivateRedis();
    cluster = startCluster({
      REDIS_URL: redis.url,
      DATABASE_URL: tdb.config.kind === 'postgres' ? tdb.config.url : '',
      TESSERA_ALLOW_PRIVATE_TARGETS: '1',
      TESSERA_HOOK_COALESCE_MS: '0',
      TESSERA_HOOK_RETRY_SCHEDULE: '1,1,1,1,1,1,1,1',
      // A dead worker's claim on a delivery runs out after 6 × this.
      TESSERA_HOOK_TIMEOUT_MS: '1000',
      TESSERA_CACHE_LEASE_MS: '500',
    });
    [a, b, c, worker] = await Promise.all([
      cluster.start('api-a', 'api'),
      cluster.start('api-b', 'api'),
      cluster.start('api-c', 'api'),
      cluster.start('worker', 'worker'),
    ]);
    database = await openDatabase(tdb.config, { migrate: false });
    await runUnitOfWork(database, systemActor('site'), (uow) => createSpace(uow, { slug: 'site', name: 'Site' }));
    mgmt = (await runUnitOfWork(database, systemActor('site'), (uow) => createKey(uow, { name: 'Loader', kind: 'management' }))).token;
    const type = await b.client(mgmt).post('/api/v1/spaces/site/content_types', { api_id: 'item', name: 'Item', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    assert.equal(type.status, 201, type.text);
    const hook = await b.client(mgmt).post('/api/v1/spaces/site/webhooks', { name: 'Build', kind: 'generic', url: rx.url });
    assert.equal(hook.status, 201, hook.text);
    secret = hook.body.secret;
  });
  after(async () => {
    await cluster?.stop();
    await redis?.kill();
    await database?.destroy();
    await rx?.close();
    await tdb?.drop();
  });

  it('loses no acknowledged write, applies no batch by half, and makes every delivery', async () => {
    const outcome = new Map<string, 'acknowledged' | 'refused' | 'unknown'>();
    const batch = (name: string) => {
      const ops: object[] = [];
      for (let j = 0; j < ENTRIES_PER_BATCH; j++) ops.push({ op: 'create_entry', ref: `e${j}`, content_type: 'item', fields: { title: `${name}-${j}` } });
      for (let j = 0; j < ENTRIES_PER_BATCH; j++) ops.push({ op: 'publish_entry', id: `$e${j}` });
      return { operations: ops };
    };
    /** Sends one node's batches two at a time; a node that dies leaves the rest unsent or unanswered. */
    const load = async (node: Node) => {
      const names = Array.from({ length: BATCHES_PER_NODE }, (_, i) => `${node.name}-${i}`);
      const next = async (): Promise<void> => {
        const name = names.shift();
        if (!name) return;
        try {
          const res = await node.client(mgmt).post('/api/v1/spaces/site/batch', batch(name));
          outcome.set(name, res.status === 200 ? 'acknowledged' : 'refused');
        } catch {
          outcome.set(name, 'unknown'); // the connection died: it may or may not have committed
        }
        return next();
      };
      await Promise.all([next(), next()]);
    };
    const loading = Promise.all([load(a), load(b)]);

    // Kill the API node once it acknowledged a few batches, and the worker while an attempt is in flight.
    await until('node a acknowledged 3 batches and a delivery is in flight', () => [...outcome].filter(([n, o]) => n.startsWith('api-a') && o === 'acknowledged').length >= 3 && rx.inFlight() > 0);
    await Promise.all([a.kill(), worker.kill()]);
    await loading;

    const byBatch = new Map<string, { title: string; status: string }[]>();
    for (let skip = 0; ; skip += 100) {
      const page = await b.client(mgmt).get(`/api/v1/spaces/site/entries?content_type=item&limit=100&skip=${skip}`);
      assert.equal(page.status, 200, page.text);
      for (const e of page.body.items as { fields: { title: string }; sys: { status: string } }[]) {
        const name = e.fields.title.replace(/-\d+$/, '');
        byBatch.set(name, [...(byBatch.get(name) ?? []), { title: e.fields.title, status: e.sys.status }]);
      }
      if (skip + 100 >= page.body.total) break;
    }
    for (const [name, how] of outcome) {
      const entries = byBatch.get(name) ?? [];
      if (how === 'acknowledged') assert.equal(entries.length, ENTRIES_PER_BATCH, `acknowledged batch ${name} is all there`);
      else assert.ok(entries.length === 0 || entries.length === ENTRIES_PER_BATCH, `batch ${name} (${how}) applied whole or not at all, found ${entries.length}`);
      assert.ok(entries.every((e) => e.status === 'published'), `batch ${name}: published`);
    }
    assert.equal([...outcome.values()].filter((o) => o === 'acknowledged').length >= BATCHES_PER_NODE + 3, true, 'node b served all of its batches');
    for (const name of byBatch.keys()) assert.ok(outcome.has(name), `no entries from a batch nobody sent (${name})`);

    // The survivor keeps serving reads and writes; a new worker takes over the deliveries.
    const after = await b.client(mgmt).post('/api/v1/spaces/site/batch', batch('after'));
    assert.equal(after.status, 200, after.text);
    await cluster.start('worker-2', 'worker');
    const pending = () => database.db.selectFrom('webhook_deliveries').select('id').where('status', '!=', 'succeeded').where('test', '=', 0).execute();
    // An event not fanned out yet has no delivery to wait for: wait for the outbox too.
    const undispatched = () => database.db.selectFrom('outbox').select('id').where('dispatched_at', 'is', null).execute();
    await until('every event fanned out and every delivery succeeded', async () => (await undispatched()).length === 0 && (await pending()).length === 0, 45_000);

    const deliveries = await database.db.selectFrom('webhook_deliveries').select(['id', 'events']).where('test', '=', 0).execute();
    const bodies = new Map<string, Set<string>>();
    for (const g of rx.got) {
      const payload = new Webhook(secret).verify(g.body, g.headers) as { data: { events: { id: string }[] } };
      const ids = payload.data.events.map((e) => e.id).sort().join(',');
      bodies.set(g.id, (bodies.get(g.id) ?? new Set()).add(ids));
    }
    for (const d of deliveries) {
      const sent = bodies.get(`msg_${d.id}`);
      assert.ok(sent, `delivery ${d.id} was made`);
      assert.equal(sent.size, 1, `every attempt of ${d.id} carried the same events`);
    }
    assert.equal(bodies.size, deliveries.length, 'no request for a delivery that does not exist');
    // Every published-entry event of a committed batch reached the receiver.
    const events = await database.db.selectFrom('outbox').select(['id', 'dispatched_at']).where('event', '=', 'entry.published').execute();
    const delivered = new Set([...bodies.values()].flatMap((s) => [...s].flatMap((ids) => ids.split(','))));
    for (const e of events) assert.ok(delivered.has(e.id), `event ${e.id} delivered`);
  });

  it('bypasses caches while Redis is away, never serving what a write replaced, and trusts them again once it is back', async () => {
    const health = async (n: Node) => (await (await fetch(`${n.url}/healthz`)).json()) as { caches: boolean };
    const reader = (await b.client(mgmt).post('/api/v1/spaces/site/api_keys', { name: 'Reader', kind: 'delivery' })).body.token as string;
    const made = await b.client(mgmt).post('/api/v1/spaces/site/entries', { content_type: 'item', fields: { title: 'before' } });
    const one = `/api/v1/spaces/site/entries/${made.body.sys.id}`;
    let version = (await b.client(mgmt).post(`${one}/publish`)).body.sys.version as number;
    const publish = async (via: Node, title: string) => {
      const patched = await via.client(mgmt).patch(one, { fields: { title }, version });
      assert.equal(patched.status, 200, patched.text);
      const published = await via.client(mgmt).post(`${one}/publish`);
      assert.equal(published.status, 200, published.text);
      version = published.body.sys.version;
    };
    const title = async (via: Node) => ((await via.client(reader).get(one)).body as { fields: { title: string } }).fields.title;

    await until('both nodes trust their caches', async () => (await health(b)).caches && (await health(c)).caches);
    for (let i = 0; i < 2; i++) assert.equal(await title(c), 'before');

    await redis.kill();
    await publish(b, 'while Redis is away');
    assert.equal(await title(c), 'while Redis is away', 'node c does not serve what the write replaced');
    await until('both nodes bypass their caches', async () => !(await health(b)).caches && !(await health(c)).caches, 10_000);
    assert.equal(await title(b), 'while Redis is away');

    await redis.start();
    await until('both nodes trust their caches again', async () => (await health(b)).caches && (await health(c)).caches, 15_000);
    for (let i = 0; i < 2; i++) assert.equal(await title(b), 'while Redis is away');
    await publish(c, 'Redis is back');
    assert.equal(await title(b), 'Redis is back');
  });
});
