import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';

const RLO = '\u202E';

describe('names shown to people refuse control and text-direction characters', () => {
  const svc = useService();
  let mgmt = '';
  before(async () => {
    await svc().space('site');
    mgmt = await svc().key('site', 'management');
  });

  it('OAuth registration refuses such a client name and a redirect URI without a host, storing nothing', async () => {
    const register = (body: unknown) => svc().anon.post('/oauth/register', body);
    const clients = async () => (await svc().database.db.selectFrom('oauth_clients').select('client_id').execute()).length;
    const before = await clients();
    let r = await register({ client_name: `Trusted Editor${RLO}gpj.exe`, redirect_uris: ['https://app.example/cb'] });
    assert.equal(r.status, 400, r.text);
    assert.equal(r.body.error, 'invalid_client_metadata');
    assert.match(r.body.error_description, /U\+202E/);
    for (const uri of ['https:///cb', 'https:\\\\app.example\\cb']) {
      r = await register({ client_name: 'App', redirect_uris: [uri] });
      assert.equal(r.status, 400, `${uri}: ${r.text}`);
      assert.equal(r.body.error, 'invalid_redirect_uri');
    }
    assert.equal(await clients(), before);
    assert.equal((await register({ client_name: 'App', redirect_uris: ['https://app.example/cb'] })).status, 201);
  });

  it('key, deploy hook and invite names are refused with the character named in the field', async () => {
    const c = svc().client(mgmt);
    const attempts = [
      await c.post('/api/v1/spaces/site/api_keys', { name: `Website${RLO}`, kind: 'delivery' }),
      await c.post('/api/v1/spaces/site/webhooks', { name: `Rebuild${RLO}`, kind: 'generic', url: 'https://hooks.example/build' }),
      await c.post('/api/v1/spaces/site/invites', { name: `Assistant${RLO}` }),
    ];
    for (const r of attempts) {
      assert.equal(r.status, 422, r.text);
      assert.equal(r.body.error.code, 'validation_failed');
      assert.ok(r.body.error.details.fields.name, r.text);
    }
    assert.match(attempts[0].body.error.details.fields.name, /U\+202E/);
    assert.match(attempts[1].body.error.details.fields.name, /U\+202E/);
    assert.equal((await c.get('/api/v1/spaces/site/api_keys')).body.items?.some?.((k: { name: string }) => k.name.includes(RLO)) ?? false, false);
  });
});
