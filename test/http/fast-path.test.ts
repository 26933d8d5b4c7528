import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Writable } from 'node:stream';
import { loggerOptions } from '../../src/main.ts';
import { buildApp } from '../../src/http/app.ts';
import type { App } from '../../src/http/types.ts';
import { useService } from '../support/service.ts';

interface Raw {
  status: number;
  /** Header lines in the order and case they were sent. */
  headers: string[];
  body: string;
}

/** One GET on a fresh connection, read as sent: status, header lines in order, body. */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return rawGetBytes(base, path, headers).then(({ bytes, ...raw }) => ({ ...raw, body: bytes.toString() }));
}

/** A GET whose body is kept as bytes (a compressed answer is not text). */
function rawGetBytes(base: string, path: string, headers: Record<string, string>): Promise<Raw & { bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: lines, body: '', bytes });
      });
    }).on('error', reject);
  });
}

const value = (r: Raw, name: string) => r.headers.find((l) => l.toLowerCase().startsWith(`${name}: `))?.slice(name.length + 2);

/**
 * The answer with what differs by nature between two requests masked: the date, a generated
 * request id (everywhere it appears), and the seconds until the rate-limit window resets
 * (two servers start their windows a few milliseconds apart; compared within one second).
 */
function masked(r: Raw, givenId?: string): Raw {
  const id = value(r, 'x-request-id') as string;
  assert.ok(id, 'every answer has a request id');
  const hide = (s: string) => (givenId ? s : s.split(id).join('<id>'));
  return {
    status: r.status,
    headers: r.headers.map((l) => (/^date: /i.test(l) ? 'Date: <date>' : /^ratelimit-reset: /i.test(l) ? 'ratelimit-reset: <s>' : hide(l))),
    body: hide(r.body),
  };
}

/**
 * Cached reads are answered in front of Fastify (src/http/fast-path.ts). Every
 * case asks the same of a service with the fast path and of one without it (the full Fastify
 * path, same database), and the two answers must be the same bytes: status, every header
 * line in order, body.
 */
describe('cached-read fast path answers exactly as the full path', () => {
  const svc = useService({ TESSERA_RATE_LIMIT_PER_MINUTE: '6' });
  let slow: App;
  let slowUrl = '';
  let mgmt = '';
  let entryId = '';
  let pageId = '';
  let sitePort = 0;
  const fast = () => svc().app;

  before(async () => {
    await svc().space('blog');
    await svc().space('other');
    mgmt = await svc().key('blog', 'management');
    const c = svc().client(mgmt);
    sitePort = 4567;
    await c.patch('/api/v1/spaces/blog', { production_url: `http://www.blog.test:${sitePort}` });
    await c.post('/api/v1/spaces/blog/content_types', { name: 'Post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    entryId = (await c.post('/api/v1/spaces/blog/entries', { content_type: 'post', fields: { title: 'First' } })).body.sys.id;
    await c.post(`/api/v1/spaces/blog/entries/${entryId}/publish`);
    await c.post('/api/v1/spaces/blog/entries', { content_type: 'post', fields: { title: 'Draft only' } });
    // A second key: the first one's six requests a minute are spent.
    const c2 = svc().client(await svc().key('blog', 'management'));
    await c2.post('/api/v1/spaces/blog/content_types', { name: 'Page', api_id: 'page', fields: [{ api_id: 'body', name: 'Body', type: 'text' }] });
    const created = await c2.post('/api/v1/spaces/blog/entries', { content_type: 'page', fields: { body: 'Harbour news, told at length. '.repeat(200) } });
    assert.equal(created.status, 201, created.text);
    pageId = created.body.sys.id;
    await c2.post(`/api/v1/spaces/blog/entries/${pageId}/publish`);
    slow = await buildApp({ config: svc().config, database: svc().database }, { fastPath: false });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const addr = slow.server.address();
    slowUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  after(async () => {
    await slow?.close();
  });

  /**
   * Sends `times` requests to each service (alternating), returns the last pair of answers and
   * how many the fast path served. Both services count the same requests against the key.
   */
  async function both(path: string, headers: Record<string, string>, times = 2) {
    const served = fast().fastPath.served;
    let a: Raw | undefined;
    let b: Raw | undefined;
    for (let i = 0; i < times; i++) {
      a = await rawGet(svc().url, path, headers);
      b = await rawGet(slowUrl, path, headers);
    }
    assert.equal(slow.fastPath.served, 0, 'the service without the fast path never takes it');
    return { a: a as Raw, b: b as Raw, fastServed: fast().fastPath.served - served };
  }

  function assertSame(a: Raw, b: Raw, givenId?: string): void {
    assert.deepEqual(masked(a, givenId), masked(b, givenId));
    const ra = value(a, 'ratelimit-reset');
    const rb = value(b, 'ratelimit-reset');
    if (ra !== undefined || rb !== undefined) assert.ok(Math.abs(Number(ra) - Number(rb)) <= 1, `ratelimit-reset ${ra} vs ${rb}`);
  }

  const auth = (token: string, more: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...more });
  const one = () => `/api/v1/spaces/blog/entries/${entryId}`;
  const list = '/api/v1/spaces/blog/entries?content_type=post&order=-sys.created_at';

  it('a delivery key reading one entry and a list: 200, same headers and body', async () => {
    const delivery = await svc().key('blog', 'delivery');
    for (const path of [one(), list, `${list}&limit=5`]) {
      const { a, b, fastServed } = await both(path, auth(delivery));
      assert.equal(fastServed, 1, `${path}: the second read is answered by the fast path`);
      assert.equal(a.status, 200);
      assert.equal(value(a, 'cache-control'), 'public, max-age=0, must-revalidate');
      assert.equal(value(a, 'vary'), 'Origin, Authorization, Accept-Encoding');
      assertSame(a, b);
    }
  });

  it('Accept-Encoding: plain bytes until the compressed form is made, then brotli or gzip, each with its own ETag; a 304 for any form', async () => {
    // A fresh delivery key for each step: the service allows six requests a minute per key.
    const fresh = () => svc().key('blog', 'delivery');
    const page = `/api/v1/spaces/blog/entries/${pageId}`;
    const plain = await rawGetBytes(svc().url, page, auth(await fresh()));
    const etag = value(plain, 'etag') as string;
    for (const [accept, encoding, suffix, decode] of [
      ['br, gzip', 'br', '.br', brotliDecompressSync],
      ['gzip;q=1, br;q=0.5', 'gzip', '.gz', gunzipSync],
    ] as const) {
      const key = await fresh();
      const first = await both(page, auth(key, { 'accept-encoding': accept }));
      assert.equal(first.fastServed, 1);
      // Each service makes the form after the first request that accepts it, off the event loop.
      await new Promise((r) => setTimeout(r, 200));
      const { a, b, fastServed } = await both(page, auth(key, { 'accept-encoding': accept }), 1);
      assert.equal(fastServed, 1);
      assertSame(a, b);
      assert.equal(value(a, 'content-encoding'), encoding);
      assert.equal(value(a, 'etag'), `${etag.slice(0, -1)}${suffix}"`);
      const bytes = await rawGetBytes(svc().url, page, auth(await fresh(), { 'accept-encoding': accept }));
      assert.ok(bytes.bytes.length < plain.bytes.length / 4, 'much smaller on the wire');
      assert.deepEqual(decode(bytes.bytes), plain.bytes, 'the same JSON once decoded');
      const revalidated = await both(page, auth(await fresh(), { 'accept-encoding': accept, 'if-none-match': value(a, 'etag') as string }), 1);
      assert.equal(revalidated.a.status, 304);
      assert.equal(value(revalidated.a, 'etag'), value(a, 'etag'), 'the 304 names the form the client holds');
      assertSame(revalidated.a, revalidated.b);
    }
    const crossed = await both(page, auth(await fresh(), { 'accept-encoding': 'br', 'if-none-match': etag }), 1);
    assert.equal(crossed.a.status, 304, 'the plain form\'s tag revalidates a client that now accepts brotli');
    const identity = await both(page, auth(await fresh(), { 'accept-encoding': 'identity' }), 1);
    assert.equal(value(identity.a, 'content-encoding'), undefined);
    assertSame(identity.a, identity.b);
  });

  it('revalidation with If-None-Match: 304 with the same headers; a list of tags and W/ match too', async () => {
    const delivery = await svc().key('blog', 'delivery');
    const etag = value((await both(one(), auth(delivery), 1)).a, 'etag') as string;
    for (const inm of [etag, `"nope", W/${etag}`, '*']) {
      const { a, b, fastServed } = await both(one(), auth(delivery, { 'if-none-match': inm }), 1);
      assert.equal(fastServed, 1);
      assert.equal(a.status, 304);
      assert.equal(a.body, '');
      assertSame(a, b);
    }
    const { a, b } = await both(one(), auth(delivery, { 'if-none-match': '"other"' }), 1);
    assert.equal(a.status, 200);
    assertSame(a, b);
  });

  it('a preview key (drafts): private, no-store, drafts listed', async () => {
    const preview = await svc().key('blog', 'preview');
    const { a, b, fastServed } = await both(list, auth(preview));
    assert.equal(fastServed, 1);
    assert.equal(value(a, 'cache-control'), 'private, no-store');
    assert.equal(JSON.parse(a.body).total, 2);
    assertSame(a, b);
  });

  it('a valid X-Request-Id is echoed, an invalid one replaced', async () => {
    const delivery = await svc().key('blog', 'delivery');
    const given = await both(one(), auth(delivery, { 'x-request-id': 'trace-42.a_b' }));
    assert.equal(given.fastServed, 1);
    assert.equal(value(given.a, 'x-request-id'), 'trace-42.a_b');
    assertSame(given.a, given.b, 'trace-42.a_b');
    const invalid = await both(one(), auth(delivery, { 'x-request-id': 'no spaces allowed' }), 1);
    assert.equal(invalid.fastServed, 1);
    assert.match(value(invalid.a, 'x-request-id') as string, /^[0-9a-f-]{36}$/);
    assertSame(invalid.a, invalid.b);
  });

  it('CORS: an allowed origin gets Access-Control-Allow-Origin, a denied one nothing', async () => {
    const delivery = await svc().key('blog', 'delivery');
    const allowed = await both(one(), auth(delivery, { origin: `http://www.blog.test:${sitePort}` }));
    assert.equal(allowed.fastServed, 1, 'once the space\'s origins are cached');
    assert.equal(value(allowed.a, 'access-control-allow-origin'), `http://www.blog.test:${sitePort}`);
    assert.match(value(allowed.a, 'access-control-expose-headers') as string, /ETag/);
    assertSame(allowed.a, allowed.b);
    const denied = await both(one(), auth(delivery, { origin: 'https://evil.test' }), 1);
    assert.equal(denied.fastServed, 1);
    assert.equal(value(denied.a, 'access-control-allow-origin'), undefined);
    assertSame(denied.a, denied.b);
  });

  it('a key of another space, an unknown key and a revoked key take the full path: same refusals', async () => {
    const foreign = await svc().key('other', 'delivery');
    const wrong = await both(one(), auth(foreign));
    assert.equal(wrong.fastServed, 0);
    assert.equal(wrong.a.status, 403);
    assertSame(wrong.a, wrong.b);

    const unknown = await both(one(), auth('svc_dlv_notakeyatall'));
    assert.equal(unknown.a.status, 401);
    assertSame(unknown.a, unknown.b);

    const admin = svc().client(await svc().key('blog', 'management'));
    const made = await admin.post('/api/v1/spaces/blog/api_keys', { name: 'soon revoked', kind: 'delivery' });
    const token = made.body.token as string;
    assert.equal((await both(one(), auth(token))).fastServed, 1, 'the key is known and cached');
    assert.equal((await admin.delete(`/api/v1/spaces/blog/api_keys/${made.body.key.id}`)).status, 204);
    const revoked = await both(one(), auth(token), 1);
    assert.equal(revoked.fastServed, 0);
    assert.equal(revoked.a.status, 401);
    assertSame(revoked.a, revoked.b);
  });

  it('past the rate limit: the fast path counts up to the limit, then the full path answers 429 (counted once)', async () => {
    const delivery = await svc().key('blog', 'delivery');
    let served = 0;
    for (let i = 1; i <= 6; i++) {
      const { a, b, fastServed } = await both(one(), auth(delivery), 1);
      served += fastServed;
      assert.equal(a.status, 200);
      assert.equal(value(a, 'ratelimit-remaining'), String(6 - i));
      assertSame(a, b);
    }
    assert.equal(served, 5, 'every read after the first (which filled the cache)');
    const limited = await both(one(), auth(delivery), 1);
    assert.equal(limited.fastServed, 0);
    assert.equal(limited.a.status, 429);
    assert.equal(value(limited.a, 'ratelimit-remaining'), '0');
    assert.ok(value(limited.a, 'retry-after'));
    assertSame(limited.a, limited.b);
  });

  it('logs the same one access line per request as the full path at LOG_LEVEL=info', async () => {
    const delivery = await svc().key('blog', 'delivery');
    /** A service logging at info into `lines`, with or without the fast path. */
    const logging = async (fastPath: boolean) => {
      const lines: Record<string, unknown>[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
          done();
        },
      });
      const app = await buildApp({ config: svc().config, database: svc().database }, { fastPath, logger: { ...(loggerOptions('info') as object), stream } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const addr = app.server.address();
      return { app, lines, url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` };
    };
    const [withFast, without] = [await logging(true), await logging(false)];
    try {
      const logged = async (s: { app: App; lines: Record<string, unknown>[]; url: string }) => {
        await rawGet(s.url, one(), auth(delivery));
        s.lines.length = 0;
        const r = await rawGet(s.url, one(), auth(delivery, { 'x-request-id': 'logged-1' }));
        assert.equal(r.status, 200);
        await new Promise((resolve) => setImmediate(resolve));
        // What differs by nature: time, process, how long it took.
        return s.lines.map(({ time, pid, hostname, responseTime, ...rest }) => {
          assert.equal(typeof time, 'number');
          assert.ok(pid && hostname);
          if (rest.msg === 'request completed') assert.equal(typeof responseTime, 'number');
          return rest;
        });
      };
      const served = withFast.app.fastPath.served;
      const a = await logged(withFast);
      assert.equal(withFast.app.fastPath.served, served + 1);
      const b = await logged(without);
      assert.deepEqual(a, b);
      assert.deepEqual(a.map((l) => l.msg), ['request completed']);
      assert.equal(a[0].reqId, 'logged-1');
      assert.deepEqual(a[0].req, { method: 'GET', url: one(), id: 'logged-1' });
      assert.deepEqual(a[0].res, { statusCode: 200 });
    } finally {
      await withFast.app.close();
      await without.app.close();
    }
  });

  it('HEAD, other methods and other paths are left to Fastify', async () => {
    const delivery = await svc().key('blog', 'delivery');
    await rawGet(svc().url, one(), auth(delivery));
    const served = fast().fastPath.served;
    const head = await fetch(svc().url + one(), { method: 'HEAD', headers: auth(delivery) });
    assert.equal(head.status, 200);
    const versions = await rawGet(svc().url, `${one()}/versions`, auth(delivery));
    assert.equal(versions.status, 403);
    assert.equal(fast().fastPath.served, served);
  });
});
