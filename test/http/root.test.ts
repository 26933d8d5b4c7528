import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';

describe('GET /api/v1', () => {
  const svc = useService();

  it('reports the key kind, name, space and permissions of each key kind', async () => {
    await svc().space('acme');
    const expected = {
      delivery: ['read'],
      preview: ['read', 'read_drafts'],
      management: ['read', 'read_drafts', 'write', 'publish', 'manage_model', 'manage_webhooks', 'manage_keys', 'create_read_keys', 'manage_people'],
      agent: ['read', 'read_drafts', 'write', 'publish', 'manage_model', 'manage_webhooks', 'create_read_keys'],
    } as const;
    for (const kind of ['delivery', 'preview', 'management', 'agent'] as const) {
      const token = await svc().key('acme', kind, `My ${kind}`);
      const res = await svc().client(token).get('/api/v1');
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.key, { kind, name: `My ${kind}`, space: 'acme', can: expected[kind] });
      assert.equal(res.body.name, 'Tessera');
      assert.match(res.body.docs, /\/docs$/);
      assert.ok(res.body.next.length > 0);
    }
  });

  it('answers missing_key without a token and invalid_key for an unknown one', async () => {
    const none = await svc().anon.get('/api/v1');
    assert.equal(none.status, 401);
    assert.equal(none.body.error.code, 'missing_key');
    assert.match(none.headers.get('www-authenticate') ?? '', /resource_metadata=/);
    const bad = await svc().client('svc_mgt_not-a-real-token').get('/api/v1');
    assert.equal(bad.status, 401);
    assert.equal(bad.body.error.code, 'invalid_key');
    for (const key of ['code', 'message', 'fix', 'doc_url'] as const) assert.equal(typeof bad.body.error[key], 'string');
  });
});
