import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import type { Client } from '../support/http.ts';
import { fetchFile, pdfDocument, rasterImage } from '../support/media.ts';

const BATCH = '/api/v1/spaces/site/batch';

describe('batch: files', () => {
  const svc = useService();
  let c: Client;
  let api: ReturnType<typeof entriesApi>;
  let png: Buffer;
  let server: http.Server;
  let base: string;
  let downloads = 0;

  /** Every file under the storage directory, relative paths, sorted. */
  const storedFiles = () => {
    const dir = path.join(svc().config.dataDir, 'files');
    return fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.relative(dir, path.join(d.parentPath, d.name))).sort()
      : [];
  };
  /** Temp uploads left behind (there must be none after a request). */
  const tempFiles = () => {
    const dir = path.join(svc().config.dataDir, 'tmp');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  before(async () => {
    png = await rasterImage('png', 24, 12);
    server = http.createServer((req, res) => {
      downloads++;
      if (req.url === '/logo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (req.url === '/menu.pdf') res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdfDocument());
      else res.writeHead(404).end('no');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await svc().space('site');
    c = svc().client(await svc().key('site', 'management'));
    api = entriesApi(c, 'site');
    await insertContentType(
      svc().database,
      'site',
      buildContentType({ api_id: 'brand', fields: [field('name', 'symbol', { required: true }), field('logo', 'asset', { accept: 'image' }), field('files', 'assets')] }),
    );
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  it('creates a file from base64 data and one from a URL, and an entry using both through refs', async () => {
    const res = await c.post(BATCH, {
      operations: [
        { op: 'create_asset', ref: 'logo', data: png.toString('base64'), filename: 'logo.png', alt: 'Our logo', title: 'Logo' },
        { op: 'create_asset', ref: 'menu', url: `${base}/menu.pdf`, alt: 'Lunch menu' },
        { op: 'create_entry', ref: 'brand', content_type: 'brand', fields: { name: 'Acme', logo: '$logo', files: ['$menu', '$logo'] } },
        { op: 'publish_entry', id: '$brand' },
      ],
    });
    assert.equal(res.status, 200, res.text);
    const [logo, menu, brand, published] = res.body.results;
    assert.deepEqual(logo, { op: 'create_asset', ref: 'logo', sys: { id: logo.sys.id, type: 'Asset' } });
    assert.equal(menu.sys.type, 'Asset');
    assert.equal(published.sys.status, 'published');
    const entry = (await api.get(brand.sys.id)).body;
    assert.equal(entry.fields.logo.sys.id, logo.sys.id);
    assert.deepEqual(entry.fields.files.map((l: { sys: { id: string } }) => l.sys.id), [menu.sys.id, logo.sys.id]);
    const asset = (await c.get(`/api/v1/spaces/site/assets/${logo.sys.id}`)).body;
    assert.deepEqual([asset.fields.title, asset.fields.alt, asset.fields.file.filename, asset.fields.file.width, asset.fields.file.height], ['Logo', 'Our logo', 'logo.png', 24, 12]);
    assert.deepEqual((await fetchFile(asset.fields.file.url)).body, png);
    const pdf = (await c.get(`/api/v1/spaces/site/assets/${menu.sys.id}`)).body;
    assert.deepEqual([pdf.fields.file.filename, pdf.fields.title, pdf.fields.file.content_type], ['menu.pdf', 'menu', 'application/pdf']);
    assert.deepEqual(tempFiles(), []);
    const dataUrl = await c.post(BATCH, { operations: [{ op: 'create_asset', data: `data:image/png;base64,${png.toString('base64')}`, filename: 'again.png' }] });
    assert.equal(dataUrl.status, 200, dataUrl.text);
  });

  it('saves nothing and removes every stored file when the 100th operation fails', async () => {
    const dbBefore = await snapshotDatabase(svc().database);
    const filesBefore = storedFiles();
    const operations: unknown[] = [];
    for (let i = 0; i < 20; i++) operations.push({ op: 'create_asset', ref: `f${i}`, data: (await rasterImage('png', 4 + i, 4)).toString('base64'), filename: `f${i}.png`, alt: `File ${i}` });
    for (let i = 0; i < 79; i++) operations.push({ op: 'create_entry', content_type: 'brand', fields: { name: `B${i}`, logo: `$f${i % 20}` } });
    operations.push({ op: 'publish_entry', id: 'not-there' });
    assert.equal(operations.length, 100);
    const res = await c.post(BATCH, { operations });
    assert.equal(res.status, 404);
    assert.equal(res.body.error.details.operation, 99);
    assert.equal(await snapshotDatabase(svc().database), dbBefore);
    assert.deepEqual(storedFiles(), filesBefore);
    assert.deepEqual(tempFiles(), []);
  });

  it('a dry run downloads and checks the files, answers the would-be results, and keeps nothing', async () => {
    const dbBefore = await snapshotDatabase(svc().database);
    const filesBefore = storedFiles();
    const seen = downloads;
    const res = await c.post(`${BATCH}?dry_run=true`, {
      operations: [
        { op: 'create_asset', ref: 'logo', url: `${base}/logo.png`, alt: 'Logo' },
        { op: 'create_entry', ref: 'b', content_type: 'brand', fields: { name: 'Dry', logo: '$logo' } },
        { op: 'publish_entry', id: '$b' },
      ],
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.dry_run, true);
    assert.equal(res.body.results[2].sys.status, 'published');
    assert.equal(downloads, seen + 1, 'the file was still downloaded to check it');
    assert.equal((await c.get(`/api/v1/spaces/site/assets/${res.body.results[0].sys.id}`)).status, 404);
    assert.equal(await snapshotDatabase(svc().database), dbBefore);
    assert.deepEqual(storedFiles(), filesBefore);
    assert.deepEqual(tempFiles(), []);
  });

  it('refuses a file that fails its checks, naming the operation, after the earlier operations were tried', async () => {
    const dbBefore = await snapshotDatabase(svc().database);
    const filesBefore = storedFiles();
    const bad: Array<[unknown, string, RegExp]> = [
      [{ op: 'create_asset', data: '###not base64###', filename: 'x.png' }, 'data', /base64/],
      [{ op: 'create_asset', data: Buffer.from('just text').toString('base64'), filename: 'x.txt' }, 'data', /./],
      [{ op: 'create_asset', url: `${base}/missing.png` }, 'url', /404/],
      [{ op: 'create_asset', data: png.toString('base64'), filename: 'logo.pdf' }, 'filename', /./],
    ];
    const first = { op: 'create_asset', ref: 'ok', data: png.toString('base64'), filename: 'ok.png' };
    for (const [op, key, message] of bad) {
      const res = await c.post(BATCH, { operations: [first, op] });
      assert.equal(res.status, 422, JSON.stringify(op));
      assert.equal(res.body.error.details.operation, 1, res.text);
      assert.match(res.body.error.details.fields[key], message, res.text);
    }
    // An earlier operation that fails is the one reported, even though a later file is refused.
    const earlier = await c.post(BATCH, { operations: [{ op: 'publish_entry', id: 'ghost' }, { op: 'create_asset', url: `${base}/missing.png` }] });
    assert.equal(earlier.status, 404);
    assert.equal(earlier.body.error.details.operation, 0);
    assert.equal(await snapshotDatabase(svc().database), dbBefore);
    assert.deepEqual(storedFiles(), filesBefore);
    assert.deepEqual(tempFiles(), []);
  });

  it('takes 20 create_asset operations but not 21', async () => {
    const data = png.toString('base64');
    const twenty = Array.from({ length: 20 }, (_, i) => ({ op: 'create_asset', data, filename: `n${i}.png` }));
    const ok = await c.post(`${BATCH}?dry_run=true`, { operations: twenty });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.total, 20);
    const seen = downloads;
    const tooMany = await c.post(BATCH, { operations: [...twenty, { op: 'create_asset', url: `${base}/logo.png` }] });
    assert.equal(tooMany.status, 422);
    assert.equal(tooMany.body.error.details.operation, 20);
    assert.match(tooMany.body.error.details.fields.op, /at most 20 create_asset/);
    assert.equal(downloads, seen, 'nothing downloaded for a refused batch');
  });
});
