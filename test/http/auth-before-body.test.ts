import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Write routes that declare no credential for the auth plugin, and why. Every write route that
 * declares one is walked below; this list only keeps a new route from escaping the walk unseen.
 */
const UNDECLARED: Record<string, string> = {
  'POST /join/:token/redeem': 'the invite token in the path is the credential',
  'POST /login': 'the sign-in form',
  'POST /logout': 'the session cookie and the form token',
  'POST /oauth/register': 'RFC 7591 dynamic registration is open',
  'POST /oauth/token': 'the authorization code or refresh token in the body is the credential',
  'POST /oauth/revoke': 'RFC 7009: the token in the body is the credential',
  'POST /oauth/authorize': 'the consent form: the session cookie and the form token',
  'POST /mcp': 'answers 401 itself, with WWW-Authenticate, in JSON-RPC',
  'DELETE /mcp': 'stateless MCP: 405 for everyone',
  'POST /session/password': 'the dashboard session, checked before the body is validated',
  'DELETE /session/sessions': 'the dashboard session, checked by the route',
  'DELETE /session/sessions/:session_id': 'the dashboard session, checked by the route',
};

/** A path of the route with a value in every parameter. */
const concrete = (url: string) => url.replace(/:space_id/g, 'site').replace(/:([a-z_]+)/g, 'x1');

/** The same bodies a careless or hostile caller sends: not what any route accepts. */
const BAD_BODIES: Array<[string, string, string]> = [
  ['unknown field', 'application/json', '{"not_a_field": [1, 2, 3], "name": 12}'],
  ['wrong type', 'application/json', '[]'],
  ['not JSON', 'application/json', '{"unterminated'],
];

describe('authentication comes before the body', () => {
  const svc = useService();
  let routes: Array<{ method: string; url: string; auth?: string; credential?: string }>;
  let undeclared: string[];
  let delivery: string;
  before(async () => {
    await svc().space('site');
    delivery = await svc().key('site', 'delivery');
    const writes = svc().app.routeList.filter((r) => WRITES.has(r.method));
    routes = writes.filter((r) => r.auth !== undefined && r.auth !== 'public');
    undeclared = writes.filter((r) => r.auth === undefined).map((r) => `${r.method} ${r.url}`);
  });

  it('walks every write route that needs a credential', () => {
    assert.ok(routes.length >= 35, `${routes.length} write routes`);
    assert.deepEqual(undeclared.filter((r) => !(r in UNDECLARED)), [], 'a write route that checks no credential itself must be explained in UNDECLARED');
  });

  it('answers 401 to every write route without a key, whatever the body', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      for (const [what, type, body] of BAD_BODIES) {
        const res = await svc().anon.raw(concrete(r.url), { method: r.method, headers: { 'content-type': type }, body });
        if (res.status !== 401 || res.body?.error?.code !== 'missing_key') wrong.push(`${r.method} ${r.url} (${what}): ${res.status} ${res.text.slice(0, 60)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('answers 401 to a key that does not exist, whatever the body', async () => {
    const wrong: string[] = [];
    // Dashboard-only routes take no key at all: a bearer token is as good as none there.
    for (const r of routes.filter((x) => x.credential !== 'session')) {
      const res = await svc().anon.raw(concrete(r.url), { method: r.method, headers: { 'content-type': 'application/json', authorization: 'Bearer svc_mgt_doesnotexist' }, body: '{"not_a_field": 1}' });
      if (res.status !== 401 || res.body?.error?.code !== 'invalid_key') wrong.push(`${r.method} ${r.url}: ${res.status} ${res.text.slice(0, 60)}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('answers 403 to a delivery key on every write of its own space it may not make, before reading the body', async () => {
    const wrong: string[] = [];
    // A batch takes any key: what each operation needs is known from the body only.
    const beyondDelivery = routes.filter((x) => x.url.startsWith('/api/v1/spaces/:space_id') && x.auth !== 'read' && x.auth !== 'key');
    assert.ok(beyondDelivery.length >= 30, `${beyondDelivery.length} routes`);
    for (const r of beyondDelivery) {
      const res = await svc().client(delivery).raw(concrete(r.url), { method: r.method, headers: { 'content-type': 'application/json' }, body: '{"not_a_field": 1}' });
      if (res.status !== 403 || res.body?.error?.code !== 'key_cannot') wrong.push(`${r.method} ${r.url}: ${res.status} ${res.text.slice(0, 60)}`);
    }
    assert.deepEqual(wrong, []);
  });
});
