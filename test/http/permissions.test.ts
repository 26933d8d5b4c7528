import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import type { KeyKind } from '../../src/domain/permissions.ts';
import type { Client, Res } from '../support/http.ts';

type Call = { name: string; method: 'get' | 'post' | 'patch' | 'delete'; path: string; body?: object; allowed: KeyKind[] };

function send(c: Client, call: Call): Promise<Res> {
  if (call.method === 'get' || call.method === 'delete') return c[call.method](call.path);
  return c[call.method](call.path, call.body);
}

const ALL: KeyKind[] = ['delivery', 'preview', 'management', 'agent'];

/** Every route family so far, with the key kinds that may call it. */
const CALLS: Call[] = [
  { name: 'read space', method: 'get', path: '/api/v1/spaces/site', allowed: ALL },
  { name: 'change site settings', method: 'patch', path: '/api/v1/spaces/site', body: {}, allowed: ['management', 'agent'] },
  { name: 'add language', method: 'post', path: '/api/v1/spaces/site/locales', body: { code: 'zz' }, allowed: ['management', 'agent'] },
  { name: 'edit language', method: 'patch', path: '/api/v1/spaces/site/locales/en', body: {}, allowed: ['management', 'agent'] },
  { name: 'delete language', method: 'delete', path: '/api/v1/spaces/site/locales/xx', allowed: ['management', 'agent'] },
  { name: 'list keys', method: 'get', path: '/api/v1/spaces/site/api_keys', allowed: ['management', 'agent'] },
  { name: 'create key', method: 'post', path: '/api/v1/spaces/site/api_keys', body: { name: 'x', kind: 'delivery' }, allowed: ['management', 'agent'] },
  { name: 'invite an agent', method: 'post', path: '/api/v1/spaces/site/invites', body: {}, allowed: ['management'] },
];

describe('permission boundaries', () => {
  const svc = useService();
  const tokens = {} as Record<KeyKind, string>;
  let otherToken = '';

  before(async () => {
    await svc().space('site');
    await svc().space('other');
    for (const k of ALL) tokens[k] = await svc().key('site', k);
    otherToken = await svc().key('other', 'management');
  });

  for (const call of CALLS) {
    it(`${call.name}: allowed for ${call.allowed.join(', ')}, key_cannot for the rest`, async () => {
      for (const kind of ALL) {
        const res = await send(svc().client(tokens[kind]), call);
        if (call.allowed.includes(kind)) {
          assert.notEqual(res.status, 403, `${kind} should pass the permission check: ${res.text}`);
          assert.notEqual(res.status, 401);
        } else {
          assert.equal(res.status, 403, `${kind}: ${res.text}`);
          assert.equal(res.body.error.code, 'key_cannot');
        }
      }
    });

    it(`${call.name}: a key of another space gets wrong_space, a request without a key missing_key`, async () => {
      const res = await send(svc().client(otherToken), call);
      assert.equal(res.status, 403);
      assert.equal(res.body.error.code, 'wrong_space');
      const anon = await send(svc().anon, call);
      assert.equal(anon.status, 401);
      assert.equal(anon.body.error.code, 'missing_key');
    });
  }

  it('wrong_space does not reveal whether a space exists', async () => {
    const existing = await svc().client(tokens.management).get('/api/v1/spaces/other');
    const missing = await svc().client(tokens.management).get('/api/v1/spaces/does-not-exist');
    assert.equal(existing.status, 403);
    assert.equal(missing.status, 403);
    assert.equal(existing.body.error.code, 'wrong_space');
    assert.equal(missing.body.error.code, 'wrong_space');
    assert.equal(existing.body.error.fix, missing.body.error.fix);
  });

  it('a revoked key is invalid_key on its next request', async () => {
    const created = await svc().client(tokens.management).post('/api/v1/spaces/site/api_keys', { name: 'temp', kind: 'preview' });
    assert.equal(created.status, 201);
    const temp = svc().client(created.body.token);
    assert.equal((await temp.get('/api/v1')).status, 200);
    const del = await svc().client(tokens.management).delete(`/api/v1/spaces/site/api_keys/${created.body.key.id}`);
    assert.equal(del.status, 204);
    const after = await temp.get('/api/v1');
    assert.equal(after.status, 401);
    assert.equal(after.body.error.code, 'invalid_key');
  });

  it('a malformed Authorization header is invalid_key', async () => {
    const res = await svc().anon.get('/api/v1', { authorization: 'Token abc' });
    assert.equal(res.status, 401);
    assert.equal(res.body.error.code, 'invalid_key');
  });
});
