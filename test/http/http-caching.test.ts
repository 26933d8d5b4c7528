import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, interceptors, request } from 'undici';
import makeFetchHappen from 'make-fetch-happen';
import { useService } from '../support/service.ts';

/**
 * Standard HTTP caches store delivery answers and revalidate them with their
 * ETag (304), while draft answers are never stored. A forwarding proxy in front of the service
 * records what reached it, as an origin server's log would.
 */
describe('HTTP caching of delivery responses', () => {
  const svc = useService();
  let proxy: Server;
  let base = '';
  let seen: { url: string; ifNoneMatch: string | undefined; status: number }[] = [];
  let delivery = '';
  let preview = '';
  let mgmt = '';
  let entryId = '';
  let cacheDir = '';

  before(async () => {
    await svc().space('blog');
    mgmt = await svc().key('blog', 'management');
    delivery = await svc().key('blog', 'delivery');
    preview = await svc().key('blog', 'preview');
    const c = svc().client(mgmt);
    await c.post('/api/v1/spaces/blog/content_types', { name: 'Post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    entryId = (await c.post('/api/v1/spaces/blog/entries', { content_type: 'post', fields: { title: 'First' } })).body.sys.id;
    await c.post(`/api/v1/spaces/blog/entries/${entryId}/publish`);
    const target = new URL(svc().url);
    proxy = createServer((req, res) => {
      const up = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
        seen.push({ url: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] as string | undefined, status: r.statusCode ?? 0 });
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      req.pipe(up);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    cacheDir = await mkdtemp(join(tmpdir(), 'tessera-mfh-'));
  });
  after(async () => {
    proxy?.close();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  for (const type of ['shared', 'private'] as const) {
    it(`undici's ${type} cache stores a delivery answer, revalidates it with 304, and sees a publish at once`, async () => {
      seen = [];
      const agent = new Agent().compose(interceptors.cache({ type }));
      const path = `/api/v1/spaces/blog/entries/${entryId}?include=${type === 'shared' ? 0 : 1}`;
      const read = async () => {
        const r = await request(`${base}${path}`, { dispatcher: agent, headers: { authorization: `Bearer ${delivery}` } });
        return { status: r.statusCode, body: (await r.body.json()) as { fields: { title: string } } };
      };
      const first = await read();
      const second = await read();
      assert.equal(first.status, 200);
      assert.deepEqual(second, first, 'served from the cache after revalidation');
      assert.equal(seen.length, 2);
      assert.equal(seen[0].ifNoneMatch, undefined);
      assert.match(seen[1].ifNoneMatch ?? '', /^"/, 'the cache revalidated with the ETag');
      assert.equal(seen[1].status, 304);

      await svc().client(mgmt).patch(`/api/v1/spaces/blog/entries/${entryId}`, { fields: { title: `Changed for ${type}` } });
      await svc().client(mgmt).post(`/api/v1/spaces/blog/entries/${entryId}/publish`);
      const third = await read();
      assert.equal(third.body.fields.title, `Changed for ${type}`, 'never stale after a publish');
      assert.equal(seen[2].status, 200);
      await agent.close();
    });
  }

  it('draft answers are never stored: every read reaches the service unconditionally', async () => {
    seen = [];
    const agent = new Agent().compose(interceptors.cache({ type: 'private' }));
    for (let i = 0; i < 2; i++) {
      const r = await request(`${base}/api/v1/spaces/blog/entries`, { dispatcher: agent, headers: { authorization: `Bearer ${preview}` } });
      assert.equal(r.headers['cache-control'], 'private, no-store');
      await r.body.dump();
    }
    assert.deepEqual(seen.map((s) => [s.status, s.ifNoneMatch]), [[200, undefined], [200, undefined]]);
    await agent.close();
  });

  it('make-fetch-happen caches a delivery answer on disk and revalidates it', async () => {
    seen = [];
    const fetch = makeFetchHappen.defaults({ cachePath: cacheDir });
    const url = `${base}/api/v1/spaces/blog/entries?content_type=post`;
    const first = await fetch(url, { headers: { authorization: `Bearer ${delivery}` } });
    const firstBody = await first.json();
    const second = await fetch(url, { headers: { authorization: `Bearer ${delivery}` } });
    assert.equal(second.status, 200);
    assert.deepEqual(await second.json(), firstBody);
    assert.equal(second.headers.get('x-local-cache-status'), 'revalidated');
    assert.deepEqual(seen.map((s) => s.status), [200, 304]);
  });

  it('a cache keeps answers apart per key (Vary: Authorization): a revoked key is refused, not served', async () => {
    const created = await svc().client(mgmt).post('/api/v1/spaces/blog/api_keys', { name: 'Temp', kind: 'delivery' });
    const agent = new Agent().compose(interceptors.cache({ type: 'shared' }));
    const path = `${base}/api/v1/spaces/blog/entries/${entryId}?include=2`;
    const ok = await request(path, { dispatcher: agent, headers: { authorization: `Bearer ${created.body.token}` } });
    await ok.body.dump();
    assert.equal(ok.statusCode, 200);
    await svc().client(mgmt).delete(`/api/v1/spaces/blog/api_keys/${created.body.key.id}`);
    const after = await request(path, { dispatcher: agent, headers: { authorization: `Bearer ${created.body.token}` } });
    await after.body.dump();
    assert.equal(after.statusCode, 401);
    await agent.close();
  });
});
