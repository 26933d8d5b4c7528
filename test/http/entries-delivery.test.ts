import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertAsset, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { findContentTypeDefinition, updateContentTypeDefinition } from '../../src/db/repos/content-types.ts';
import { systemActor } from '../../src/domain/actor.ts';

type Item = { sys: { id: string; status: string; version: number }; fields: Record<string, unknown> };
const ids = (items: Item[]) => items.map((i) => i.sys.id).sort();

describe('entries: what a delivery key sees', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  let prv: ReturnType<typeof entriesApi>;
  let mgt: string;
  const e: Record<string, string> = {};

  before(async () => {
    await svc().space('news');
    mgt = await svc().key('news', 'management');
    api = entriesApi(svc().client(mgt), 'news');
    dlv = entriesApi(svc().client(await svc().key('news', 'delivery')), 'news');
    prv = entriesApi(svc().client(await svc().key('news', 'preview')), 'news');
    const db = svc().database;
    await insertContentType(db, 'news', buildContentType({ api_id: 'tag', fields: [field('name', 'symbol')] }));
    await insertContentType(db, 'news', buildContentType({ api_id: 'author', fields: [field('name', 'symbol'), field('tags', 'references')] }));
    await insertContentType(
      db,
      'news',
      buildContentType({ api_id: 'post', fields: [field('title', 'symbol'), field('slug', 'slug'), field('author', 'reference'), field('related', 'references'), field('cover', 'asset'), field('labels', 'tags')] }),
    );
    await insertAsset(db, 'news', { id: 'pic' });
    e.tagLive = (await api.createPublished('tag', { name: 'Live tag' })).sys.id;
    e.tagDraft = (await api.create('tag', { name: 'Secret tag' })).sys.id;
    e.author = (await api.createPublished('author', { name: 'Ada', tags: [e.tagLive] })).sys.id;
    // The author gets a draft link to a draft tag after publishing: delivery must not see it.
    await api.patch(e.author, { fields: { tags: [e.tagLive, e.tagDraft] } });
    e.live = (await api.createPublished('post', { title: 'Live', slug: 'live', author: e.author, related: [], cover: 'pic', labels: ['public'] })).sys.id;
    e.draft = (await api.create('post', { title: 'Secret draft', slug: 'secret', author: e.author, labels: ['public'] })).sys.id;
    e.changed = (await api.createPublished('post', { title: 'Old title', slug: 'changed' })).sys.id;
    await api.patch(e.changed, { fields: { title: 'Secret new title', slug: 'secret-new', related: [e.draft] } });
    // A published post links to an entry that later leaves the live site.
    const gone = (await api.createPublished('post', { title: 'Soon gone', slug: 'gone' })).sys.id;
    e.linker = (await api.createPublished('post', { title: 'Linker', slug: 'linker', related: [gone, e.live] })).sys.id;
    await api.action(gone, 'unpublish');
    e.archived = (await api.createPublished('post', { title: 'Archived', slug: 'archived' })).sys.id;
    await api.action(e.archived, 'archive');
  });

  it('lists published entries only, with published values and counts', async () => {
    const res = await dlv.list('?content_type=post');
    assert.equal(res.status, 200);
    assert.deepEqual(ids(res.body.items), [e.live, e.changed, e.linker].sort());
    assert.equal(res.body.total, 3);
    const changed = res.body.items.find((i: Item) => i.sys.id === e.changed);
    assert.equal(changed.fields.title, 'Old title');
    assert.equal(changed.sys.status, 'published');
    assert.equal(changed.sys.version, 1);
    assert.equal(changed.fields.related, undefined);
    assert.doesNotMatch(res.text, /Secret|secret/);
    const all = await dlv.list('');
    assert.equal(all.body.total, 5, 'across types: 3 posts, the author and the live tag, and no drafts');
    assert.doesNotMatch(all.text, /Secret|secret/);
  });

  it('never returns drafts through filters, single reads or includes', async () => {
    assert.equal((await dlv.list('?content_type=post&fields.slug=secret')).body.total, 0);
    assert.equal((await dlv.list('?content_type=post&fields.slug=secret-new')).body.total, 0);
    assert.equal((await dlv.list('?content_type=post&fields.title=Secret%20draft')).body.total, 0);
    assert.equal((await dlv.list('?content_type=post&fields.labels=public')).body.total, 1);
    assert.equal((await dlv.get(e.draft)).status, 404);
    assert.equal((await dlv.get(e.archived)).status, 404);
    assert.equal((await dlv.get(e.changed)).body.fields.title, 'Old title');
    for (const q of ['?include=2', '?include=2&content_type=post', `/${e.live}?include=2`]) {
      const res = q.startsWith('/') ? await dlv.get(q.slice(1).split('?')[0], '?include=2') : await dlv.list(q);
      assert.equal(res.status, 200);
      assert.doesNotMatch(res.text, /Secret|secret/, q);
      assert.ok(!res.text.includes(e.tagDraft), `no link to the draft tag (${q})`);
      assert.ok(!res.text.includes(e.draft), `no link to the draft post (${q})`);
    }
  });

  it('leaves out links to entries that are no longer published', async () => {
    const res = await dlv.get(e.linker, '?include=1');
    assert.deepEqual((res.body.fields.related as Item[]).map((l) => l.sys.id), [e.live]);
    assert.deepEqual(ids(res.body.includes.Entry), [e.live]);
    const preview = await prv.get(e.linker);
    assert.equal((preview.body.fields.related as unknown[]).length, 2, 'readers of drafts see every link');
  });

  it('resolves includes level by level without duplicates', async () => {
    const one = await dlv.list('?content_type=post&include=1');
    assert.deepEqual(ids(one.body.includes.Entry), [e.author]);
    assert.deepEqual(one.body.includes.Asset.map((a: { sys: { id: string } }) => a.sys.id), ['pic']);
    const two = await dlv.list('?content_type=post&include=2');
    assert.deepEqual(ids(two.body.includes.Entry), [e.author, e.tagLive].sort());
    const author = two.body.includes.Entry.find((i: Item) => i.sys.id === e.author);
    assert.deepEqual((author.fields.tags as Item[]).map((l) => l.sys.id), [e.tagLive], 'the published version of the author');
    const zero = await dlv.list('?content_type=post');
    assert.deepEqual(zero.body.includes, { Entry: [], Asset: [] });
    const asset = one.body.includes.Asset[0];
    assert.deepEqual(Object.keys(asset.fields.file).sort(), ['content_type', 'filename', 'height', 'size', 'url', 'width']);
    assert.match(asset.fields.file.url, /\/files\/news\/pic\/[0-9a-f]{64}\/pic\.png$/);
  });

  it('lets preview keys read the latest versions, drafts included', async () => {
    const res = await prv.list('?content_type=post');
    assert.equal(res.body.total, 5);
    assert.equal((await prv.get(e.draft)).body.sys.status, 'draft');
    assert.equal((await prv.get(e.changed)).body.fields.title, 'Secret new title');
    assert.equal((await prv.list('?content_type=post&status=draft')).body.total, 2);
    const bad = await dlv.list('?status=draft');
    assert.equal(bad.status, 400);
  });
});

describe('entries: ETags and cache invalidation', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  let prv: ReturnType<typeof entriesApi>;
  let mgt: string;

  before(async () => {
    await svc().space('etag');
    mgt = await svc().key('etag', 'management');
    api = entriesApi(svc().client(mgt), 'etag');
    dlv = entriesApi(svc().client(await svc().key('etag', 'delivery')), 'etag');
    prv = entriesApi(svc().client(await svc().key('etag', 'preview')), 'etag');
    await insertContentType(svc().database, 'etag', buildContentType({ api_id: 'note', fields: [field('text', 'symbol'), field('slug', 'slug')] }));
  });

  it('answers 304 to a matching If-None-Match on lists and single reads', async () => {
    const n = await api.createPublished('note', { text: 'one' });
    for (const read of [() => dlv.list('?content_type=note'), () => dlv.get(n.sys.id)]) {
      const first = await read();
      const etag = first.headers.get('etag');
      assert.match(etag ?? '', /^"[\w-]+"$/);
      assert.equal(first.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
      const again = await read();
      assert.equal(again.headers.get('etag'), etag, 'same content, same ETag');
    }
    const list = await dlv.list('?content_type=note');
    const etag = list.headers.get('etag')!;
    const notModified = await dlv.list('?content_type=note', { 'if-none-match': etag });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.text, '');
    assert.equal(notModified.headers.get('etag'), etag);
    assert.equal((await dlv.list('?content_type=note', { 'if-none-match': `W/${etag}, "other"` })).status, 304);
    assert.equal((await dlv.list('?content_type=note', { 'if-none-match': '"stale"' })).status, 200);
    assert.equal((await dlv.list('?limit=100&content_type=note&skip=0', { 'if-none-match': etag })).status, 304, 'equivalent queries share the response');
  });

  it('is never stale after a publish, unpublish, archive or model change returns', async () => {
    const n = await api.createPublished('note', { text: 'v1' });
    const q = `?content_type=note&fields.text=`;
    const etag0 = (await dlv.get(n.sys.id)).headers.get('etag')!;
    await api.patch(n.sys.id, { fields: { text: 'v2' } });
    const afterEdit = await dlv.get(n.sys.id, '', { 'if-none-match': etag0 });
    assert.equal(afterEdit.status, 304, 'a draft edit does not change what delivery sees');
    assert.equal((await prv.get(n.sys.id)).body.fields.text, 'v2', 'but preview sees it at once');
    await api.publish(n.sys.id);
    const afterPublish = await dlv.get(n.sys.id, '', { 'if-none-match': etag0 });
    assert.equal(afterPublish.status, 200);
    assert.equal(afterPublish.body.fields.text, 'v2');
    assert.equal((await dlv.list(`${q}v2`)).body.total, 1);
    await api.action(n.sys.id, 'unpublish');
    assert.equal((await dlv.get(n.sys.id)).status, 404);
    assert.equal((await dlv.list(`${q}v2`)).body.total, 0);
    await api.publish(n.sys.id);
    assert.equal((await dlv.list(`${q}v2`)).body.total, 1);
    await api.action(n.sys.id, 'archive');
    assert.equal((await dlv.list(`${q}v2`)).body.total, 0);
    const live = await api.createPublished('note', { text: 'live', slug: 'live-note' });
    await svc().client(mgt).patch('/api/v1/spaces/etag', { production_url: 'https://etag.test' });
    assert.equal((await dlv.get(live.sys.id)).body.sys.url, undefined);
    // A model change (as the content-type API makes it: in a unit of work) shows at once.
    await runUnitOfWork(svc().database, systemActor('etag'), async (uow) => {
      const def = (await findContentTypeDefinition(uow.trx, 'etag', 'note'))!;
      await updateContentTypeDefinition(uow.trx, 'etag', { ...def, url_path: '/notes/{slug}' }, uow.now);
      uow.record({ action: 'content_type.updated', resourceType: 'content_type', resourceId: 'note' });
    });
    assert.equal((await dlv.get(live.sys.id)).body.sys.url, 'https://etag.test/notes/live-note');
    const res = await svc().client(mgt).post('/api/v1/spaces/etag/locales', { code: 'de' });
    assert.equal(res.status, 201);
    assert.equal((await dlv.list('?content_type=note&locale=de')).status, 200, 'a new language is readable at once');
  });

  it('keeps revoked keys out on the next request', async () => {
    const created = await svc().client(mgt).post('/api/v1/spaces/etag/api_keys', { name: 'Temp', kind: 'delivery' });
    const temp = svc().client(created.body.token);
    assert.equal((await temp.get('/api/v1/spaces/etag/entries')).status, 200);
    assert.equal((await svc().client(mgt).delete(`/api/v1/spaces/etag/api_keys/${created.body.key.id}`)).status, 204);
    assert.equal((await temp.get('/api/v1/spaces/etag/entries')).status, 401);

    // Another feature revoking a key through its own unit of work is seen at once too.
    const other = await svc().client(mgt).post('/api/v1/spaces/etag/api_keys', { name: 'Other', kind: 'delivery' });
    const otherClient = svc().client(other.body.token);
    assert.equal((await otherClient.get('/api/v1/spaces/etag/entries')).status, 200);
    await runUnitOfWork(svc().database, systemActor('etag'), async (uow) => {
      await uow.trx.updateTable('api_keys').set({ revoked_at: uow.now }).where('id', '=', other.body.key.id).execute();
      uow.record({ action: 'agent.revoked', resourceType: 'api_key', resourceId: other.body.key.id });
    });
    assert.equal((await otherClient.get('/api/v1/spaces/etag/entries')).status, 401);
  });
});
