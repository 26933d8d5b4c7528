import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestService, type TestService } from '../support/service.ts';
import { insertAsset } from '../support/builders.ts';

/**
 * Every cacheable read sends a strong ETag and answers 304 to a matching If-None-Match; the
 * tag follows the answer across the nodes of a cluster (two services on one database).
 */
describe('validators on every cacheable GET', () => {
  let a: TestService;
  let b: TestService;
  let mgmt = '';
  let delivery = '';

  before(async () => {
    a = await startTestService();
    // Nodes of one cluster share their public base URL (answers carry it).
    b = await startTestService({ TESSERA_BASE_URL: a.url }, { database: a.testDatabase });
    await a.space('site');
    mgmt = await a.key('site', 'management');
    delivery = await a.key('site', 'delivery');
    await a.client(mgmt).post('/api/v1/spaces/site/content_types', { name: 'Page', api_id: 'page', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    await insertAsset(a.database, 'site', { id: 'logo1', title: 'Logo' });
  });
  after(async () => {
    await b?.stop();
    await a?.stop();
  });

  const paths = [
    '/api/v1/spaces/site',
    '/api/v1/spaces/site/content_types',
    '/api/v1/spaces/site/content_types/page',
    '/api/v1/spaces/site/assets',
    '/api/v1/spaces/site/assets/logo1',
    '/api/v1/spaces/site/llms.txt',
    '/api/v1/openapi.json',
  ];

  for (const path of paths) {
    it(`${path}: strong ETag, 304 on weak or listed or * match, 200 on another tag`, async () => {
      const c = a.client(mgmt);
      const first = await c.get(path);
      assert.equal(first.status, 200, first.text);
      const etag = first.headers.get('etag') ?? '';
      assert.match(etag, /^"[\w-]+"$/, 'a strong validator');
      assert.ok(first.headers.get('cache-control'), 'says how it may be cached');
      for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await c.get(path, { 'if-none-match': inm });
        assert.equal(again.status, 304, `If-None-Match: ${inm}`);
        assert.equal(again.text, '');
        assert.equal(again.headers.get('etag'), etag);
      }
      assert.equal((await c.get(path, { 'if-none-match': '"other"' })).status, 200);
      const head = await c.raw(path, { method: 'HEAD', headers: { 'if-none-match': etag } });
      assert.equal(head.status, 304);
      // Another node answers the same state with the same tag. (The test services' OpenAPI
      // documents name different servers, which nodes of one cluster do not.)
      if (path !== '/api/v1/openapi.json') assert.equal((await b.client(mgmt).get(path, { 'if-none-match': etag })).status, 304, 'the other node agrees');
    });
  }

  it('a change committed on one node gives the other a new tag at once', async () => {
    const path = '/api/v1/spaces/site/content_types';
    const before = await a.client(delivery).get(path);
    const etag = before.headers.get('etag') ?? '';
    assert.match(before.headers.get('vary') ?? '', /Authorization/);
    assert.equal((await a.client(delivery).get(path, { 'if-none-match': etag })).status, 304);
    const changed = await b.client(mgmt).post('/api/v1/spaces/site/content_types', { name: 'Post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    assert.equal(changed.status, 201);
    const after = await a.client(delivery).get(path, { 'if-none-match': etag });
    assert.equal(after.status, 200);
    assert.notEqual(after.headers.get('etag'), etag);
    const space = await a.client(mgmt).get('/api/v1/spaces/site');
    const renamed = await b.client(mgmt).patch('/api/v1/spaces/site', { production_url: 'https://site.example' });
    assert.equal(renamed.status, 200, renamed.text);
    assert.equal(renamed.status, 200);
    assert.equal((await a.client(mgmt).get('/api/v1/spaces/site', { 'if-none-match': space.headers.get('etag') ?? '' })).status, 200);
  });

  it('answers that may not be stored get no validator; errors get none', async () => {
    const missing = await a.client(mgmt).get('/api/v1/spaces/site/assets/nope');
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('etag'), null);
  });
});
