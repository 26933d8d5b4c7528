import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import type { Client } from '../support/http.ts';
import { animatedGif, fetchFile, mp4Video, pdfDocument, rasterImage, svgImage, uploadForm, webmVideo } from '../support/media.ts';

const MB = 1024 * 1024;

/** Every file under a directory, relative paths. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.relative(dir, path.join(d.parentPath, d.name))).sort();
}

describe('assets: upload by file', () => {
  const svc = useService();
  let c: Client;
  const stored = () => filesUnder(path.join(svc().config.dataDir, 'files'));
  const temp = () => filesUnder(path.join(svc().config.dataDir, 'tmp'));
  const upload = (bytes: Uint8Array, name: string, fields: Record<string, string> = {}) => c.post('/api/v1/spaces/site/assets', uploadForm(bytes, name, fields));

  before(async () => {
    await svc().space('site');
    c = svc().client(await svc().key('site', 'management'));
  });

  it('accepts every allowed type with correct metadata, whatever the client claims the type is', async () => {
    const cases: Array<[string, Buffer, string, { width?: number; height?: number }]> = [
      ['photo.jpg', await rasterImage('jpeg', 64, 48), 'image/jpeg', { width: 64, height: 48 }],
      ['diagram.png', await rasterImage('png', 30, 20), 'image/png', { width: 30, height: 20 }],
      ['banner.webp', await rasterImage('webp', 120, 40), 'image/webp', { width: 120, height: 40 }],
      ['anim.gif', await animatedGif(16, 12, 3), 'image/gif', { width: 16, height: 12 }],
      ['logo.svg', svgImage(undefined, 'width="120" height="80"'), 'image/svg+xml', { width: 120, height: 80 }],
      ['icon.svg', svgImage(undefined, 'viewBox="0 0 24 24"'), 'image/svg+xml', { width: 24, height: 24 }],
      ['flyer.pdf', pdfDocument(), 'application/pdf', {}],
      ['clip.mp4', mp4Video(1280, 720), 'video/mp4', { width: 1280, height: 720 }],
      ['late-moov.mp4', mp4Video(640, 360, { moovLast: true }), 'video/mp4', { width: 640, height: 360 }],
      ['loop.webm', webmVideo(320, 240), 'video/webm', { width: 320, height: 240 }],
    ];
    for (const [name, bytes, type, dims] of cases) {
      const res = await upload(bytes, name, { alt: `alt of ${name}` });
      assert.equal(res.status, 201, `${name}: ${res.text}`);
      const { sys, fields } = res.body;
      assert.equal(sys.type, 'Asset');
      assert.match(sys.id, /^[A-Za-z0-9]{20}$/);
      assert.equal(fields.title, name.replace(/\.[a-z0-9]+$/, '').replace(/-/g, ' '));
      assert.equal(fields.alt, `alt of ${name}`);
      assert.equal(fields.description, null);
      assert.deepEqual(
        { ...fields.file, url: undefined },
        { url: undefined, filename: name, content_type: type, size: bytes.length, ...dims },
        name,
      );
      assert.ok(fields.file.url.startsWith(`${svc().url}/files/site/${sys.id}/`), fields.file.url);
      const served = await fetchFile(fields.file.url);
      assert.equal(served.status, 200);
      assert.deepEqual(served.body, bytes, `${name} bytes round-trip`);
    }
  });

  it('reports the upright size of a JPEG turned by its EXIF orientation', async () => {
    const res = await upload(await rasterImage('jpeg', 40, 20, { orientation: 6 }), 'portrait.jpg');
    assert.equal(res.status, 201);
    assert.equal(res.body.fields.file.width, 20);
    assert.equal(res.body.fields.file.height, 40);
  });

  it('takes title, alt and description from the form, and names without extension get one', async () => {
    const res = await upload(await rasterImage('png', 4, 4), 'Screenshot 2024', { title: '  Home page  ', alt: 'The home page', description: 'Taken in May' });
    assert.equal(res.status, 201);
    assert.deepEqual(
      { title: res.body.fields.title, alt: res.body.fields.alt, description: res.body.fields.description, filename: res.body.fields.file.filename },
      { title: 'Home page', alt: 'The home page', description: 'Taken in May', filename: 'Screenshot 2024.png' },
    );
    const renamed = await upload(await rasterImage('png', 4, 4), 'upload.bin', { filename: 'chosen-name.png' });
    assert.equal(renamed.body.fields.file.filename, 'chosen-name.png');
    assert.equal(renamed.body.fields.title, 'chosen name');
  });

  it('refuses disallowed types by content, with a fix, and changes nothing', async () => {
    const before = await snapshotDatabase(svc().database);
    const files = stored();
    const cases: Array<[string, Buffer, RegExp]> = [
      ['notes.txt', Buffer.from('just some text\n'), /not a recognised format/],
      ['page.html', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), /./],
      ['archive.zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]), /ZIP/],
      ['scan.tiff', await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).tiff().toBuffer(), /TIF/],
      ['photo.avif', await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).avif().toBuffer(), /AVIF/i],
      ['program.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]), /EXE/],
      ['image.png', Buffer.from('%!PS-Adobe-3.0\n'), /./],
      ['movie.mov', Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  '), Buffer.alloc(20)]), /MOV/i],
    ];
    for (const [name, bytes, detail] of cases) {
      const res = await upload(bytes, name);
      assert.equal(res.status, 422, name);
      assert.equal(res.body.error.code, 'validation_failed');
      assert.match(res.body.error.details.fields.file, detail, name);
      assert.match(res.body.error.fix, /JPG, PNG, WebP, GIF, SVG or PDF/);
    }
    assert.equal(await snapshotDatabase(svc().database), before);
    assert.deepEqual(stored(), files);
    assert.deepEqual(temp(), []);
  });

  it('refuses a name that says another type than the content, suggesting a fitting one', async () => {
    const png = await rasterImage('png', 4, 4);
    const res = await upload(png, 'invoice.pdf');
    assert.equal(res.status, 422);
    assert.match(res.body.error.details.fields.file, /PNG.*\.pdf/);
    assert.match(res.body.error.fix, /invoice\.png/);
    const html = await upload(png, 'x.png', { filename: 'x.html' });
    assert.ok(html.body.error.details.fields.filename);
    // A raster picture under another raster extension is simply renamed.
    const jpgName = await upload(png, 'photo.jpg');
    assert.equal(jpgName.status, 201);
    assert.equal(jpgName.body.fields.file.filename, 'photo.png');
  });

  it('refuses oversized files while streaming, leaving nothing behind', async () => {
    const before = await snapshotDatabase(svc().database);
    const files = stored();
    const png = await rasterImage('png', 4, 4);
    const bigImage = Buffer.concat([png, Buffer.alloc(20 * MB - png.length + 1)]);
    const img = await upload(bigImage, 'huge.png');
    assert.equal(img.status, 422);
    assert.match(img.body.error.details.fields.file, /20 MB/);
    const pdf = pdfDocument();
    const bigPdf = await upload(Buffer.concat([pdf, Buffer.alloc(21 * MB)]), 'huge.pdf');
    assert.equal(bigPdf.status, 422);
    const video = mp4Video(16, 16, { padTo: 50 * MB + 1 });
    const vid = await upload(video, 'huge.mp4');
    assert.equal(vid.status, 422);
    assert.match(vid.body.error.details.fields.file, /50 MB/);
    assert.equal(await snapshotDatabase(svc().database), before);
    assert.deepEqual(stored(), files);
    assert.deepEqual(temp(), []);
    // A video of 30 MB is fine: the larger limit applies to videos only.
    const ok = await upload(mp4Video(16, 16, { padTo: 30 * MB }), 'long.mp4');
    assert.equal(ok.status, 201);
    assert.equal(ok.body.fields.file.size, 30 * MB);
  });

  it('refuses unsafe SVGs with the reasons in details.problems', async () => {
    const before = await snapshotDatabase(svc().database);
    const payloads = [
      svgImage('<script>alert(document.cookie)</script>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
      svgImage('<a href="javascript:alert(1)"><text>x</text></a>'),
      svgImage('<image href="https://tracker.example/pixel.png" width="1" height="1"/>'),
      svgImage('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      svgImage('<style>@import url(https://evil.example/x.css);</style>'),
      Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>'),
    ];
    for (const bytes of payloads) {
      const res = await upload(bytes, 'evil.svg');
      assert.equal(res.status, 422, bytes.toString());
      assert.equal(res.body.error.code, 'validation_failed');
      assert.ok(res.body.error.details.problems.length > 0);
      assert.match(res.body.error.details.fields.file, /safe SVG/);
    }
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('answers validation_failed for a form without a file, with unknown fields, or with two files', async () => {
    const noFile = new FormData();
    noFile.append('title', 'x');
    const a = await c.post('/api/v1/spaces/site/assets', noFile);
    assert.equal(a.status, 422);
    assert.ok(a.body.error.details.fields.file);
    const extra = uploadForm(await rasterImage('png', 4, 4), 'a.png', { colour: 'red' });
    const b = await c.post('/api/v1/spaces/site/assets', extra);
    assert.equal(b.status, 422);
    assert.ok(b.body.error.details.fields.colour);
    const two = uploadForm(await rasterImage('png', 4, 4), 'a.png');
    two.append('file', new Blob([await rasterImage('png', 4, 4)]), 'b.png');
    const d = await c.post('/api/v1/spaces/site/assets', two);
    assert.equal(d.status, 422);
    const empty = await c.post('/api/v1/spaces/site/assets', uploadForm(Buffer.alloc(0), 'a.png'));
    assert.equal(empty.status, 422);
    assert.deepEqual(temp(), []);
  });

  it('lets any key read and only write keys upload', async () => {
    const delivery = svc().client(await svc().key('site', 'delivery'));
    const preview = svc().client(await svc().key('site', 'preview'));
    assert.equal((await delivery.get('/api/v1/spaces/site/assets')).status, 200);
    for (const k of [delivery, preview]) {
      const res = await k.post('/api/v1/spaces/site/assets', uploadForm(await rasterImage('png', 4, 4), 'a.png'));
      assert.equal(res.status, 403);
      assert.equal(res.body.error.code, 'key_cannot');
    }
    assert.equal((await svc().anon.get('/api/v1/spaces/site/assets')).status, 401);
    await svc().space('other');
    const otherKey = svc().client(await svc().key('other', 'management'));
    assert.equal((await otherKey.get('/api/v1/spaces/site/assets')).body.error.code, 'wrong_space');
  });

  it('lists newest first with limit and skip, and reads one', async () => {
    const all = await c.get('/api/v1/spaces/site/assets?limit=1000');
    assert.equal(all.status, 200);
    assert.equal(all.body.sys.type, 'Array');
    assert.equal(all.body.items.length, all.body.total);
    assert.ok(all.body.total >= 10);
    const page = await c.get('/api/v1/spaces/site/assets?limit=2&skip=1');
    assert.deepEqual({ total: page.body.total, skip: page.body.skip, limit: page.body.limit }, { total: all.body.total, skip: 1, limit: 2 });
    assert.deepEqual(page.body.items.map((a: { sys: { id: string } }) => a.sys.id), all.body.items.slice(1, 3).map((a: { sys: { id: string } }) => a.sys.id));
    const dflt = await c.get('/api/v1/spaces/site/assets');
    assert.equal(dflt.body.limit, 100);
    for (const q of ['limit=0', 'limit=1001', 'skip=-1', 'limit=abc', 'order=x']) {
      const bad = await c.get(`/api/v1/spaces/site/assets?${q}`);
      assert.equal(bad.status, 400, q);
      assert.equal(bad.body.error.code, 'invalid_parameter');
    }
    const one = await c.get(`/api/v1/spaces/site/assets/${all.body.items[0].sys.id}`);
    assert.deepEqual(one.body, all.body.items[0]);
    const missing = await c.get('/api/v1/spaces/site/assets/nope');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, 'not_found');
  });
});
