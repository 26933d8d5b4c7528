import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';

type Item = { sys: { id: string }; fields: Record<string, unknown> };
const titles = (body: { items: Item[] }) => body.items.map((i) => i.fields.title).sort();

describe('entries: filter operators', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  const ids: Record<string, string> = {};

  before(async () => {
    await svc().space('ops');
    api = entriesApi(svc().client(await svc().key('ops', 'management')), 'ops');
    dlv = entriesApi(svc().client(await svc().key('ops', 'delivery')), 'ops');
    const db = svc().database;
    await insertContentType(db, 'ops', buildContentType({ api_id: 'person', fields: [field('name', 'symbol')] }));
    await insertContentType(
      db,
      'ops',
      buildContentType({
        api_id: 'item',
        fields: [
          field('title', 'symbol'),
          field('rank', 'integer'),
          field('price', 'number'),
          field('featured', 'boolean'),
          field('day', 'date'),
          field('owner', 'reference'),
          field('labels', 'tags'),
          field('body', 'rich_text'),
        ],
      }),
    );
    ids.ann = (await api.createPublished('person', { name: 'Ann' })).sys.id;
    ids.bob = (await api.createPublished('person', { name: 'Bob' })).sys.id;
    const rows = [
      { title: 'A', rank: 1, price: 1.5, featured: true, day: '2026-01-10', owner: ids.ann, labels: ['fruit', 'red'], body: 'x' },
      { title: 'B', rank: 5, price: 2, featured: false, day: '2026-02-01', owner: ids.bob, labels: ['fruit'] },
      { title: 'C', rank: 9, day: '2026-03-15T10:00:00Z', owner: ids.ann, labels: ['red', 'sour'] },
      { title: 'D' },
    ];
    for (const r of rows) ids[r.title] = (await api.createPublished('item', r)).sys.id;
    // A draft change that delivery keys must not see.
    assert.equal((await api.patch(ids.D, { fields: { rank: 7, labels: ['fruit'] } })).status, 200);
  });

  const both = async (query: string, forDelivery: string[], forDrafts = forDelivery) => {
    const d = await dlv.list(`?content_type=item&${query}`);
    assert.equal(d.status, 200, `${query}: ${d.text}`);
    assert.deepEqual(titles(d.body), forDelivery, `delivery ${query}`);
    assert.equal(d.body.total, forDelivery.length, `delivery total ${query}`);
    const m = await api.list(`?content_type=item&${query}`);
    assert.equal(m.status, 200, `${query}: ${m.text}`);
    assert.deepEqual(titles(m.body), forDrafts, `drafts ${query}`);
  };

  it('[ne], [in] and [nin] on single values; missing values count as different', async () => {
    await both('fields.title[ne]=A', ['B', 'C', 'D']);
    await both('fields.title[in]=A,C,Z', ['A', 'C']);
    await both('fields.title[nin]=A,C', ['B', 'D']);
    await both('fields.rank[ne]=5', ['A', 'C', 'D']);
    await both('fields.rank[in]=1,9', ['A', 'C']);
    await both('fields.rank[nin]=1,9', ['B', 'D']);
    await both('fields.featured[ne]=true', ['B', 'C', 'D']);
  });

  it('[lt], [lte], [gt], [gte] on numbers and dates', async () => {
    await both('fields.rank[lt]=5', ['A']);
    await both('fields.rank[lte]=5', ['A', 'B']);
    await both('fields.rank[gt]=5', ['C'], ['C', 'D']);
    await both('fields.rank[gte]=1&fields.rank[lte]=8', ['A', 'B'], ['A', 'B', 'D']);
    await both('fields.price[gt]=1.75', ['B']);
    await both('fields.day[gte]=2026-02-01', ['B', 'C']);
    await both('fields.day[lt]=2026-03-01', ['A', 'B']);
    await both('fields.day[gt]=2026-03-15', ['C']);
  });

  it('[exists] on values and lists', async () => {
    await both('fields.rank[exists]=true', ['A', 'B', 'C'], ['A', 'B', 'C', 'D']);
    await both('fields.rank[exists]=false', ['D'], []);
    await both('fields.labels[exists]=false', ['D'], []);
    await both('fields.body[exists]=true', ['A']);
  });

  it('[in], [nin], [ne] and [all] on tags', async () => {
    await both('fields.labels=fruit', ['A', 'B'], ['A', 'B', 'D']);
    await both('fields.labels[all]=fruit,red', ['A']);
    await both('fields.labels[in]=sour,fruit', ['A', 'B', 'C'], ['A', 'B', 'C', 'D']);
    await both('fields.labels[nin]=fruit', ['C', 'D'], ['C']);
    await both('fields.labels[ne]=red', ['B', 'D'], ['B', 'D']);
  });

  it('filters by link id and by entry id', async () => {
    await both(`fields.owner.sys.id=${ids.ann}`, ['A', 'C']);
    await both(`fields.owner.sys.id[in]=${ids.bob},nope`, ['B']);
    await both(`fields.owner.sys.id[ne]=${ids.ann}`, ['B', 'D']);
    await both(`sys.id[in]=${ids.A},${ids.D}`, ['A', 'D']);
    await both(`sys.id[nin]=${ids.A},${ids.D}`, ['B', 'C']);
    await both(`sys.id=${ids.B}`, ['B']);
    const any = await dlv.list(`?sys.id[in]=${ids.ann},${ids.A}`);
    assert.deepEqual(any.body.items.map((i: Item) => i.sys.id).sort(), [ids.ann, ids.A].sort(), 'sys.id[in] needs no content_type');
  });

  it('refuses an operator that does not fit the field, naming the parameter and what fits', async () => {
    const cases: Array<[string, RegExp]> = [
      ['fields.title[lt]=a', /\[lt\] does not apply to symbol/],
      ['fields.title[all]=a', /\[all\] does not apply to symbol/],
      ['fields.rank[all]=1', /\[all\] does not apply to integer/],
      ['fields.labels[gt]=a', /\[gt\] does not apply to tags/],
      ['fields.featured[in]=true', /\[in\] does not apply to boolean/],
      ['fields.body[ne]=x', /\[ne\] does not apply to rich_text/],
      ['fields.body=x', /cannot be compared for equality/],
      ['fields.title[like]=a', /\[like\] is not an operator/],
      ['fields.title.sys.id=a', /sys\.id on a reference or file field/],
      ['fields.rank[exists]=maybe', /true or false/],
      ['fields.rank[gt]=soon', /whole number/],
      ['fields.day[lt]=yesterday', /date/],
      [`fields.title[in]=${Array.from({ length: 101 }, (_, i) => i).join(',')}`, /1 to 100/],
    ];
    for (const [query, fix] of cases) {
      const res = await dlv.list(`?content_type=item&${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(res.body.error.code, 'invalid_parameter', query);
      const param = query.slice(0, query.indexOf('='));
      assert.ok(param in res.body.error.details.parameters, `${query}: ${JSON.stringify(res.body.error.details)}`);
      assert.match(`${res.body.error.message} ${res.body.error.fix}`, fix, query);
    }
    const noType = await dlv.list('?fields.rank[gt]=1');
    assert.equal(noType.body.error.code, 'invalid_parameter');
    assert.match(noType.body.error.fix, /content_type/);
    const badId = await dlv.list('?sys.id[lt]=x');
    assert.equal(badId.body.error.code, 'invalid_parameter');
  });
});
