import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { insertEntry, readEntryCopies } from '../support/rows.ts';

describe('GET/PATCH /api/v1/spaces/{space_id}', () => {
  const svc = useService();
  let mgmt = '';

  before(async () => {
    await svc().space('site', { name: 'My Site' });
    mgmt = await svc().key('site', 'management');
  });

  it('returns the space with its locales and content types', async () => {
    const res = await svc().client(await svc().key('site', 'delivery')).get('/api/v1/spaces/site');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      sys: { id: 'site', type: 'Space' },
      name: 'My Site',
      default_locale: 'en',
      prefix_default_locale: false,
      production_url: null,
      preview_url: null,
      time_zone: 'UTC',
      locales: [{ code: 'en', name: 'English', default: true, fallback_code: null }],
      content_types: [],
    });
  });

  it('sets URLs, leaves unsent values alone, and warns about what is set up halfway', async () => {
    const c = svc().client(mgmt);
    const res = await c.patch('/api/v1/spaces/site', { production_url: 'https://example.com/', preview_url: 'https://staging.example.com' });
    assert.equal(res.status, 200);
    assert.equal(res.body.production_url, 'https://example.com');
    assert.equal(res.body.preview_url, 'https://staging.example.com');
    assert.ok(res.body.warnings.some((w: string) => w.includes('preview deploy hook')));
    assert.ok(res.body.warnings.some((w: string) => w.includes('production deploy hook')));

    const again = await c.patch('/api/v1/spaces/site', { prefix_default_locale: true });
    assert.equal(again.body.production_url, 'https://example.com');
    assert.equal(again.body.preview_url, 'https://staging.example.com');
    assert.equal(again.body.prefix_default_locale, true);
  });

  it('an empty string clears preview_url', async () => {
    const res = await svc().client(mgmt).patch('/api/v1/spaces/site', { preview_url: '' });
    assert.equal(res.status, 200);
    assert.equal(res.body.preview_url, null);
    assert.equal(res.body.production_url, 'https://example.com');
    assert.ok(!res.body.warnings.some((w: string) => w.includes('preview deploy hook')));
  });

  it('rejects a URL that is not http(s) and changes nothing', async () => {
    const before = await snapshotDatabase(svc().database);
    const res = await svc().client(mgmt).patch('/api/v1/spaces/site', { production_url: 'ftp://example.com', prefix_default_locale: false });
    assert.equal(res.status, 422);
    assert.equal(res.body.error.code, 'validation_failed');
    assert.ok(res.body.error.details.fields.production_url);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('changing default_locale moves every stored value (all versions) and renames the language', async () => {
    await svc().space('move', { locale: 'en' });
    const token = await svc().key('move', 'management');
    const c = svc().client(token);
    await c.post('/api/v1/spaces/move/locales', { code: 'fr' });
    const id = await insertEntry(svc().database, 'move', { contentType: 'post', fields: { title: { en: 'Two', fr: 'Deux' } }, versions: [{ title: { en: 'One' } }], published: { title: { en: 'One' } }, status: 'published' });
    const res = await c.patch('/api/v1/spaces/move', { default_locale: 'en-GB' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.default_locale, 'en-GB');
    assert.deepEqual(
      res.body.locales.map((l: { code: string; default: boolean }) => [l.code, l.default]),
      [['en-GB', true], ['fr', false]],
    );
    assert.equal(res.body.locales.find((l: { code: string }) => l.code === 'fr').fallback_code, 'en-GB');
    const stored = await readEntryCopies(svc().database, id);
    assert.deepEqual(stored.fields, { title: { 'en-GB': 'Two', fr: 'Deux' } });
    assert.deepEqual(stored.published, { title: { 'en-GB': 'One' } });
    assert.deepEqual(stored.versions, [{ title: { 'en-GB': 'One' } }, { title: { 'en-GB': 'Two', fr: 'Deux' } }]);
  });

  it('refuses a default_locale change when an entry has values under both codes, and changes nothing', async () => {
    await svc().space('clash', { locale: 'en' });
    const token = await svc().key('clash', 'management');
    const c = svc().client(token);
    await c.post('/api/v1/spaces/clash/locales', { code: 'de' });
    const id = await insertEntry(svc().database, 'clash', { contentType: 'post', fields: { title: { en: 'Hi', de: 'Hallo' } } });
    await insertEntry(svc().database, 'clash', { contentType: 'post', fields: { title: { en: 'Only English' } } });
    const before = await snapshotDatabase(svc().database);
    const res = await c.patch('/api/v1/spaces/clash', { default_locale: 'de', production_url: 'https://x.example' });
    assert.equal(res.status, 422);
    assert.equal(res.body.error.code, 'validation_failed');
    assert.match(res.body.error.details.fields.default_locale, new RegExp(id));
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('moving the default onto an existing language without collisions merges them', async () => {
    await svc().space('merge', { locale: 'en' });
    const c = svc().client(await svc().key('merge', 'management'));
    await c.post('/api/v1/spaces/merge/locales', { code: 'de' });
    const a = await insertEntry(svc().database, 'merge', { contentType: 'post', fields: { title: { en: 'Hi' } } });
    const b = await insertEntry(svc().database, 'merge', { contentType: 'post', fields: { title: { de: 'Hallo' } } });
    const res = await c.patch('/api/v1/spaces/merge', { default_locale: 'de' });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.locales.map((l: { code: string }) => l.code), ['de']);
    assert.deepEqual((await readEntryCopies(svc().database, a)).fields, { title: { de: 'Hi' } });
    assert.deepEqual((await readEntryCopies(svc().database, b)).fields, { title: { de: 'Hallo' } });
  });

  it('records who changed the site in the activity log', async () => {
    const rows = await svc().database.db.selectFrom('activity').selectAll().where('space_id', '=', 'site').where('action', '=', 'space.updated').execute();
    assert.ok(rows.length >= 1);
    assert.equal(rows[0].actor_name, 'management key');
  });
});
