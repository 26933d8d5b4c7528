import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { insertEntry } from '../support/rows.ts';
import type { Client } from '../support/http.ts';

describe('content type fields', () => {
  const svc = useService();
  const setup = async (slug: string, fields: unknown[] = []): Promise<Client> => {
    await svc().space(slug);
    const c = svc().client(await svc().key(slug, 'management'));
    const res = await c.post(`/api/v1/spaces/${slug}/content_types`, { name: 'Post', api_id: 'post', fields });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return c;
  };
  const fieldsUrl = (slug: string) => `/api/v1/spaces/${slug}/content_types/post/fields`;
  const fieldOf = (ct: { fields: Array<{ api_id: string }> }, id: string) => ct.fields.find((f) => f.api_id === id) as Record<string, unknown> | undefined;

  it('adds a field of every type and returns the type with it', async () => {
    const c = await setup('add');
    const types = ['symbol', 'text', 'rich_text', 'integer', 'number', 'boolean', 'date', 'json', 'slug', 'tags', 'reference', 'references', 'asset', 'assets', 'list', 'url', 'email', 'color', 'select', 'multi_select'];
    for (const type of types) {
      const body: Record<string, unknown> = { api_id: `f_${type}`, name: type, type };
      if (type === 'select' || type === 'multi_select') body.options = ['a', 'b'];
      if (type === 'list') body.item_fields = [{ api_id: 'who', name: 'Who', type: 'reference', link_content_types: ['post'] }];
      const res = await c.post(fieldsUrl('add'), body);
      assert.equal(res.status, 201, `${type}: ${JSON.stringify(res.body)}`);
      assert.equal(fieldOf(res.body, `f_${type}`)?.type, type);
    }
    const ct = (await c.get('/api/v1/spaces/add/content_types/post')).body;
    assert.equal(ct.fields.length, 20);
    assert.equal(fieldOf(ct, 'f_asset')?.accept, 'any');
    assert.deepEqual(fieldOf(ct, 'f_reference')?.link_content_types, []);
    assert.deepEqual(fieldOf(ct, 'f_multi_select')?.options, ['a', 'b']);
    assert.equal('options' in fieldOf(ct, 'f_symbol')!, false);
    assert.equal(ct.display_field, 'f_symbol');
  });

  it('checks limits at their boundaries and collects every problem', async () => {
    const c = await setup('limits');
    const ok = await c.post(fieldsUrl('limits'), {
      api_id: 'size',
      name: 'Size',
      type: 'select',
      help: 'h'.repeat(300),
      group: 'g'.repeat(40),
      options: Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(100, 'x')),
    });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    const bad = await c.post(fieldsUrl('limits'), {
      api_id: 'size2',
      name: 'Size',
      type: 'select',
      help: 'h'.repeat(301),
      group: 'g'.repeat(41),
      options: Array.from({ length: 51 }, (_, i) => `${i}`),
    });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.error.details.fields).sort(), ['group', 'help', 'options']);
    const longOption = await c.post(fieldsUrl('limits'), { api_id: 'size3', name: 'S', type: 'multi_select', options: ['x'.repeat(101)] });
    assert.match(longOption.body.error.details.fields.options, /at most 100/);
    const dupe = await c.post(fieldsUrl('limits'), { api_id: 'size4', name: 'S', type: 'select', options: ['a', 'a'] });
    assert.match(dupe.body.error.details.fields.options, /repeated/);
    const none = await c.post(fieldsUrl('limits'), { api_id: 'size5', name: 'S', type: 'select' });
    assert.match(none.body.error.details.fields.options, /required/);
  });

  it('never reuses an API ID, also once the field is hidden', async () => {
    const c = await setup('reuse', [{ api_id: 'legacy', name: 'Legacy', type: 'symbol' }]);
    const hide = await c.patch(`${fieldsUrl('reuse')}/legacy`, { hidden: true });
    assert.equal(hide.status, 200);
    assert.equal(fieldOf(hide.body, 'legacy')?.hidden, true);
    const again = await c.post(fieldsUrl('reuse'), { api_id: 'legacy', name: 'Legacy', type: 'text' });
    assert.equal(again.status, 422);
    assert.match(again.body.error.details.fields.api_id, /never reused/);
    const otherCase = await c.post(fieldsUrl('reuse'), { api_id: 'Legacy', name: 'Legacy', type: 'text' });
    assert.equal(otherCase.status, 422);
    const show = await c.patch(`${fieldsUrl('reuse')}/legacy`, { hidden: false });
    assert.equal(fieldOf(show.body, 'legacy')?.hidden, false);
  });

  it('edits change only what is sent; null clears help and group and returns accept to automatic', async () => {
    const c = await setup('edit', [{ api_id: 'cover', name: 'Cover', type: 'asset', accept: 'video', help: 'Wide', group: 'Media', required: true }]);
    const r1 = await c.patch(`${fieldsUrl('edit')}/cover`, { name: 'Cover image', localized: true });
    assert.deepEqual(fieldOf(r1.body, 'cover'), { api_id: 'cover', name: 'Cover image', type: 'asset', required: true, localized: true, hidden: false, help: 'Wide', group: 'Media', accept: 'video' });
    const r2 = await c.patch(`${fieldsUrl('edit')}/cover`, { help: null, group: null, accept: null });
    assert.deepEqual(fieldOf(r2.body, 'cover'), { api_id: 'cover', name: 'Cover image', type: 'asset', required: true, localized: true, hidden: false, accept: 'image' });
    assert.equal(r2.body.image_field, 'cover');
    const wrong = await c.patch(`${fieldsUrl('edit')}/cover`, { options: ['a'] });
    assert.match(wrong.body.error.details.fields.options, /only for select/);
    const missing = await c.patch(`${fieldsUrl('edit')}/nope`, { name: 'x' });
    assert.equal(missing.status, 404);
    const rename = await c.patch(`${fieldsUrl('edit')}/cover`, { api_id: 'hero' });
    assert.match(rename.body.error.details.fields.api_id, /cannot change/);
  });

  it('any type change is allowed while the field holds no data', async () => {
    const c = await setup('nodata', [{ api_id: 'price', name: 'Price', type: 'symbol' }]);
    const r = await c.patch(`${fieldsUrl('nodata')}/price`, { type: 'integer' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(fieldOf(r.body, 'price')?.type, 'integer');
    const toSelect = await c.patch(`${fieldsUrl('nodata')}/price`, { type: 'select' });
    assert.match(toSelect.body.error.details.fields.options, /required/);
  });

  it('with data: a non-text change is refused with the add-copy-hide route', async () => {
    const c = await setup('blocked', [{ api_id: 'price', name: 'Price', type: 'symbol' }]);
    await insertEntry(svc().database, 'blocked', { contentType: 'post', fields: { price: { en: '12' } } });
    const before = await snapshotDatabase(svc().database);
    const r = await c.patch(`${fieldsUrl('blocked')}/price`, { type: 'integer' });
    assert.equal(r.status, 422);
    assert.equal(r.body.error.code, 'validation_failed');
    assert.match(r.body.error.fix, /add a new field of type integer/);
    assert.match(r.body.error.fix, /hide the old field/);
    assert.ok(r.body.error.details.fields.type);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('with data: a text-type change needs every stored value (versions, published, languages) to fit', async () => {
    const c = await setup('texts', [{ api_id: 'handle', name: 'Handle', type: 'symbol', localized: true }]);
    const db = svc().database;
    const good = await insertEntry(db, 'texts', { contentType: 'post', fields: { handle: { en: 'hello-world', de: 'hallo-welt' } }, published: { handle: { en: 'hello-world' } } });
    const oldVersion = await insertEntry(db, 'texts', { contentType: 'post', fields: { handle: { en: 'ok' } }, versions: [{ handle: { en: 'Old Value' } }] });
    const germanOnly = await insertEntry(db, 'texts', { contentType: 'post', fields: { handle: { en: 'fine', de: 'Nicht OK' } } });
    const publishedOnly = await insertEntry(db, 'texts', { contentType: 'post', fields: { handle: { en: 'now-ok' } }, published: { handle: { en: 'Was Bad' } } });
    const before = await snapshotDatabase(db);
    const r = await c.patch(`${fieldsUrl('texts')}/handle`, { type: 'slug' });
    assert.equal(r.status, 422);
    const offending = r.body.error.details.values.map((v: { entry: string; locale: string; where: string; value: unknown }) => [v.entry, v.locale, v.where, v.value]);
    assert.deepEqual(
      offending.sort(),
      [
        [oldVersion, 'en', 'version', 'Old Value'],
        [germanOnly, 'de', 'latest', 'Nicht OK'],
        [publishedOnly, 'en', 'published', 'Was Bad'],
      ].sort(),
    );
    assert.ok(!JSON.stringify(r.body).includes(good));
    assert.match(r.body.error.details.fields.type, /Nicht OK/);
    const dry = await c.patch(`${fieldsUrl('texts')}/handle?dry_run=true`, { type: 'slug' });
    assert.deepEqual(dry.body, r.body, 'a dry run gives the same errors');
    assert.equal(await snapshotDatabase(db), before);
  });

  it('with data: a change every value fits is saved, and values are normalised everywhere', async () => {
    const c = await setup('fits', [{ api_id: 'accent', name: 'Accent', type: 'symbol' }]);
    const db = svc().database;
    const id = await insertEntry(db, 'fits', { contentType: 'post', fields: { accent: { en: 'FFAA00' } }, published: { accent: { en: '#ABC' } }, versions: [{ accent: { en: 'abc' } }] });
    const r = await c.patch(`${fieldsUrl('fits')}/accent`, { type: 'color' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(fieldOf(r.body, 'accent')?.type, 'color');
    const entry = await db.db.selectFrom('entries').select(['fields', 'published_fields']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual(JSON.parse(entry.fields), { accent: { en: '#ffaa00' } });
    assert.deepEqual(JSON.parse(entry.published_fields!), { accent: { en: '#abc' } });
    const versions = await db.db.selectFrom('entry_versions').select(['version', 'fields']).where('entry_id', '=', id).orderBy('version').execute();
    assert.deepEqual(versions.map((v) => JSON.parse(v.fields)), [{ accent: { en: '#abc' } }, { accent: { en: '#ffaa00' } }]);
  });

  it('with data: options may not drop a value that is in use', async () => {
    const c = await setup('options', [{ api_id: 'size', name: 'Size', type: 'select', options: ['s', 'm', 'l'] }]);
    await insertEntry(svc().database, 'options', { contentType: 'post', fields: { size: { en: 'm' } } });
    const drop = await c.patch(`${fieldsUrl('options')}/size`, { options: ['s', 'l'] });
    assert.equal(drop.status, 422);
    assert.match(drop.body.error.details.fields.options, /"m"/);
    const add = await c.patch(`${fieldsUrl('options')}/size`, { options: ['s', 'm', 'l', 'xl'] });
    assert.equal(add.status, 200);
  });

  it('a title-like field added later becomes the display field; dry runs change nothing', async () => {
    const c = await setup('dryfield', [{ api_id: 'code', name: 'Code', type: 'symbol' }]);
    const before = await snapshotDatabase(svc().database);
    const dry = await c.post(`${fieldsUrl('dryfield')}?dry_run=true`, { api_id: 'title', name: 'Title', type: 'symbol' });
    assert.equal(dry.status, 200);
    assert.equal(dry.body.dry_run, true);
    assert.equal(dry.body.would_update.display_field, 'title');
    const dryEdit = await c.patch(`${fieldsUrl('dryfield')}/code?dry_run=true`, { name: 'Product code', type: 'slug' });
    assert.equal(dryEdit.body.would_update.fields[0].type, 'slug');
    const dryBad = await c.post(`${fieldsUrl('dryfield')}?dry_run=true`, { api_id: 'code', name: 'Code', type: 'symbol' });
    assert.equal(dryBad.status, 422);
    assert.equal(await snapshotDatabase(svc().database), before);
    const real = await c.post(fieldsUrl('dryfield'), { api_id: 'title', name: 'Title', type: 'symbol' });
    assert.equal(real.status, 201);
    assert.equal(real.body.display_field, 'title');
  });

  it('a field change that would break a type setting is refused', async () => {
    const c = await setup('settings', [
      { api_id: 'title', name: 'Title', type: 'symbol' },
      { api_id: 'slug', name: 'Slug', type: 'slug' },
      { api_id: 'order', name: 'Order', type: 'integer' },
    ]);
    await c.patch('/api/v1/spaces/settings/content_types/post', { url_path: '/p/{slug}', entry_order: 'fields.order' });
    const slug = await c.patch(`${fieldsUrl('settings')}/slug`, { type: 'symbol' });
    assert.match(slug.body.warnings.join(), /no field of type slug/, 'the url_path stays; the type says its {slug} has no field now');
    const order = await c.patch(`${fieldsUrl('settings')}/order`, { type: 'json' });
    assert.match(order.body.error.details.fields.entry_order, /sorted/);
  });

  it('delivery and preview keys cannot change fields', async () => {
    const c = await setup('fperm', [{ api_id: 'title', name: 'Title', type: 'symbol' }]);
    assert.ok(c);
    for (const kind of ['delivery', 'preview'] as const) {
      const k = svc().client(await svc().key('fperm', kind));
      const add = await k.post(fieldsUrl('fperm'), { api_id: 'x', name: 'X', type: 'symbol' });
      const edit = await k.patch(`${fieldsUrl('fperm')}/title`, { name: 'X' });
      assert.deepEqual([add.status, add.body.error.code, edit.status, edit.body.error.code], [403, 'key_cannot', 403, 'key_cannot']);
    }
  });
});
