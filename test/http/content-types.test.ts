import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { insertAsset } from '../support/rows.ts';
import type { Client } from '../support/http.ts';

describe('content types', () => {
  const svc = useService();
  const setup = async (slug: string): Promise<Client> => {
    await svc().space(slug);
    return svc().client(await svc().key(slug, 'management'));
  };
  const base = (slug: string) => `/api/v1/spaces/${slug}/content_types`;

  it('creates a type and returns every effective value; GET one and the list agree', async () => {
    const c = await setup('create');
    const res = await c.post(base('create'), {
      name: 'Blog post',
      api_id: 'post',
      description: 'Articles',
      url_path: '/blog/{slug}',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol', required: true },
        { api_id: 'slug', name: 'Slug', type: 'slug' },
        { api_id: 'excerpt', name: 'Excerpt', type: 'text', help: 'One or two sentences', group: 'Summary' },
        { api_id: 'heroImage', name: 'Hero', type: 'asset' },
        { api_id: 'size', name: 'Size', type: 'select', options: ['s', 'm'] },
        { api_id: 'related', name: 'Related', type: 'references', link_content_types: ['post'] },
        { api_id: 'facts', name: 'Facts', type: 'list', item_fields: [{ api_id: 'label', name: 'Label', type: 'symbol' }, { api_id: 'kind', name: 'Kind', type: 'select', options: ['a'] }] },
      ],
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const ct = res.body;
    assert.deepEqual(ct.sys.id, 'post');
    assert.equal(ct.sys.type, 'ContentType');
    assert.equal(ct.display_field, 'title');
    assert.equal(ct.kind, 'collection');
    assert.equal(ct.subtitle_field, 'excerpt');
    assert.equal(ct.image_field, 'heroImage');
    assert.equal(ct.position, 1);
    assert.equal(ct.entry_order, '-sys.updated_at');
    assert.equal('guidance' in ct, false);
    assert.equal('previews' in ct, false);
    const byId = Object.fromEntries(ct.fields.map((f: { api_id: string }) => [f.api_id, f]));
    assert.deepEqual(byId.excerpt, { api_id: 'excerpt', name: 'Excerpt', type: 'text', required: false, localized: false, hidden: false, help: 'One or two sentences', group: 'Summary' });
    assert.equal(byId.heroImage.accept, 'image');
    assert.deepEqual(byId.size.options, ['s', 'm']);
    assert.deepEqual(byId.related.link_content_types, ['post']);
    assert.deepEqual(byId.facts.item_fields[1], { api_id: 'kind', name: 'Kind', type: 'select', options: ['a'] });
    assert.equal(byId.title.required, true);

    const one = await c.get(`${base('create')}/post`);
    assert.deepEqual(one.body, ct);
    const list = await c.get(base('create'));
    assert.equal(list.body.sys.type, 'Array');
    assert.equal(list.body.total, 1);
    assert.deepEqual(list.body.items, [ct]);
    const space = await c.get('/api/v1/spaces/create');
    assert.deepEqual(space.body.content_types, [{ api_id: 'post', name: 'Blog post' }]);
  });

  it('records activity and emits content_type.changed', async () => {
    const c = await setup('events');
    await c.post(base('events'), { name: 'Post', api_id: 'post' });
    await c.patch(`${base('events')}/post`, { description: 'x' });
    const same = await c.patch(`${base('events')}/post`, { description: 'x' }); // changes nothing: records nothing
    assert.equal(same.status, 200);
    const db = svc().database.db;
    const activity = await db.selectFrom('activity').select(['action', 'resource_id', 'actor_name']).where('space_id', '=', 'events').where('action', 'like', 'content_type.%').orderBy('id').execute();
    assert.deepEqual(activity.map((a) => a.action), ['content_type.created', 'content_type.updated']);
    assert.equal(activity[0].actor_name, 'management key');
    const outbox = await db.selectFrom('outbox').select(['event', 'resource_id', 'payload']).where('space_id', '=', 'events').orderBy('created_at').execute();
    assert.deepEqual(outbox.map((o) => [o.event, o.resource_id]), [['content_type.changed', 'post'], ['content_type.changed', 'post']]);
    assert.equal(JSON.parse(outbox[0].payload).change, 'created');
  });

  it('a title field added later replaces an automatic first-short-text title, never an explicit one', async () => {
    const c = await setup('titles');
    await c.post(base('titles'), { name: 'Auto', api_id: 'auto', fields: [{ api_id: 'code', name: 'Code', type: 'symbol' }] });
    await c.post(base('titles'), { name: 'Set', api_id: 'set', display_field: 'code', fields: [{ api_id: 'code', name: 'Code', type: 'symbol' }] });
    assert.equal((await c.get(`${base('titles')}/auto`)).body.display_field, 'code');
    for (const t of ['auto', 'set']) {
      const r = await c.post(`${base('titles')}/${t}/fields`, { api_id: 'headline', name: 'Headline', type: 'symbol' });
      assert.equal(r.status, 201);
    }
    assert.equal((await c.get(`${base('titles')}/auto`)).body.display_field, 'headline');
    assert.equal((await c.get(`${base('titles')}/set`)).body.display_field, 'code');
    // null returns to automatic
    const back = await c.patch(`${base('titles')}/set`, { display_field: null });
    assert.equal(back.body.display_field, 'headline');
  });

  it('kind follows the model: page, section, settings, collection', async () => {
    const c = await setup('kinds');
    await c.post(base('kinds'), { name: 'Hero', api_id: 'hero', fields: [{ api_id: 'heading', name: 'Heading', type: 'symbol' }] });
    await c.post(base('kinds'), { name: 'Site', api_id: 'site', singleton: true });
    const page = await c.post(base('kinds'), {
      name: 'Page',
      api_id: 'page',
      url_path: '/{slug}',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'slug', name: 'Slug', type: 'slug' },
        { api_id: 'sections', name: 'Sections', type: 'references', link_content_types: ['hero'] },
      ],
    });
    assert.equal(page.body.kind, 'page');
    assert.equal(page.body.subtitle_field, 'slug', 'pages with a url_path show their path');
    const kinds = Object.fromEntries((await c.get(base('kinds'))).body.items.map((t: { api_id: string; kind: string }) => [t.api_id, t.kind]));
    assert.deepEqual(kinds, { hero: 'section', site: 'settings', page: 'page' });
  });

  it('null on edit returns kind, subtitle_field, image_field, position and entry_order to automatic', async () => {
    const c = await setup('nulls');
    await c.post(base('nulls'), {
      name: 'Post',
      api_id: 'post',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol' },
        { api_id: 'summary', name: 'Summary', type: 'text' },
        { api_id: 'cover', name: 'Cover', type: 'asset' },
        { api_id: 'photo', name: 'Photo', type: 'asset' },
        { api_id: 'order', name: 'Order', type: 'integer' },
      ],
    });
    const set = await c.patch(`${base('nulls')}/post`, { kind: 'page', subtitle_field: 'title', image_field: 'photo', position: 7, entry_order: '-sys.created_at' });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.deepEqual([set.body.kind, set.body.subtitle_field, set.body.image_field, set.body.position, set.body.entry_order], ['page', 'title', 'photo', 7, '-sys.created_at']);
    const auto = await c.patch(`${base('nulls')}/post`, { kind: null, subtitle_field: null, image_field: null, position: null, entry_order: null });
    assert.deepEqual([auto.body.kind, auto.body.subtitle_field, auto.body.image_field, auto.body.position, auto.body.entry_order], ['collection', 'summary', 'cover', 1, 'fields.order']);
    const unsent = await c.patch(`${base('nulls')}/post`, { name: 'Article' });
    assert.equal(unsent.body.name, 'Article');
    assert.equal(unsent.body.entry_order, 'fields.order');
  });

  it('collects every problem of a create into one validation_failed', async () => {
    const c = await setup('invalid');
    await c.get(base('invalid')); // a key's first use is recorded on it; take the snapshot after that
    const before = await snapshotDatabase(svc().database);
    const res = await c.post(base('invalid'), {
      name: '',
      api_id: '9lives',
      guidance: 'x'.repeat(2001),
      url_path: 'blog',
      kind: 'blog',
      entry_order: 'title',
      image_field: 'title',
      fields: [
        { api_id: 'title', name: 'Title', type: 'symbol', help: 'x'.repeat(301) },
        { api_id: 'Title', name: 'Again', type: 'symbol' },
        { api_id: 'size', name: 'Size', type: 'select' },
        { api_id: 'author', name: 'Author', type: 'reference', link_content_types: ['ghost'] },
        { api_id: 'amount', name: 'Amount', type: 'money' },
      ],
    });
    assert.equal(res.status, 422);
    assert.equal(res.body.error.code, 'validation_failed');
    assert.deepEqual(Object.keys(res.body.error.details.fields).sort(), [
      'api_id', 'entry_order', 'fields[0].help', 'fields[1].api_id', 'fields[2].options', 'fields[3].link_content_types', 'fields[4].type', 'guidance', 'image_field', 'kind', 'name', 'url_path',
    ]);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('API IDs: unique without regard to case; a type cannot change its own; links may name the type being created', async () => {
    const c = await setup('ids');
    const self = await c.post(base('ids'), { name: 'Category', api_id: 'category', fields: [{ api_id: 'parent', name: 'Parent', type: 'reference', link_content_types: ['category'] }] });
    assert.equal(self.status, 201);
    const dup = await c.post(base('ids'), { name: 'Other', api_id: 'Category' });
    assert.equal(dup.status, 422);
    assert.match(dup.body.error.details.fields.api_id, /"category" exists/);
    const rename = await c.patch(`${base('ids')}/category`, { api_id: 'cat' });
    assert.equal(rename.status, 422);
    assert.match(rename.body.error.details.fields.api_id, /cannot change/);
    assert.equal((await c.patch(`${base('ids')}/category`, { api_id: 'category', name: 'Categories' })).status, 200);
    const singleton = await c.patch(`${base('ids')}/category`, { singleton: true });
    assert.equal(singleton.status, 422);
    assert.ok(singleton.body.error.details.fields.singleton);
    const missing = await c.get(`${base('ids')}/nope`);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, 'not_found');
    assert.equal((await c.patch(`${base('ids')}/nope`, { name: 'x' })).status, 404);
  });

  it('guidance and previews: returned only when set; images only, at most 4; [] clears', async () => {
    const c = await setup('previews');
    const db = svc().database;
    const imgs = [];
    for (let i = 0; i < 5; i++) imgs.push(await insertAsset(db, 'previews', { filename: `shot ${i}.png`, contentType: 'image/png', alt: i === 0 ? 'First' : null }));
    const pdf = await insertAsset(db, 'previews', { filename: 'doc.pdf', contentType: 'application/pdf' });
    await c.post(base('previews'), { name: 'Post', api_id: 'post' });
    const four = await c.patch(`${base('previews')}/post`, { previews: imgs.slice(0, 4), guidance: 'x'.repeat(2000) });
    assert.equal(four.status, 200, JSON.stringify(four.body));
    assert.equal(four.body.guidance.length, 2000);
    assert.equal(four.body.previews.length, 4);
    assert.deepEqual(four.body.previews[0], { id: imgs[0], url: `${svc().url}/files/previews/${imgs[0]}/${'ab'.repeat(32)}/shot%200.png`, alt: 'First' });
    assert.equal(four.body.previews[1].alt, null);
    const five = await c.patch(`${base('previews')}/post`, { previews: imgs });
    assert.match(five.body.error.details.fields.previews, /at most 4/);
    const notImage = await c.patch(`${base('previews')}/post`, { previews: [pdf] });
    assert.match(notImage.body.error.details.fields.previews, /application\/pdf/);
    const tooLong = await c.patch(`${base('previews')}/post`, { guidance: 'x'.repeat(2001) });
    assert.match(tooLong.body.error.details.fields.guidance, /at most 2000/);
    const cleared = await c.patch(`${base('previews')}/post`, { previews: [], guidance: null });
    assert.equal('previews' in cleared.body, false);
    assert.equal('guidance' in cleared.body, false);
  });

  it('a position that is taken moves the other types down', async () => {
    const c = await setup('positions');
    await c.post(base('positions'), { name: 'A', api_id: 'a', position: 1 });
    await c.post(base('positions'), { name: 'B', api_id: 'b', position: 1 });
    await c.post(base('positions'), { name: 'C', api_id: 'c' });
    const list = (await c.get(base('positions'))).body.items.map((t: { api_id: string; position: number }) => [t.api_id, t.position]);
    assert.deepEqual(list, [['b', 1], ['a', 2], ['c', 3]]);
  });

  it('dry runs show the result and the errors of the real call and change nothing', async () => {
    const c = await setup('dry');
    await c.post(base('dry'), { name: 'Post', api_id: 'post', fields: [{ api_id: 'code', name: 'Code', type: 'symbol' }] });
    const before = await snapshotDatabase(svc().database);
    const create = await c.post(`${base('dry')}?dry_run=true`, { name: 'Author', api_id: 'author', fields: [{ api_id: 'name', name: 'Name', type: 'symbol' }] });
    assert.equal(create.status, 200);
    assert.equal(create.body.dry_run, true);
    assert.equal(create.body.would_create.api_id, 'author');
    assert.equal(create.body.would_create.display_field, 'name');
    const patch = await c.patch(`${base('dry')}/post?dry_run=true`, { name: 'Article', kind: 'page' });
    assert.deepEqual([patch.body.dry_run, patch.body.would_update.name, patch.body.would_update.kind], [true, 'Article', 'page']);
    const bad = await c.patch(`${base('dry')}/post?dry_run=true`, { entry_order: 'nope' });
    const real = await c.patch(`${base('dry')}/post`, { entry_order: 'nope' });
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.body, real.body);
    const badCreate = await c.post(`${base('dry')}?dry_run=true`, { name: 'Post', api_id: 'post' });
    assert.equal(badCreate.status, 422);
    assert.equal(await snapshotDatabase(svc().database), before);
    assert.equal((await c.get(`${base('dry')}/author`)).status, 404);
  });

  it('reads with any key of the space; writes need manage_model; other spaces are refused', async () => {
    const c = await setup('perm');
    await svc().space('other');
    await c.post(base('perm'), { name: 'Post', api_id: 'post' });
    const readers = { delivery: svc().client(await svc().key('perm', 'delivery')), preview: svc().client(await svc().key('perm', 'preview')) };
    for (const k of Object.values(readers)) assert.equal((await k.get(base('perm'))).status, 200);
    const before = await snapshotDatabase(svc().database);
    for (const k of Object.values(readers)) {
      assert.equal((await k.get(`${base('perm')}/post`)).status, 200);
      const writes = [
        await k.post(base('perm'), { name: 'X', api_id: 'x' }),
        await k.patch(`${base('perm')}/post`, { name: 'X' }),
        await k.post(`${base('perm')}/post/fields`, { api_id: 'a', name: 'A', type: 'symbol' }),
        await k.post(`${base('perm')}/order`, { content_types: ['post'] }),
      ];
      for (const w of writes) {
        assert.equal(w.status, 403);
        assert.equal(w.body.error.code, 'key_cannot');
      }
    }
    assert.equal(await snapshotDatabase(svc().database), before);
    const agent = svc().client(await svc().key('perm', 'agent'));
    assert.equal((await agent.post(base('perm'), { name: 'Author', api_id: 'author' })).status, 201);
    const foreign = svc().client(await svc().key('other', 'management'));
    const wrong = await foreign.get(base('perm'));
    assert.equal(wrong.status, 403);
    assert.equal(wrong.body.error.code, 'wrong_space');
    assert.equal((await foreign.post(base('perm'), { name: 'X', api_id: 'x' })).body.error.code, 'wrong_space');
    assert.equal((await svc().anon.get(base('perm'))).status, 401);
  });
});
