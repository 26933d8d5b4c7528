import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { buildContentType, field, grantRole, insertAsset, insertContentType } from '../support/builders.ts';
import { dashboardSession } from '../support/dashboard-session.ts';
import { entriesApi } from '../support/entries.ts';
import type { Client } from '../support/http.ts';

/** POST …/entries/{id}/versions/{n}/restore: version n's values, of every field type, become a new version. */
describe('entries: restoring a version', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let client: Client;
  const restore = (id: string, n: number, body?: unknown) => client.post(`/api/v1/spaces/site/entries/${id}/versions/${n}/restore`, body);
  const stored = async (id: string) => (await api.get(id, '?locale=*&rich_text=json')).body;

  before(async () => {
    await svc().space('site');
    client = svc().client(await svc().key('site', 'management'));
    api = entriesApi(client, 'site');
    assert.equal((await client.post('/api/v1/spaces/site/locales', { code: 'de', name: 'German' })).status, 201);
    const db = svc().database;
    await insertContentType(db, 'site', buildContentType({ api_id: 'author', fields: [field('name', 'symbol')] }));
    await insertContentType(
      db,
      'site',
      buildContentType({
        api_id: 'post',
        fields: [
          field('title', 'symbol', { localized: true }),
          field('author', 'reference', { link_content_types: ['author'] }),
          field('image', 'asset', { accept: 'image' }),
          field('gallery', 'assets'),
          field('related', 'references'),
          field('body', 'rich_text', { localized: true }),
          field('tags', 'tags'),
          field('meta', 'json'),
          field('views', 'integer'),
        ],
      }),
    );
    await insertAsset(db, 'site', { id: 'sun' });
    await insertAsset(db, 'site', { id: 'moon' });
  });

  async function entryWithHistory() {
    const ada = await api.createPublished('author', { name: 'Ada' });
    const grace = await api.createPublished('author', { name: 'Grace' });
    const v1 = await api.create('post', {
      title: 'First',
      author: ada.sys.id,
      image: 'sun',
      gallery: ['sun', 'moon'],
      related: [ada.sys.id],
      body: 'Before ![A sun](asset:sun) after.\n\n![Plain](https://example.com/i.png)\n',
      tags: ['a', 'b'],
      meta: { a: [1, { b: null }] },
    });
    const german = await api.patch(v1.sys.id, { fields: { title: 'Erste', body: 'Hallo' } }, '?locale=de');
    assert.equal(german.status, 200, german.text);
    const edited = await api.patch(v1.sys.id, { fields: { title: { en: 'Second', de: null }, author: { en: grace.sys.id }, image: { en: 'moon' }, gallery: null, related: { en: [grace.sys.id, ada.sys.id] }, body: { en: 'Other' }, tags: null, meta: { en: { c: 1 } }, views: { en: 7 } } }, '?locale=*');
    assert.equal(edited.status, 200, edited.text);
    return { id: v1.sys.id as string, first: await (async () => (await client.get(`/api/v1/spaces/site/entries/${v1.sys.id}/versions`)).body.items.find((v: { version: number }) => v.version === 2))() };
  }

  it('saves version n again as a new version, references, files, rich text and languages included', async () => {
    const { id, first } = await entryWithHistory();
    const res = await restore(id, 2, { current_version: 3 });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.sys.version, 4);
    assert.equal(res.body.sys.status, 'draft');
    const now = await stored(id);
    assert.deepEqual(now.fields, first.fields, 'every field is as in version 2, views emptied and de restored');
    const versions = (await client.get(`/api/v1/spaces/site/entries/${id}/versions`)).body;
    assert.deepEqual(versions.items.map((v: { version: number }) => v.version), [4, 3, 2, 1], 'nothing earlier is rewritten');
    assert.deepEqual(versions.items[0].fields, first.fields);
    const activity = (await client.get(`/api/v1/spaces/site/activity?resource_type=entry&resource_id=${id}`)).body.items;
    assert.equal(activity[0].action, 'entry.restored');
    assert.equal(activity[0].details.restored_from, 2);
    assert.equal(activity[0].details.version, 4);
  });

  it('leaves a published entry live with its published values and marks it changed', async () => {
    const { id, first } = await entryWithHistory();
    await api.publish(id);
    const res = await restore(id, 2);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.sys.status, 'changed');
    assert.equal(res.body.sys.published_version, 3);
    assert.deepEqual((await stored(id)).fields, first.fields);
  });

  it('saves nothing when version n equals the latest', async () => {
    const { id } = await entryWithHistory();
    assert.equal((await restore(id, 2)).body.sys.version, 4);
    const again = await restore(id, 4);
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.sys.version, 4);
    assert.equal((await client.get(`/api/v1/spaces/site/entries/${id}/versions`)).body.total, 4);
  });

  it('refuses a version that does not exist, a stale current_version and an archived entry, changing nothing', async () => {
    const { id } = await entryWithHistory();
    const before = await snapshotDatabase(svc().database);
    const missing = await restore(id, 9);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, 'not_found');
    assert.match(missing.body.error.message, /no version 9/);
    const stale = await restore(id, 2, { current_version: 2 });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.error.code, 'version_conflict');
    const bad = await client.post(`/api/v1/spaces/site/entries/${id}/versions/zero/restore`);
    assert.equal(bad.status, 400);
    assert.deepEqual(await snapshotDatabase(svc().database), before);
    assert.equal((await api.action(id, 'archive')).status, 200);
    const archived = await restore(id, 2);
    assert.equal(archived.status, 422);
    assert.equal(archived.body.error.code, 'validation_failed');
  });

  it('needs the permission to edit: refused to a delivery key and to an editor limited to other types', async () => {
    const { id } = await entryWithHistory();
    const delivery = await svc().client(await svc().key('site', 'delivery')).post(`/api/v1/spaces/site/entries/${id}/versions/2/restore`);
    assert.equal(delivery.status, 403);
    assert.equal(delivery.body.error.code, 'key_cannot');
    const editor = await dashboardSession(svc(), `limited-${id}@example.com`, [['site', 'editor']]);
    await grantRole(svc().database, `limited-${id}@example.com`, 'site', 'editor', ['author']);
    const limited = await editor.json('POST', `/api/v1/spaces/site/entries/${id}/versions/2/restore`, {});
    assert.equal(limited.status, 403, limited.text);
    assert.equal(limited.body.error.code, 'key_cannot');
    assert.equal(limited.body.error.details.content_type, 'post');
    await grantRole(svc().database, `limited-${id}@example.com`, 'site', 'editor', ['post']);
    const allowed = await editor.json('POST', `/api/v1/spaces/site/entries/${id}/versions/2/restore`, {});
    assert.equal(allowed.status, 200, allowed.text);
    assert.equal(allowed.body.sys.version, 4);
  });
});
