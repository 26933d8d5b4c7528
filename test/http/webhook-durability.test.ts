import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { claimDue, CLAIM_LEASE_MS, deliverDue } from '../../src/app/hooks/deliver-due.ts';
import { fanOutEvents } from '../../src/app/hooks/fan-out-events.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { claimDueDeliveries } from '../../src/db/repos/webhook-deliveries.ts';
import { createTestDatabase } from '../support/database.ts';
import { emitEvents, entryEvent } from '../support/events.ts';
import { eventually, startReceiver, type Receiver } from '../support/receiver.ts';
import { startTestService, useService, type TestService } from '../support/service.ts';

async function createHook(svc: TestService, url: string, extra: Record<string, unknown> = {}): Promise<string> {
  const key = await svc.key('site', 'management');
  const res = await svc.client(key).post('/api/v1/spaces/site/webhooks', { name: 'Live', kind: 'host_a', url, ...extra });
  assert.equal(res.status, 201, res.text);
  return res.body.webhook.id;
}

const deliveriesOf = (svc: TestService, hookId: string) => svc.database.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', hookId).orderBy('created_at').execute();

describe('coalescing: a burst of publishes is one rebuild call per hook', () => {
  const svc = useService({ TESSERA_WORKERS: '1', TESSERA_HOOK_COALESCE_MS: '3000' });
  let rx: Receiver;
  before(async () => {
    rx = await startReceiver();
    await svc().space('site');
  });
  after(() => rx.close());

  it('100 publishes, each its own request, reach each hook as one delivery', async () => {
    await createHook(svc(), rx.url('/a'));
    await createHook(svc(), rx.url('/b'));
    for (let i = 0; i < 100; i++) await emitEvents(svc().database, 'site', [entryEvent('entry.published', `p${i}`)]);
    const [a] = await rx.waitFor(1, '/a');
    const [b] = await rx.waitFor(1, '/b');
    for (const got of [a, b]) {
      assert.equal(got.json.type, 'entry.published');
      assert.equal(got.json.data.count, 100);
      assert.ok(got.json.data.events.length > 0);
      assert.ok(Buffer.byteLength(got.body) < 20_000);
    }
    assert.equal(rx.at('/a').length, 1);
    assert.equal(rx.at('/b').length, 1);
  });
});

describe('fan-out and claims (no worker running: the test drives the clock)', () => {
  const svc = useService({ TESSERA_HOOK_RETRY_SCHEDULE: '0.05,0.05', TESSERA_HOOK_COALESCE_MS: '2000' });
  let rx: Receiver;
  before(async () => {
    rx = await startReceiver();
    await svc().space('site');
  });
  after(() => rx.close());
  // Each test starts without hooks (their deliveries go with them), so claims see only its own.
  afterEach(() => svc().database.db.deleteFrom('webhooks').execute());
  const ctx = () => ({ config: svc().config, database: svc().database });
  const fanOut = (now: Date, coalesceMs: number) => runUnitOfWork(svc().database, systemActor('*', 'deploy hooks'), (uow) => fanOutEvents(uow, { coalesceMs }), { now });

  it('events join the gathering delivery until it is claimed; later ones start a new one', async () => {
    const id = await createHook(svc(), rx.url('/gather'));
    const t0 = new Date();
    for (let i = 0; i < 30; i++) {
      await emitEvents(svc().database, 'site', [entryEvent(i % 2 ? 'entry.published' : 'asset.replaced', `g${i}`)]);
      if (i % 10 === 9) await fanOut(t0, 2000);
    }
    let rows = await deliveriesOf(svc(), id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].event_count, 30);
    assert.equal(rows[0].type, 'multiple');

    assert.equal(await deliverDue(ctx(), { now: new Date(t0.getTime() + 1000) }), 0, 'not due while gathering');
    assert.equal(await deliverDue(ctx(), { now: new Date(t0.getTime() + 2500) }), 1);
    const [got] = await rx.waitFor(1, '/gather');
    assert.equal(got.json.type, 'multiple');
    assert.equal(got.json.data.count, 30);

    await emitEvents(svc().database, 'site', [entryEvent('entry.published', 'late')]);
    await fanOut(new Date(t0.getTime() + 3000), 2000);
    rows = await deliveriesOf(svc(), id);
    assert.equal(rows.length, 2);
    assert.equal(rows[1].event_count, 1);
  });

  it('a delivery whose worker died mid-attempt is sent again once the lease runs out, not before', async () => {
    const id = await createHook(svc(), rx.url('/crash'));
    await emitEvents(svc().database, 'site', [entryEvent('entry.published', 'c1')]);
    const t0 = new Date(Date.now() + 5000);
    await fanOut(new Date(), 0);
    // A worker claims it and dies before recording anything.
    const dead = await claimDueDeliveries(svc().database.db, svc().database.engine, t0.toISOString(), new Date(t0.getTime() + CLAIM_LEASE_MS).toISOString(), 'dead-worker', 10);
    assert.equal(dead.length, 1);
    assert.equal(await deliverDue(ctx(), { now: new Date(t0.getTime() + CLAIM_LEASE_MS - 1000) }), 0, 'the lease still holds');
    assert.equal(await deliverDue(ctx(), { now: new Date(t0.getTime() + CLAIM_LEASE_MS + 1000) }), 1);
    await rx.waitFor(1, '/crash');
    const [d] = await deliveriesOf(svc(), id);
    assert.equal(d.status, 'succeeded');
    assert.equal(d.attempts, 2);
  });

  it('a delivery that keeps killing its worker runs out of attempts instead of looping', async () => {
    const id = await createHook(svc(), rx.url('/poison'));
    await emitEvents(svc().database, 'site', [entryEvent('entry.published', 'x1')]);
    await fanOut(new Date(), 0);
    let t = Date.now() + 1000;
    for (let i = 0; i < 3; i++) {
      const claimed = await claimDueDeliveries(svc().database.db, svc().database.engine, new Date(t).toISOString(), new Date(t + CLAIM_LEASE_MS).toISOString(), `dead-${i}`, 10);
      assert.equal(claimed.length, 1);
      t += CLAIM_LEASE_MS + 1000;
    }
    assert.equal(await deliverDue(ctx(), { now: new Date(t) }), 1);
    const [d] = await deliveriesOf(svc(), id);
    assert.equal(d.status, 'failed');
    assert.match(d.error ?? '', /Gave up after 3 attempts/);
    assert.equal(rx.at('/poison').length, 0);
  });

  it('concurrent claimers never take the same delivery', async () => {
    const id = await createHook(svc(), rx.url('/many'));
    for (let i = 0; i < 20; i++) {
      await emitEvents(svc().database, 'site', [entryEvent('entry.published', `m${i}`)]);
      await fanOut(new Date(), 0);
      await svc().database.db.updateTable('webhook_deliveries').set({ claimed_until: '2000-01-01T00:00:00.000Z' }).where('webhook_id', '=', id).execute(); // stop gathering: one delivery per event
    }
    await svc().database.db.updateTable('webhook_deliveries').set({ claimed_until: null }).where('webhook_id', '=', id).execute();
    const now = new Date(Date.now() + 1000);
    const [a, b] = await Promise.all([claimDue(ctx(), { now, limit: 15 }), claimDue(ctx(), { now, limit: 15 })]);
    const ids = [...a, ...b].map((j) => j.delivery.id);
    assert.equal(new Set(ids).size, ids.length, 'no delivery claimed twice');
    assert.equal(ids.length, 20);
    await Promise.all([...a, ...b].map((j) => j.run()));
    assert.equal(rx.at('/many').length, 20);
  });
});

describe('restart: a receiver that is down while the service restarts still gets the delivery', () => {
  it('is delivered by the next service on the same database', async () => {
    const env = { TESSERA_WORKERS: '1', TESSERA_HOOK_RETRY_SCHEDULE: '1,1,1', TESSERA_HOOK_COALESCE_MS: '0' };
    const tdb = await createTestDatabase();
    const rx = await startReceiver();
    const port = rx.port;
    await rx.close(); // the destination is down
    let first: TestService | undefined = await startTestService(env, { database: tdb });
    let second: TestService | undefined;
    try {
      await first.space('site');
      const id = await createHook(first, `http://127.0.0.1:${port}/rebuild`);
      await emitEvents(first.database, 'site', [entryEvent('entry.published', 'r1')]);
      await eventually(async () => (await deliveriesOf(first!, id))[0]?.attempts === 1 && (await deliveriesOf(first!, id))[0]?.claimed_until === null, 10_000, 'a first failed attempt');
      const [failed] = await deliveriesOf(first, id);
      assert.equal(failed.status, 'pending');
      assert.equal(failed.status_code, 0);
      assert.match(failed.error ?? '', /No answer/);
      await first.stop();
      first = undefined;

      await rx.start(); // back up, on the same port
      second = await startTestService(env, { database: tdb });
      const [got] = await rx.waitFor(1, '/rebuild');
      assert.deepEqual(got.json.data.resource.id, 'r1');
      assert.equal(got.headers['webhook-id'], `msg_${failed.id}`);
      await eventually(async () => (await deliveriesOf(second!, id))[0]?.status === 'succeeded');
      assert.equal(rx.at('/rebuild').length, 1);
    } finally {
      await first?.stop();
      await second?.stop();
      await rx.close();
      await tdb.drop();
    }
  });
});
