import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { buildContentType, field, insertAsset, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';

type Item = { sys: { id: string }; fields: Record<string, unknown> };
const titles = (body: { items: Item[] }) => body.items.map((i) => i.fields.title);

describe('entries: list and read parameters', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  let mgt: string;
  const ids: Record<string, string> = {};

  before(async () => {
    await svc().space('q');
    mgt = await svc().key('q', 'management');
    api = entriesApi(svc().client(mgt), 'q');
    dlv = entriesApi(svc().client(await svc().key('q', 'delivery')), 'q');
    const db = svc().database;
    await insertContentType(db, 'q', buildContentType({ api_id: 'person', fields: [field('name', 'symbol')] }));
    await insertContentType(
      db,
      'q',
      buildContentType({
        api_id: 'item',
        fields: [
          field('title', 'symbol'),
          field('rank', 'integer'),
          field('price', 'number'),
          field('featured', 'boolean'),
          field('owner', 'reference'),
          field('labels', 'tags'),
          field('body', 'rich_text'),
          field('photo', 'asset'),
        ],
      }),
    );
    await insertAsset(db, 'q', { id: 'ph', alt: 'Photo' });
    ids.ann = (await api.createPublished('person', { name: 'Ann' })).sys.id;
    ids.bob = (await api.createPublished('person', { name: 'Bob' })).sys.id;
    const rows = [
      { title: 'Banana', rank: 10, price: 2.5, featured: true, owner: ids.ann, labels: ['fruit', 'yellow'], body: '# Banana\n\nA *yellow* fruit ![x](asset:ph)', photo: 'ph' },
      { title: 'apple', rank: 2, price: 1, featured: false, owner: ids.bob, labels: ['fruit'] },
      { title: 'Cherry', rank: 9, featured: true, owner: ids.ann, labels: ['red'] },
      { title: 'Date' },
    ];
    for (const r of rows) ids[r.title] = (await api.createPublished('item', r)).sys.id;
  });

  it('filters by type and pages with limit and skip, reporting total, skip and limit', async () => {
    const all = await dlv.list('?content_type=item');
    assert.equal(all.body.total, 4);
    assert.deepEqual([all.body.skip, all.body.limit], [0, 100]);
    assert.deepEqual(all.body.sys, { type: 'Array' });
    const page = await dlv.list('?content_type=item&order=fields.rank&limit=2&skip=1');
    assert.deepEqual(titles(page.body), ['Cherry', 'Banana']);
    assert.deepEqual([page.body.total, page.body.skip, page.body.limit], [4, 1, 2]);
    assert.equal((await dlv.list('?limit=1000')).status, 200);
    for (const bad of ['?limit=0', '?limit=1001', '?limit=x', '?skip=-1', '?include=3', '?rich_text=pdf', '?content_type=nope', '?foo=1', '?order=sys.nope', '?order=fields.rank']) {
      const res = await dlv.list(bad);
      assert.equal(res.status, 400, bad);
      assert.equal(res.body.error.code, 'invalid_parameter', bad);
    }
  });

  it('orders by sys and field values, ascending and descending, missing values last', async () => {
    assert.deepEqual(titles((await dlv.list('?content_type=item&order=fields.rank')).body), ['apple', 'Cherry', 'Banana', 'Date']);
    assert.deepEqual(titles((await dlv.list('?content_type=item&order=-fields.rank')).body), ['Banana', 'Cherry', 'apple', 'Date']);
    assert.deepEqual(titles((await dlv.list('?content_type=item&order=fields.title')).body), ['Banana', 'Cherry', 'Date', 'apple']);
    assert.deepEqual(titles((await dlv.list('?content_type=item&order=-fields.featured,fields.title')).body), ['Banana', 'Cherry', 'apple', 'Date']);
    assert.deepEqual(titles((await dlv.list('?content_type=item&order=sys.created_at')).body), ['Banana', 'apple', 'Cherry', 'Date']);
    assert.deepEqual(titles((await dlv.list('?content_type=item&order=-sys.published_at')).body), ['Date', 'Cherry', 'apple', 'Banana']);
    assert.deepEqual(titles((await dlv.list('?content_type=item')).body), ['apple', 'Cherry', 'Banana', 'Date'], "default: the type's entry_order (an integer field named rank)");
    assert.deepEqual(titles((await dlv.list('')).body).slice(0, 4), ['Date', 'Cherry', 'apple', 'Banana'], 'across types: most recently updated first');
    await api.patch(ids.apple, { fields: { rank: 3 } });
    assert.deepEqual(titles((await api.list('?content_type=item&order=-sys.updated_at')).body)[0], 'apple');
  });

  it('filters on field values: text, numbers, booleans, references and list members', async () => {
    const t = async (q: string) => titles((await dlv.list(`?content_type=item&order=fields.title&${q}`)).body);
    assert.deepEqual(await t('fields.title=Cherry'), ['Cherry']);
    assert.deepEqual(await t('fields.rank=10'), ['Banana']);
    assert.deepEqual(await t('fields.price=2.5'), ['Banana']);
    assert.deepEqual(await t('fields.featured=true'), ['Banana', 'Cherry']);
    assert.deepEqual(await t('fields.featured=false'), ['apple']);
    assert.deepEqual(await t(`fields.owner=${ids.ann}`), ['Banana', 'Cherry']);
    assert.deepEqual(await t('fields.labels=fruit'), ['Banana', 'apple']);
    assert.deepEqual(await t('fields.labels=fruit&fields.rank=2'), ['apple']);
    const counted = await dlv.list('?content_type=item&fields.labels=fruit&limit=1');
    assert.equal(counted.body.total, 2);
    for (const bad of ['fields.title=x', 'content_type=item&fields.nope=1', 'content_type=item&fields.rank=ten', 'content_type=item&fields.body=x', 'content_type=item&fields.title=a&fields.title=b']) {
      const res = await dlv.list(`?${bad}`);
      assert.equal(res.status, 400, bad);
      assert.equal(res.body.error.code, 'invalid_parameter');
    }
  });

  it('returns rich text as the document, markdown or sanitised HTML with file URLs', async () => {
    const json = await dlv.get(ids.Banana);
    assert.equal((json.body.fields.body as { type: string }).type, 'root');
    const md = await dlv.get(ids.Banana, '?rich_text=markdown');
    assert.equal(md.body.fields.body, '# Banana\n\nA _yellow_ fruit ![x](asset:ph)\n');
    const html = await dlv.list('?content_type=item&fields.title=Banana&rich_text=html');
    assert.match(html.body.items[0].fields.body, /^<h1>Banana<\/h1>\n<p>A <em>yellow<\/em> fruit <img src="http:\/\/127\.0\.0\.1:\d+\/files\/q\/ph\/[0-9a-f]+\/ph\.png" alt="x"><\/p>$/);
  });

  it('includes linked entries and files for a single entry too', async () => {
    const zero = await dlv.get(ids.Banana);
    assert.equal(zero.body.includes, undefined);
    assert.deepEqual(zero.body.fields.owner, { sys: { type: 'Link', link_type: 'Entry', id: ids.ann } });
    const one = await dlv.get(ids.Banana, '?include=1');
    assert.deepEqual(one.body.includes.Entry.map((x: Item) => x.fields.name), ['Ann']);
    assert.deepEqual(one.body.includes.Asset.map((x: Item) => x.fields.title), ['ph']);
    const list = await dlv.list('?content_type=item&include=1');
    assert.deepEqual(list.body.includes.Entry.map((x: Item) => x.fields.name).sort(), ['Ann', 'Bob'], 'each linked entry once');
    assert.equal((await dlv.get(ids.Banana, '?include=5')).status, 400);
    assert.equal((await dlv.get(ids.Banana, '?bogus=1')).status, 400);
    assert.equal((await dlv.get('nope')).status, 404);
  });

  it('answers wrong_space and missing_key like every route', async () => {
    await svc().space('other');
    const foreign = await svc().client(await svc().key('other', 'delivery')).get('/api/v1/spaces/q/entries');
    assert.equal(foreign.status, 403);
    assert.equal(foreign.body.error.code, 'wrong_space');
    assert.equal((await svc().anon.get('/api/v1/spaces/q/entries')).status, 401);
  });
});

describe('entries: manual order', () => {
  const svc = useService();

  it('orders named entries first, keeps the rest after them, and switches the type to sys.position', async () => {
    await svc().space('ord');
    const mgt = await svc().key('ord', 'management');
    const c = svc().client(mgt);
    const api = entriesApi(c, 'ord');
    await insertContentType(svc().database, 'ord', buildContentType({ api_id: 'slide', fields: [field('title', 'symbol')] }));
    const s: string[] = [];
    for (const t of ['A', 'B', 'C', 'D']) s.push((await api.createPublished('slide', { title: t })).sys.id);
    const archived = (await api.create('slide', { title: 'X' })).sys.id;
    await api.action(archived, 'archive');
    const path = '/api/v1/spaces/ord/content_types/slide/entries/order';
    // Current automatic order: most recently updated first → D, C, B, A.
    const before = await snapshotDatabase(svc().database);
    const dry = await c.post(`${path}?dry_run=true`, { entries: [s[1], s[0]] });
    assert.equal(dry.status, 200);
    assert.deepEqual(dry.body, { dry_run: true, content_type: 'slide', entry_order: 'sys.position', would_order: [s[1], s[0], s[3], s[2]] });
    assert.equal(await snapshotDatabase(svc().database), before, 'a dry run changes nothing');

    const bodyDry = await c.post(path, { entries: [s[2]], dry_run: true });
    assert.deepEqual(bodyDry.body.would_order, [s[2], s[3], s[1], s[0]]);
    assert.equal(await snapshotDatabase(svc().database), before, 'dry_run in the body works the same');

    const res = await c.post(path, { entries: [s[1], s[0]] });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { content_type: 'slide', entry_order: 'sys.position', items: [s[1], s[0], s[3], s[2]].map((id, i) => ({ id, position: i + 1 })) });
    const dlv = entriesApi(svc().client(await svc().key('ord', 'delivery')), 'ord');
    const list = await dlv.list('?content_type=slide');
    assert.deepEqual(titles(list.body), ['B', 'A', 'D', 'C']);
    assert.deepEqual(list.body.items.map((i: { sys: { position: number } }) => i.sys.position), [1, 2, 3, 4]);
    const def = await svc().database.db.selectFrom('content_types').select('definition').where('api_id', '=', 'slide').executeTakeFirstOrThrow();
    assert.equal(JSON.parse(def.definition).entry_order, 'sys.position');
    assert.deepEqual(titles((await dlv.list('?content_type=slide&order=-sys.position')).body), ['C', 'D', 'A', 'B']);
    const event = await svc().database.db.selectFrom('outbox').selectAll().where('event', '=', 'content_type.changed').executeTakeFirst();
    assert.equal(event?.resource_id, 'slide');
  });

  it('refuses unknown, archived and repeated ids, and keys without write', async () => {
    const c = svc().client(await svc().key('ord', 'management'));
    const path = '/api/v1/spaces/ord/content_types/slide/entries/order';
    const archived = (await c.get('/api/v1/spaces/ord/entries?content_type=slide&status=archived')).body.items[0].sys.id;
    const some = (await c.get('/api/v1/spaces/ord/entries?content_type=slide&limit=1')).body.items[0].sys.id;
    const before = await snapshotDatabase(svc().database);
    for (const entries of [['ghost'], [archived], [some, some]]) {
      const res = await c.post(path, { entries });
      assert.equal(res.status, 422);
      assert.equal(res.body.error.code, 'validation_failed');
      assert.ok(res.body.error.details.fields.entries);
    }
    assert.equal(await snapshotDatabase(svc().database), before);
    assert.equal((await c.post('/api/v1/spaces/ord/content_types/nope/entries/order', { entries: [] })).status, 404);
    const preview = svc().client(await svc().key('ord', 'preview'));
    assert.equal((await preview.post(path, { entries: [] })).status, 403);
  });
});
