import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { startTestService, useService, type TestService } from '../support/service.ts';

const run = promisify(execFile);

/** A site with a model (hidden field included), two languages, a file and quick access, built through the API. */
async function buildSite(svc: TestService, slug: string): Promise<string> {
  await svc.space(slug, { name: 'Acme Robotics' });
  const mgmt = await svc.key(slug, 'management');
  const c = svc.client(mgmt);
  await c.patch(`/api/v1/spaces/${slug}`, { production_url: 'https://acme.example', prefix_default_locale: true, time_zone: 'Europe/Berlin' });
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
  const withSlug = await c.post(`/api/v1/spaces/${slug}/content_types/product/fields`, { api_id: 'slug', name: 'Slug', type: 'slug' });
  assert.equal(withSlug.status, 201, withSlug.text);
  await c.post(`/api/v1/spaces/${slug}/content_types/product/fields`, { api_id: 'related', name: 'Related', type: 'references', link_content_types: ['product'] });
  await c.post(`/api/v1/spaces/${slug}/content_types/product/fields`, { api_id: 'story', name: 'Story', type: 'rich_text' });
  const entry = async (fields: Record<string, unknown>) => {
    const r = await c.post(`/api/v1/spaces/${slug}/entries?locale=*`, { content_type: 'product', fields });
    assert.equal(r.status, 201, r.text);
    return r.body.sys.id as string;
  };
  const arm = await entry({ name: { en: 'Arm', de: 'Arm (de)' }, slug: { en: 'arm' }, photo: { en: asset.body.sys.id }, legacy: { en: 'old code 7' }, story: { en: `Built here.\n\n![robot](asset:${asset.body.sys.id})` } });
  const leg = await entry({ name: { en: 'Leg' }, slug: { en: 'leg' }, related: { en: [arm] }, story: { en: `Goes with [the arm](entry:${arm}).\n\n::entry{id=${arm}}\n\n::asset{id=${asset.body.sys.id}}` } });
  // A deleted field stays in the model as removed, so its API ID stays taken after a restore too.
  assert.equal((await c.post(`/api/v1/spaces/${slug}/content_types/product/fields`, { api_id: 'retired', name: 'Retired', type: 'symbol' })).status, 201);
  assert.equal((await c.delete(`/api/v1/spaces/${slug}/content_types/product/fields/retired`)).status, 200);
  const draft = await entry({ name: { en: 'Draft only' } });
  const gone = await entry({ name: { en: 'Gone' }, slug: { en: 'gone' } });
  for (const id of [arm, leg, gone]) assert.equal((await c.post(`/api/v1/spaces/${slug}/entries/${id}/publish`)).status, 200);
  assert.equal((await c.patch(`/api/v1/spaces/${slug}/entries/${leg}`, { fields: { name: 'Leg, new draft' } })).status, 200);
  assert.equal((await c.post(`/api/v1/spaces/${slug}/entries/${gone}/archive`)).status, 200);
  await c.put(`/api/v1/spaces/${slug}/quick_access`, { items: [{ content_type: 'product', label: 'Products' }, { entry: draft }] });
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
    const { stdout, stderr } = await run(process.execPath, ['src/cli/main.ts', 'import', 'acme-copy', file], { env });
    assert.equal(stderr, '', 'no progress when stderr is not a terminal');
    const summary = JSON.parse(stdout);
    assert.deepEqual(summary, { space: 'acme-copy', created_space: true, locales: 2, content_types: 1, assets: 1, entries: 4, ids_rewritten: 5 });

    const copyKey = await svc().key('acme-copy', 'management');
    const again = await svc().client(copyKey).get('/api/v1/spaces/acme-copy/export');
    const original = comparable(exported.body);
    const restored = comparable(again.body);
    // Every id was taken by the original on this server: the copy has new ones, in the same places.
    const pairs = [...again.body.assets.map((a: { id: string }, i: number) => [a.id, exported.body.assets[i].id])];
    const byName = (doc: { entries: { id: string; latest: { fields: { name: { en: string } } } }[] }) => new Map(doc.entries.map((e) => [e.latest.fields.name.en, e.id]));
    const before = byName(exported.body);
    for (const [name, id] of byName(again.body)) pairs.push([id, before.get(name)!]);
    let text = JSON.stringify(restored);
    for (const [now, then] of pairs) {
      assert.notEqual(now, then);
      text = text.replaceAll(now, then);
    }
    const sortById = (doc: Record<string, any>) => ({ ...doc, entries: [...doc.entries].sort((a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1)) }); // eslint-disable-line @typescript-eslint/no-explicit-any
    assert.deepEqual(sortById(JSON.parse(text)), sortById(original));
    const newId = again.body.assets[0].id;

    const img = await fetch(again.body.assets[0].file.url);
    assert.equal(img.status, 200);
    assert.equal(img.headers.get('content-type'), 'image/png');
    const type = await svc().client(copyKey).get('/api/v1/spaces/acme-copy/content_types/product');
    assert.equal(type.body.previews[0].id, newId, 'references follow the new id');

    // The copy works like the original: delivery sees the published versions, slugs stay unique.
    const delivery = svc().client(await svc().key('acme-copy', 'delivery'));
    const live = await delivery.get('/api/v1/spaces/acme-copy/entries?content_type=product&order=fields.slug');
    assert.deepEqual(live.body.items.map((e: { fields: { name: string } }) => e.fields.name), ['Arm', 'Leg']);
    assert.equal(live.body.items[0].fields.photo.sys.id, newId);
    assert.equal((await delivery.get('/api/v1/spaces/acme-copy/entries?content_type=product&fields.slug=leg')).body.total, 1);
    // Rich-text links and embeds follow the new ids, and the link index answers for them.
    const newArm = [...byName(again.body)].find(([n]) => n === 'Arm')![1];
    const newLeg = [...byName(again.body)].find(([n]) => n === 'Leg, new draft')![1];
    const story = await svc().client(copyKey).get(`/api/v1/spaces/acme-copy/entries/${newLeg}?rich_text=markdown`);
    assert.equal(story.body.fields.story, `Goes with [the arm](entry:${newArm}).\n\n::entry{id=${newArm}}\n\n::asset{id=${newId}}\n`);
    const linking = await svc().client(copyKey).get(`/api/v1/spaces/acme-copy/entries?links_to_entry=${newArm}`);
    assert.deepEqual(linking.body.items.map((e: { sys: { id: string } }) => e.sys.id), [newLeg]);
    const reused = await svc().client(copyKey).post('/api/v1/spaces/acme-copy/content_types/product/fields', { api_id: 'retired', name: 'Retired', type: 'symbol' });
    assert.equal(reused.status, 422, 'the deleted field\'s API ID stays taken in the copy');
    const dup = await svc().client(copyKey).post('/api/v1/spaces/acme-copy/entries', { content_type: 'product', fields: { name: 'Another arm', slug: 'arm' } });
    const refused = await svc().client(copyKey).post(`/api/v1/spaces/acme-copy/entries/${dup.body.sys.id}/publish`);
    assert.equal(refused.status, 422);
    assert.ok(refused.body.error.details.fields.slug);
  });

  it('shows progress on stderr when it is a terminal, with the JSON summary on stdout unchanged', async () => {
    const mgmt = await buildSite(svc(), 'ttysrc');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-import-')), 'ttysrc.json');
    fs.writeFileSync(file, (await svc().client(mgmt).get('/api/v1/spaces/ttysrc/export')).text);
    const cfg = svc().config.database;
    const env = { ...process.env, DATABASE_URL: cfg.kind === 'sqlite' ? `sqlite:${cfg.path}` : cfg.url, TESSERA_BASE_URL: svc().url, TESSERA_DATA_DIR: svc().config.dataDir, TESSERA_ALLOW_PRIVATE_TARGETS: '1' };
    // `script` runs the command on a pseudo-terminal, as a person at a shell would.
    const { stdout } = await run('script', ['-qec', `'${process.execPath}' src/cli/main.ts import ttycopy '${file}'`, '/dev/null'], { env });
    assert.match(stdout, /import: files 1\/1, entries 4\/4, [\d.]+ s; done in [\d.]+ s/);
    const json = stdout.split(/\r?\n/).find((l) => l.startsWith('{'));
    assert.deepEqual(JSON.parse(json!), { space: 'ttycopy', created_space: true, locales: 2, content_types: 1, assets: 1, entries: 4, ids_rewritten: 5 });
  });

  it('keeps every id when restoring on another server', async () => {
    const exported = await svc().client(await svc().key('acme', 'management')).get('/api/v1/spaces/acme/export');
    const other = await startTestService();
    try {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-import-')), 'acme.json');
      fs.writeFileSync(file, exported.text);
      const cfg = other.config.database;
      const env = { ...process.env, DATABASE_URL: cfg.kind === 'sqlite' ? `sqlite:${cfg.path}` : cfg.url, TESSERA_BASE_URL: other.url, TESSERA_DATA_DIR: other.config.dataDir, TESSERA_ALLOW_PRIVATE_TARGETS: '1' };
      const { stdout } = await run(process.execPath, ['src/cli/main.ts', 'import', 'acme', file], { env });
      assert.equal(JSON.parse(stdout).ids_rewritten, 0);
      const again = await other.client(await other.key('acme', 'management')).get('/api/v1/spaces/acme/export');
      assert.deepEqual(comparable(again.body), comparable(exported.body));
      const img = await fetch(again.body.assets[0].file.url);
      assert.equal(Buffer.from(await img.arrayBuffer()).length, exported.body.assets[0].file.size);
    } finally {
      await other.stop();
    }
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
