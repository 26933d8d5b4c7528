import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import type { Client } from '../support/http.ts';
import { listKeysOf, sortKeysOf } from '../../src/domain/entries/sort-keys.ts';
import type { StoredFields } from '../../src/domain/entries/types.ts';

type Item = { sys: { id: string } };

/**
 * Delivery filters with one language's values are answered from the sort and list keys alone
 * (`entry_sort_keys`, `entry_list_keys`) and `links_to_*` from the link index; readers of drafts
 * read the JSON. With every entry published and unchanged both must give the same ids, order and
 * total for every operator; and every write of a published snapshot (update and publish,
 * unpublish, archive, delete, a language deleted with its values) must leave the keys exactly
 * those of the snapshots, so the two keep agreeing.
 */
describe('delivery filters through the sort and list keys', () => {
  const svc = useService();
  let mgt: Client;
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  let prv: ReturnType<typeof entriesApi>;
  const ids: string[] = [];
  const authors: string[] = [];

  before(async () => {
    await svc().space('lk');
    mgt = svc().client(await svc().key('lk', 'management'));
    api = entriesApi(mgt, 'lk');
    dlv = entriesApi(svc().client(await svc().key('lk', 'delivery')), 'lk');
    prv = entriesApi(svc().client(await svc().key('lk', 'preview')), 'lk');
    assert.equal((await mgt.post('/api/v1/spaces/lk/locales', { code: 'de', fallback_code: 'en' })).status, 201);
    const db = svc().database;
    await insertContentType(db, 'lk', buildContentType({ api_id: 'author', fields: [field('name', 'symbol')] }));
    await insertContentType(
      db,
      'lk',
      buildContentType({
        api_id: 'post',
        fields: [
          field('title', 'symbol'),
          field('rank', 'integer'),
          field('day', 'date'),
          field('tags', 'tags', { localized: true }),
          field('kinds', 'multi_select', { options: ['news', 'guide', 'note'] }),
          field('author', 'reference'),
          field('related', 'references'),
        ],
      }),
    );
    for (const name of ['A', 'B', 'C']) authors.push((await api.createPublished('author', { name })).sys.id);
    const words = ['red', 'green', 'blue', 'Red'];
    for (let i = 0; i < 24; i++) {
      const fields: Record<string, unknown> = { title: `post ${i % 9}` };
      if (i % 5 !== 0) fields.rank = (i * 7) % 6;
      if (i % 6 !== 4) fields.day = `2025-0${(i % 9) + 1}-1${i % 10}`;
      if (i % 4 !== 3) fields.tags = [words[i % 4], words[(i * 3) % 4]].filter((t, k, a) => a.indexOf(t) === k);
      if (i % 3 !== 1) fields.kinds = i % 2 ? ['news'] : ['guide', 'note'];
      if (i % 7 !== 2) fields.author = authors[i % 3];
      if (i % 2 === 0) fields.related = [authors[(i / 2) % 3], authors[(i / 2 + 1) % 3]];
      if (i === 5) fields.tags = [];
      const e = await api.create('post', fields);
      if (i % 4 === 0) assert.equal((await mgt.patch(`/api/v1/spaces/lk/entries/${e.sys.id}?locale=de`, { fields: { tags: ['blau'] } })).status, 200);
      await api.publish(e.sys.id);
      ids.push(e.sys.id);
    }
  });

  const queries = () => [
    'fields.title=post 3',
    'fields.title[ne]=post 3',
    'fields.title[in]=post 1,post 2,nothing',
    'fields.title[nin]=post 1,post 2',
    'fields.title[exists]=true',
    'fields.rank[lt]=3',
    'fields.rank[gte]=2&fields.rank[lte]=4',
    'fields.rank[ne]=0',
    'fields.rank[exists]=false',
    'fields.day[gte]=2025-03-01&fields.day[lt]=2025-07-01',
    'fields.day[gt]=2025-04-15&order=fields.day',
    'fields.day[lte]=2025-05-30&order=-fields.day&limit=3&skip=2',
    'fields.tags=red',
    'fields.tags[in]=red,blue',
    'fields.tags[nin]=red,blue',
    'fields.tags[ne]=green',
    'fields.tags[all]=red,green',
    'fields.tags[all]=red,Red',
    'fields.tags[exists]=true',
    'fields.tags[exists]=false',
    'fields.kinds[in]=news',
    'fields.kinds[all]=guide,note&fields.tags[nin]=red',
    'fields.kinds[exists]=false&fields.rank[exists]=true',
    `fields.author.sys.id=${authors[1]}`,
    `fields.author.sys.id[ne]=${authors[1]}`,
    `fields.related.sys.id[in]=${authors[0]}`,
    `fields.related.sys.id[all]=${authors[0]},${authors[2]}&order=fields.rank`,
    `links_to_entry=${authors[2]}`,
    `links_to_entry=${authors[2]}&fields.rank[gt]=1&order=-sys.published_at&limit=2&skip=1`,
    'locale=de&fields.tags[in]=blau,red',
    'locale=de&fields.tags[nin]=blau',
    'fields.tags[in]=red&limit=2&skip=3',
  ];

  /** Delivery (keys) and a drafts reader's published entries (JSON) give the same page and total. */
  async function agree(label: string, only: (q: string) => boolean = () => true): Promise<void> {
    for (const q of queries().filter(only)) {
      const a = await dlv.list(`?content_type=post&${q}`);
      const b = await prv.list(`?content_type=post&status=published&${q}`);
      assert.equal(a.status, 200, `${q}: ${a.text}`);
      assert.equal(b.status, 200, `${q}: ${b.text}`);
      assert.deepEqual(
        (a.body.items as Item[]).map((i) => i.sys.id),
        (b.body.items as Item[]).map((i) => i.sys.id),
        `${label}: ${q}`,
      );
      assert.equal(a.body.total, b.body.total, `${label}: ${q}: total`);
    }
  }

  /** The key tables hold exactly the keys of the published snapshots, nothing of other entries. */
  async function keysExact(label: string): Promise<void> {
    const db = svc().database.db;
    const entries = await db.selectFrom('entries').select(['id', 'published_fields']).where('space_id', '=', 'lk').execute();
    const want = (rows: Array<{ id: string; published_fields: string | null }>, of: (s: StoredFields) => object[]) =>
      rows
        .flatMap((r) => (r.published_fields === null ? [] : of(JSON.parse(r.published_fields) as StoredFields).map((k) => JSON.stringify({ entry_id: r.id, ...k }))))
        .sort();
    const list = await db.selectFrom('entry_list_keys').select(['entry_id', 'field', 'locale', 'item']).where('space_id', '=', 'lk').execute();
    assert.deepEqual(
      list.map((k) => JSON.stringify({ entry_id: k.entry_id, field: k.field, locale: k.locale, item: k.item })).sort(),
      want(entries, listKeysOf),
      `${label}: list keys`,
    );
    const sort = await db.selectFrom('entry_sort_keys').select(['entry_id', 'field', 'locale', 'text_value', 'num_value']).where('space_id', '=', 'lk').execute();
    assert.deepEqual(
      sort.map((k) => JSON.stringify({ entry_id: k.entry_id, field: k.field, locale: k.locale, text_value: k.text_value, num_value: k.num_value === null ? null : Number(k.num_value) })).sort(),
      want(entries, sortKeysOf),
      `${label}: sort keys`,
    );
  }

  it('answers every operator as the JSON rule does, with the same order and total', async () => {
    await keysExact('loaded');
    await agree('loaded');
    // Not a vacuous agreement: the filters select something and leave something out.
    const some = await dlv.list('?content_type=post&fields.tags[in]=red,blue');
    assert.ok(some.body.total > 0 && some.body.total < ids.length, some.text);
    const all = await dlv.list('?content_type=post&fields.kinds[all]=guide,note');
    assert.deepEqual(
      (all.body.items as Item[]).map((i) => i.sys.id).sort(),
      ids.filter((_, i) => i % 3 !== 1 && i % 2 === 0).sort(),
    );
  });

  it('keeps the keys exact through update and publish, unpublish, archive and delete', async () => {
    // New values published: old items leave the index, new ones enter.
    assert.equal((await api.patch(ids[1], { fields: { tags: ['green', 'violet'], kinds: ['note'], rank: 5, author: authors[0] } })).status, 200);
    await api.publish(ids[1]);
    const violet = await dlv.list('?content_type=post&fields.tags=violet');
    assert.deepEqual((violet.body.items as Item[]).map((i) => i.sys.id), [ids[1]]);
    // An edit not yet published changes nothing a delivery key sees.
    assert.equal((await api.patch(ids[2], { fields: { tags: ['violet'] } })).status, 200);
    assert.equal((await dlv.list('?content_type=post&fields.tags=violet')).body.total, 1);
    await api.publish(ids[2]);
    assert.equal((await dlv.list('?content_type=post&fields.tags=violet')).body.total, 2);
    // Unpublished and archived entries leave every delivery answer, [ne] and [nin] included.
    assert.equal((await api.action(ids[3], 'unpublish')).status, 200);
    assert.equal((await api.action(ids[4], 'archive')).status, 200);
    const rest = await dlv.list('?content_type=post&fields.tags[nin]=nothing&limit=100');
    assert.ok(!(rest.body.items as Item[]).some((i) => i.sys.id === ids[3] || i.sys.id === ids[4]), rest.text);
    assert.equal(rest.body.total, ids.length - 2);
    // Deleted for good (archived first): its keys go with it.
    assert.equal((await api.action(ids[6], 'archive')).status, 200);
    assert.equal((await mgt.delete(`/api/v1/spaces/lk/entries/${ids[6]}`)).status, 200);
    await keysExact('after writes');
    await agree('after writes');
  });

  it('keeps the keys exact when a language is deleted with its values', async () => {
    assert.ok((await dlv.list('?content_type=post&locale=de&fields.tags=blau')).body.total > 0);
    const res = await mgt.delete('/api/v1/spaces/lk/locales/de?delete_values=true');
    assert.equal(res.status, 200, res.text);
    const left = await svc().database.db.selectFrom('entry_list_keys').select('item').where('space_id', '=', 'lk').where('locale', '=', 'de').execute();
    assert.deepEqual(left, []);
    await keysExact('after the language went');
    await agree('after the language went', (q) => !q.startsWith('locale=de'));
  });
});
