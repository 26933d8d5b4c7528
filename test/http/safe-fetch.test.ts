import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { FetchLimitError, safeFetch, UnsafeTargetError } from '../../src/integrations/safe-fetch.ts';
import type { SafeFetchPolicy } from '../../src/integrations/safe-fetch.ts';

/** Local receiver on 127.0.0.1 with one behaviour per path, counting every request. */
function startReceiver() {
  const state = { hits: 0, endlessClosed: Promise.withResolvers<number>() };
  const server = http.createServer((req, res) => {
    state.hits++;
    const url = new URL(req.url ?? '/', 'http://receiver');
    const chain = url.pathname.match(/^\/chain\/(\d+)$/);
    if (chain) {
      const left = Number(chain[1]);
      if (left === 0) res.end('end of chain');
      else res.writeHead(302, { location: `/chain/${left - 1}` }).end();
      return;
    }
    const redirects: Record<string, [number, string]> = {
      '/see-other': [303, '/echo'],
      '/found': [302, '/echo'],
      '/moved': [301, '/echo'],
      '/temporary': [307, '/echo'],
      '/permanent': [308, '/echo'],
      '/to-file': [302, 'file:///etc/passwd'],
      '/to-other-origin': [307, `http://other.test:${port()}/echo`],
      '/to-same-origin': [307, '/echo'],
    };
    const redirect = redirects[url.pathname];
    if (redirect) {
      res.writeHead(redirect[0], { location: redirect[1] }).end('moved along');
      return;
    }
    switch (url.pathname) {
      case '/ok':
        res.writeHead(200, { 'content-type': 'text/plain', 'x-kind': 'ok' }).end('hello');
        return;
      case '/echo': {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString() }));
        });
        return;
      }
      case '/big-announced':
        // Announces 100 MB, sends a little, then waits: only the announcement can end this quickly.
        res.writeHead(200, { 'content-length': String(100 * 1024 * 1024) });
        res.write(Buffer.alloc(1024));
        return;
      case '/endless': {
        let sent = 0;
        const chunk = Buffer.alloc(64 * 1024, 7);
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        const pump = () => {
          while (!res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return;
          }
        };
        res.on('drain', pump);
        res.on('close', () => state.endlessClosed.resolve(sent));
        pump();
        return;
      }
      case '/silent':
        return; // never answers
      case '/trickle': {
        res.writeHead(200);
        const timer = setInterval(() => res.write('.'), 20);
        res.on('close', () => clearInterval(timer));
        return;
      }
      default:
        res.writeHead(404).end('no such path');
    }
  });
  const port = () => (server.address() as AddressInfo).port;
  return { server, state, port };
}

/** Resolves every name in `names` to 127.0.0.1 and counts how often it is asked. */
function fakeDns(names: string[]) {
  const asked: string[] = [];
  const lookup: NonNullable<SafeFetchPolicy['lookup']> = async (hostname) => {
    asked.push(hostname);
    if (!names.includes(hostname)) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [{ address: '127.0.0.1', family: 4 }];
  };
  return { asked, lookup };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const result = await promise.then(() => null, (err: Error) => err);
  assert.ok(result, 'expected the fetch to fail');
  return result;
}

describe('safeFetch against local receivers (dev switch on)', () => {
  const receiver = startReceiver();
  const dev: SafeFetchPolicy = { allowPrivate: true };
  let base = '';
  before(async () => {
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    base = `http://127.0.0.1:${receiver.port()}`;
  });
  after(async () => {
    receiver.server.closeAllConnections();
    receiver.server.close();
  });

  it('returns status, headers, body and final URL', async () => {
    const res = await safeFetch(`${base}/ok`, { policy: dev });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-kind'), 'ok');
    assert.equal(res.body.toString(), 'hello');
    assert.equal(res.url, `${base}/ok`);
    assert.equal(res.redirects, 0);
  });

  it('follows a chain of 3 redirects, resolving relative Locations', async () => {
    const res = await safeFetch(`${base}/chain/3`, { policy: dev });
    assert.equal(res.status, 200);
    assert.equal(res.body.toString(), 'end of chain');
    assert.equal(res.url, `${base}/chain/0`);
    assert.equal(res.redirects, 3);
  });

  it('refuses a chain of 4 redirects', async () => {
    const err = await failure(safeFetch(`${base}/chain/4`, { policy: dev }));
    assert.ok(err instanceof FetchLimitError);
    assert.equal(err.reason, 'too_many_redirects');
  });

  it('honours a smaller maxRedirects', async () => {
    assert.equal((await safeFetch(`${base}/chain/1`, { policy: dev, maxRedirects: 1 })).redirects, 1);
    const err = await failure(safeFetch(`${base}/chain/2`, { policy: dev, maxRedirects: 1 }));
    assert.equal((err as FetchLimitError).reason, 'too_many_redirects');
  });

  it('with maxRedirects 0 returns the redirect itself', async () => {
    const res = await safeFetch(`${base}/chain/2`, { policy: dev, maxRedirects: 0 });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/chain/1');
    assert.equal(res.redirects, 0);
    assert.equal(res.url, `${base}/chain/2`);
  });

  it('rechecks every redirect target: a redirect to file:// is refused', async () => {
    const err = await failure(safeFetch(`${base}/to-file`, { policy: dev }));
    assert.ok(err instanceof UnsafeTargetError);
    assert.equal(err.reason, 'scheme_not_allowed');
  });

  for (const [path, status] of [['/see-other', 303], ['/found', 302], ['/moved', 301]] as const) {
    it(`turns a POST into a GET without body after ${status}`, async () => {
      const res = await safeFetch(`${base}${path}`, {
        policy: dev,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      });
      const echo = JSON.parse(res.body.toString());
      assert.equal(echo.method, 'GET');
      assert.equal(echo.body, '');
      assert.equal(echo.headers['content-type'], undefined);
      assert.equal(res.redirects, 1);
    });
  }

  for (const [path, status] of [['/temporary', 307], ['/permanent', 308]] as const) {
    it(`repeats the POST with its body after ${status}`, async () => {
      const res = await safeFetch(`${base}${path}`, { policy: dev, method: 'POST', body: new TextEncoder().encode('payload') });
      const echo = JSON.parse(res.body.toString());
      assert.equal(echo.method, 'POST');
      assert.equal(echo.body, 'payload');
    });
  }

  it('keeps credentials on a same-origin redirect and drops them on a cross-origin one', async () => {
    const { lookup } = fakeDns(['other.test']);
    const headers = { authorization: 'Bearer secret', 'x-custom': 'kept' };
    const same = JSON.parse((await safeFetch(`${base}/to-same-origin`, { policy: { allowPrivate: true, lookup }, headers })).body.toString());
    assert.equal(same.headers.authorization, 'Bearer secret');
    const other = await safeFetch(`${base}/to-other-origin`, { policy: { allowPrivate: true, lookup }, headers });
    const echo = JSON.parse(other.body.toString());
    assert.equal(other.url, `http://other.test:${receiver.port()}/echo`);
    assert.equal(echo.headers.authorization, undefined);
    assert.equal(echo.headers['x-custom'], 'kept');
  });

  it('refuses a body whose Content-Length is over the limit without waiting for it', async () => {
    const err = await failure(safeFetch(`${base}/big-announced`, { policy: dev, maxBytes: 1024 * 1024, timeoutMs: 60_000 }));
    assert.ok(err instanceof FetchLimitError);
    assert.equal(err.reason, 'too_large');
  });

  it('stops reading an endless body as soon as it passes the limit and closes the connection', async () => {
    const err = await failure(safeFetch(`${base}/endless`, { policy: dev, maxBytes: 1024 * 1024, timeoutMs: 60_000 }));
    assert.ok(err instanceof FetchLimitError);
    assert.equal(err.reason, 'too_large');
    const sent = await receiver.state.endlessClosed.promise;
    assert.ok(sent > 1024 * 1024, 'the receiver sent more than the limit');
  });

  it('accepts a body of exactly maxBytes', async () => {
    const res = await safeFetch(`${base}/ok`, { policy: dev, maxBytes: 5 });
    assert.equal(res.body.toString(), 'hello');
    const err = await failure(safeFetch(`${base}/ok`, { policy: dev, maxBytes: 4 }));
    assert.equal((err as FetchLimitError).reason, 'too_large');
  });

  it('gives up on a server that never answers', async () => {
    const err = await failure(safeFetch(`${base}/silent`, { policy: dev, timeoutMs: 300 }));
    assert.ok(err instanceof FetchLimitError);
    assert.equal(err.reason, 'timeout');
  });

  it('counts the body in the timeout: a body that never ends times out', async () => {
    const err = await failure(safeFetch(`${base}/trickle`, { policy: dev, timeoutMs: 300 }));
    assert.ok(err instanceof FetchLimitError);
    assert.equal(err.reason, 'timeout');
  });

  it('reports a refused connection as a network failure', async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const err = await failure(safeFetch(`http://127.0.0.1:${port}/`, { policy: dev }));
    assert.ok(err instanceof FetchLimitError);
    assert.equal(err.reason, 'network');
  });

  it('connects to the address it checked, asking DNS once, and sends the name as Host', async () => {
    // A rebinding resolver: the first answer is the receiver, later answers a private address.
    let calls = 0;
    const lookup: NonNullable<SafeFetchPolicy['lookup']> = async () => {
      calls++;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.255.255.1', family: 4 }];
    };
    const res = await safeFetch(`http://pinned.test:${receiver.port()}/echo`, { policy: { allowPrivate: true, lookup } });
    assert.equal(res.status, 200);
    assert.equal(JSON.parse(res.body.toString()).headers.host, `pinned.test:${receiver.port()}`);
    assert.equal(calls, 1);
  });
});

describe('safeFetch over TLS (dev switch on)', () => {
  const names: (string | undefined)[] = [];
  const server = tls.createServer({
    key: readFileSync(new URL('../fixtures/tls/self-signed.key', import.meta.url)),
    cert: readFileSync(new URL('../fixtures/tls/self-signed.crt', import.meta.url)),
    SNICallback: (servername, cb) => {
      names.push(servername);
      cb(null, undefined);
    },
  });
  before(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  after(() => server.close());

  it('sends the host name (not the pinned address) as TLS server name and refuses an untrusted certificate', async () => {
    const { lookup } = fakeDns(['pinned.test']);
    const port = (server.address() as AddressInfo).port;
    const err = await failure(safeFetch(`https://pinned.test:${port}/`, { policy: { allowPrivate: true, lookup } }));
    assert.ok(err instanceof FetchLimitError);
    assert.equal(err.reason, 'network');
    assert.deepEqual(names, ['pinned.test']);
  });
});

describe('safeFetch without the dev switch', () => {
  const receiver = startReceiver();
  let port = 0;
  before(async () => {
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    port = receiver.port();
  });
  after(() => {
    receiver.server.closeAllConnections();
    receiver.server.close();
  });

  const { lookup } = fakeDns(['loopback.test']);
  const strict: SafeFetchPolicy = { allowPrivate: false, lookup };
  const cases: [string, () => string, string][] = [
    ['an http:// URL', () => `http://127.0.0.1:${port}/ok`, 'scheme_not_allowed'],
    ['an http:// URL to a name', () => `http://loopback.test:${port}/ok`, 'scheme_not_allowed'],
    ['https to 127.0.0.1', () => `https://127.0.0.1:${port}/ok`, 'private_address'],
    ['https to an IPv4-mapped IPv6 loopback', () => `https://[::ffff:127.0.0.1]:${port}/ok`, 'private_address'],
    ['https to ::1', () => `https://[::1]:${port}/ok`, 'private_address'],
    ['a name that resolves to 127.0.0.1', () => `https://loopback.test:${port}/ok`, 'private_address'],
  ];
  for (const [what, url, reason] of cases) {
    it(`refuses ${what} before connecting`, async () => {
      const err = await failure(safeFetch(url(), { policy: strict }));
      assert.ok(err instanceof UnsafeTargetError, String(err));
      assert.equal(err.reason, reason);
      assert.equal(receiver.state.hits, 0);
    });
  }

  it('refuses localhost through the real resolver before connecting', async () => {
    const err = await failure(safeFetch(`https://localhost:${port}/ok`, { policy: { allowPrivate: false } }));
    assert.ok(err instanceof UnsafeTargetError);
    assert.equal(err.reason, 'private_address');
    assert.equal(receiver.state.hits, 0);
  });
});
