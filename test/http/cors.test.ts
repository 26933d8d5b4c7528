import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { useService } from '../support/service.ts';
import { launchChromium } from '../support/chromium.ts';

/** Browser front ends read with bearer keys from their own origins. */
describe('CORS on /api/v1 and /files', () => {
  const svc = useService();
  let delivery = '';
  let mgmt = '';
  let sitePort = 0;
  let site: Server;
  let browser: Browser;

  before(async () => {
    // A front end's page: any *.test origin on this port serves an empty page.
    site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>front end</title>'));
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    sitePort = (site.address() as AddressInfo).port;
    await svc().space('shop');
    mgmt = await svc().key('shop', 'management');
    delivery = await svc().key('shop', 'delivery', 'Website');
    const c = svc().client(mgmt);
    await c.patch('/api/v1/spaces/shop', { production_url: `http://www.shop.test:${sitePort}` });
    await c.post('/api/v1/spaces/shop/content_types', { name: 'Page', api_id: 'page', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    const e = await c.post('/api/v1/spaces/shop/entries', { content_type: 'page', fields: { title: 'Home' } });
    await c.post(`/api/v1/spaces/shop/entries/${e.body.sys.id}/publish`);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    site?.close();
  });

  /** Opens a page of `origin` and runs fetch there; answers what the page's script could read. */
  async function readFrom(origin: string, url: string, init: { token?: string; credentials?: 'include' | 'omit' } = {}) {
    const page: Page = await browser.newPage();
    try {
      await page.goto(`${origin}/`);
      return await page.evaluate(
        async ({ url, token, credentials }) => {
          try {
            const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: credentials ?? 'same-origin' });
            return { ok: true, status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
          } catch (err) {
            return { ok: false, error: String(err) };
          }
        },
        { url, token: init.token, credentials: init.credentials },
      );
    } finally {
      await page.close();
    }
  }

  it('a page on the site\'s production origin reads published entries with a delivery key (preflight answered, ETag exposed)', async () => {
    const r = await readFrom(`http://www.shop.test:${sitePort}`, `${svc().url}/api/v1/spaces/shop/entries`, { token: delivery });
    assert.equal(r.ok, true, JSON.stringify(r));
    assert.equal(r.status, 200);
    assert.equal(r.body.items[0].fields.title, 'Home');
    assert.match(r.etag ?? '', /^"/);
  });

  it('a page of another origin cannot read until the site lists it; then it can', async () => {
    const other = `http://shop-preview.test:${sitePort}`;
    const refused = await readFrom(other, `${svc().url}/api/v1/spaces/shop/entries`, { token: delivery });
    assert.equal(refused.ok, false);
    const set = await svc().client(mgmt).put('/api/v1/spaces/shop/cors_origins', { origins: [other, other + '/'] });
    assert.equal(set.status, 200, set.text);
    assert.deepEqual(set.body, { origins: [other], site_origins: [`http://www.shop.test:${sitePort}`], loopback: true });
    const allowed = await readFrom(other, `${svc().url}/api/v1/spaces/shop/entries`, { token: delivery });
    assert.equal(allowed.ok, true, JSON.stringify(allowed));
  });

  it('a request that sends cookies (credentials: include) is never readable cross-origin', async () => {
    const r = await readFrom(`http://www.shop.test:${sitePort}`, `${svc().url}/api/v1/spaces/shop/entries`, { token: delivery, credentials: 'include' });
    assert.equal(r.ok, false);
  });

  it('a browser without a key can read the 401 and its fix', async () => {
    const r = await readFrom(`http://www.shop.test:${sitePort}`, `${svc().url}/api/v1/spaces/shop/entries`);
    assert.equal(r.ok, true, JSON.stringify(r));
    assert.equal(r.status, 401);
    assert.equal(r.body.error.code, 'missing_key');
  });

  it('answers preflights with the allowed methods and headers, and nothing for an origin not allowed', async () => {
    const ask = (origin: string, path = '/api/v1/spaces/shop/entries') =>
      fetch(`${svc().url}${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, idempotency-key' } });
    const ok = await ask(`http://www.shop.test:${sitePort}`);
    assert.equal(ok.status, 204);
    assert.equal(ok.headers.get('access-control-allow-origin'), `http://www.shop.test:${sitePort}`);
    assert.match(ok.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.equal(ok.headers.get('access-control-allow-headers'), 'authorization, content-type, idempotency-key');
    assert.equal(ok.headers.get('access-control-allow-credentials'), null);
    const local = await ask('http://localhost:5173');
    assert.equal(local.headers.get('access-control-allow-origin'), 'http://localhost:5173', 'local development is allowed by default');
    const denied = await ask('https://evil.example');
    assert.equal(denied.headers.get('access-control-allow-origin'), null);
    const file = await ask('https://anywhere.example', '/files/shop/x/y.png');
    assert.equal(file.headers.get('access-control-allow-origin'), '*');
  });

  it('a cookie without a bearer key gets no CORS headers; responses vary on Origin', async () => {
    const headers = { origin: `http://www.shop.test:${sitePort}` };
    const withCookie = await fetch(`${svc().url}/api/v1/spaces/shop/entries`, { headers: { ...headers, cookie: 'tessera_session=abc' } });
    assert.equal(withCookie.headers.get('access-control-allow-origin'), null);
    const withKey = await fetch(`${svc().url}/api/v1/spaces/shop/entries`, { headers: { ...headers, authorization: `Bearer ${delivery}` } });
    assert.equal(withKey.headers.get('access-control-allow-origin'), headers.origin);
    assert.match(withKey.headers.get('vary') ?? '', /Origin/);
    assert.match(withKey.headers.get('vary') ?? '', /Authorization/);
  });

  it('only keys holding manage_webhooks change the origins; bad origins are refused', async () => {
    const res = await svc().client(delivery).put('/api/v1/spaces/shop/cors_origins', { origins: ['*'] });
    assert.equal(res.status, 403);
    const bad = await svc().client(mgmt).put('/api/v1/spaces/shop/cors_origins', { origins: ['https://x.example/path', 'ftp://x'] });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.error.details.fields), ['origins[0]', 'origins[1]']);
  });
});
