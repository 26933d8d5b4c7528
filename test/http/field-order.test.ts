import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import type { Client } from '../support/http.ts';

describe('POST …/content_types/{id}/fields/order', () => {
  const svc = useService();
  const url = '/api/v1/spaces/order/content_types/post/fields/order';
  let c: Client;
  let entryId: string;

  before(async () => {
    await svc().space('order');
    c = svc().client(await svc().key('order', 'management'));
    const type = await c.post('/api/v1/spaces/order/content_types', {
      name: 'Post',
      api_id: 'post',
      display_field: 'title',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'slug', name: 'Slug', type: 'slug' },
        { api_id: 'body', name: 'Body', type: 'text' },
        { api_id: 'rating', name: 'Rating', type: 'integer' },
      ],
    });
    assert.equal(type.status, 201, type.text);
    const e = await c.post('/api/v1/spaces/order/entries', { content_type: 'post', fields: { title: 'Hello', slug: 'hello', body: 'Text', rating: 3 } });
    assert.equal(e.status, 201, e.text);
    entryId = e.body.sys.id;
    assert.equal((await c.post(`/api/v1/spaces/order/entries/${entryId}/publish`, {})).status, 200);
  });

  const fieldIds = async () => (await c.get('/api/v1/spaces/order/content_types/post')).body.fields.map((f: { api_id: string }) => f.api_id);
  const orderEvents = async () =>
    (await svc().database.db.selectFrom('outbox').select('payload').where('space_id', '=', 'order').where('event', '=', 'content_type.changed').execute()).filter((r) => JSON.stringify(r.payload).includes('fields_ordered')).length;

  it('puts the listed fields first and the rest after them in their order; the type, delivery and generated types follow', async () => {
    const res = await c.post(url, { fields: ['body', 'title'] });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.fields.map((f: { api_id: string }) => f.api_id), ['body', 'title', 'slug', 'rating']);
    assert.deepEqual(await fieldIds(), ['body', 'title', 'slug', 'rating']);
    assert.equal(res.body.display_field, 'title', 'only the order changed');

    const delivery = svc().client(await svc().key('order', 'delivery'));
    const live = await delivery.get(`/api/v1/spaces/order/entries/${entryId}`);
    assert.equal(live.status, 200, live.text);
    assert.deepEqual(Object.keys(live.body.fields), ['body', 'title', 'slug', 'rating']);
    assert.deepEqual(live.body.fields, { body: 'Text', title: 'Hello', slug: 'hello', rating: 3 }, 'stored values are untouched');

    const types = await c.get('/api/v1/spaces/order/types.ts');
    assert.equal(types.status, 200);
    const at = (name: string) => types.text.indexOf(`${name}`, types.text.indexOf('Post'));
    assert.ok(at('body?:') < at('title?:') && at('title?:') < at('slug?:'), types.text);

    assert.equal(await orderEvents(), 1, 'one content_type.changed event for the reorder');
    const activity = await svc().database.db.selectFrom('activity').select(['action', 'resource_id']).where('space_id', '=', 'order').where('action', '=', 'content_type.fields_ordered').execute();
    assert.deepEqual(activity.map((a) => ({ ...a })), [{ action: 'content_type.fields_ordered', resource_id: 'post' }]);
  });

  it('changes nothing and tells no one when the order is the same', async () => {
    const res = await c.post(url, { fields: ['body', 'title', 'slug', 'rating'] });
    assert.equal(res.status, 200, res.text);
    assert.equal(await orderEvents(), 1);
  });

  it('refuses unknown or repeated fields, and a dry run, without changing anything', async () => {
    const before = await snapshotDatabase(svc().database);
    const bad = await c.post(url, { fields: ['title', 'ghost', 'title'] });
    assert.equal(bad.status, 422, bad.text);
    assert.equal(bad.body.error.code, 'validation_failed');
    assert.deepEqual(Object.keys(bad.body.error.details.fields).sort(), ['fields[1]', 'fields[2]']);
    assert.match(bad.body.error.fix, /GET …\/content_types\/post/);

    const empty = await c.post(url, { fields: [] });
    assert.deepEqual([empty.status, empty.body.error.code], [422, 'validation_failed'], empty.text);

    for (const [path, body] of [[`${url}?dry_run=true`, { fields: ['rating'] }], [url, { fields: ['rating'], dry_run: true }]] as const) {
      const dry = await c.post(path, body);
      assert.equal(dry.status, 200, dry.text);
      assert.equal(dry.body.dry_run, true);
      assert.deepEqual(dry.body.would_update.fields.map((f: { api_id: string }) => f.api_id), ['rating', 'body', 'title', 'slug']);
    }
    assert.equal(await snapshotDatabase(svc().database), before);
    assert.deepEqual(await fieldIds(), ['body', 'title', 'slug', 'rating']);

    const missing = await c.post('/api/v1/spaces/order/content_types/ghost/fields/order', { fields: ['title'] });
    assert.deepEqual([missing.status, missing.body.error.code], [404, 'not_found']);
  });

  it('needs the model permission', async () => {
    const preview = svc().client(await svc().key('order', 'preview'));
    const denied = await preview.post(url, { fields: ['rating'] });
    assert.deepEqual([denied.status, denied.body.error.code], [403, 'key_cannot']);
    assert.deepEqual(await fieldIds(), ['body', 'title', 'slug', 'rating']);
  });
});
