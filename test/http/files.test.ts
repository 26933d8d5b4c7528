import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { useService } from '../support/service.ts';
import type { Client } from '../support/http.ts';
import { animatedGif, fetchFile, mp4Video, pdfDocument, rasterImage, svgImage, uploadForm } from '../support/media.ts';

interface Uploaded {
  sys: { id: string };
  fields: { file: { url: string; filename: string } };
}

describe('file delivery and image transformations', () => {
  const svc = useService();
  let c: Client;
  let photo: Uploaded; // 400 × 200 JPEG
  let logo: Uploaded; // 120 × 60 SVG
  let anim: Uploaded; // 3 frames of 20 × 10
  let pdf: Uploaded;
  let video: Uploaded;
  const upload = async (bytes: Buffer, name: string): Promise<Uploaded> => {
    const res = await c.post('/api/v1/spaces/site/assets', uploadForm(bytes, name));
    assert.equal(res.status, 201, res.text);
    return res.body;
  };
  const decode = async (body: Buffer) => sharp(body).metadata();

  before(async () => {
    await svc().space('site');
    c = svc().client(await svc().key('site', 'management'));
    photo = await upload(await rasterImage('jpeg', 400, 200), 'Photo "2024".jpg');
    logo = await upload(svgImage('<circle cx="60" cy="30" r="25" fill="#0a0"/>', 'width="120" height="60"'), 'logo.svg');
    anim = await upload(await animatedGif(20, 10, 3), 'spinner.gif');
    pdf = await upload(pdfDocument(), 'menu.pdf');
    video = await upload(mp4Video(64, 32), 'clip.mp4');
  });

  it('serves originals without a key, cacheable for a year, typed, named and locked down', async () => {
    const res = await fetchFile(photo.fields.file.url);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/jpeg');
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('content-security-policy'), "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    assert.equal(res.headers.get('content-disposition'), `inline; filename="Photo _2024_.jpg"; filename*=UTF-8''Photo%20_2024_.jpg`);
    assert.equal(res.headers.get('accept-ranges'), 'bytes');
    assert.equal(Number(res.headers.get('content-length')), res.body.length);
    assert.match(res.headers.get('etag') ?? '', /^"[0-9a-f]{64}"$/);
    assert.ok(photo.fields.file.url.includes(`/${res.headers.get('etag')!.slice(1, -1)}/`), 'the content hash is in the URL');

    const svg = await fetchFile(logo.fields.file.url);
    assert.equal(svg.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
    assert.match(svg.headers.get('content-security-policy') ?? '', /default-src 'none'.*sandbox/);
    const doc = await fetchFile(pdf.fields.file.url);
    assert.equal(doc.headers.get('content-type'), 'application/pdf');
    assert.equal(doc.headers.get('x-content-type-options'), 'nosniff');
    assert.match(doc.headers.get('content-security-policy') ?? '', /default-src 'none'/);
  });

  it('answers If-None-Match with 304 and byte ranges with 206 or 416', async () => {
    const first = await fetchFile(video.fields.file.url);
    const etag = first.headers.get('etag')!;
    const again = await fetchFile(video.fields.file.url, { 'if-none-match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    // Caches and browsers may send the tag back weak, or in a list (RFC 9110 weak comparison).
    assert.equal((await fetchFile(video.fields.file.url, { 'if-none-match': `W/${etag}` })).status, 304);
    assert.equal((await fetchFile(video.fields.file.url, { 'if-none-match': `"other", W/${etag}` })).status, 304);
    assert.equal((await fetchFile(video.fields.file.url, { 'if-none-match': 'W/"other"' })).status, 200);
    const part = await fetchFile(video.fields.file.url, { range: 'bytes=4-11' });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 4-11/${first.body.length}`);
    assert.deepEqual(part.body, first.body.subarray(4, 12));
    const tail = await fetchFile(video.fields.file.url, { range: 'bytes=-5' });
    assert.deepEqual(tail.body, first.body.subarray(-5));
    const outside = await fetchFile(video.fields.file.url, { range: `bytes=${first.body.length}-` });
    assert.equal(outside.status, 416);
    assert.equal(outside.headers.get('content-range'), `bytes */${first.body.length}`);
  });

  it('resizes: one side keeps the aspect ratio, both sides follow fit', async () => {
    const cases: Array<[string, number, number]> = [
      ['w=100', 100, 50],
      ['h=50', 100, 50],
      ['w=100&h=100', 100, 50], // default fit=inside
      ['w=100&h=100&fit=inside', 100, 50],
      ['w=100&h=100&fit=cover', 100, 100],
      ['w=100&h=100&fit=contain', 100, 100],
      ['w=100&h=100&fit=fill', 100, 100],
      ['w=100&h=100&fit=outside', 200, 100],
      ['w=800', 800, 400],
    ];
    for (const [q, w, h] of cases) {
      const res = await fetchFile(`${photo.fields.file.url}?${q}`);
      assert.equal(res.status, 200, q);
      const meta = await decode(res.body);
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', w, h], q);
      assert.equal(res.headers.get('content-type'), 'image/jpeg');
      assert.equal(Number(res.headers.get('content-length')), res.body.length);
    }
  });

  it('converts formats and honours quality', async () => {
    const formats: Array<[string, string, string]> = [
      ['webp', 'webp', 'image/webp'],
      ['avif', 'heif', 'image/avif'],
      ['png', 'png', 'image/png'],
      ['jpg', 'jpeg', 'image/jpeg'],
    ];
    for (const [fm, decoded, type] of formats) {
      const res = await fetchFile(`${photo.fields.file.url}?w=50&fm=${fm}`);
      assert.equal(res.status, 200, fm);
      assert.equal(res.headers.get('content-type'), type);
      const meta = await decode(res.body);
      assert.deepEqual([meta.format, meta.width, meta.height], [decoded, 50, 25], fm);
      assert.match(res.headers.get('content-disposition') ?? '', new RegExp(`\\.${fm}"`));
      if (fm === 'avif') assert.equal(meta.compression, 'av1');
    }
    const noisy = await upload(await sharp({ create: { width: 300, height: 300, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer(), 'noise.png');
    const low = await fetchFile(`${noisy.fields.file.url}?fm=webp&q=5`);
    const high = await fetchFile(`${noisy.fields.file.url}?fm=webp&q=95`);
    assert.ok(low.body.length < high.body.length, `q=5 ${low.body.length} bytes < q=95 ${high.body.length} bytes`);
  });

  it('rasterises SVGs sharply at the size asked for', async () => {
    const res = await fetchFile(`${logo.fields.file.url}?w=480`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    const meta = await decode(res.body);
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 480, 240]);
    const webp = await decode((await fetchFile(`${logo.fields.file.url}?fm=webp`)).body);
    assert.deepEqual([webp.format, webp.width, webp.height], ['webp', 120, 60]);
  });

  it('keeps animations when the output can hold them', async () => {
    const gif = await decode((await fetchFile(`${anim.fields.file.url}?w=10`)).body);
    assert.deepEqual([gif.format, gif.width, gif.pageHeight ?? gif.height, gif.pages], ['gif', 10, 5, 3]);
    const webp = await decode((await fetchFile(`${anim.fields.file.url}?fm=webp`)).body);
    assert.deepEqual([webp.format, webp.pages], ['webp', 3]);
    const png = await decode((await fetchFile(`${anim.fields.file.url}?fm=png`)).body);
    assert.deepEqual([png.format, png.width, png.height], ['png', 20, 10]);
  });

  it('caches each transformation on disk by content hash and parameters', async () => {
    const cacheDir = path.join(svc().config.dataDir, 'cache', 'images');
    const count = () => (fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length : 0);
    const before = count();
    const first = await fetchFile(`${photo.fields.file.url}?w=123&fm=webp`);
    assert.equal(count(), before + 1);
    const second = await fetchFile(`${photo.fields.file.url}?fm=webp&w=123`);
    assert.deepEqual(second.body, first.body);
    assert.equal(count(), before + 1, 'the same transformation is computed once');
    assert.equal(second.headers.get('etag'), first.headers.get('etag'));
    assert.equal((await fetchFile(`${photo.fields.file.url}?w=123&fm=webp`, { 'if-none-match': first.headers.get('etag')! })).status, 304);
  });

  it('refuses out-of-bounds and unknown parameters, and transformations of non-images', async () => {
    for (const q of ['w=0', 'w=4001', 'h=99999', 'q=0', 'q=101', 'fit=crop&w=1&h=1', 'fm=gif', 'fm=tiff', 'w=abc', 'width=100']) {
      const res = await c.get(new URL(`${photo.fields.file.url}?${q}`).pathname + `?${q}`);
      assert.equal(res.status, 400, q);
      assert.equal(res.body.error.code, 'invalid_parameter', q);
    }
    assert.equal((await fetchFile(`${photo.fields.file.url}?w=4000`)).status, 200);
    for (const f of [pdf, video]) {
      const res = await c.get(new URL(f.fields.file.url).pathname + '?w=10');
      assert.equal(res.status, 400);
      assert.match(res.body.error.message, /images only/);
    }
  });

  it('answers 404 for unknown files and spaces, and serves any name for the right hash', async () => {
    const base = new URL(photo.fields.file.url).pathname.split('/');
    const notFound = [
      `/files/site/nope/${base[4]}/x.jpg`,
      `/files/other/${photo.sys.id}/${base[4]}/x.jpg`,
    ];
    for (const p of notFound) {
      const res = await c.get(p);
      assert.equal(res.status, 404, p);
      assert.equal(res.body.error.code, 'not_found');
    }
    const renamed = await fetchFile(`${svc().url}/files/site/${photo.sys.id}/${base[4]}/anything.jpg`);
    assert.equal(renamed.status, 200);
  });

  it('redirects an outdated hash to the current file, keeping the parameters', async () => {
    const a = await upload(await rasterImage('png', 40, 40), 'v1.png');
    const replaced = await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, uploadForm(await rasterImage('png', 80, 40), 'v2.png'));
    const res = await fetchFile(`${a.fields.file.url}?w=20&fm=webp`);
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), `${replaced.body.fields.file.url}?w=20&fm=webp`);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=60');
    const followed = await decode((await fetchFile(res.headers.get('location')!)).body);
    assert.deepEqual([followed.format, followed.width, followed.height], ['webp', 20, 10]);
  });

  it('answers 404 for a hash the asset never had, and for another asset\'s hash', async () => {
    const a = await upload(await rasterImage('png', 30, 30), 'a.png');
    const b = await upload(await rasterImage('png', 31, 30), 'b.png');
    const bHash = b.fields.file.url.split('/')[6];
    for (const hash of ['0'.repeat(64), 'f'.repeat(64), bHash, 'anything', 'A'.repeat(64)]) {
      const res = await fetchFile(`${svc().url}/files/site/${a.sys.id}/${hash}/a.png`);
      assert.equal(res.status, 404, hash);
      assert.equal(res.headers.get('location'), null);
    }
    // After two replacements both earlier hashes redirect, and going back to the first bytes serves them again.
    const v1 = a.fields.file.url.split('/')[6];
    const v2 = (await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, uploadForm(await rasterImage('png', 32, 30), 'a2.png'))).body.fields.file.url;
    const v3 = (await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, uploadForm(await rasterImage('png', 33, 30), 'a3.png'))).body.fields.file.url;
    for (const old of [`${svc().url}/files/site/${a.sys.id}/${v1}/a.png`, v2]) {
      const res = await fetchFile(old);
      assert.equal(res.status, 302, old);
      assert.equal(res.headers.get('location'), v3);
    }
  });
});
