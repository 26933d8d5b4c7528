import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { SEARCH_COUNT_MAX } from '../../src/db/repos/entry-list.ts';

type Item = { sys: { id: string; created_at: string; search: { rank: number; snippet: string } }; fields: { title: string } };

/**
 * A search matching more entries than it counts (SEARCH_COUNT_MAX) answers total 1,000 with
 * total_exact false and unranked items (rank 0) with their snippets, newest text first or in the
 * asked order; narrowed below the limit it is exact and ranked again. Drafts never count for a
 * delivery key.
 */
describe('entries: a search with more matches than it counts', () => {
  const svc = useService();
  let dlv: ReturnType<typeof entriesApi>;
  const posts = SEARCH_COUNT_MAX + 20;

  before(async () => {
    await svc().space('cap');
    const mgt = svc().client(await svc().key('cap', 'management'));
    dlv = entriesApi(svc().client(await svc().key('cap', 'delivery')), 'cap');
    await insertContentType(svc().database, 'cap', buildContentType({ api_id: 'note', display_field: 'title', fields: [field('title', 'symbol'), field('body', 'text')] }));
    for (let from = 0; from < posts; from += 50) {
      const n = Math.min(50, posts - from);
      const operations = [
        ...Array.from({ length: n }, (_, k) => ({ op: 'create_entry', ref: `n${k}`, content_type: 'note', fields: { title: `Note ${from + k}`, body: `A common word, gemütlich, and marker${(from + k) % 7}.` } })),
        ...Array.from({ length: n }, (_, k) => ({ op: 'publish_entry', id: `$n${k}` })),
      ];
      const res = await mgt.post('/api/v1/spaces/cap/batch', { operations });
      assert.equal(res.status, 200, res.text);
    }
    // Drafts with the word: never counted or shown for a delivery key.
    const drafts = Array.from({ length: 30 }, (_, k) => ({ op: 'create_entry', content_type: 'note', fields: { title: `Draft ${k}`, body: 'common marker3' } }));
    assert.equal((await mgt.post('/api/v1/spaces/cap/batch', { operations: drafts })).status, 200);
  });

  it('answers total 1,000 with total_exact false, unranked, newest first, with snippets', async () => {
    const res = await dlv.list('?content_type=note&query=common&limit=5');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.total, SEARCH_COUNT_MAX);
    assert.equal(res.body.total_exact, false);
    const items = res.body.items as Item[];
    assert.equal(items.length, 5);
    assert.deepEqual(
      items.map((i) => i.fields.title),
      [posts - 1, posts - 2, posts - 3, posts - 4, posts - 5].map((n) => `Note ${n}`),
    );
    for (const i of items) {
      assert.equal(i.sys.search.rank, 0);
      assert.match(i.sys.search.snippet, /<mark>common<\/mark>/);
    }
    const next = await dlv.list('?content_type=note&query=common&limit=5&skip=5');
    assert.equal((next.body.items as Item[])[0].fields.title, `Note ${posts - 6}`);
    // A prefix of the word is as common.
    const prefix = await dlv.list('?content_type=note&query=comm');
    assert.equal(prefix.body.total_exact, false);
    assert.match((prefix.body.items as Item[])[0].sys.search.snippet, /<mark>common<\/mark>/);
  });

  it('keeps an asked order past the limit', async () => {
    const res = await dlv.list('?content_type=note&query=common&order=fields.title&limit=3');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.total_exact, false);
    assert.deepEqual(
      (res.body.items as Item[]).map((i) => i.fields.title),
      ['Note 0', 'Note 1', 'Note 10'],
    );
  });

  it('keeps an asked order past the limit for a prefix of a word with letters beyond ASCII', async () => {
    const res = await dlv.list('?content_type=note&query=gem%C3%BCt&order=-fields.title&limit=3');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.total_exact, false);
    assert.deepEqual(
      (res.body.items as Item[]).map((i) => i.fields.title),
      ['Note 999', 'Note 998', 'Note 997'],
    );
  });

  it('is exact and ranked again when narrowed below the limit, drafts left out', async () => {
    const res = await dlv.list('?content_type=note&query=common marker3&limit=100&skip=0');
    assert.equal(res.status, 200, res.text);
    const want = Array.from({ length: posts }, (_, n) => n).filter((n) => n % 7 === 3).length;
    assert.equal(res.body.total, want);
    assert.equal('total_exact' in res.body, false);
    const items = res.body.items as Item[];
    assert.equal(items.length, Math.min(100, want));
    // Ranked: best first.
    assert.ok(items.every((i, k) => k === 0 || items[k - 1].sys.search.rank >= i.sys.search.rank), res.text);
    assert.ok(items.every((i) => i.fields.title.startsWith('Note ') && i.sys.search.rank > 0), res.text);
  });
});
