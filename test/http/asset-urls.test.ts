import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestService, useService, type TestService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import type { Client } from '../support/http.ts';
import { fetchFile, pdfDocument, rasterImage, svgImage } from '../support/media.ts';

const MB = 1024 * 1024;

/** A local file server on 127.0.0.1 counting the connections it gets. */
async function startFileServer() {
  const png = await rasterImage('png', 32, 16);
  const state = { connections: 0, png };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://files');
    const chain = /^\/chain\/(\d+)\/(.+)$/.exec(url.pathname);
    if (chain) {
      const left = Number(chain[1]);
      if (left > 0) res.writeHead(302, { location: `/chain/${left - 1}/${chain[2]}` }).end();
      else res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return;
    }
    switch (url.pathname) {
      case '/img/Team%20Photo.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(png);
        return;
      case '/cdn/picture.jpg': // a CDN answering with another format than the name says
        res.writeHead(200, { 'content-type': 'image/png' }).end(png);
        return;
      case '/download':
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="Annual Report.pdf"' }).end(pdfDocument());
        return;
      case '/evil.svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svgImage('<script>alert(1)</script>'));
        return;
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>x</title>');
        return;
      case '/big.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([png, Buffer.alloc(21 * MB)]));
        return;
      default:
        res.writeHead(404).end('not here');
    }
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { state, port, base: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('assets: upload by URL', () => {
  const svc = useService(); // TESSERA_ALLOW_PRIVATE_TARGETS=1: local servers reachable
  let files: Awaited<ReturnType<typeof startFileServer>>;
  let c: Client;
  const post = (body: unknown) => c.post('/api/v1/spaces/site/assets', body);

  before(async () => {
    files = await startFileServer();
  });
  after(async () => files.close());

  before(async () => {
    await svc().space('site');
    c = svc().client(await svc().key('site', 'agent'));
  });

  it('downloads the file, naming it after the URL and titling it after the name', async () => {
    const res = await post({ url: `${files.base}/img/Team%20Photo.png`, alt: 'Our team' });
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(
      { title: res.body.fields.title, alt: res.body.fields.alt, ...res.body.fields.file, url: undefined },
      { title: 'Team Photo', alt: 'Our team', url: undefined, filename: 'Team Photo.png', content_type: 'image/png', size: files.state.png.length, width: 32, height: 16 },
    );
    assert.deepEqual((await fetchFile(res.body.fields.file.url)).body, files.state.png);
  });

  it('uses filename and title when given, a Content-Disposition name otherwise, and the real type always', async () => {
    const named = await post({ url: `${files.base}/img/Team%20Photo.png`, filename: 'staff.png', title: 'Staff' });
    assert.deepEqual([named.body.fields.file.filename, named.body.fields.title], ['staff.png', 'Staff']);
    const disposition = await post({ url: `${files.base}/download?id=7` });
    assert.equal(disposition.status, 201);
    assert.deepEqual([disposition.body.fields.file.filename, disposition.body.fields.file.content_type], ['Annual Report.pdf', 'application/pdf']);
    const cdn = await post({ url: `${files.base}/cdn/picture.jpg` });
    assert.deepEqual([cdn.body.fields.file.filename, cdn.body.fields.file.content_type], ['picture.png', 'image/png']);
  });

  it('follows up to 3 redirects and refuses a 4th', async () => {
    for (const n of [1, 3]) {
      const res = await post({ url: `${files.base}/chain/${n}/photo.png` });
      assert.equal(res.status, 201, `${n} redirects: ${res.text}`);
      assert.equal(res.body.fields.file.filename, 'photo.png');
    }
    const before = await snapshotDatabase(svc().database);
    const four = await post({ url: `${files.base}/chain/4/photo.png` });
    assert.equal(four.status, 422);
    assert.equal(four.body.error.code, 'validation_failed');
    assert.match(four.body.error.details.fields.url, /redirects/);
    assert.match(four.body.error.fix, /3 redirects/);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('applies the same type, size and SVG rules to downloads', async () => {
    const before = await snapshotDatabase(svc().database);
    const cases: Array<[string, RegExp]> = [
      ['/evil.svg', /safe SVG/],
      ['/page.html', /allowed file type/],
      ['/big.png', /larger than|20 MB/],
      ['/nothing-here.png', /HTTP 404/],
    ];
    for (const [p, expected] of cases) {
      const res = await post({ url: files.base + p });
      assert.equal(res.status, 422, p);
      assert.match(res.body.error.details.fields.url, expected, p);
    }
    const unreachable = await post({ url: 'http://127.0.0.1:1/x.png' });
    assert.equal(unreachable.status, 422);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('replaces a file from a URL with PATCH, keeping the id', async () => {
    const a = await post({ url: `${files.base}/download` });
    const res = await c.patch(`/api/v1/spaces/site/assets/${a.body.sys.id}`, { url: `${files.base}/img/Team%20Photo.png`, alt: 'Now a picture' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.sys.id, a.body.sys.id);
    assert.deepEqual([res.body.fields.file.content_type, res.body.fields.file.filename, res.body.fields.alt], ['image/png', 'Team Photo.png', 'Now a picture']);
  });

  it('needs a url in JSON', async () => {
    const res = await post({ title: 'x' });
    assert.equal(res.status, 422);
    assert.ok(res.body.error.details.fields.url);
  });
});

describe('assets: upload by URL without the development switch', () => {
  let svc: TestService;
  let files: Awaited<ReturnType<typeof startFileServer>>;
  let c: Client;

  before(async () => {
    svc = await startTestService({ TESSERA_ALLOW_PRIVATE_TARGETS: '0' });
    files = await startFileServer();
    await svc.space('site');
    c = svc.client(await svc.key('site', 'management'));
    await c.get('/api/v1/spaces/site/assets'); // first use of the key records last_used_at
  });
  after(async () => {
    await files.close();
    await svc.stop();
  });

  it('refuses http:// and every private, loopback, link-local, reserved or IPv4-mapped target before connecting', async () => {
    const before = await snapshotDatabase(svc.database);
    const p = files.port;
    const targets = [
      `http://127.0.0.1:${p}/img/Team%20Photo.png`,
      'http://example.com/photo.png',
      `https://127.0.0.1:${p}/img/Team%20Photo.png`,
      `https://localhost:${p}/img/Team%20Photo.png`, // a DNS name that resolves to 127.0.0.1
      'https://127.1.2.3/x.png',
      'https://2130706433/x.png', // 127.0.0.1 written as one number
      'https://0x7f.0.0.1/x.png',
      'https://0.0.0.0/x.png',
      'https://10.1.2.3/x.png',
      'https://172.16.5.4/x.png',
      'https://192.168.1.10/x.png',
      'https://100.64.0.1/x.png', // CGNAT
      'https://169.254.169.254/latest/meta-data/', // cloud metadata
      'https://224.0.0.1/x.png', // multicast
      'https://240.0.0.1/x.png', // reserved
      'https://255.255.255.255/x.png',
      `https://[::1]:${p}/x.png`,
      'https://[::]/x.png',
      'https://[::ffff:127.0.0.1]/x.png',
      'https://[::ffff:7f00:1]/x.png',
      'https://[::ffff:169.254.169.254]/x.png',
      'https://[::ffff:10.0.0.1]/x.png',
      'https://[64:ff9b::7f00:1]/x.png', // NAT64 of 127.0.0.1
      'https://[fd00::1]/x.png', // unique local
      'https://[fe80::1]/x.png', // link-local
      'https://[ff02::1]/x.png', // multicast
      'https://user:secret@example.com/x.png',
      'ftp://example.com/x.png',
      'file:///etc/passwd',
    ];
    for (const url of targets) {
      const res = await c.post('/api/v1/spaces/site/assets', { url });
      assert.equal(res.status, 422, `${url}: ${res.text}`);
      assert.equal(res.body.error.code, 'validation_failed', url);
      assert.ok(res.body.error.details.fields.url, url);
      assert.match(res.body.error.details.fields.url, /^a public https:\/\/ URL: /, url);
    }
    assert.equal(files.state.connections, 0, 'no connection was made to any local server');
    assert.equal(await snapshotDatabase(svc.database), before);
  });

  it('refuses private targets on replacement too', async () => {
    const form = new FormData();
    form.append('file', new Blob([await rasterImage('png', 4, 4)]), 'a.png');
    const a = await c.post('/api/v1/spaces/site/assets', form);
    assert.equal(a.status, 201);
    const res = await c.patch(`/api/v1/spaces/site/assets/${a.body.sys.id}`, { url: `https://localhost:${files.port}/img/Team%20Photo.png` });
    assert.equal(res.status, 422);
    assert.equal(files.state.connections, 0);
  });
});
