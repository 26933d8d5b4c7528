import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';

describe('entries: languages', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  let mgt: string;

  before(async () => {
    await svc().space('intl');
    mgt = await svc().key('intl', 'management');
    const c = svc().client(mgt);
    api = entriesApi(c, 'intl');
    dlv = entriesApi(svc().client(await svc().key('intl', 'delivery')), 'intl');
    assert.equal((await c.post('/api/v1/spaces/intl/locales', { code: 'de' })).status, 201);
    assert.equal((await c.post('/api/v1/spaces/intl/locales', { code: 'de-AT', fallback_code: 'de' })).status, 201);
    assert.equal((await c.post('/api/v1/spaces/intl/locales', { code: 'fr', fallback_code: null })).status, 201);
    await insertContentType(
      svc().database,
      'intl',
      buildContentType({
        api_id: 'page',
        url_path: '/{locale}/{slug}',
        fields: [field('title', 'symbol', { localized: true, required: true }), field('slug', 'slug', { localized: true }), field('views', 'integer')],
      }),
    );
  });

  it('writes only localized fields in another language, keyed errors say which', async () => {
    const e = await api.create('page', { title: 'Hello', views: 1 });
    const de = await api.patch(e.sys.id, { fields: { title: 'Hallo' } }, '?locale=de');
    assert.equal(de.status, 200);
    assert.equal(de.body.sys.locale, 'de');
    assert.equal(de.body.fields.title, 'Hallo');
    assert.equal(de.body.fields.views, 1, 'non-localized values show in every language');
    const bad = await api.patch(e.sys.id, { fields: { views: 2 } }, '?locale=de');
    assert.equal(bad.status, 422);
    assert.match(bad.body.error.details.fields.views, /not localized/);
    const unknown = await api.patch(e.sys.id, { fields: { title: 'x' } }, '?locale=es');
    assert.equal(unknown.status, 422);
    assert.match(unknown.body.error.details.fields.locale, /en, de, de-AT, fr/);
    const created = await svc().client(mgt).post(`${api.base}?locale=de`, { content_type: 'page', fields: { title: 'Nur Deutsch' } });
    assert.equal(created.status, 201);
    assert.equal(created.body.fields.title, 'Nur Deutsch');
    assert.equal((await api.get(created.body.sys.id)).body.fields.title, undefined, 'nothing in the default language');
    const bodyLocale = await svc().client(mgt).post(api.base, { content_type: 'page', fields: { title: 'Bonjour' }, locale: 'fr' });
    assert.equal(bodyLocale.body.sys.locale, 'fr');
  });

  it('takes locale=* objects keyed by code, with errors keyed like title.de', async () => {
    const ok = await svc().client(mgt).post(`${api.base}?locale=*`, { content_type: 'page', fields: { title: { en: 'Hi', de: 'Hallo' }, views: { en: 3 } } });
    assert.equal(ok.status, 201);
    assert.deepEqual(ok.body.fields, { title: { en: 'Hi', de: 'Hallo' }, views: { en: 3 } });
    assert.equal(ok.body.sys.locale, '*');
    const before = await snapshotDatabase(svc().database);
    const bad = await api.patch(ok.body.sys.id, { fields: { title: { en: 5, de: 6, it: 'x' }, views: { de: 4 } } }, '?locale=*');
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.error.details.fields).sort(), ['title', 'title.de', 'title.it', 'views.de']);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('reads through fallback chains and leaves out what a language without fallback lacks', async () => {
    const e = await api.create('page', { title: 'Hello', slug: 'hello', views: 7 });
    await api.patch(e.sys.id, { fields: { title: 'Hallo' } }, '?locale=de');
    const at = await api.get(e.sys.id, '?locale=de-AT');
    assert.deepEqual(at.body.fields, { title: 'Hallo', slug: 'hello', views: 7 });
    const fr = await api.get(e.sys.id, '?locale=fr');
    assert.deepEqual(fr.body.fields, { views: 7 });
    const all = await api.get(e.sys.id, '?locale=*');
    assert.deepEqual(all.body.fields, { title: { en: 'Hello', de: 'Hallo' }, slug: { en: 'hello' }, views: { en: 7 } });
    const bad = await api.get(e.sys.id, '?locale=xx');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'invalid_parameter');
  });

  it('requires required fields in every language whose fallbacks do not reach a value', async () => {
    const e = await api.create('page', { title: 'Only English', slug: 'only-en' });
    const res = await api.action(e.sys.id, 'publish');
    assert.equal(res.status, 422);
    assert.deepEqual(Object.keys(res.body.error.details.fields), ['title.fr']);
    await api.patch(e.sys.id, { fields: { title: 'Seulement' } }, '?locale=fr');
    await api.publish(e.sys.id);
    const fr = await dlv.get(e.sys.id, '?locale=fr');
    assert.deepEqual(fr.body.fields, { title: 'Seulement' }, 'fr has no fallback: its own values only');
  });

  it('builds URLs per language and filters on the value a language sees', async () => {
    await svc().client(mgt).patch('/api/v1/spaces/intl', { production_url: 'https://intl.test' });
    const e = await svc().client(mgt).post(`${api.base}?locale=*`, { content_type: 'page', fields: { title: { en: 'A', fr: 'A' }, slug: { en: 'about', de: 'ueber-uns' } } });
    await api.publish(e.body.sys.id);
    assert.equal((await dlv.get(e.body.sys.id)).body.sys.url, 'https://intl.test/about');
    assert.equal((await dlv.get(e.body.sys.id, '?locale=de')).body.sys.url, 'https://intl.test/de/ueber-uns');
    assert.equal((await dlv.get(e.body.sys.id, '?locale=de-AT')).body.sys.url, 'https://intl.test/de-AT/ueber-uns');
    assert.equal((await dlv.list('?content_type=page&locale=de-AT&fields.slug=ueber-uns')).body.total, 1);
    assert.equal((await dlv.list('?content_type=page&locale=de&fields.slug=about')).body.total, 0);
    assert.equal((await dlv.list('?content_type=page&fields.slug=about')).body.total, 1);
  });

  it('deletes a language from every entry, version and published snapshot', async () => {
    const c = svc().client(mgt);
    await c.post('/api/v1/spaces/intl/locales', { code: 'it' });
    const e = await c.post(`${api.base}?locale=*`, { content_type: 'page', fields: { title: { en: 'Ciao', it: 'Ciao', fr: 'Ciao' }, slug: { en: 'ciao', it: 'ciao-it' } } });
    const id = e.body.sys.id;
    await api.publish(id);
    const refused = await c.delete('/api/v1/spaces/intl/locales/it');
    assert.equal(refused.status, 422);
    const done = await c.delete('/api/v1/spaces/intl/locales/it?delete_values=true');
    assert.equal(done.status, 200);
    assert.ok(done.body.entries_changed >= 1);
    assert.deepEqual((await api.get(id, '?locale=*')).body.fields.slug, { en: 'ciao' });
    assert.deepEqual((await dlv.get(id, '?locale=*')).body.fields.slug, { en: 'ciao' });
    const versions = await c.get(`${api.base}/${id}/versions`);
    assert.ok(versions.body.items.every((v: { fields: { slug: object } }) => !('it' in v.fields.slug)));
    const slugs = await svc().database.db.selectFrom('entry_slugs').selectAll().where('entry_id', '=', id).execute();
    assert.deepEqual(slugs.map((s) => s.locale), ['en']);
  });
});

describe('entries: moving the default language', () => {
  const svc = useService();

  it('moves every value, published ones and the slug index included', async () => {
    await svc().space('move');
    const c = svc().client(await svc().key('move', 'management'));
    const api = entriesApi(c, 'move');
    await insertContentType(svc().database, 'move', buildContentType({ api_id: 'page', fields: [field('title', 'symbol', { localized: true }), field('slug', 'slug'), field('n', 'integer')] }));
    const e = await api.createPublished('page', { title: 'Hello', slug: 'hello', n: 1 });
    const res = await c.patch('/api/v1/spaces/move', { default_locale: 'en-GB' });
    assert.equal(res.status, 200);
    const read = await api.get(e.sys.id, '?locale=*');
    assert.deepEqual(read.body.fields, { title: { 'en-GB': 'Hello' }, slug: { 'en-GB': 'hello' }, n: { 'en-GB': 1 } });
    const dlv = entriesApi(svc().client(await svc().key('move', 'delivery')), 'move');
    assert.equal((await dlv.list('?content_type=page&fields.slug=hello')).body.total, 1);
    const other = await api.create('page', { slug: 'hello' });
    const dup = await api.action(other.sys.id, 'publish');
    assert.equal(dup.status, 422, 'the moved slug is still taken');
    assert.match(dup.body.error.details.fields.slug, /belongs to entry/);
  });
});
