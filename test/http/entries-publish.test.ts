import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { buildContentType, field, insertAsset, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { publishEntry } from '../../src/app/entries/publish-entry.ts';
import { systemActor } from '../../src/domain/actor.ts';

describe('entries: publishing workflow and versions', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  let mgt: string;
  const outbox = async (id: string) =>
    (await svc().database.db.selectFrom('outbox').selectAll().where('resource_id', '=', id).orderBy('created_at').execute()).map((r) => ({ event: r.event, ...JSON.parse(r.payload) }));

  before(async () => {
    await svc().space('pub');
    mgt = await svc().key('pub', 'management');
    api = entriesApi(svc().client(mgt), 'pub');
    dlv = entriesApi(svc().client(await svc().key('pub', 'delivery')), 'pub');
    await svc().client(mgt).patch('/api/v1/spaces/pub', { production_url: 'https://site.test', preview_url: 'https://staging.site.test' });
    const db = svc().database;
    await insertContentType(db, 'pub', buildContentType({ api_id: 'author', fields: [field('name', 'symbol', { required: true })] }));
    await insertContentType(
      db,
      'pub',
      buildContentType({
        api_id: 'post',
        url_path: '/blog/{slug}',
        fields: [
          field('title', 'symbol', { required: true }),
          field('slug', 'slug', { required: true }),
          field('author', 'reference', { link_content_types: ['author'] }),
          field('cover', 'asset'),
          field('body', 'rich_text'),
        ],
      }),
    );
    await insertAsset(db, 'pub', { id: 'good' });
    await insertAsset(db, 'pub', { id: 'noalt', alt: null });
  });

  it('publishes a valid entry: status, published_version, sys.url and entry.published', async () => {
    const e = await api.create('post', { title: 'Hello', slug: 'hello' });
    const p = await api.publish(e.sys.id);
    assert.equal(p.sys.status, 'published');
    assert.equal(p.sys.published_version, 1);
    assert.equal(p.sys.version, 1);
    assert.ok(p.sys.published_at);
    assert.equal(p.sys.url, 'https://site.test/blog/hello');
    assert.equal(p.sys.preview_url, 'https://staging.site.test/blog/hello');
    assert.deepEqual(await outbox(e.sys.id), [
      { event: 'entry.saved', content_type: 'post', version: 1, status: 'draft' },
      { event: 'entry.published', content_type: 'post', version: 1, status: 'published', url: 'https://site.test/blog/hello' },
    ]);
    const again = await api.publish(e.sys.id);
    assert.equal(again.sys.published_at, p.sys.published_at, 'publishing an unchanged entry changes nothing');
    assert.equal((await outbox(e.sys.id)).length, 2);
  });

  it('reports every publish problem per field and changes nothing', async () => {
    await api.createPublished('post', { title: 'Taken', slug: 'taken' });
    const draftAuthor = await api.create('author', { name: 'Draft' });
    const e = await api.create('post', { slug: 'taken', author: draftAuthor.sys.id, cover: 'noalt', body: '![](asset:noalt)' });
    const before = await snapshotDatabase(svc().database);
    const res = await api.action(e.sys.id, 'publish');
    assert.equal(res.status, 422);
    assert.equal(res.body.error.code, 'validation_failed');
    const f = res.body.error.details.fields;
    assert.deepEqual(Object.keys(f).sort(), ['author', 'body', 'cover', 'slug', 'title']);
    assert.match(f.title, /required/);
    assert.match(f.slug, /belongs to entry/);
    assert.match(f.author, /not published/);
    assert.match(f.cover, /alt text/);
    assert.match(f.body, /alt text/);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('marks an edited published entry changed while delivery keeps the published version', async () => {
    const e = await api.createPublished('post', { title: 'V1', slug: 'edited' });
    const edited = await api.patch(e.sys.id, { fields: { title: 'V2' } });
    assert.equal(edited.body.sys.status, 'changed');
    assert.equal(edited.body.sys.version, 2);
    assert.equal(edited.body.sys.published_version, 1);
    const seen = await dlv.get(e.sys.id);
    assert.equal(seen.body.fields.title, 'V1');
    assert.equal(seen.body.sys.url, 'https://site.test/blog/edited');
    assert.equal(seen.body.sys.preview_url, undefined, 'delivery keys never get the staging URL');
    assert.equal(seen.body.sys.version, 1);
    assert.equal(seen.body.sys.status, 'published');
    const republished = await api.publish(e.sys.id);
    assert.equal(republished.sys.status, 'published');
    assert.equal(republished.sys.published_version, 2);
    assert.equal((await dlv.get(e.sys.id)).body.fields.title, 'V2');
  });

  it('unpublishes back to draft: gone from delivery, entry.unpublished with the old URL', async () => {
    const e = await api.createPublished('post', { title: 'Bye', slug: 'bye' });
    assert.equal((await dlv.get(e.sys.id)).status, 200);
    const res = await api.action(e.sys.id, 'unpublish');
    assert.equal(res.status, 200);
    assert.equal(res.body.sys.status, 'draft');
    assert.equal(res.body.sys.published_version, null);
    assert.equal(res.body.sys.published_at, null);
    assert.equal(res.body.sys.url, undefined);
    assert.equal((await dlv.get(e.sys.id)).status, 404);
    const events = await outbox(e.sys.id);
    assert.deepEqual(events.at(-1), { event: 'entry.unpublished', content_type: 'post', version: 1, status: 'draft', url: 'https://site.test/blog/bye' });
    const noop = await api.action(e.sys.id, 'unpublish');
    assert.equal(noop.status, 200);
    assert.equal((await outbox(e.sys.id)).length, events.length, 'unpublishing a draft changes nothing');
    // Its slug is free again.
    await api.createPublished('post', { title: 'Reuse', slug: 'bye' });
  });

  it('archives (leaving the live site) and unarchives to a draft', async () => {
    const live = await api.createPublished('post', { title: 'Old', slug: 'old' });
    const a = await api.action(live.sys.id, 'archive');
    assert.equal(a.body.sys.status, 'archived');
    assert.equal(a.body.sys.published_version, null);
    assert.equal((await outbox(live.sys.id)).at(-1)?.event, 'entry.unpublished');
    assert.equal((await dlv.get(live.sys.id)).status, 404);
    const edit = await api.patch(live.sys.id, { fields: { title: 'x' } });
    assert.equal(edit.status, 422);
    assert.match(edit.body.error.fix, /unarchive/i);
    assert.equal((await api.action(live.sys.id, 'publish')).status, 422);
    const listed = await svc().client(mgt).get(`${api.base}?content_type=post&status=archived`);
    assert.deepEqual(listed.body.items.map((i: { sys: { id: string } }) => i.sys.id), [live.sys.id]);
    const defaultList = await svc().client(mgt).get(`${api.base}?content_type=post&limit=1000`);
    assert.ok(!defaultList.body.items.some((i: { sys: { id: string } }) => i.sys.id === live.sys.id), 'archived entries are not listed by default');
    const u = await api.action(live.sys.id, 'unarchive');
    assert.equal(u.body.sys.status, 'draft');
    assert.equal((await api.action(live.sys.id, 'unarchive')).body.sys.status, 'draft');

    const draft = await api.create('post', { title: 'Never live' });
    const count = (await outbox(draft.sys.id)).length;
    assert.equal((await api.action(draft.sys.id, 'archive')).body.sys.status, 'archived');
    assert.equal((await outbox(draft.sys.id)).length, count, 'archiving a draft emits nothing');
  });

  it('refuses archived link targets on publish and lets a batch publish entries that link to each other', async () => {
    const author = await api.createPublished('author', { name: 'Gone' });
    const post = await api.create('post', { title: 'T', slug: 'linked', author: author.sys.id });
    await api.action(author.sys.id, 'archive');
    const res = await api.action(post.sys.id, 'publish');
    assert.match(res.body.error.details.fields.author, /archived/);

    // Two drafts linking to each other: publishing both in one unit of work (as a batch does) works.
    const a = await api.create('author', { name: 'A' });
    const b = await api.create('post', { title: 'B', slug: 'mutual', author: a.sys.id });
    const both = new Set([a.sys.id, b.sys.id]);
    await runUnitOfWork(svc().database, systemActor('pub'), async (uow) => {
      await publishEntry(uow, { id: b.sys.id, alsoPublishing: both });
      await publishEntry(uow, { id: a.sys.id, alsoPublishing: both });
    });
    assert.equal((await dlv.get(b.sys.id, '?include=1')).body.includes.Entry[0].sys.id, a.sys.id);
  });

  it('needs the publish permission', async () => {
    const e = await api.create('post', { title: 'P', slug: 'perm' });
    for (const kind of ['delivery', 'preview'] as const) {
      const res = await svc().client(await svc().key('pub', kind)).post(`${api.base}/${e.sys.id}/publish`);
      assert.equal(res.status, 403);
      assert.equal(res.body.error.code, 'key_cannot');
    }
    assert.equal((await api.action('missing', 'publish')).status, 404);
  });

  it('lists versions newest first with author, time, published flag and fields in every language', async () => {
    const e = await api.create('post', { title: 'One', slug: 'versions', author: undefined });
    await api.publish(e.sys.id);
    await api.patch(e.sys.id, { fields: { title: 'Two' } });
    const res = await svc().client(mgt).get(`${api.base}/${e.sys.id}/versions`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.sys, { type: 'Array' });
    assert.equal(res.body.total, 2);
    const [v2, v1] = res.body.items;
    assert.deepEqual([v2.version, v2.published, v2.fields.title], [2, false, { en: 'Two' }]);
    assert.deepEqual([v1.version, v1.published, v1.fields.title], [1, true, { en: 'One' }]);
    assert.deepEqual(v1.author, { type: 'key', name: 'management key' });
    assert.ok(Date.parse(v1.created_at));
    const paged = await svc().client(mgt).get(`${api.base}/${e.sys.id}/versions?limit=1&skip=1`);
    assert.deepEqual(paged.body.items.map((v: { version: number }) => v.version), [1]);
    assert.equal(paged.body.total, 2);
    const byDelivery = await dlv.get(`${e.sys.id}/versions`);
    assert.equal(byDelivery.status, 403);
    assert.equal((await svc().client(mgt).get(`${api.base}/missing/versions`)).status, 404);
  });
});
