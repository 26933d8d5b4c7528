import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { useService } from '../support/service.ts';
import { emitEvents, entryEvent } from '../support/events.ts';
import { eventually, startReceiver, type Receiver } from '../support/receiver.ts';

// Real workers, a quick retry schedule and a short coalescing window.
const ENV = { TESSERA_WORKERS: '1', TESSERA_HOOK_RETRY_SCHEDULE: '0.05,0.05,0.05', TESSERA_HOOK_COALESCE_MS: '100' };

describe('deploy hook deliveries', () => {
  const svc = useService(ENV);
  let mgmt = '';
  let rx: Receiver;
  const secrets = new Map<string, string>();

  before(async () => {
    rx = await startReceiver();
    await svc().space('site');
    await svc().space('other');
    mgmt = await svc().key('site', 'management');
  });
  after(() => rx.close());

  async function hook(space: string, path: string, extra: Record<string, unknown> = {}): Promise<string> {
    const key = space === 'site' ? mgmt : await svc().key(space, 'management');
    const res = await svc().client(key).post(`/api/v1/spaces/${space}/webhooks`, { name: path, kind: 'generic', url: rx.url(path), ...extra });
    assert.equal(res.status, 201, res.text);
    secrets.set(path, res.body.secret);
    return res.body.webhook.id;
  }
  const log = async (space: string, id: string) => {
    const key = space === 'site' ? mgmt : await svc().key(space, 'management');
    return (await svc().client(key).get(`/api/v1/spaces/${space}/webhooks/${id}/deliveries`)).body.items;
  };
  const typesAt = (path: string) => rx.at(path).flatMap((r) => r.json.data.events.map((e: { type: string }) => e.type));

  it('each event reaches the hooks that listen to it in its own space, and only them', async () => {
    await hook('site', '/prod');
    await hook('site', '/preview', { target: 'preview' });
    await hook('site', '/models', { events: ['content_type.changed'] });
    await hook('other', '/other');

    await emitEvents(svc().database, 'site', [
      entryEvent('entry.saved', 'e1', { status: 'draft' }),
      entryEvent('entry.published', 'e1'),
      entryEvent('entry.unpublished', 'e2'),
      { event: 'content_type.changed', resourceType: 'content_type', resourceId: 'post', data: {} },
      { event: 'asset.replaced', resourceType: 'asset', resourceId: 'a1', data: { url: 'https://files.example/a1.png' } },
    ]);
    await rx.waitFor(1, '/prod');
    await rx.waitFor(1, '/preview');
    await rx.waitFor(1, '/models');
    assert.deepEqual(typesAt('/prod').sort(), ['asset.replaced', 'content_type.changed', 'entry.published', 'entry.unpublished']);
    assert.deepEqual(typesAt('/preview').sort(), ['asset.replaced', 'content_type.changed', 'entry.published', 'entry.saved', 'entry.unpublished']);
    assert.deepEqual(typesAt('/models'), ['content_type.changed']);

    // The other space's hook got none of that: its first delivery is its own space's event.
    await emitEvents(svc().database, 'other', [entryEvent('entry.published', 'o1')]);
    const [got] = await rx.waitFor(1, '/other');
    assert.equal(rx.at('/other').length, 1);
    assert.deepEqual(got.json.data.events.map((e: { resource: { id: string } }) => e.resource.id), ['o1']);
    assert.equal(got.json.data.space, 'other');
  });

  it('signs each delivery (Standard Webhooks) and names the event, space, resource and time', async () => {
    await hook('site', '/signed', { events: ['entry.published'] });
    await emitEvents(svc().database, 'site', [entryEvent('entry.published', 'e9', { version: 7, url: 'https://example.com/blog/e9' })]);
    const [got] = await rx.waitFor(1, '/signed');
    const payload = new Webhook(secrets.get('/signed')!).verify(got.body, got.headers) as { type: string; timestamp: string; data: Record<string, unknown> };
    assert.equal(payload.type, 'entry.published');
    assert.ok(!Number.isNaN(Date.parse(payload.timestamp)));
    assert.equal(payload.data.space, 'site');
    assert.equal(payload.data.count, 1);
    assert.deepEqual(payload.data.resource, { type: 'entry', id: 'e9', content_type: 'post', version: 7, status: 'published', url: 'https://example.com/blog/e9' });
    assert.match(got.headers['webhook-id'], /^msg_/);
    assert.match(got.headers['webhook-timestamp'], /^\d+$/);
    assert.match(got.headers['webhook-signature'], /^v1,/);
    assert.equal(got.headers['content-type'], 'application/json');
    assert.ok(Buffer.byteLength(got.body) < 20_000);
  });

  it('a receiver failing twice then succeeding gets the delivery exactly once more, with the same id', async () => {
    const id = await hook('site', '/flaky', { events: ['entry.published'] });
    rx.reply('/flaky', 500, { status: 429, headers: { 'retry-after': '0' } });
    await emitEvents(svc().database, 'site', [entryEvent('entry.published', 'e3')]);
    await rx.waitFor(3, '/flaky');
    await eventually(async () => (await log('site', id))[0]?.status === 'succeeded');
    const [d] = await log('site', id);
    assert.equal(d.attempts, 3);
    assert.equal(d.ok, true);
    assert.equal(d.status_code, 200);
    assert.equal(d.next_attempt_at, null);
    const got = rx.at('/flaky');
    assert.equal(got.length, 3, 'nothing more once it succeeded');
    assert.equal(new Set(got.map((r) => r.headers['webhook-id'])).size, 1);
    assert.equal(new Set(got.map((r) => r.body)).size, 1, 'the same body each time');
    for (const r of got) new Webhook(secrets.get('/flaky')!).verify(r.body, r.headers);
  });

  it('gives up after the schedule, and does not retry other 4xx or follow redirects', async () => {
    const down = await hook('site', '/down', { events: ['entry.published'] });
    const bad = await hook('site', '/bad', { events: ['entry.published'] });
    const moved = await hook('site', '/moved', { events: ['entry.published'] });
    rx.reply('/down', 503, 503, 503, 503);
    rx.reply('/bad', { status: 422, body: '{"error":"no such site"}' });
    rx.reply('/moved', { status: 308, headers: { location: rx.url('/elsewhere') } });
    await emitEvents(svc().database, 'site', [entryEvent('entry.published', 'e4')]);

    for (const [id, attempts, pattern] of [
      [down, 4, /503.*Gave up after 4 attempts/],
      [bad, 1, /422.*no such site.*not retried/],
      [moved, 1, /308.*redirect.*elsewhere/],
    ] as const) {
      await eventually(async () => (await log('site', id))[0]?.status === 'failed', 10_000, `delivery of ${id} to fail`);
      const [d] = await log('site', id);
      assert.equal(d.attempts, attempts);
      assert.match(d.error, pattern);
    }
    assert.equal(rx.at('/down').length, 4);
    assert.equal(rx.at('/bad').length, 1);
    assert.equal(rx.at('/elsewhere').length, 0);
  });

  it('a 410 disables the hook: later events are not sent to it', async () => {
    const id = await hook('site', '/gone', { events: ['entry.published'] });
    rx.reply('/gone', 410);
    await emitEvents(svc().database, 'site', [entryEvent('entry.published', 'e5')]);
    await eventually(async () => (await svc().client(mgmt).get(`/api/v1/spaces/site/webhooks/${id}`)).body.disabled === true);
    await hook('site', '/after-gone', { events: ['entry.published'] });
    await emitEvents(svc().database, 'site', [entryEvent('entry.published', 'e6')]);
    await rx.waitFor(1, '/after-gone');
    assert.equal(rx.at('/gone').length, 1);
  });

  it('a unit of work that fails sends nothing', async () => {
    await hook('site', '/atomic', { events: ['entry.published'] });
    await assert.rejects(
      runUnitOfWork(svc().database, systemActor('site'), async (uow) => {
        uow.emit(entryEvent('entry.published', 'rolled-back'));
        throw new Error('the batch failed');
      }),
    );
    await emitEvents(svc().database, 'site', [entryEvent('entry.published', 'saved')]);
    await rx.waitFor(1, '/atomic');
    const ids = rx.at('/atomic').flatMap((r) => r.json.data.events.map((e: { resource: { id: string } }) => e.resource.id));
    assert.deepEqual(ids, ['saved']);
  });

  it('keeps the delivery log of a hook bounded', async () => {
    const id = await hook('site', '/busy', { events: ['entry.published'] });
    const rows = Array.from({ length: 105 }, (_, i) => ({
      id: `old${String(i).padStart(3, '0')}`,
      webhook_id: id,
      space_id: 'site',
      test: 0,
      type: 'entry.published',
      events: '[]',
      event_count: 1,
      status: 'succeeded' as const,
      attempts: 1,
      next_attempt_at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
      claimed_until: null,
      claim_token: null,
      status_code: 200,
      response_ms: 5,
      error: null,
      created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
      updated_at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
      last_attempt_at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
      completed_at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
    }));
    await svc().database.db.insertInto('webhook_deliveries').values(rows).execute();
    await emitEvents(svc().database, 'site', [entryEvent('entry.published', 'e7')]);
    await rx.waitFor(1, '/busy');
    await eventually(async () => (await log('site', id))[0]?.status === 'succeeded');
    const kept = await svc().database.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', id).execute();
    assert.equal(kept.length, 100);
    assert.ok(!kept.some((r) => r.id === 'old000'), 'the oldest went first');
    const listed = await svc().client(mgmt).get(`/api/v1/spaces/site/webhooks/${id}/deliveries?limit=100`);
    assert.equal(listed.body.items.length, 100);
    assert.equal(listed.body.items[0].events[0].resource.id, 'e7', 'newest first');
  });
});
