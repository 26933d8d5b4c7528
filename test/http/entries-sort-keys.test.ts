import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import type { Client } from '../support/http.ts';

type Item = { sys: { id: string } };

/**
 * Delivery lists ordered or filtered by a field read the sort keys
 * (`entry_sort_keys`) through an index; readers of drafts read the JSON. With every entry
 * published and unchanged the two must give the same ids in the same order, for every order,
 * direction, page and filter, including missing values, ties, long texts and fallbacks, and
 * after the values are rewritten by a language or field change.
 */
describe('field orders and filters through the sort keys', () => {
  const svc = useService();
  let mgt: Client;
  let dlv: ReturnType<typeof entriesApi>;
  let prv: ReturnType<typeof entriesApi>;
  const long = 'x'.repeat(600);

  before(async () => {
    await svc().space('keys');
    mgt = svc().client(await svc().key('keys', 'management'));
    dlv = entriesApi(svc().client(await svc().key('keys', 'delivery')), 'keys');
    prv = entriesApi(svc().client(await svc().key('keys', 'preview')), 'keys');
    assert.equal((await mgt.post('/api/v1/spaces/keys/locales', { code: 'de', fallback_code: 'en' })).status, 201);
    const db = svc().database;
    await insertContentType(db, 'keys', buildContentType({ api_id: 'author', fields: [field('name', 'symbol')] }));
    await insertContentType(
      db,
      'keys',
      buildContentType({
        api_id: 'item',
        fields: [
          field('title', 'symbol', { localized: true }),
          field('rank', 'integer'),
          field('score', 'number'),
          field('on', 'boolean'),
          field('day', 'date'),
          field('note', 'text'),
          field('author', 'reference'),
        ],
      }),
    );
    const api = entriesApi(mgt, 'keys');
    const authors = [(await api.createPublished('author', { name: 'A' })).sys.id, (await api.createPublished('author', { name: 'B' })).sys.id];
    const titles = ['Émile', 'apple', 'Apple', 'zebra', 'b', 'B', 'apple', '', '10', '9'];
    for (let i = 0; i < 30; i++) {
      const fields: Record<string, unknown> = {};
      if (i % 7 !== 3) fields.title = titles[i % titles.length];
      if (i % 5 !== 0) fields.rank = (i * 7) % 6; // ties
      if (i % 4 !== 1) fields.score = ((i * 13) % 9) - 4.5;
      if (i % 3 !== 2) fields.on = i % 2 === 0;
      if (i % 6 !== 4) fields.day = `2025-0${(i % 9) + 1}-1${i % 10}`;
      if (i % 2 === 0) fields.note = i % 10 === 0 ? long : `note ${i % 4}`;
      if (i % 3 !== 0) fields.author = authors[i % 2];
      const e = await api.create('item', fields);
      if (i % 4 === 0) assert.equal((await mgt.patch(`/api/v1/spaces/keys/entries/${e.sys.id}?locale=de`, { fields: { title: `de ${i % 3}` } })).status, 200);
      await api.publish(e.sys.id);
    }
  });

  const orders = ['fields.title', 'fields.rank', 'fields.score', 'fields.on', 'fields.day', 'fields.note'];
  const pages = ['limit=100', 'limit=7', 'limit=7&skip=7', 'limit=7&skip=21', 'limit=5&skip=27', 'limit=3&skip=40'];

  async function same(query: string): Promise<void> {
    const a = await dlv.list(`?content_type=item&${query}`);
    const b = await prv.list(`?content_type=item&${query}`);
    assert.equal(a.status, 200, `${query}: ${a.text}`);
    assert.equal(b.status, 200, b.text);
    assert.deepEqual(
      (a.body.items as Item[]).map((i) => i.sys.id),
      (b.body.items as Item[]).map((i) => i.sys.id),
      query,
    );
    assert.equal(a.body.total, b.body.total, `${query}: total`);
  }

  it('gives the JSON order for every field kind, direction and page, missing values last', async () => {
    for (const o of orders) for (const dir of ['', '-']) for (const page of pages) await same(`order=${dir}${o}&${page}`);
  });

  it('gives the JSON order in another language with fallbacks, and for every language at once', async () => {
    for (const locale of ['de', '*']) for (const dir of ['', '-']) for (const page of ['limit=100', 'limit=4&skip=8']) await same(`locale=${encodeURIComponent(locale)}&order=${dir}fields.title&${page}`);
  });

  it('filters by text, numbers, booleans, dates and references as the JSON does', async () => {
    const author = ((await dlv.list('?content_type=author&order=fields.name')).body.items as Item[])[0].sys.id;
    for (const f of ['fields.title=apple', 'fields.title=Apple', 'fields.rank=2', 'fields.score=-0.5', 'fields.on=true', 'fields.on=false', 'fields.day=2025-01-10', `fields.author=${author}`, 'fields.note=note%202', `fields.note=${long}`, 'locale=de&fields.title=de%201', 'locale=de&fields.title=apple']) {
      await same(`${f}&order=fields.rank&limit=100`);
      await same(`${f}&order=-fields.title&limit=3&skip=1`);
    }
  });

  it('keeps the keys with the published values through unpublish and a language change', async () => {
    const first = ((await dlv.list('?content_type=item&order=fields.rank&limit=1')).body.items as Item[])[0].sys.id;
    assert.equal((await mgt.post(`/api/v1/spaces/keys/entries/${first}/unpublish`)).status, 200);
    const after = (await dlv.list('?content_type=item&order=fields.rank&limit=100')).body.items as Item[];
    assert.ok(!after.some((i) => i.sys.id === first));
    await mgt.post(`/api/v1/spaces/keys/entries/${first}/publish`);
    // Renaming the language rewrites every stored value: orders by it must follow.
    const renamed = await mgt.patch('/api/v1/spaces/keys/locales/de', { code: 'de-DE' });
    assert.ok(renamed.status === 200 || renamed.status === 400 || renamed.status === 422, renamed.text);
    const code = renamed.status === 200 ? 'de-DE' : 'de';
    for (const dir of ['', '-']) await same(`locale=${code}&order=${dir}fields.title&limit=100`);
    await same('order=fields.title&limit=100');
  });
});
