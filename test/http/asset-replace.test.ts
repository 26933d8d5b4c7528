import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { insertEntry } from '../support/rows.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import type { Client } from '../support/http.ts';
import { fetchFile, pdfDocument, rasterImage, svgImage, uploadForm } from '../support/media.ts';
import { insertContentTypeDefinition } from '../../src/db/repos/content-types.ts';
import type { ContentTypeDefinition, FieldDefinition } from '../../src/domain/content-model/types.ts';

const field = (api_id: string, type: FieldDefinition['type']): FieldDefinition => ({ api_id, name: api_id, type, required: false, localized: false, hidden: false });
const POST: ContentTypeDefinition = {
  api_id: 'post', name: 'Post', description: null, singleton: false, url_path: null, display_field: 'title', display_field_source: 'explicit',
  fields: [field('title', 'symbol'), field('hero', 'asset'), field('gallery', 'assets')],
};

describe('assets: edit and replace', () => {
  const svc = useService();
  let c: Client;
  const outbox = () => svc().database.db.selectFrom('outbox').selectAll().where('event', '=', 'asset.replaced').execute();
  const storedFiles = () => {
    const dir = path.join(svc().config.dataDir, 'files');
    return fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.relative(dir, path.join(d.parentPath, d.name))).sort()
      : [];
  };
  const create = async (bytes: Buffer, name: string, fields: Record<string, string> = {}) => {
    const res = await c.post('/api/v1/spaces/site/assets', uploadForm(bytes, name, fields));
    assert.equal(res.status, 201, res.text);
    return res.body;
  };

  before(async () => {
    await svc().space('site');
    c = svc().client(await svc().key('site', 'management', 'Editor key'));
    await insertContentTypeDefinition(svc().database.db, 'site', POST, new Date().toISOString());
  });

  it('changes title, alt and description; null or "" clears alt and description', async () => {
    const a = await create(await rasterImage('png', 8, 8), 'team.png', { alt: 'old alt', description: 'old' });
    const res = await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, { title: 'The team', alt: 'Five people smiling', description: null });
    assert.equal(res.status, 200);
    assert.deepEqual([res.body.fields.title, res.body.fields.alt, res.body.fields.description], ['The team', 'Five people smiling', null]);
    assert.deepEqual(res.body.fields.file, a.fields.file);
    assert.notEqual(res.body.sys.updated_at, undefined);
    const cleared = await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, { alt: '' });
    assert.equal(cleared.body.fields.alt, null);
    assert.equal(cleared.body.fields.title, 'The team');
    const activity = await svc().database.db.selectFrom('activity').selectAll().where('resource_id', '=', a.sys.id).orderBy('id').execute();
    assert.deepEqual(activity.map((r) => [r.action, r.actor_name]), [['asset.created', 'Editor key'], ['asset.updated', 'Editor key'], ['asset.updated', 'Editor key']]);
  });

  it('renames the file (URL follows) but refuses a name of another type', async () => {
    const a = await create(pdfDocument(), 'menu.pdf');
    const res = await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, { filename: 'Menü Sommer' });
    assert.equal(res.status, 200);
    assert.equal(res.body.fields.file.filename, 'Menü Sommer.pdf');
    assert.ok(res.body.fields.file.url.endsWith('/Men%C3%BC%20Sommer.pdf'));
    assert.equal((await fetchFile(res.body.fields.file.url)).status, 200);
    const bad = await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, { filename: 'menu.exe' });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.error.details.fields.filename);
  });

  it('refuses empty and malformed edits, and edits of missing assets, changing nothing', async () => {
    const a = await create(await rasterImage('png', 8, 8), 'x.png');
    const before = await snapshotDatabase(svc().database);
    const cases: Array<[unknown, number, string]> = [
      [{}, 422, 'validation_failed'],
      [{ title: '   ' }, 422, 'validation_failed'],
      [{ title: 'x'.repeat(300) }, 422, 'validation_failed'],
      [{ alt: 5 }, 422, 'validation_failed'],
      [{ colour: 'red' }, 422, 'validation_failed'],
      [{ url: 'not a url' }, 422, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const res = await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, body);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.equal(res.body.error.code, code);
    }
    const missing = await c.patch('/api/v1/spaces/site/assets/doesnotexist', { title: 'x' });
    assert.equal(missing.status, 404);
    const missingUpload = await c.patch('/api/v1/spaces/site/assets/doesnotexist', uploadForm(await rasterImage('png', 4, 4), 'a.png'));
    assert.equal(missingUpload.status, 404);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('replaces the file keeping the id: new URL, new metadata, old URL redirects, old bytes gone', async () => {
    const a = await create(await rasterImage('png', 8, 8), 'hero.png', { title: 'Hero', alt: 'A hero' });
    const oldUrl = a.fields.file.url;
    const replacement = await rasterImage('jpeg', 40, 30);
    const res = await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, uploadForm(replacement, 'hero-v2.jpg'));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.sys.id, a.sys.id);
    assert.equal(res.body.sys.created_at, a.sys.created_at);
    assert.deepEqual({ ...res.body.fields.file, url: undefined }, { url: undefined, filename: 'hero-v2.jpg', content_type: 'image/jpeg', size: replacement.length, width: 40, height: 30 });
    assert.equal(res.body.fields.title, 'Hero', 'the title stays');
    assert.equal(res.body.fields.alt, 'A hero');
    assert.notEqual(res.body.fields.file.url, oldUrl);
    assert.deepEqual((await fetchFile(res.body.fields.file.url)).body, replacement);
    const old = await fetchFile(oldUrl);
    assert.equal(old.status, 302);
    assert.equal(old.headers.get('location'), res.body.fields.file.url);
    assert.deepEqual(storedFiles().filter((f) => f.startsWith(`site/${a.sys.id}/`)), [`site/${a.sys.id}/${res.body.fields.file.url.split('/')[6]}.jpg`]);
    assert.equal((await c.get(`/api/v1/spaces/site/assets/${a.sys.id}`)).body.fields.file.url, res.body.fields.file.url);
    assert.equal((await outbox()).length, 0, 'no published content uses it: no event');
  });

  it('a refused replacement changes nothing and leaves no file behind', async () => {
    const a = await create(await rasterImage('png', 8, 8), 'keep.png');
    const before = await snapshotDatabase(svc().database);
    const files = storedFiles();
    const res = await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, uploadForm(svgImage('<script>alert(1)</script>'), 'keep.svg', { title: 'New title' }));
    assert.equal(res.status, 422);
    assert.equal(await snapshotDatabase(svc().database), before);
    assert.deepEqual(storedFiles(), files);
  });

  it('emits asset.replaced in the same transaction when published content uses the file', async () => {
    const used = await create(await rasterImage('png', 8, 8), 'used.png', { alt: 'x' });
    const inGallery = await create(await rasterImage('png', 8, 8), 'gallery.png', { alt: 'x' });
    const draftOnly = await create(await rasterImage('png', 8, 8), 'draft.png', { alt: 'x' });
    const heroEntry = await insertEntry(svc().database, 'site', { contentType: 'post', fields: { hero: { en: used.sys.id } }, published: { hero: { en: used.sys.id } }, status: 'published' });
    const galleryEntry = await insertEntry(svc().database, 'site', { contentType: 'post', fields: { gallery: { en: ['zzz', inGallery.sys.id] } }, published: { gallery: { en: ['zzz', inGallery.sys.id] } }, status: 'published' });
    await insertEntry(svc().database, 'site', { contentType: 'post', fields: { hero: { en: draftOnly.sys.id } } });
    // The id as plain text of a symbol field is not a use of the file.
    await insertEntry(svc().database, 'site', { contentType: 'post', fields: { title: { en: draftOnly.sys.id } }, published: { title: { en: draftOnly.sys.id } }, status: 'published' });

    const replace = (id: string) => c.patch(`/api/v1/spaces/site/assets/${id}`, uploadForm(Buffer.from(svgImage(`<circle r="${id.length}"/>`)), 'new.svg'));
    assert.equal((await replace(draftOnly.sys.id)).status, 200);
    assert.equal((await outbox()).length, 0);

    const res = await replace(used.sys.id);
    assert.equal(res.status, 200);
    const events = await outbox();
    assert.equal(events.length, 1);
    assert.equal(events[0].resource_type, 'Asset');
    assert.equal(events[0].resource_id, used.sys.id);
    const payload = JSON.parse(events[0].payload);
    assert.deepEqual(payload.entries, [heroEntry]);
    assert.equal(payload.used_by_entries, 1);
    assert.equal(payload.content_type, 'image/svg+xml');
    assert.equal(payload.previous_content_type, 'image/png');
    assert.equal(payload.filename, 'new.svg');
    assert.match(payload.sha256, /^[0-9a-f]{64}$/);
    assert.notEqual(payload.sha256, payload.previous_sha256);

    assert.equal((await replace(inGallery.sys.id)).status, 200);
    const after = await outbox();
    assert.equal(after.length, 2);
    assert.deepEqual(JSON.parse(after.find((e) => e.resource_id === inGallery.sys.id)!.payload).entries, [galleryEntry]);
    const activity = await svc().database.db.selectFrom('activity').select('action').where('resource_id', '=', used.sys.id).orderBy('id').execute();
    assert.deepEqual(activity.map((r) => r.action), ['asset.created', 'asset.replaced']);
  });

  it('replacing with identical bytes keeps the file', async () => {
    const png = await rasterImage('png', 9, 9);
    const a = await create(png, 'same.png');
    const res = await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, uploadForm(png, 'same.png'));
    assert.equal(res.status, 200);
    assert.equal(res.body.fields.file.url, a.fields.file.url);
    const served = await fetchFile(a.fields.file.url);
    assert.equal(served.status, 200);
    assert.deepEqual(served.body, png);
  });
});

describe('assets: asset.replaced reaches deploy hooks', () => {
  const svc = useService({ TESSERA_WORKERS: '1', TESSERA_HOOK_COALESCE_MS: '0' });
  let rx: Receiver;
  before(async () => {
    rx = await startReceiver();
  });
  after(() => rx.close());

  it('delivers the event with the new file URL to a production hook', async () => {
    await svc().space('site');
    const c = svc().client(await svc().key('site', 'management'));
    await insertContentTypeDefinition(svc().database.db, 'site', POST, new Date().toISOString());
    assert.equal((await c.post('/api/v1/spaces/site/webhooks', { name: 'Live', kind: 'generic', url: rx.url('/build') })).status, 201);
    const a = (await c.post('/api/v1/spaces/site/assets', uploadForm(await rasterImage('png', 8, 8), 'hero.png', { alt: 'x' }))).body;
    await insertEntry(svc().database, 'site', { contentType: 'post', fields: { hero: { en: a.sys.id } }, published: { hero: { en: a.sys.id } }, status: 'published' });
    const res = await c.patch(`/api/v1/spaces/site/assets/${a.sys.id}`, uploadForm(await rasterImage('jpeg', 8, 8), 'hero.jpg'));
    assert.equal(res.status, 200);
    const [delivery] = await rx.waitFor(1, '/build');
    assert.equal(delivery.json.type, 'asset.replaced');
    assert.equal(delivery.json.data.resource.id, a.sys.id);
    assert.equal(delivery.json.data.resource.url, res.body.fields.file.url);
    assert.equal(delivery.json.data.resource.content_type, 'image/jpeg');
    assert.equal(delivery.json.data.resource.used_by_entries, 1);
  });
});
