import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { etagMatches, invalidateSpace, ResponseCache, type Dependencies } from '../../src/http/delivery-cache.ts';
import { touchedContent, type TouchedContent } from '../../src/app/touched-content.ts';

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

  it('finds a response by the raw URL it was answered for, per space and audience, until it is dropped', async () => {
    const cache = new ResponseCache();
    await cache.get('s', 'delivery', 'list?a=1&b=2', async () => body('one'), '/x?b=2&a=1');
    await cache.get('s', 'delivery', 'list?a=1&b=2', async () => body('unused'), '/x?a=1&b=2');
    for (const alias of ['/x?b=2&a=1', '/x?a=1&b=2']) {
      assert.equal(cache.peekAlias('s', 'delivery', alias)?.body.toString(), 'one');
      assert.equal(cache.peek('s', 'delivery', alias)?.body.toString(), 'one');
    }
    assert.equal(cache.peekAlias('s', 'drafts', '/x?a=1&b=2'), undefined, 'the other audience');
    assert.equal(cache.peekAlias('t', 'delivery', '/x?a=1&b=2'), undefined, 'another space');
    assert.equal(cache.peekAlias('s', 'delivery', 'list?a=1&b=2'), undefined, 'keys are not aliases');
    cache.invalidate('s');
    assert.equal(cache.peekAlias('s', 'delivery', '/x?a=1&b=2'), undefined);
    await cache.get('s', 'delivery', 'list?a=1&b=2', async () => body('two'));
    assert.equal(cache.peekAlias('s', 'delivery', '/x?a=1&b=2')?.body.toString(), 'two', 'an alias follows its key once filled again');
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

describe('ETag matching', () => {
  it('matches lists, weak tags and *', () => {
    assert.equal(etagMatches('"a", W/"b"', '"b"'), true);
    assert.equal(etagMatches('*', '"x"'), true);
    assert.equal(etagMatches('"a"', '"b"'), false);
    assert.equal(etagMatches(undefined, '"b"'), false);
  });
});

describe('what a commit touched', () => {
  const entryEvent = (event: string, id: string, type: string) => ({ event, resourceType: 'Entry', resourceId: id, data: { content_type: type } });
  const cases: Array<[string, Parameters<typeof touchedContent>, TouchedContent]> = [
    ['a draft save: the entry, its type, drafts only', [[{ action: 'entry.updated', resourceType: 'entry', resourceId: 'a' }], [entryEvent('entry.saved', 'a', 'post')]], { everything: false, entries: [{ id: 'a', content_type: 'post', live: false }], assets: [] }],
    ['a publish is live', [[{ action: 'entry.published', resourceType: 'entry', resourceId: 'a' }], [entryEvent('entry.published', 'a', 'post')]], { everything: false, entries: [{ id: 'a', content_type: 'post', live: true }], assets: [] }],
    ['a create names its type in the activity', [[{ action: 'entry.created', resourceType: 'entry', resourceId: 'a', details: { content_type: 'post' } }], []], { everything: false, entries: [{ id: 'a', content_type: 'post', live: false }], assets: [] }],
    ['archiving a draft says no type: every list of drafts', [[{ action: 'entry.archived', resourceType: 'entry', resourceId: 'a' }], []], { everything: false, entries: [{ id: 'a', content_type: null, live: false }], assets: [] }],
    ['an asset replaced', [[{ action: 'asset.replaced', resourceType: 'asset', resourceId: 'f' }], [{ event: 'asset.replaced', resourceType: 'Asset', resourceId: 'f', data: {} }]], { everything: false, entries: [], assets: ['f'] }],
    ['a content type change is everything', [[{ action: 'content_type.updated', resourceType: 'content_type', resourceId: 'post' }], []], { everything: true, entries: [], assets: [] }],
    ['a space setting is everything', [[{ action: 'space.updated', resourceType: 'space', resourceId: 's' }], []], { everything: true, entries: [], assets: [] }],
    ['a locale is everything', [[{ action: 'locale.created', resourceType: 'locale', resourceId: 'de' }], []], { everything: true, entries: [], assets: [] }],
    ['manual entry order is everything', [[{ action: 'entries.ordered', resourceType: 'content_type', resourceId: 'post' }], []], { everything: true, entries: [], assets: [] }],
    ['a key or hook touches nothing', [[{ action: 'key.created', resourceType: 'api_key', resourceId: 'k' }, { action: 'webhook.created', resourceType: 'webhook', resourceId: 'h' }], []], { everything: false, entries: [], assets: [] }],
    ['an unknown action is everything', [[{ action: 'something.new', resourceType: 'thing', resourceId: 'x' }], []], { everything: true, entries: [], assets: [] }],
  ];
  for (const [name, args, expected] of cases) {
    it(name, () => {
      const got = touchedContent(...args);
      assert.deepEqual(got, expected);
      assert.deepEqual(JSON.parse(JSON.stringify(got)), got, 'plain JSON');
    });
  }
});

describe('invalidation by dependency', () => {
  const deps = (d: Partial<Dependencies>): Dependencies => ({ lists: [], entries: [], assets: [], ...d });
  const touch = (t: Partial<TouchedContent>): TouchedContent => ({ everything: false, entries: [], assets: [], ...t });
  const filler = (tag: string, d: Dependencies) => async () => ({ body: body(tag), dependsOn: d });
  const cached = async (cache: ResponseCache, key: string, audience: 'delivery' | 'drafts' = 'delivery') => (await cache.get('s', audience, key, async () => body('refilled'))).body.toString();

  async function filledCache(): Promise<ResponseCache> {
    const cache = new ResponseCache();
    await cache.get('s', 'delivery', 'posts', filler('posts', deps({ lists: ['post'], entries: ['a', 'b', 'author1'] })));
    await cache.get('s', 'delivery', 'all', filler('all', deps({ lists: ['*'], entries: ['x'] })));
    await cache.get('s', 'delivery', 'b', filler('b', deps({ entries: ['b', 'author1'], assets: ['img'] })));
    await cache.get('s', 'delivery', 'page', filler('page', deps({ lists: ['page'], entries: ['p'] })));
    await cache.get('s', 'drafts', 'b', filler('b-draft', deps({ entries: ['b'] })));
    return cache;
  }

  it('a publish drops lists of its type, lists of every type and reads that show it; nothing else', async () => {
    const cache = await filledCache();
    cache.apply('s', touch({ entries: [{ id: 'new', content_type: 'post', live: true }] }));
    assert.equal(await cached(cache, 'posts'), 'refilled', 'a list of the type could now contain it');
    assert.equal(await cached(cache, 'all'), 'refilled');
    assert.equal(await cached(cache, 'b'), 'b', 'another post stays');
    assert.equal(await cached(cache, 'page'), 'page', 'another type stays');
    cache.close();
  });

  it('a change to a linked entry drops every read that includes it', async () => {
    const cache = await filledCache();
    cache.apply('s', touch({ entries: [{ id: 'author1', content_type: 'author', live: true }] }));
    assert.equal(await cached(cache, 'posts'), 'refilled');
    assert.equal(await cached(cache, 'b'), 'refilled');
    assert.equal(await cached(cache, 'page'), 'page');
    cache.close();
  });

  it('a draft save reaches readers of drafts only; an asset change reaches reads that link it', async () => {
    const cache = await filledCache();
    cache.apply('s', touch({ entries: [{ id: 'b', content_type: 'post', live: false }] }));
    assert.equal(await cached(cache, 'b'), 'b');
    assert.equal(await cached(cache, 'b', 'drafts'), 'refilled');
    cache.apply('s', touch({ assets: ['img'] }));
    assert.equal(await cached(cache, 'b'), 'refilled');
    assert.equal(await cached(cache, 'posts'), 'posts');
    cache.close();
  });

  it('an entry of unknown type drops every list; everything drops all', async () => {
    const cache = await filledCache();
    cache.apply('s', touch({ entries: [{ id: 'z', content_type: null, live: true }] }));
    assert.equal(await cached(cache, 'page'), 'refilled');
    assert.equal(await cached(cache, 'b'), 'b');
    cache.apply('s', touch({ everything: true }));
    assert.equal(await cached(cache, 'b'), 'refilled');
    cache.close();
  });

  it('a fill that overlaps an unrelated change is kept; one that overlaps a change it depends on is not', async () => {
    const cache = new ResponseCache();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slowB = cache.get('s', 'delivery', 'b', async () => (await gate, { body: body('b-old'), dependsOn: deps({ entries: ['b'] }) }));
    const slowC = cache.get('s', 'delivery', 'c', async () => (await gate, { body: body('c'), dependsOn: deps({ entries: ['c'] }) }));
    cache.apply('s', touch({ entries: [{ id: 'b', content_type: 'post', live: true }] }));
    release();
    await Promise.all([slowB, slowC]);
    assert.equal(await cached(cache, 'b'), 'refilled', 'started before the change it depends on: not stored');
    assert.equal(await cached(cache, 'c'), 'c');
    cache.close();
  });

  it('keeps its indexes small: dropped responses leave nothing behind', async () => {
    const cache = new ResponseCache(4000);
    for (let i = 0; i < 50; i++) await cache.get('s', 'delivery', `k${i}`, filler('y'.repeat(400), deps({ entries: [`e${i}`] })));
    assert.ok(cache.size.responses <= 10);
    cache.apply('s', touch({ entries: Array.from({ length: 50 }, (_, i) => ({ id: `e${i}`, content_type: 't', live: true })) }));
    assert.deepEqual(cache.size, { responses: 0, bytes: 0 });
    cache.close();
  });
});
