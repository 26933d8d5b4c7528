import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';

describe('api keys', () => {
  const svc = useService();
  let mgmt = '';

  before(async () => {
    await svc().space('site');
    mgmt = await svc().key('site', 'management', 'Owner');
  });

  it('creates delivery and preview keys whose token is shown once and works at once', async () => {
    const c = svc().client(mgmt);
    for (const kind of ['delivery', 'preview'] as const) {
      const res = await c.post('/api/v1/spaces/site/api_keys', { name: `Front end ${kind}`, kind });
      assert.equal(res.status, 201);
      assert.match(res.body.token, kind === 'delivery' ? /^svc_dlv_[A-Za-z0-9_-]{43}$/ : /^svc_prv_[A-Za-z0-9_-]{43}$/);
      assert.equal(res.body.key.kind, kind);
      assert.equal(res.body.key.created_by, 'Owner');
      const me = await svc().client(res.body.token).get('/api/v1');
      assert.equal(me.body.key.kind, kind);
    }
    const list = await c.get('/api/v1/spaces/site/api_keys');
    assert.equal(list.status, 200);
    assert.equal(list.body.total, 3);
    assert.ok(!list.text.includes('svc_dlv_') || !/svc_dlv_[A-Za-z0-9_-]{43}/.test(list.text), 'tokens never listed');
    for (const k of list.body.items) assert.equal(k.token, undefined);
  });

  it('stores only the SHA-256 of each token, never the token itself', async () => {
    const rows = await svc().database.db.selectFrom('api_keys').selectAll().execute();
    const stored = rows.find((r) => r.token_hash === createHash('sha256').update(mgmt).digest('hex'));
    assert.ok(stored, 'the management key is found by the hash of its token');
    const secret = mgmt.slice('svc_mgt_'.length);
    for (const r of rows) assert.ok(!JSON.stringify(r).includes(secret.slice(0, 12)), `no column of ${r.name} holds the token`);
  });

  it('refuses management keys and unknown kinds through the API, changing nothing', async () => {
    const before = await snapshotDatabase(svc().database);
    for (const body of [{ name: 'x', kind: 'management' }, { name: 'x', kind: 'agent' }, { name: '', kind: 'delivery' }, { kind: 'delivery' }]) {
      const res = await svc().client(mgmt).post('/api/v1/spaces/site/api_keys', body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.equal(res.body.error.code, 'validation_failed');
    }
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('revokes a key (404 for an unknown one, and a key cannot revoke itself)', async () => {
    const c = svc().client(mgmt);
    assert.equal((await c.delete('/api/v1/spaces/site/api_keys/nope')).status, 404);
    const me = await svc().database.db.selectFrom('api_keys').select('id').where('name', '=', 'Owner').executeTakeFirstOrThrow();
    const self = await c.delete(`/api/v1/spaces/site/api_keys/${me.id}`);
    assert.equal(self.status, 422);
  });
});
