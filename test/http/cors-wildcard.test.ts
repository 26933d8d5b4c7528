import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';

describe('CORS subdomain patterns', () => {
  const svc = useService();
  let delivery = '';
  let mgmt = '';
  before(async () => {
    await svc().space('shop');
    mgmt = await svc().key('shop', 'management');
    delivery = await svc().key('shop', 'delivery');
  });
  const allowOrigin = async (origin: string) => (await svc().client(delivery).get('/api/v1/spaces/shop/content_types', { origin })).headers.get('access-control-allow-origin');

  it('a stored subdomain pattern lets every subdomain read, never the bare domain or a lookalike', async () => {
    const set = await svc().client(mgmt).put('/api/v1/spaces/shop/cors_origins', { origins: ['http://*.evil.example'] });
    assert.equal(set.status, 200, set.text);
    assert.deepEqual(set.body.origins, ['http://*.evil.example']);
    assert.equal(await allowOrigin('http://a.evil.example'), 'http://a.evil.example');
    assert.equal(await allowOrigin('http://deep.a.evil.example'), 'http://deep.a.evil.example');
    assert.equal(await allowOrigin('http://evil.example'), null);
    assert.equal(await allowOrigin('http://notevil.example'), null);
    assert.equal(await allowOrigin('http://a.evil.example.attacker.test'), null);
  });

  it('refuses a pattern that is not whole leading labels, with a fix, and changes nothing', async () => {
    for (const origin of ['https://*.com', 'https://a*.example.com', 'https://a.*.example.com']) {
      const r = await svc().client(mgmt).put('/api/v1/spaces/shop/cors_origins', { origins: [origin] });
      assert.equal(r.status, 422, `${origin}: ${r.text}`);
      assert.match(r.body.error.details.fields['origins[0]'], /\*\.example\.com/);
    }
    assert.deepEqual((await svc().client(mgmt).get('/api/v1/spaces/shop/cors_origins')).body.origins, ['http://*.evil.example']);
  });
});
