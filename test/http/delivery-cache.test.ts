import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertAsset, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import type { Client } from '../support/http.ts';

type Item = { sys: { id: string; url?: string | null }; fields: Record<string, unknown> };

/**
 * A write drops exactly the cached reads it could make stale. To see whether a
 * read was kept, the test changes the stored published values behind the service's back (no
 * unit of work, so nothing is invalidated): a kept response still shows the old title, a dropped
 * one is read again and shows the marker. Every "dropped" case also checks the read is fresh.
 */
describe('delivery cache: a write drops what depends on it, and only that', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  let prv: ReturnType<typeof entriesApi>;
  let mgt: Client;
  const e: Record<string, string> = {};

  /** Rewrites an entry's published title in the database only: what a cache miss would now read. */
  async function behindTheBack(id: string, title: string): Promise<void> {
    const db = svc().database.db;
    const row = await db.selectFrom('entries').select(['published_fields']).where('id', '=', id).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.published_fields!) as Record<string, Record<string, unknown>>;
    stored.title = { en: title };
    await db.updateTable('entries').set({ published_fields: JSON.stringify(stored) }).where('id', '=', id).execute();
  }

  const titleOf = async (id: string, query = '') => {
    const res = await dlv.get(id, query);
    assert.equal(res.status, 200, res.text);
    return res.body.fields.title as string;
  };
  const listTitles = async (query: string) => {
    const res = await dlv.list(query);
    assert.equal(res.status, 200, res.text);
    return (res.body.items as Item[]).map((i) => i.fields.title as string);
  };

  before(async () => {
    await svc().space('blog');
    mgt = svc().client(await svc().key('blog', 'management'));
    api = entriesApi(mgt, 'blog');
    dlv = entriesApi(svc().client(await svc().key('blog', 'delivery')), 'blog');
    prv = entriesApi(svc().client(await svc().key('blog', 'preview')), 'blog');
    const db = svc().database;
    await insertContentType(db, 'blog', buildContentType({ api_id: 'author', fields: [field('title', 'symbol')] }));
    await insertContentType(db, 'blog', buildContentType({ api_id: 'page', fields: [field('title', 'symbol')] }));
    await insertContentType(
      db,
      'blog',
      buildContentType({ api_id: 'post', url_path: '/posts/{slug}', fields: [field('title', 'symbol'), field('slug', 'slug'), field('author', 'reference'), field('cover', 'asset'), field('rank', 'integer')] }),
    );
    await insertAsset(db, 'blog', { id: 'pic', title: 'Old picture' });
    assert.equal((await mgt.patch('/api/v1/spaces/blog', { production_url: 'https://old.example' })).status, 200);
    e.ada = (await api.createPublished('author', { title: 'Ada' })).sys.id;
    e.bob = (await api.createPublished('author', { title: 'Bob' })).sys.id;
    e.page = (await api.createPublished('page', { title: 'About' })).sys.id;
    e.b = (await api.createPublished('post', { title: 'B', slug: 'b', author: e.ada, cover: 'pic', rank: 2 })).sys.id;
    e.c = (await api.createPublished('post', { title: 'C', slug: 'c', author: e.bob, rank: 3 })).sys.id;
  });

  it('publishing a post drops lists of posts (filtered, ordered, every type) and keeps reads of other posts and types', async () => {
    const lists = ['?content_type=post', '?content_type=post&fields.author=' + e.ada, '?content_type=post&order=-fields.rank', ''];
    for (const q of lists) await dlv.list(q);
    await titleOf(e.c);
    await titleOf(e.page);
    await dlv.list('?content_type=page');
    await behindTheBack(e.c, 'C (uncached)');
    await behindTheBack(e.page, 'About (uncached)');

    const a = (await api.createPublished('post', { title: 'A', slug: 'a', author: e.ada, rank: 9 })).sys.id;

    assert.ok((await listTitles('?content_type=post')).includes('A'), 'a list of the type');
    assert.ok((await listTitles(`?content_type=post&fields.author=${e.ada}`)).includes('A'), 'a filtered list that now contains it');
    assert.equal((await listTitles('?content_type=post&order=-fields.rank'))[0], 'A', 'an ordered list');
    assert.ok((await listTitles('')).includes('A'), 'a list across types');
    assert.equal(await titleOf(e.c), 'C', 'another post: kept');
    assert.equal(await titleOf(e.page), 'About', 'another type: kept');
    assert.deepEqual(await listTitles('?content_type=page'), ['About'], 'a list of another type: kept');
    assert.equal(await titleOf(a), 'A');
    await behindTheBack(e.c, 'C');
    await behindTheBack(e.page, 'About');
  });

  it('republishing an entry drops every read that includes it, at any level, and no other', async () => {
    assert.equal((await dlv.get(e.b, '?include=1')).body.includes.Entry[0].fields.title, 'Ada');
    await dlv.list('?content_type=post&include=1');
    await titleOf(e.c, '?include=1');
    await behindTheBack(e.c, 'C (uncached)');

    await api.patch(e.ada, { fields: { title: 'Ada Lovelace' } });
    await api.publish(e.ada);

    assert.equal((await dlv.get(e.b, '?include=1')).body.includes.Entry[0].fields.title, 'Ada Lovelace');
    const list = await dlv.list('?content_type=post&include=1');
    assert.ok((list.body.includes.Entry as Item[]).some((i) => i.fields.title === 'Ada Lovelace'));
    assert.equal(await titleOf(e.c, '?include=1'), 'C', 'a post that links Bob, not Ada: kept');
    await behindTheBack(e.c, 'C');
  });

  it('publishing a link target again makes the link appear in reads that had left it out', async () => {
    const newcomer = (await api.createPublished('author', { title: 'Newcomer' })).sys.id;
    const post = (await api.createPublished('post', { title: 'D', slug: 'd', author: newcomer })).sys.id;
    assert.equal((await api.action(newcomer, 'unpublish')).status, 200);
    assert.equal((await dlv.get(post)).body.fields.author, undefined, 'a link to an entry that is not published is left out');
    assert.deepEqual((await dlv.get(post, '?include=1')).body.includes?.Entry ?? [], []);
    await api.publish(newcomer);
    assert.equal((await dlv.get(post)).body.fields.author?.sys?.id, newcomer);
    assert.equal((await dlv.get(post, '?include=1')).body.includes.Entry[0].fields.title, 'Newcomer');
  });

  it('a draft save keeps delivery reads and drops the preview read of that entry', async () => {
    assert.equal(await titleOf(e.b), 'B');
    assert.equal((await prv.get(e.b)).body.fields.title, 'B');
    await behindTheBack(e.b, 'B (uncached)');
    assert.equal((await api.patch(e.b, { fields: { title: 'B draft' } })).status, 200);
    assert.equal(await titleOf(e.b), 'B', 'delivery: kept');
    assert.equal((await prv.get(e.b)).body.fields.title, 'B draft', 'preview: fresh');
    await api.patch(e.b, { fields: { title: 'B' } });
    await api.publish(e.b);
  });

  it('unpublishing drops the read of the entry and lists of its type', async () => {
    const gone = (await api.createPublished('post', { title: 'Gone', slug: 'gone' })).sys.id;
    assert.equal(await titleOf(gone), 'Gone');
    assert.ok((await listTitles('?content_type=post')).includes('Gone'));
    assert.equal((await api.action(gone, 'unpublish')).status, 200);
    assert.equal((await dlv.get(gone)).status, 404);
    assert.ok(!(await listTitles('?content_type=post')).includes('Gone'));
  });

  it('changing an asset drops reads that link to it', async () => {
    assert.equal((await dlv.get(e.b, '?include=1')).body.includes.Asset[0].fields.title, 'Old picture');
    await titleOf(e.c, '?include=1');
    await behindTheBack(e.c, 'C (uncached)');
    const res = await mgt.patch('/api/v1/spaces/blog/assets/pic', { title: 'New picture' });
    assert.equal(res.status, 200, res.text);
    assert.equal((await dlv.get(e.b, '?include=1')).body.includes.Asset[0].fields.title, 'New picture');
    assert.equal(await titleOf(e.c, '?include=1'), 'C', 'a post without the picture: kept');
    await behindTheBack(e.c, 'C');
  });

  it('space settings, content types and languages drop every read of the space', async () => {
    const url = async () => ((await dlv.get(e.c)).body as Item).sys.url;
    assert.equal(await url(), 'https://old.example/posts/c');
    assert.equal((await mgt.patch('/api/v1/spaces/blog', { production_url: 'https://new.example' })).status, 200);
    assert.equal(await url(), 'https://new.example/posts/c', 'production_url in sys.url');

    const typed = await mgt.patch('/api/v1/spaces/blog/content_types/post', { url_path: '/blog/{slug}' });
    assert.equal(typed.status, 200, typed.text);
    assert.equal(await url(), 'https://new.example/blog/c', 'url_path of the type');

    await titleOf(e.page);
    await behindTheBack(e.page, 'About, read again');
    const locale = await mgt.post('/api/v1/spaces/blog/locales', { code: 'de', fallback_code: 'en' });
    assert.equal(locale.status, 201, locale.text);
    assert.equal(await titleOf(e.page), 'About, read again', 'a new language drops everything');
  });
});
