import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import type { Client } from '../support/http.ts';

const BATCH = '/api/v1/spaces/bd/batch';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('batch delete operations', () => {
  const svc = useService();
  let c: Client;
  let api: ReturnType<typeof entriesApi>;

  before(async () => {
    await svc().space('bd');
    c = svc().client(await svc().key('bd', 'management'));
    api = entriesApi(c, 'bd');
    await insertContentType(svc().database, 'bd', buildContentType({ api_id: 'post', fields: [field('title', 'symbol'), field('subtitle', 'symbol'), field('related', 'references')] }));
    await insertContentType(svc().database, 'bd', buildContentType({ api_id: 'note', fields: [field('title', 'symbol')] }));
  });

  it('archives and deletes an entry, deletes a field with its values and an empty type, all in one batch', async () => {
    const target = (await api.createPublished('post', { title: 'Target', subtitle: 'Sub' })).sys.id;
    const linking = (await api.createPublished('post', { title: 'Links', related: [target] })).sys.id;
    const res = await c.post(BATCH, {
      operations: [
        { op: 'archive_entry', id: target },
        { op: 'delete_entry', id: target, unlink: true },
        { op: 'delete_field', content_type: 'post', field: 'subtitle', delete_values: true },
        { op: 'delete_content_type', content_type: 'note' },
      ],
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.results.slice(1), [
      { op: 'delete_entry', sys: { id: target, type: 'Entry', status: 'deleted' }, unlinked: [linking] },
      { op: 'delete_field', sys: { id: 'subtitle', type: 'Field', content_type: 'post', status: 'deleted' }, entries_changed: 0 },
      { op: 'delete_content_type', sys: { id: 'note', type: 'ContentType', status: 'deleted' }, unlinked: [], entries_deleted: [] },
    ]);
    assert.equal((await api.get(target)).status, 404);
    assert.deepEqual((await api.get(linking)).body.fields.related, []);
    assert.equal((await c.get('/api/v1/spaces/bd/content_types/note')).status, 404);
    assert.deepEqual((await c.get('/api/v1/spaces/bd/content_types/post')).body.fields.map((f: { api_id: string }) => f.api_id), ['title', 'related']);
  });

  it('is all or nothing: a later failure keeps what the deletes would have removed', async () => {
    const kept = (await api.create('post', { title: 'Kept' })).sys.id;
    assert.equal((await api.action(kept, 'archive')).status, 200);
    const res = await c.post(BATCH, {
      operations: [
        { op: 'delete_entry', id: kept },
        { op: 'delete_field', content_type: 'post', field: 'related', delete_values: true },
        { op: 'create_entry', content_type: 'post', fields: { title: 'X', related: [] } },
      ],
    });
    assert.equal(res.status, 422, res.text);
    assert.equal(res.body.error.details.operation, 2, 'the create uses the field deleted before it');
    assert.equal((await api.get(kept)).status, 200);
    assert.ok((await c.get('/api/v1/spaces/bd/content_types/post')).body.fields.some((f: { api_id: string }) => f.api_id === 'related'));
  });

  it('deletes a file created earlier in the batch through its $ref', async () => {
    const res = await c.post(BATCH, {
      operations: [
        { op: 'create_asset', ref: 'pic', data: PNG, filename: 'dot.png' },
        { op: 'delete_asset', id: '$pic' },
      ],
    });
    assert.equal(res.status, 200, res.text);
    const id = res.body.results[0].sys.id;
    assert.deepEqual(res.body.results[1], { op: 'delete_asset', sys: { id, type: 'Asset', status: 'deleted' }, unlinked: [] });
    assert.equal((await c.get(`/api/v1/spaces/bd/assets/${id}`)).status, 404);
  });

  it('refuses a ref on a delete, and a delete without the permission, before anything runs', async () => {
    const withRef = await c.post(BATCH, { operations: [{ op: 'delete_content_type', content_type: 'post', ref: 'x' }] });
    assert.equal(withRef.status, 422);
    assert.match(withRef.body.error.details.fields.ref, /cannot be used by later operations/);
    const missing = await c.post(BATCH, { operations: [{ op: 'delete_field', content_type: 'post' }] });
    assert.equal(missing.status, 422);
    assert.match(missing.body.error.details.fields.field, /API ID of the field/);
    const preview = svc().client(await svc().key('bd', 'preview'));
    const denied = await preview.post(BATCH, { operations: [{ op: 'delete_content_type', content_type: 'post' }] });
    assert.equal(denied.status, 403);
    assert.equal((await c.get('/api/v1/spaces/bd/content_types/post')).status, 200);
  });
});
