import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';

const BATCH = '/api/v1/spaces/site/batch';
const author = (i: number) => ({ op: 'create_entry', ref: `a${i}`, content_type: 'author', fields: { name: `Author ${i}` } });

describe('batch: deploy hooks fire only for a saved batch', () => {
  const svc = useService({ TESSERA_WORKERS: '1', TESSERA_HOOK_COALESCE_MS: '200' });
  let rx: Receiver;
  before(async () => {
    rx = await startReceiver();
  });
  after(() => rx.close());

  it('sends nothing for a failed or dry-run batch, and the events of a saved batch in one delivery', async () => {
    await svc().space('site');
    const c = svc().client(await svc().key('site', 'management'));
    await insertContentType(svc().database, 'site', buildContentType({ api_id: 'author', fields: [field('name', 'symbol', { required: true })] }));
    assert.equal((await c.post('/api/v1/spaces/site/webhooks', { name: 'Live', kind: 'generic', url: rx.url('/build') })).status, 201);

    const failed = await c.post(BATCH, { operations: [author(0), { op: 'publish_entry', id: '$a0' }, { op: 'publish_entry', id: 'missing' }] });
    assert.equal(failed.status, 404);
    const dry = await c.post(`${BATCH}?dry_run=true`, { operations: [author(1), { op: 'publish_entry', id: '$a1' }] });
    assert.equal(dry.status, 200);

    const saved = await c.post(BATCH, { operations: [author(2), author(3), { op: 'publish_entry', id: '$a2' }, { op: 'publish_entry', id: '$a3' }] });
    assert.equal(saved.status, 200, saved.text);
    const ids = [saved.body.results[0].sys.id, saved.body.results[1].sys.id];

    const [delivery] = await rx.waitFor(1, '/build');
    assert.equal(delivery.json.type, 'entry.published');
    assert.equal(delivery.json.data.count, 2, 'only the saved batch\'s events, in one delivery');
    assert.deepEqual(delivery.json.data.events.map((e: { resource: { id: string } }) => e.resource.id).sort(), [...ids].sort());
    const outbox = await svc().database.db.selectFrom('outbox').select(['event', 'resource_id']).execute();
    assert.ok(outbox.every((r) => ids.includes(r.resource_id)), 'the failed and dry-run batches left no events');
    assert.equal(outbox.length, 4, 'entry.saved and entry.published of the two saved entries');
  });
});

describe('batch: one request for the rate limit', () => {
  const svc = useService({ TESSERA_RATE_LIMIT_PER_MINUTE: '3' });

  it('counts a batch of 100 operations as one request', async () => {
    await svc().space('site');
    await insertContentType(svc().database, 'site', buildContentType({ api_id: 'author', fields: [field('name', 'symbol', { required: true })] }));
    const c = svc().client(await svc().key('site', 'management'));
    const operations = Array.from({ length: 50 }, (_, i) => [author(i), { op: 'publish_entry', id: `$a${i}` }]).flat();
    for (let i = 0; i < 3; i++) {
      const res = await c.post(BATCH + (i === 0 ? '' : '?dry_run=true'), { operations });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.total, 100);
      assert.equal(res.headers.get('ratelimit-remaining'), String(2 - i));
    }
    const limited = await c.post(BATCH, { operations });
    assert.equal(limited.status, 429);
    assert.equal(limited.body.error.code, 'rate_limited');
    const count = await svc().database.db.selectFrom('entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 50, 'the limited batch ran nothing');
  });
});
