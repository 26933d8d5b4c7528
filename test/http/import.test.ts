import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { useService, type TestService } from '../support/service.ts';

const run = promisify(execFile);

/** A site with a model (hidden field included), two languages, a file and quick access, built through the API. */
async function buildSite(svc: TestService, slug: string): Promise<string> {
  await svc.space(slug, { name: 'Acme Robotics' });
  const mgmt = await svc.key(slug, 'management');
  const c = svc.client(mgmt);
  await c.patch(`/api/v1/spaces/${slug}`, { production_url: 'https://acme.example', prefix_default_locale: true });
  await c.post(`/api/v1/spaces/${slug}/locales`, { code: 'de', name: 'Deutsch' });
  const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#aa3300' } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([png], { type: 'image/png' }), 'robot.png');
  form.set('alt', 'A robot');
  const asset = await c.post(`/api/v1/spaces/${slug}/assets`, form);
  assert.equal(asset.status, 201, asset.text);
  const type = await c.post(`/api/v1/spaces/${slug}/content_types`, {
    name: 'Product',
    api_id: 'product',
    guidance: 'One per product we sell.',
    previews: [asset.body.sys.id],
    fields: [
      { api_id: 'name', name: 'Name', type: 'symbol', required: true, localized: true },
      { api_id: 'photo', name: 'Photo', type: 'asset' },
      { api_id: 'legacy', name: 'Legacy', type: 'text', hidden: true },
    ],
  });
  assert.equal(type.status, 201, type.text);
  await c.post(`/api/v1/spaces/${slug}/content_types/order`, { groups: ['settings', 'collections', 'pages'] });
  await c.put(`/api/v1/spaces/${slug}/quick_access`, { items: [{ content_type: 'product', label: 'Products' }] });
  return mgmt;
}

/** The export with what legitimately differs between two sites (the moment, the slug in file URLs) set aside. */
function comparable(doc: Record<string, unknown>) {
  const copy = structuredClone(doc) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  delete copy.exported_at;
  delete copy.space.id;
  for (const a of copy.assets) a.file.url = new URL(a.file.url).pathname.split('/').slice(3).join('/');
  return copy;
}

describe('export → tessera import round trip', () => {
  const svc = useService();

  it('restores an export into a new space on the same server, equal to the original', async () => {
    const mgmt = await buildSite(svc(), 'acme');
    const exported = await svc().client(mgmt).get('/api/v1/spaces/acme/export');
    assert.equal(exported.status, 200);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-import-')), 'acme.json');
    fs.writeFileSync(file, exported.text);

    const cfg = svc().config.database;
    const env = { ...process.env, DATABASE_URL: cfg.kind === 'sqlite' ? `sqlite:${cfg.path}` : cfg.url, TESSERA_BASE_URL: svc().url, TESSERA_DATA_DIR: svc().config.dataDir, TESSERA_ALLOW_PRIVATE_TARGETS: '1' };
    const { stdout } = await run(process.execPath, ['src/cli/main.ts', 'import', 'acme-copy', file], { env });
    const summary = JSON.parse(stdout);
    assert.deepEqual({ ...summary, ids_rewritten: undefined }, { space: 'acme-copy', created_space: true, locales: 2, content_types: 1, assets: 1, entries: 0, ids_rewritten: undefined });
    assert.equal(summary.ids_rewritten, 1, 'the file id is taken by the original, so the copy gets a new one');

    const copyKey = await svc().key('acme-copy', 'management');
    const again = await svc().client(copyKey).get('/api/v1/spaces/acme-copy/export');
    const original = comparable(exported.body);
    const restored = comparable(again.body);
    const [oldId, newId] = [exported.body.assets[0].id, again.body.assets[0].id];
    assert.notEqual(oldId, newId);
    assert.deepEqual(JSON.parse(JSON.stringify(restored).replaceAll(newId, oldId)), original);

    const img = await fetch(again.body.assets[0].file.url);
    assert.equal(img.status, 200);
    assert.equal(img.headers.get('content-type'), 'image/png');
    const type = await svc().client(copyKey).get('/api/v1/spaces/acme-copy/content_types/product');
    assert.equal(type.body.previews[0].id, newId, 'references follow the new id');
  });

  it('refuses a space that is not empty and a file that is no export, changing nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-import-'));
    const cfg = svc().config.database;
    const env = { ...process.env, DATABASE_URL: cfg.kind === 'sqlite' ? `sqlite:${cfg.path}` : cfg.url, TESSERA_DATA_DIR: svc().config.dataDir };
    fs.writeFileSync(path.join(dir, 'x.json'), '{"hello": "world"}');
    const notExport = await run(process.execPath, ['src/cli/main.ts', 'import', 'fresh', path.join(dir, 'x.json')], { env }).catch((e) => e);
    assert.notEqual(notExport.code, 0);
    assert.match(notExport.stderr, /not a Tessera export/);

    const exported = await svc().client(await svc().key('acme', 'management')).get('/api/v1/spaces/acme/export');
    fs.writeFileSync(path.join(dir, 'acme.json'), exported.text);
    const busy = await run(process.execPath, ['src/cli/main.ts', 'import', 'acme', path.join(dir, 'acme.json')], { env }).catch((e) => e);
    assert.notEqual(busy.code, 0);
    assert.match(busy.stderr, /not empty/);
    assert.equal((await svc().database.db.selectFrom('spaces').select('id').where('id', '=', 'fresh').execute()).length, 0);
  });
});
