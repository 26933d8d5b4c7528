import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { emitEvents, entryEvent } from '../support/events.ts';
import { eventually, startReceiver, type Receiver } from '../support/receiver.ts';

describe('deploy hooks API', () => {
  const svc = useService();
  let mgmt = '';
  let rx: Receiver;

  before(async () => {
    rx = await startReceiver();
    await svc().space('site');
    await svc().space('other');
    mgmt = await svc().key('site', 'management');
  });
  after(() => rx.close());

  const create = (body: Record<string, unknown>) => svc().client(mgmt).post('/api/v1/spaces/site/webhooks', body);

  it('creates a production hook by default, returning its secret once', async () => {
    const res = await create({ name: 'Live site', kind: 'host_a', url: rx.url('/live') });
    assert.equal(res.status, 201);
    assert.match(res.body.secret, /^whsec_[A-Za-z0-9+/]+={0,2}$/);
    assert.ok(Buffer.from(res.body.secret.slice(6), 'base64').length >= 24);
    const w = res.body.webhook;
    assert.deepEqual(
      { name: w.name, kind: w.kind, url: w.url, target: w.target, events: w.events, last_delivery: w.last_delivery, disabled: w.disabled, failing: w.failing },
      {
        name: 'Live site',
        kind: 'host_a',
        url: rx.url('/live'),
        target: 'production',
        events: ['entry.published', 'entry.unpublished', 'content_type.changed', 'asset.replaced', 'entry.deleted', 'asset.deleted'],
        last_delivery: null,
        disabled: false,
        failing: false,
      },
    );
    assert.equal(w.secret, undefined);

    const list = await svc().client(mgmt).get('/api/v1/spaces/site/webhooks');
    assert.equal(list.status, 200);
    assert.equal(list.body.total, 1);
    assert.equal(list.body.items[0].id, w.id);
    assert.ok(!list.text.includes(res.body.secret.slice(6)), 'the secret is never shown again');
    const one = await svc().client(mgmt).get(`/api/v1/spaces/site/webhooks/${w.id}`);
    assert.equal(one.status, 200);
    assert.ok(!one.text.includes(res.body.secret.slice(6)));
  });

  it('a preview hook always includes entry.saved', async () => {
    const all = await create({ name: 'Staging', kind: 'generic', url: rx.url('/staging'), target: 'preview' });
    assert.deepEqual(all.body.webhook.events, ['entry.published', 'entry.unpublished', 'content_type.changed', 'asset.replaced', 'entry.saved', 'entry.deleted', 'asset.deleted']);
    const some = await create({ name: 'Staging 2', kind: 'host_b', url: rx.url('/staging2'), target: 'preview', events: ['entry.published'] });
    assert.deepEqual(some.body.webhook.events, ['entry.published', 'entry.saved']);
  });

  it('refuses bad input with the fields to fix, and saves nothing', async () => {
    const before = await snapshotDatabase(svc().database);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x', kind: 'host_a', url: rx.url('/x'), events: ['entry.removed'] }, 'events'],
      [{ name: 'x', kind: 'host_a', url: rx.url('/x'), events: [] }, 'events'],
      [{ name: 'x', kind: 'netlify', url: rx.url('/x') }, 'kind'],
      [{ name: 'x', kind: 'generic', url: rx.url('/x'), target: 'staging' }, 'target'],
      [{ name: '  ', kind: 'generic', url: rx.url('/x') }, 'name'],
      [{ kind: 'generic', url: rx.url('/x') }, 'name'],
      [{ name: 'x', kind: 'generic', url: 'not a url' }, 'url'],
      [{ name: 'x', kind: 'generic', url: 'ftp://example.com/hook' }, 'url'],
      [{ name: 'x', kind: 'generic', url: rx.url('/x'), secret: 'mine' }, 'secret'],
      // A body is JSON: a string is not taken for a list of one.
      [{ name: 'x', kind: 'generic', url: rx.url('/x'), events: 'entry.published' }, 'events'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.equal(res.body.error.code, 'validation_failed');
      assert.ok(res.body.error.details.fields[field], `${field} in ${JSON.stringify(res.body.error.details.fields)}`);
      assert.ok(res.body.error.fix);
    }
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('needs manage_webhooks and a key of this space', async () => {
    const delivery = await svc().key('site', 'delivery');
    const preview = await svc().key('site', 'preview');
    for (const token of [delivery, preview]) {
      const res = await svc().client(token).get('/api/v1/spaces/site/webhooks');
      assert.equal(res.status, 403);
      assert.equal(res.body.error.code, 'key_cannot');
    }
    const agent = await svc().key('site', 'agent');
    assert.equal((await svc().client(agent).get('/api/v1/spaces/site/webhooks')).status, 200);
    const otherKey = await svc().key('other', 'management');
    const res = await svc().client(otherKey).post('/api/v1/spaces/site/webhooks', { name: 'x', kind: 'generic', url: rx.url('/x') });
    assert.equal(res.status, 403);
    assert.equal(res.body.error.code, 'wrong_space');
    assert.equal((await svc().anon.get('/api/v1/spaces/site/webhooks')).status, 401);
  });

  it('hooks of one space are invisible to another', async () => {
    const otherKey = await svc().key('other', 'management');
    const list = await svc().client(otherKey).get('/api/v1/spaces/other/webhooks');
    assert.equal(list.body.total, 0);
    const mine = (await svc().client(mgmt).get('/api/v1/spaces/site/webhooks')).body.items[0];
    assert.equal((await svc().client(otherKey).delete(`/api/v1/spaces/other/webhooks/${mine.id}`)).status, 404);
  });

  it('a test delivery is sent at once, signed, and answers with what the destination said', async () => {
    const created = await create({ name: 'Tested', kind: 'generic', url: rx.url('/tested') });
    const { webhook, secret } = created.body;
    const res = await svc().client(mgmt).post(`/api/v1/spaces/site/webhooks/${webhook.id}/test`);
    assert.equal(res.status, 200);
    const d = res.body.delivery;
    assert.equal(d.status_code, 200);
    assert.equal(d.ok, true);
    assert.equal(d.error, null);
    assert.equal(d.test, true);
    assert.equal(typeof d.response_ms, 'number');
    assert.equal(typeof d.id, 'string');

    const [got] = rx.at('/tested');
    assert.ok(got, 'the destination got the test request before the API answered');
    const payload = new Webhook(secret).verify(got.body, got.headers) as { type: string; data: { space: string; test: boolean; hook: { id: string } } };
    assert.equal(got.headers['webhook-id'], `msg_${d.id}`);
    assert.equal(payload.type, 'webhook.test');
    assert.equal(payload.data.space, 'site');
    assert.equal(payload.data.test, true);
    assert.equal(payload.data.hook.id, webhook.id);
    assert.throws(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got.body, got.headers), 'another secret does not verify');

    const step = await svc().database.db.selectFrom('setup_steps').selectAll().where('space_id', '=', 'site').execute();
    assert.deepEqual(step.map((s) => s.step), ['deploy_hook_tested'], 'a 2xx completes the setup step');

    const shown = await svc().client(mgmt).get(`/api/v1/spaces/site/webhooks/${webhook.id}`);
    assert.equal(shown.body.last_delivery.id, d.id);
    assert.equal(shown.body.last_delivery.ok, true);
  });

  it('a failing test delivery reports the status and error and is not retried', async () => {
    const { webhook } = (await create({ name: 'Broken', kind: 'generic', url: rx.url('/broken') })).body;
    rx.reply('/broken', { status: 500, body: 'upstream exploded' });
    const res = await svc().client(mgmt).post(`/api/v1/spaces/site/webhooks/${webhook.id}/test`);
    assert.equal(res.status, 200);
    assert.equal(res.body.delivery.ok, false);
    assert.equal(res.body.delivery.status_code, 500);
    assert.match(res.body.delivery.error, /500.*upstream exploded/);
    const log = await svc().client(mgmt).get(`/api/v1/spaces/site/webhooks/${webhook.id}/deliveries`);
    assert.equal(log.status, 200);
    assert.equal(log.body.items.length, 1);
    assert.equal(log.body.items[0].status, 'failed');
    assert.equal(log.body.items[0].attempts, 1);
    assert.equal(log.body.items[0].next_attempt_at, null);
  });

  it('a hook that keeps failing is flagged, and the site warns about it until it works again', async () => {
    const { webhook } = (await create({ name: 'Flaky', kind: 'generic', url: rx.url('/flaky') })).body;
    rx.reply('/flaky', 500, 502, 503);
    for (let i = 0; i < 3; i++) await svc().client(mgmt).post(`/api/v1/spaces/site/webhooks/${webhook.id}/test`);
    assert.equal((await svc().client(mgmt).get(`/api/v1/spaces/site/webhooks/${webhook.id}`)).body.failing, true);
    const warned = await svc().client(mgmt).patch('/api/v1/spaces/site', { production_url: 'https://example.com' });
    assert.ok(warned.body.warnings.some((w: string) => w.includes('"Flaky" keeps failing')), JSON.stringify(warned.body.warnings));

    await svc().client(mgmt).post(`/api/v1/spaces/site/webhooks/${webhook.id}/test`);
    assert.equal((await svc().client(mgmt).get(`/api/v1/spaces/site/webhooks/${webhook.id}`)).body.failing, false);
    const clear = await svc().client(mgmt).patch('/api/v1/spaces/site', {});
    assert.ok(!clear.body.warnings.some((w: string) => w.includes('"Flaky"')));
  });

  it('a 410 disables the hook and says so; a later 2xx test enables it again', async () => {
    const { webhook } = (await create({ name: 'Gone', kind: 'host_b', url: rx.url('/gone') })).body;
    rx.reply('/gone', 410);
    const res = await svc().client(mgmt).post(`/api/v1/spaces/site/webhooks/${webhook.id}/test`);
    assert.equal(res.body.delivery.status_code, 410);
    assert.match(res.body.delivery.error, /410 Gone.*disabled/);
    const shown = (await svc().client(mgmt).get(`/api/v1/spaces/site/webhooks/${webhook.id}`)).body;
    assert.equal(shown.disabled, true);
    assert.match(shown.disabled_reason, /410/);
    const warned = await svc().client(mgmt).patch('/api/v1/spaces/site', {});
    assert.ok(warned.body.warnings.some((w: string) => w.includes('"Gone" is disabled')));

    const again = await svc().client(mgmt).post(`/api/v1/spaces/site/webhooks/${webhook.id}/test`);
    assert.equal(again.body.delivery.ok, true);
    assert.equal((await svc().client(mgmt).get(`/api/v1/spaces/site/webhooks/${webhook.id}`)).body.disabled, false);
  });

  it('retries a logged delivery on request, with the same webhook-id', async () => {
    const { webhook } = (await create({ name: 'Retry me', kind: 'generic', url: rx.url('/retry') })).body;
    rx.reply('/retry', 400);
    const first = (await svc().client(mgmt).post(`/api/v1/spaces/site/webhooks/${webhook.id}/test`)).body.delivery;
    assert.equal(first.ok, false);
    const res = await svc().client(mgmt).post(`/api/v1/spaces/site/webhooks/${webhook.id}/deliveries/${first.id}/retry`);
    assert.equal(res.status, 200);
    assert.equal(res.body.delivery.id, first.id);
    assert.equal(res.body.delivery.ok, true);
    assert.equal(res.body.delivery.attempts, 2);
    const got = rx.at('/retry');
    assert.equal(got.length, 2);
    assert.equal(got[0].headers['webhook-id'], got[1].headers['webhook-id']);
    assert.equal(got[0].body, got[1].body);
  });

  it('answers 404 for unknown hooks and deliveries', async () => {
    const c = svc().client(mgmt);
    for (const res of [
      await c.get('/api/v1/spaces/site/webhooks/nope'),
      await c.delete('/api/v1/spaces/site/webhooks/nope'),
      await c.post('/api/v1/spaces/site/webhooks/nope/test'),
      await c.get('/api/v1/spaces/site/webhooks/nope/deliveries'),
    ]) {
      assert.equal(res.status, 404);
      assert.equal(res.body.error.code, 'not_found');
    }
    const hook = (await c.get('/api/v1/spaces/site/webhooks')).body.items[0];
    const res = await c.post(`/api/v1/spaces/site/webhooks/${hook.id}/deliveries/nope/retry`);
    assert.equal(res.status, 404);
  });

  it('deletes a hook with its log', async () => {
    const c = svc().client(mgmt);
    const { webhook } = (await create({ name: 'Temporary', kind: 'generic', url: rx.url('/tmp') })).body;
    await c.post(`/api/v1/spaces/site/webhooks/${webhook.id}/test`);
    assert.equal((await c.delete(`/api/v1/spaces/site/webhooks/${webhook.id}`)).status, 204);
    assert.equal((await c.get(`/api/v1/spaces/site/webhooks/${webhook.id}`)).status, 404);
    const left = await svc().database.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', webhook.id).execute();
    assert.equal(left.length, 0);
  });
});

describe('deploy hook targets without TESSERA_ALLOW_PRIVATE_TARGETS', () => {
  const svc = useService({ TESSERA_ALLOW_PRIVATE_TARGETS: '0', TESSERA_WORKERS: '1', TESSERA_HOOK_COALESCE_MS: '0' });
  let mgmt = '';
  let rx: Receiver;
  before(async () => {
    rx = await startReceiver();
    await svc().space('site');
    mgmt = await svc().key('site', 'management');
  });
  after(() => rx.close());

  it('refuses http://, loopback and private addresses at creation', async () => {
    for (const url of [rx.url('/x'), `https://127.0.0.1:${rx.port}/x`, 'https://localhost/x', 'https://10.1.2.3/hook', 'https://192.168.0.10/hook', 'https://[::1]/hook', 'https://169.254.169.254/latest']) {
      const res = await svc().client(mgmt).post('/api/v1/spaces/site/webhooks', { name: 'x', kind: 'generic', url });
      assert.equal(res.status, 422, url);
      assert.ok(res.body.error.details.fields.url, url);
    }
  });

  it('refuses them again at delivery time, sending nothing', async () => {
    // A hook saved while the target was allowed (e.g. its DNS name pointed elsewhere then).
    await svc().database.db
      .insertInto('webhooks')
      .values({ id: 'legacy', space_id: 'site', name: 'Legacy', kind: 'generic', url: rx.url('/legacy'), target: 'production', events: '["entry.published"]', secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`, created_at: new Date().toISOString(), disabled_at: null, disabled_reason: null, failing_since: null })
      .execute();
    const res = await svc().client(mgmt).post('/api/v1/spaces/site/webhooks/legacy/test');
    assert.equal(res.status, 200);
    assert.equal(res.body.delivery.ok, false);
    assert.equal(res.body.delivery.status_code, 0);
    assert.match(res.body.delivery.error, /Not sent/);

    await emitEvents(svc().database, 'site', [entryEvent('entry.published', 'e1')]);
    await eventually(async () => (await svc().client(mgmt).get('/api/v1/spaces/site/webhooks/legacy/deliveries')).body.items.some((d: { test: boolean; status: string }) => !d.test && d.status === 'failed'));
    const [event] = (await svc().client(mgmt).get('/api/v1/spaces/site/webhooks/legacy/deliveries')).body.items.filter((d: { test: boolean }) => !d.test);
    assert.match(event.error, /Not sent: http URLs cannot be fetched/);
    assert.equal(event.attempts, 1, 'a refused target is not retried');
    assert.equal(rx.requests.length, 0);
  });
});
