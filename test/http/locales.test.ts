import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { insertEntry, readEntryCopies } from '../support/rows.ts';

describe('locales', () => {
  const svc = useService();
  let c: ReturnType<ReturnType<typeof svc>['client']>;

  before(async () => {
    await svc().space('site', { locale: 'en' });
    c = svc().client(await svc().key('site', 'agent'));
  });

  it("creates a language named in its own language, falling back to the default", async () => {
    const res = await c.post('/api/v1/spaces/site/locales', { code: 'de' });
    assert.equal(res.status, 201);
    assert.deepEqual(res.body, { code: 'de', name: 'Deutsch', default: false, fallback_code: 'en' });
    const fr = await c.post('/api/v1/spaces/site/locales', { code: 'fr-ca', name: 'Québécois', fallback_code: null });
    assert.deepEqual(fr.body, { code: 'fr-CA', name: 'Québécois', default: false, fallback_code: null });
  });

  it('rejects malformed, duplicate and dangling codes', async () => {
    for (const body of [{ code: 'deu' }, { code: 'd' }, { code: 'de-DEU' }, { code: 'de' }, { code: 'it', fallback_code: 'xx' }]) {
      const res = await c.post('/api/v1/spaces/site/locales', body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.equal(res.body.error.code, 'validation_failed');
    }
  });

  it('renames a language and changes its fallback, refusing cycles', async () => {
    const res = await c.patch('/api/v1/spaces/site/locales/fr-CA', { name: 'Français (Canada)', fallback_code: 'de' });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { code: 'fr-CA', name: 'Français (Canada)', default: false, fallback_code: 'de' });
    const cycle = await c.patch('/api/v1/spaces/site/locales/de', { fallback_code: 'fr-CA' });
    assert.equal(cycle.status, 422);
    assert.ok(cycle.body.error.details.fields.fallback_code);
    const self = await c.patch('/api/v1/spaces/site/locales/de', { fallback_code: 'de' });
    assert.equal(self.status, 422);
    const missing = await c.patch('/api/v1/spaces/site/locales/es', { name: 'x' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, 'not_found');
  });

  it('refuses to delete a language that holds values unless delete_values=true, then deletes them everywhere', async () => {
    const id = await insertEntry(svc().database, 'site', { contentType: 'post', fields: { title: { en: 'Hi!', de: 'Hallo!' }, body: { de: 'Text' } }, versions: [{ title: { en: 'Hi', de: 'Hallo' } }], published: { title: { en: 'Hi', de: 'Hallo' } }, status: 'published' });
    await insertEntry(svc().database, 'site', { contentType: 'post', fields: { title: { en: 'Solo' } } });
    const before = await snapshotDatabase(svc().database);
    const refused = await c.delete('/api/v1/spaces/site/locales/de');
    assert.equal(refused.status, 422);
    assert.match(refused.body.error.details.fields.delete_values, /1 entries/);
    assert.equal(await snapshotDatabase(svc().database), before);

    const res = await c.delete('/api/v1/spaces/site/locales/de?delete_values=true');
    assert.equal(res.status, 200);
    assert.equal(res.body.entries_changed, 1);
    assert.deepEqual(res.body.locales.map((l: { code: string }) => l.code), ['en', 'fr-CA']);
    // fr-CA fell back to de: it now falls back to the default language.
    assert.equal(res.body.locales[1].fallback_code, 'en');
    const stored = await readEntryCopies(svc().database, id);
    assert.deepEqual(stored.fields, { title: { en: 'Hi!' }, body: {} });
    assert.deepEqual(stored.published, { title: { en: 'Hi' } });
    assert.deepEqual(stored.versions[0], { title: { en: 'Hi' } });
  });

  it('deletes a language without values directly', async () => {
    const res = await c.delete('/api/v1/spaces/site/locales/fr-CA');
    assert.equal(res.status, 200);
    assert.equal(res.body.entries_changed, 0);
  });

  it('never removes the default language', async () => {
    const res = await c.delete('/api/v1/spaces/site/locales/en?delete_values=true');
    assert.equal(res.status, 422);
    assert.match(res.body.error.fix, /default_locale/);
  });
});
