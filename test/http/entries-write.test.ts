import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { buildContentType, field, insertAsset, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { createEntry } from '../../src/app/entries/create-entry.ts';
import { updateEntry } from '../../src/app/entries/update-entry.ts';
import { systemActor } from '../../src/domain/actor.ts';
import type { AppError } from '../../src/domain/errors.ts';

describe('entries: create and edit', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let mgt: string;

  before(async () => {
    await svc().space('site');
    mgt = await svc().key('site', 'management');
    api = entriesApi(svc().client(mgt), 'site');
    const db = svc().database;
    await insertContentType(db, 'site', buildContentType({ api_id: 'author', fields: [field('name', 'symbol', { required: true })] }));
    await insertContentType(
      db,
      'site',
      buildContentType({
        api_id: 'post',
        fields: [
          field('title', 'symbol', { required: true }),
          field('views', 'integer'),
          field('color', 'color'),
          field('published_on', 'date'),
          field('author', 'reference', { link_content_types: ['author'] }),
          field('cover', 'asset', { accept: 'image' }),
          field('body', 'rich_text'),
          field('kind', 'select', { options: ['news', 'guide'] }),
        ],
      }),
    );
    await insertContentType(db, 'site', buildContentType({ api_id: 'settings', singleton: true, fields: [field('site_name', 'symbol')] }));
    await insertAsset(db, 'site', { id: 'pic' });
    await insertAsset(db, 'site', { id: 'doc', content_type: 'application/pdf', filename: 'doc.pdf' });
  });

  it('creates a draft at version 1 without checking required fields, normalising values', async () => {
    const e = await api.create('post', { color: 'ABCDEF', published_on: '2026-05-01T09:30:00+02:00' });
    assert.equal(e.sys.status, 'draft');
    assert.equal(e.sys.version, 1);
    assert.equal(e.sys.published_version, null);
    assert.equal(e.sys.content_type, 'post');
    assert.equal(e.sys.locale, 'en');
    assert.deepEqual(e.fields, { color: '#abcdef', published_on: '2026-05-01T09:30:00+02:00' });
    const events = await svc().database.db.selectFrom('outbox').selectAll().where('resource_id', '=', e.sys.id).execute();
    assert.deepEqual(events.map((x) => x.event), ['entry.saved']);
    assert.deepEqual(JSON.parse(events[0].payload), { content_type: 'post', version: 1, status: 'draft' });
  });

  it('refuses values that do not fit, with one message per field, and saves nothing', async () => {
    const before = await snapshotDatabase(svc().database);
    const res = await svc().client(mgt).post(api.base, { content_type: 'post', fields: { title: 5, views: 1.5, kind: 'rant', nope: 1 } });
    assert.equal(res.status, 422);
    assert.equal(res.body.error.code, 'validation_failed');
    assert.deepEqual(Object.keys(res.body.error.details.fields).sort(), ['kind', 'nope', 'title', 'views']);
    assert.match(res.body.error.details.fields.kind, /"news", "guide"/);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('refuses an unknown content type, links to missing or wrong records, and a second singleton entry', async () => {
    const unknown = await svc().client(mgt).post(api.base, { content_type: 'nope', fields: {} });
    assert.equal(unknown.status, 422);
    assert.match(unknown.body.error.details.fields.content_type, /author, post, settings/);
    const post = await api.create('post', {});
    const links = await svc().client(mgt).post(api.base, { content_type: 'post', fields: { author: post.sys.id, cover: 'doc' } });
    assert.equal(links.status, 422);
    assert.match(links.body.error.details.fields.author, /is a post; this field links to author/);
    assert.match(links.body.error.details.fields.cover, /takes images/);
    const missing = await svc().client(mgt).post(api.base, { content_type: 'post', fields: { author: 'ghost', cover: 'ghost' } });
    assert.match(missing.body.error.details.fields.author, /does not exist/);
    await api.create('settings', { site_name: 'Mine' });
    const second = await svc().client(mgt).post(api.base, { content_type: 'settings', fields: {} });
    assert.equal(second.status, 422);
    assert.match(second.body.error.details.fields.content_type, /singleton|already has/);
  });

  it('rejects a body that does not match the schema', async () => {
    const res = await svc().client(mgt).post(api.base, { fields: {} });
    assert.equal(res.status, 422);
    assert.equal(res.body.error.details.fields.content_type, 'required');
    const extra = await svc().client(mgt).post(api.base, { content_type: 'post', fields: {}, status: 'published' });
    assert.equal(extra.status, 422);
  });

  it('edits only sent fields, empties with null, and saves a new version each time', async () => {
    const e = await api.create('post', { title: 'One', views: 1, body: '# Hi' });
    const r1 = await api.patch(e.sys.id, { fields: { views: 2 } });
    assert.equal(r1.status, 200);
    assert.equal(r1.body.sys.version, 2);
    assert.deepEqual(r1.body.fields.title, 'One');
    assert.equal(r1.body.fields.views, 2);
    const r2 = await api.patch(e.sys.id, { fields: { body: null }, version: 2 });
    assert.equal(r2.body.sys.version, 3);
    assert.equal(r2.body.fields.body, undefined);
    assert.equal(r2.body.fields.title, 'One');
    const same = await api.patch(e.sys.id, { fields: { title: 'One' } });
    assert.equal(same.body.sys.version, 3, 'an edit that changes nothing saves no version');
    const versions = await svc().client(mgt).get(`${api.base}/${e.sys.id}/versions`);
    assert.deepEqual(versions.body.items.map((v: { version: number }) => v.version), [3, 2, 1]);
  });

  it('answers version_conflict for an old version and overwrites nothing', async () => {
    const e = await api.create('post', { title: 'Base' });
    await api.patch(e.sys.id, { fields: { title: 'Theirs' }, version: 1 });
    const before = await snapshotDatabase(svc().database);
    const mine = await api.patch(e.sys.id, { fields: { title: 'Mine' }, version: 1 });
    assert.equal(mine.status, 409);
    assert.equal(mine.body.error.code, 'version_conflict');
    assert.deepEqual(mine.body.error.details, { current_version: 2, sent_version: 1 });
    assert.equal(await snapshotDatabase(svc().database), before);
    assert.equal((await api.get(e.sys.id)).body.fields.title, 'Theirs');
  });

  it('lets only one of two concurrent edits of the same version win', async () => {
    const e = await api.create('post', { title: 'Start', views: 0 });
    for (let round = 0; round < 5; round++) {
      const version = (await api.get(e.sys.id)).body.sys.version;
      const results = await Promise.all(['A', 'B', 'C'].map((who) => api.patch(e.sys.id, { fields: { title: `${who}${round}` }, version })));
      const statuses = results.map((r) => r.status).sort();
      assert.deepEqual(statuses, [200, 409, 409], `round ${round}: exactly one edit wins`);
      const winner = results.find((r) => r.status === 200)!;
      const now = (await api.get(e.sys.id)).body;
      assert.equal(now.fields.title, winner.body.fields.title);
      assert.equal(now.sys.version, version + 1);
    }
  });

  it('keeps every concurrent edit sent without a version (no lost update)', async () => {
    const e = await api.create('post', {});
    const edits = [{ title: 'T' }, { views: 7 }, { color: '#123456' }, { kind: 'news' }, { published_on: '2026-01-01' }];
    const results = await Promise.all(edits.map((fields) => api.patch(e.sys.id, { fields })));
    assert.deepEqual(results.map((r) => r.status), [200, 200, 200, 200, 200]);
    const now = (await api.get(e.sys.id)).body;
    assert.deepEqual(now.fields, { title: 'T', views: 7, color: '#123456', kind: 'news', published_on: '2026-01-01' });
    assert.equal(now.sys.version, 6);
  });

  it('answers 404 for an unknown entry and refuses keys that cannot write', async () => {
    assert.equal((await api.patch('missing', { fields: {} })).status, 404);
    for (const kind of ['delivery', 'preview'] as const) {
      const c = svc().client(await svc().key('site', kind));
      const res = await c.post(api.base, { content_type: 'post', fields: {} });
      assert.equal(res.status, 403);
      assert.equal(res.body.error.code, 'key_cannot');
    }
    const agent = entriesApi(svc().client(await svc().key('site', 'agent')), 'site');
    const byAgent = await agent.create('post', { title: 'By agent' });
    const versions = await svc().client(mgt).get(`${api.base}/${byAgent.sys.id}/versions`);
    assert.deepEqual(versions.body.items[0].author, { type: 'agent', name: 'agent key' });
  });

  it('limits write to the content types an actor may write', async () => {
    const limited = { ...systemActor('site'), type: 'user' as const, kind: 'management' as const, name: 'Editor', writableContentTypes: new Set(['author']) };
    const author = await runUnitOfWork(svc().database, limited, (uow) => createEntry(uow, { content_type: 'author', fields: { name: 'Ok' } }));
    assert.equal(author.content_type, 'author');
    await assert.rejects(
      runUnitOfWork(svc().database, limited, (uow) => createEntry(uow, { content_type: 'post', fields: {} })),
      (e: AppError) => e.code === 'key_cannot' && /post/.test(e.message),
    );
    const post = await api.create('post', { title: 'Theirs' });
    await assert.rejects(
      runUnitOfWork(svc().database, limited, (uow) => updateEntry(uow, { id: post.sys.id, fields: { title: 'Mine' } })),
      (e: AppError) => e.code === 'key_cannot',
    );
    assert.equal((await api.get(post.sys.id)).body.fields.title, 'Theirs');
  });

  it('stores rich text as the block document and returns markdown on request', async () => {
    const e = await api.create('post', { body: 'Some *text* with ![A pic](asset:pic)' });
    assert.equal(e.fields.body.type, 'root');
    const md = await api.get(e.sys.id, '?rich_text=markdown');
    assert.equal(md.body.fields.body, 'Some _text_ with ![A pic](asset:pic)\n');
    const bad = await svc().client(mgt).post(api.base, { content_type: 'post', fields: { body: '![x](asset:ghost)' } });
    assert.equal(bad.status, 422);
    assert.match(bad.body.error.details.fields.body, /ghost/);
  });
});
