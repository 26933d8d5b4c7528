import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { etagMatches, invalidateSpace, invalidationScope, ResponseCache } from '../../src/http/delivery-cache.ts';

const body = (s: string) => Buffer.from(s);

describe('response cache', () => {
  it('serves a filled response with a strong ETag until the space changes', async () => {
    const cache = new ResponseCache();
    let fills = 0;
    const fill = async () => body(`v${++fills}`);
    const a = await cache.get('s1', 'delivery', 'k', fill);
    const b = await cache.get('s1', 'delivery', 'k', fill);
    assert.equal(fills, 1);
    assert.equal(a.etag, b.etag);
    assert.match(a.etag, /^"[\w-]+"$/);
    cache.invalidate('s2');
    assert.equal((await cache.get('s1', 'delivery', 'k', fill)).body.toString(), 'v1', 'another space changing keeps it');
    cache.invalidate('s1');
    assert.equal((await cache.get('s1', 'delivery', 'k', fill)).body.toString(), 'v2');
    cache.close();
  });

  it('draft-only changes keep delivery responses', async () => {
    const cache = new ResponseCache();
    let n = 0;
    await cache.get('s', 'delivery', 'k', async () => body(`d${++n}`));
    await cache.get('s', 'drafts', 'k', async () => body(`p${++n}`));
    cache.invalidate('s', 'drafts');
    assert.equal((await cache.get('s', 'delivery', 'k', async () => body('new'))).body.toString(), 'd1');
    assert.equal((await cache.get('s', 'drafts', 'k', async () => body('new'))).body.toString(), 'new');
    cache.close();
  });

  it('never stores a response whose fill started before an invalidation', async () => {
    const cache = new ResponseCache();
    let release!: () => void;
    const slow = cache.get('s', 'delivery', 'k', () => new Promise<Buffer>((r) => (release = () => r(body('old')))));
    cache.invalidate('s');
    // A request after the change must not join the older fill.
    const fresh = await cache.get('s', 'delivery', 'k', async () => body('new'));
    release();
    assert.equal((await slow).body.toString(), 'old');
    assert.equal(fresh.body.toString(), 'new');
    assert.equal((await cache.get('s', 'delivery', 'k', async () => body('other'))).body.toString(), 'new');
    cache.close();
  });

  it('shares one fill between concurrent misses and stays within its byte budget', async () => {
    const cache = new ResponseCache(8000);
    let fills = 0;
    const fill = async () => {
      fills++;
      await new Promise((r) => setTimeout(r, 5));
      return body('x'.repeat(900));
    };
    await Promise.all(Array.from({ length: 10 }, () => cache.get('s', 'delivery', 'same', fill)));
    assert.equal(fills, 1);
    for (let i = 0; i < 20; i++) await cache.get('s', 'delivery', `k${i}`, async () => body('y'.repeat(900)));
    assert.ok(cache.size.bytes <= 8000);
    cache.close();
  });

  it('invalidateSpace reaches every cache of the process', async () => {
    const cache = new ResponseCache();
    await cache.get('s', 'delivery', 'k', async () => body('a'));
    invalidateSpace('s');
    assert.equal((await cache.get('s', 'delivery', 'k', async () => body('b'))).body.toString(), 'b');
    cache.close();
  });
});

describe('ETag matching and invalidation scope', () => {
  it('matches lists, weak tags and *', () => {
    assert.equal(etagMatches('"a", W/"b"', '"b"'), true);
    assert.equal(etagMatches('*', '"x"'), true);
    assert.equal(etagMatches('"a"', '"b"'), false);
    assert.equal(etagMatches(undefined, '"b"'), false);
  });
  it('treats only entry saves as draft-only', () => {
    assert.equal(invalidationScope({ actions: ['entry.updated'], events: ['entry.saved'] }), 'drafts');
    assert.equal(invalidationScope({ actions: ['entry.published'], events: ['entry.published'] }), 'all');
    assert.equal(invalidationScope({ actions: ['content_type.created'], events: [] }), 'all');
  });
});
