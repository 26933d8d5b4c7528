import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { DASHBOARD_DIST } from '../../src/http/routes/dashboard.ts';
import { useService } from '../support/service.ts';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with the bytes as sent: fetch would ask for and undo the compression itself. */
function raw(url: string, headers: Record<string, string>, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The dashboard's hashed JavaScript and CSS go out precompressed in the best coding the browser takes. */
describe('dashboard build files over HTTP', () => {
  const svc = useService();
  const assets = path.join(DASHBOARD_DIST, 'assets-app');
  const temporary: string[] = [];
  let script: string;
  let original: Buffer;

  before(() => {
    // Builds only when the sources changed since the last build (a few milliseconds otherwise).
    execFileSync(process.execPath, [path.join(DASHBOARD_DIST, '..', 'build.ts')], { stdio: 'ignore' });
    script = /src="\/assets-app\/([^"]+\.js)"/.exec(readFileSync(path.join(DASHBOARD_DIST, 'index.html'), 'utf8'))![1];
    original = readFileSync(path.join(assets, script));
  });
  after(() => {
    for (const f of temporary) rmSync(f, { force: true });
  });
  const get = (file: string, acceptEncoding?: string, method = 'GET') => raw(`${svc().url}/assets-app/${file}`, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }, method);
  /** A hashed file of the test's own, with only the precompressed copies given. */
  const fixture = (copies: { gz?: boolean }): { name: string; body: Buffer } => {
    const name = `fixture-${randomUUID()}.js`;
    const body = Buffer.from(`export const words = ${JSON.stringify('a repeated phrase '.repeat(200))};\n`);
    writeFileSync(path.join(assets, name), body);
    temporary.push(path.join(assets, name));
    if (copies.gz) {
      writeFileSync(path.join(assets, `${name}.gz`), gzipSync(body));
      temporary.push(path.join(assets, `${name}.gz`));
    }
    return { name, body };
  };

  it('sends brotli to a browser that accepts it, smaller than gzip, with Vary and the immutable caching', async () => {
    const res = await get(script, 'gzip, deflate, br, zstd');
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.match(res.headers['content-type'] ?? '', /^text\/javascript/);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(Number(res.headers['content-length']), res.body.length);
    assert.deepEqual(brotliDecompressSync(res.body), original);
    const gz = await get(script, 'gzip');
    assert.ok(res.body.length < gz.body.length, `brotli ${res.body.length} bytes, gzip ${gz.body.length}`);
  });

  it('sends gzip where brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get(script, accept);
      assert.equal(res.headers['content-encoding'], 'gzip', accept);
      assert.equal(res.headers.vary, 'Accept-Encoding');
      assert.deepEqual(gunzipSync(res.body), original, accept);
    }
  });

  it('sends the file itself without Accept-Encoding, or when every compression is refused', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await get(script, accept);
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-encoding'], undefined, String(accept));
      assert.equal(res.headers.vary, 'Accept-Encoding');
      assert.deepEqual(res.body, original);
    }
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const full = await get(script, 'br');
    const head = await get(script, 'br', 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.headers['content-encoding'], 'br');
    assert.equal(head.headers.vary, 'Accept-Encoding');
    assert.equal(head.headers['content-length'], String(full.body.length));
    assert.equal(head.body.length, 0);
  });

  it('falls back to the next accepted coding, then to the file itself, when a precompressed copy is missing', async () => {
    const gzOnly = fixture({ gz: true });
    const viaGzip = await get(gzOnly.name, 'br, gzip');
    assert.equal(viaGzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(viaGzip.body), gzOnly.body);

    const bare = fixture({});
    const plain = await get(bare.name, 'br, gzip');
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'Accept-Encoding');
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(plain.body, bare.body);
  });

  it('does not serve the precompressed copies under their own names, nor unknown files', async () => {
    assert.equal((await get(`${script}.br`, 'br')).status, 404);
    assert.equal((await get(`${script}.gz`)).status, 404);
    assert.equal((await get('no-such-file-0000.js', 'br, gzip')).status, 404);
  });
});
