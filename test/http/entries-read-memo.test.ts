import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { entriesApi } from '../support/entries.ts';
import type { Client } from '../support/http.ts';
import { listEntries } from '../../src/app/entries/list-entries.ts';
import { authenticate } from '../../src/app/keys/authenticate.ts';
import { presentEntryCollection } from '../../src/present/entry.ts';
import type { RawListQuery } from '../../src/domain/entries/query.ts';

type Item = { sys: { id: string; url?: string; version: number }; fields: Record<string, unknown> };

/**
 * Delivery lists are built from each entry's remembered JSON (`app/entries/read-memo.ts`). Every
 * read here first warms what is remembered, then changes what an entry's JSON
 * depends on, and reads again over HTTP: the answer must be the new one, and byte for byte what
 * presenting everything afresh gives.
 */
describe('delivery lists from remembered entries', () => {
  const svc = useService();
  let mgt: Client;
  let api: ReturnType<typeof entriesApi>;
  let dlv: Client;
  let dlvToken: string;
  const ids: Record<string, string> = {};
  const LIST = '/api/v1/spaces/memo/entries';

  /** The list over HTTP, checked against `JSON.stringify` of a fresh presentation of the same query. */
  async function list(query: string): Promise<{ items: Item[]; includes: { Entry: Item[] } }> {
    const res = await dlv.get(`${LIST}?${query}`);
    assert.equal(res.status, 200, res.text);
    const raw = Object.fromEntries(new URLSearchParams(query)) as Record<string, unknown>;
    const parsed: RawListQuery = { skip: 0, limit: 100, include: 0, rich_text: 'json', ...raw, ...(raw.limit ? { limit: Number(raw.limit) } : {}), ...(raw.include ? { include: Number(raw.include) } : {}) } as RawListQuery;
    const actor = await authenticate(svc().database.db, dlvToken);
    const fresh = presentEntryCollection(await listEntries(svc().database, actor, parsed), svc().url, { skip: parsed.skip, limit: parsed.limit });
    assert.equal(res.text, JSON.stringify(fresh), `${query}: the remembered answer differs from a fresh one`);
    return res.body;
  }
  const byId = (items: Item[], id: string) => items.find((i) => i.sys.id === id);

  before(async () => {
    await svc().space('memo');
    mgt = svc().client(await svc().key('memo', 'management'));
    dlvToken = await svc().key('memo', 'delivery');
    dlv = svc().client(dlvToken);
    api = entriesApi(mgt, 'memo');
    assert.equal((await mgt.patch('/api/v1/spaces/memo', { production_url: 'https://memo.example' })).status, 200);
    assert.equal((await mgt.post('/api/v1/spaces/memo/locales', { code: 'de' })).status, 201);
    const types = [
      { api_id: 'author', name: 'Author', fields: [{ api_id: 'name', name: 'Name', type: 'symbol' }] },
      {
        api_id: 'post',
        name: 'Post',
        url_path: '/blog/{slug}',
        fields: [
          { api_id: 'title', name: 'Title', type: 'symbol', localized: true },
          { api_id: 'slug', name: 'Slug', type: 'slug' },
          { api_id: 'excerpt', name: 'Excerpt', type: 'text' },
          { api_id: 'body', name: 'Body', type: 'rich_text', localized: true },
          { api_id: 'author', name: 'Author', type: 'reference' },
        ],
      },
    ];
    for (const t of types) {
      const res = await mgt.post('/api/v1/spaces/memo/content_types', t);
      assert.equal(res.status, 201, res.text);
    }
    ids.ann = (await api.createPublished('author', { name: 'Ann' })).sys.id;
    ids.bob = (await api.createPublished('author', { name: 'Bob' })).sys.id;
    for (const [i, name] of ['one', 'two', 'three'].entries()) {
      ids[name] = (await api.createPublished('post', { title: `Post ${name}`, slug: name, excerpt: `About ${name}`, body: `# ${name}\n\nThe **${name}** post.`, author: i === 0 ? ids.ann : ids.bob })).sys.id;
    }
  });

  it('shows a publish at once, and only that entry changes', async () => {
    const q = 'content_type=post&include=1&rich_text=markdown&order=fields.slug';
    const before = await list(q);
    assert.equal(byId(before.items, ids.two)?.fields.body, '# two\n\nThe **two** post.\n');
    assert.equal((await api.patch(ids.two, { fields: { body: 'Rewritten *two*.', title: 'Two again' } })).status, 200);
    const unpublished = await list(q);
    assert.deepEqual(unpublished, before, 'a draft change shows nothing to delivery');
    await api.publish(ids.two);
    const after = await list(q);
    assert.equal(byId(after.items, ids.two)?.fields.body, 'Rewritten _two_.\n');
    assert.equal(byId(after.items, ids.two)?.fields.title, 'Two again');
    assert.deepEqual(byId(after.items, ids.one), byId(before.items, ids.one));
    assert.equal(after.items.length, 3);
  });

  it('follows unpublish and archive of a listed entry and of a linked author', async () => {
    const q = 'content_type=post&include=1';
    const before = await list(q);
    assert.deepEqual(byId(before.items, ids.one)?.fields.author, { sys: { type: 'Link', link_type: 'Entry', id: ids.ann } });
    assert.ok(byId(before.includes.Entry, ids.ann));
    assert.equal((await api.action(ids.ann, 'archive')).status, 200);
    const gone = await list(q);
    assert.equal(byId(gone.items, ids.one)?.fields.author, undefined, 'a link to an archived author is left out');
    assert.equal(byId(gone.includes.Entry, ids.ann), undefined);
    assert.equal((await api.action(ids.ann, 'unarchive')).status, 200);
    await api.publish(ids.ann);
    const back = await list(q);
    assert.deepEqual(byId(back.items, ids.one)?.fields.author, { sys: { type: 'Link', link_type: 'Entry', id: ids.ann } });
    assert.equal((await api.action(ids.three, 'unpublish')).status, 200);
    const two = await list(q);
    assert.deepEqual(two.items.map((i) => i.sys.id).sort(), [ids.one, ids.two].sort());
    await api.publish(ids.three);
    assert.equal((await list(q)).items.length, 3);
  });

  it('follows content type and space changes: a new url_path, a new production URL', async () => {
    const q = 'content_type=post&rich_text=markdown';
    const before = await list(q);
    assert.equal(byId(before.items, ids.one)?.fields.excerpt, 'About one');
    assert.equal(byId(before.items, ids.one)?.sys.url, 'https://memo.example/blog/one');
    assert.equal((await mgt.patch('/api/v1/spaces/memo/content_types/post', { url_path: '/articles/{slug}' })).status, 200);
    assert.equal(byId((await list(q)).items, ids.one)?.sys.url, 'https://memo.example/articles/one');
    assert.equal((await mgt.patch('/api/v1/spaces/memo', { production_url: 'https://www.memo.example' })).status, 200);
    assert.equal(byId((await list(q)).items, ids.one)?.sys.url, 'https://www.memo.example/articles/one');
  });

  it('keeps languages apart and follows a language change', async () => {
    assert.equal((await api.patch(ids.one, { fields: { title: 'Beitrag eins', body: 'Auf *Deutsch*.' } }, '?locale=de')).status, 200);
    await api.publish(ids.one);
    for (const rich of ['json', 'markdown']) {
      const en = await list(`content_type=post&order=fields.slug&rich_text=${rich}`);
      const de = await list(`content_type=post&order=fields.slug&rich_text=${rich}&locale=de`);
      const all = await list(`content_type=post&order=fields.slug&rich_text=${rich}&locale=*`);
      assert.equal(byId(en.items, ids.one)?.fields.title, 'Post one');
      assert.equal(byId(de.items, ids.one)?.fields.title, 'Beitrag eins');
      assert.deepEqual(byId(all.items, ids.one)?.fields.title, { en: 'Post one', de: 'Beitrag eins' });
      assert.equal(byId(de.items, ids.two)?.fields.title, 'Two again', 'no German title: the default language');
    }
    assert.equal(byId((await list('content_type=post&rich_text=markdown&locale=de')).items, ids.one)?.fields.body, 'Auf _Deutsch_.\n');
    // A new language with a fallback, then the default language changes: every read follows.
    assert.equal((await mgt.post('/api/v1/spaces/memo/locales', { code: 'de-CH', fallback_code: 'de' })).status, 201);
    assert.equal(byId((await list('content_type=post&locale=de-CH')).items, ids.one)?.fields.title, 'Beitrag eins');
    assert.equal((await mgt.delete('/api/v1/spaces/memo/locales/de-CH')).status, 200);
    const deleted = await dlv.get(`${LIST}?content_type=post&locale=de-CH`);
    assert.equal(deleted.status, 400);
    assert.equal((await mgt.delete('/api/v1/spaces/memo/locales/de?delete_values=true')).status, 200);
    const after = await list('content_type=post&locale=*');
    assert.deepEqual(byId(after.items, ids.one)?.fields.title, { en: 'Post one' }, 'German values are gone with the language');
  });

  it('sees a published snapshot rewritten in place, with the same version and time', async () => {
    const q = (limit: number) => `content_type=post&rich_text=markdown&limit=${limit}`; // a new URL each time: not from the response cache
    const before = byId((await list(q(50))).items, ids.two)!;
    const row = await svc().database.db.selectFrom('entries').select('published_fields').where('id', '=', ids.two).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.published_fields!) as Record<string, Record<string, unknown>>;
    stored.excerpt.en = 'Rewritten in place';
    await svc().database.db.updateTable('entries').set({ published_fields: JSON.stringify(stored) }).where('id', '=', ids.two).execute();
    const after = byId((await list(q(49))).items, ids.two)!;
    assert.equal(after.fields.excerpt, 'Rewritten in place');
    assert.equal(after.sys.version, before.sys.version);
  });

  it('answers the same bytes for single entries read after lists', async () => {
    await list('content_type=post&include=1&rich_text=markdown');
    for (const id of [ids.one, ids.two]) {
      const res = await dlv.get(`${LIST}/${id}?include=1&rich_text=markdown`);
      assert.equal(res.status, 200);
      assert.equal(res.body.sys.id, id);
      assert.ok(typeof res.body.fields.body === 'string' && res.body.fields.body.length > 0);
      assert.ok(res.body.includes.Entry.length === 1);
    }
  });
});
