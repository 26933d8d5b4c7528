import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';

describe('GET /api/v1/spaces/{space_id}/export', () => {
  const svc = useService();

  it('streams the model with hidden fields, languages, menu and quick access as one JSON document', async () => {
    await svc().space('acme', { name: 'Acme' });
    const mgmt = await svc().key('acme', 'management');
    await svc().client(mgmt).post('/api/v1/spaces/acme/locales', { code: 'de' });
    await svc().client(mgmt).post('/api/v1/spaces/acme/content_types', {
      name: 'Page',
      api_id: 'page',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'old', name: 'Old', type: 'text', hidden: true },
      ],
    });
    await svc().client(mgmt).put('/api/v1/spaces/acme/quick_access', { items: [{ content_type: 'page' }] });

    const res = await svc().client(await svc().key('acme', 'agent')).get('/api/v1/spaces/acme/export');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-disposition') ?? '', /attachment; filename="acme-export-/);
    assert.equal(res.headers.get('transfer-encoding'), 'chunked');
    const doc = res.body;
    assert.equal(doc.format, 'tessera.export');
    assert.equal(doc.version, 1);
    assert.deepEqual(doc.space, { id: 'acme', name: 'Acme', default_locale: 'en', prefix_default_locale: false, production_url: null, preview_url: null, time_zone: 'UTC' });
    assert.deepEqual(doc.locales.map((l: { code: string }) => l.code), ['en', 'de']);
    assert.deepEqual(doc.content_types[0].definition.fields.map((f: { api_id: string; hidden: boolean }) => [f.api_id, f.hidden]), [['title', false], ['old', true]]);
    assert.deepEqual(doc.quick_access, [{ content_type: 'page', label: null }]);
    assert.deepEqual(doc.assets, []);
    assert.deepEqual(doc.entries, []);
  });

  it('is for management keys and agent tokens only', async () => {
    for (const kind of ['delivery', 'preview'] as const) {
      const res = await svc().client(await svc().key('acme', kind)).get('/api/v1/spaces/acme/export');
      assert.equal(res.status, 403);
      assert.equal(res.body.error.code, 'key_cannot');
    }
    assert.equal((await svc().anon.get('/api/v1/spaces/acme/export')).status, 401);
  });

  it('pages through many entries and files without losing or repeating one', async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: `e${String(i).padStart(5, '0')}`,
      space_id: 'acme',
      content_type: 'page',
      status: 'draft' as const,
      version: 1,
      published_version: null,
      position: null,
      fields: JSON.stringify({ title: { en: `Page ${i}` } }),
      published_fields: null,
      created_at: now,
      updated_at: now,
      published_at: null,
      first_published_at: null,
      archived_at: null,
    }));
    for (let i = 0; i < rows.length; i += 200) await svc().database.db.insertInto('entries').values(rows.slice(i, i + 200)).execute();
    const res = await svc().client(await svc().key('acme', 'management')).get('/api/v1/spaces/acme/export');
    const ids = res.body.entries.map((e: { id: string }) => e.id);
    assert.equal(ids.length, 1203);
    assert.equal(new Set(ids).size, 1203);
    assert.deepEqual(res.body.entries[7].latest, { version: 1, fields: { title: { en: 'Page 7' } } });
    assert.equal(res.body.entries[7].published, null);
  });
});
