import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { call, mcpClient } from '../support/mcp.ts';

describe('deleting content types and fields', () => {
  const svc = useService();
  let api: ReturnType<typeof entriesApi>;
  let dlv: ReturnType<typeof entriesApi>;
  let mgt: string;
  const c = () => svc().client(mgt);
  const types = '/api/v1/spaces/mdl/content_types';

  before(async () => {
    await svc().space('mdl');
    mgt = await svc().key('mdl', 'management');
    api = entriesApi(c(), 'mdl');
    dlv = entriesApi(svc().client(await svc().key('mdl', 'delivery')), 'mdl');
    await insertContentType(svc().database, 'mdl', buildContentType({ api_id: 'event', fields: [field('title', 'symbol'), field('venue', 'symbol'), field('related', 'references')] }));
    await insertContentType(
      svc().database,
      'mdl',
      buildContentType({ api_id: 'page', fields: [field('title', 'symbol'), field('events', 'references', { link_content_types: ['event'] }), field('see', 'references'), field('body', 'rich_text')] }),
    );
  });

  const outbox = (id: string) => svc().database.db.selectFrom('outbox').select(['event', 'payload']).where('resource_id', '=', id).execute();

  describe('a content type', () => {
    it('is refused while fields of other types may link only to it, or it has entries that are not archived, naming each', async () => {
      const live = (await api.createPublished('event', { title: 'Live' })).sys.id;
      const res = await c().delete(`${types}/event`);
      assert.equal(res.status, 422, res.text);
      const err = res.body.error;
      assert.equal(err.code, 'validation_failed');
      assert.deepEqual(err.details.linking_fields, [{ content_type: 'page', field: 'events' }]);
      assert.equal(err.details.entries.published, 1);
      assert.match(err.details.fields.entries, /1 published/);
      assert.match(err.fix, /link_content_types of page\.events/);
      assert.match(err.fix, /archive/);
      assert.equal((await c().get(`${types}/event`)).status, 200, 'nothing changed');
      assert.equal((await api.action(live, 'archive')).status, 200);
    });

    it('deletes its archived entries with delete_entries, unlinking entries of other types only when asked; dry_run changes nothing', async () => {
      // The only other type that names it stops doing so.
      assert.equal((await c().patch(`${types}/page/fields/events`, { link_content_types: [] })).status, 200);
      const gone = (await api.createPublished('event', { title: 'Old' })).sys.id;
      const older = (await api.createPublished('event', { title: 'Older' })).sys.id;
      const page = (await api.createPublished('page', { title: 'Home', see: [gone, older], body: `Go to [the old event](entry:${gone}).` })).sys.id;
      assert.equal((await api.action(gone, 'archive')).status, 200);
      assert.equal((await api.action(older, 'archive')).status, 200);
      const archivedIds = (await api.list('?content_type=event&status=archived')).body.items.map((e: { sys: { id: string } }) => e.sys.id).sort();
      assert.equal(archivedIds.length, 3);

      const noFlag = await c().delete(`${types}/event`);
      assert.equal(noFlag.status, 422);
      assert.match(noFlag.body.error.details.fields.delete_entries, /3 archived entries/);

      const noUnlink = await c().delete(`${types}/event?delete_entries=true`);
      assert.equal(noUnlink.status, 422);
      assert.ok(noUnlink.body.error.details.fields.unlink);
      assert.deepEqual(noUnlink.body.error.details.links, [{ entry: page, content_type: 'page', status: 'published', fields: ['body', 'see'], published: true }]);

      const dry = await c().delete(`${types}/event?delete_entries=true&unlink=true&dry_run=true`);
      assert.equal(dry.status, 200, dry.text);
      assert.equal(dry.body.dry_run, true);
      assert.deepEqual([...dry.body.would_delete_entries].sort(), archivedIds);
      assert.deepEqual(dry.body.would_unlink.map((l: { entry: string }) => l.entry), [page]);
      assert.equal((await c().get(`${types}/event`)).status, 200);
      assert.equal((await api.get(page)).body.sys.version, 1);

      const done = await c().delete(`${types}/event?delete_entries=true&unlink=true`);
      assert.equal(done.status, 200, done.text);
      assert.deepEqual(done.body.deleted, { sys: { type: 'ContentType', id: 'event' } });
      assert.deepEqual([...done.body.entries_deleted].sort(), archivedIds);
      assert.equal((await c().get(`${types}/event`)).status, 404);
      for (const id of archivedIds) assert.equal((await api.get(id)).status, 404);
      const after = await api.get(page, '?rich_text=markdown');
      assert.deepEqual(after.body.fields.see, []);
      assert.equal(after.body.sys.version, 2, 'one new version for its links to both deleted entries');
      assert.equal(after.body.fields.body, 'Go to the old event.\n');
      assert.ok(!JSON.stringify((await dlv.get(page)).body).includes(gone), 'the live version no longer points at it');

      const events = await outbox('event');
      assert.ok(events.some((e) => e.event === 'content_type.changed' && JSON.parse(e.payload).change === 'deleted'), JSON.stringify(events));
      assert.ok((await outbox(gone)).some((e) => e.event === 'entry.deleted'), 'deploy hooks hear of each entry deleted with it');
      const ts = await c().get('/api/v1/spaces/mdl/types.ts');
      assert.equal(ts.status, 200);
      assert.ok(!/\bEvent\b/.test(ts.text) && !ts.text.includes("'event'"), 'generated types follow');
      // The API ID is free again: a new type may take it.
      const again = await c().post(types, { api_id: 'event', name: 'Event', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
      assert.equal(again.status, 201, again.text);
    });

    it('deletes an empty type at once and drops it from quick access', async () => {
      await insertContentType(svc().database, 'mdl', buildContentType({ api_id: 'note', fields: [field('title', 'symbol')] }));
      assert.equal((await c().put('/api/v1/spaces/mdl/quick_access', { items: [{ content_type: 'note' }, { content_type: 'page' }] })).status, 200);
      const done = await c().delete(`${types}/note`);
      assert.equal(done.status, 200, done.text);
      assert.deepEqual(done.body.entries_deleted, []);
      const qa = await c().get('/api/v1/spaces/mdl/quick_access');
      assert.deepEqual(qa.body.quick_access.map((i: { content_type?: string }) => i.content_type), ['page']);
      assert.equal((await c().delete(`${types}/note`)).status, 404);
    });

    it('needs a key that may change the model', async () => {
      await insertContentType(svc().database, 'mdl', buildContentType({ api_id: 'keep', fields: [field('title', 'symbol')] }));
      const res = await svc().client(await svc().key('mdl', 'preview')).delete(`${types}/keep`);
      assert.equal(res.status, 403);
      assert.equal((await c().get(`${types}/keep`)).status, 200);
    });
  });

  describe('a field', () => {
    it('is refused while entries hold values, dry_run counts them, delete_values removes them from every copy', async () => {
      await insertContentType(svc().database, 'mdl', buildContentType({ api_id: 'post', fields: [field('title', 'symbol'), field('subtitle', 'symbol'), field('tag', 'symbol')] }));
      const a = (await api.createPublished('post', { title: 'A', subtitle: 'Secret A' })).sys.id;
      assert.equal((await api.patch(a, { fields: { subtitle: 'Secret A2' } }, '')).status, 200);
      await api.create('post', { title: 'B' });
      const path = `${types}/post/fields/subtitle`;

      const refused = await c().delete(path);
      assert.equal(refused.status, 422, refused.text);
      assert.equal(refused.body.error.details.entries_with_values, 1);
      assert.equal(refused.body.error.details.published_with_values, 1);
      assert.match(refused.body.error.details.fields.delete_values, /1 entries/);

      const dry = await c().delete(`${path}?delete_values=true&dry_run=true`);
      assert.equal(dry.status, 200, dry.text);
      assert.deepEqual(dry.body, { dry_run: true, would_delete: { sys: { type: 'Field', id: 'subtitle', content_type: 'post' } }, entries_changed: 1, published_changed: 1 });
      assert.equal((await api.get(a)).body.fields.subtitle, 'Secret A2');

      const reader = svc().client(await svc().key('mdl', 'delivery', 'sync'));
      const initial = await reader.get('/api/v1/spaces/mdl/sync?initial=true');
      assert.equal(initial.status, 200, initial.text);
      const done = await c().delete(`${path}?delete_values=true`);
      assert.equal(done.status, 200, done.text);
      assert.equal(done.body.entries_changed, 1);
      const synced = await reader.get(`/api/v1/spaces/mdl/sync?sync_token=${encodeURIComponent(initial.body.next_sync_token)}`);
      assert.deepEqual(
        synced.body.items.map((i: { sys: { id: string }; fields: Record<string, unknown> }) => [i.sys.id, 'subtitle' in i.fields]),
        [[a, false]],
        'the sync API answers the entry whose published values changed',
      );
      const type = (await c().get(`${types}/post`)).body;
      assert.deepEqual(type.fields.map((f: { api_id: string }) => f.api_id), ['title', 'tag']);
      assert.equal((await api.get(a)).body.fields.subtitle, undefined);
      assert.equal((await dlv.get(a)).body.fields.subtitle, undefined, 'gone from delivery at once');
      const versions = await c().get(`${api.base}/${a}/versions`);
      assert.equal(versions.status, 200);
      assert.ok(!versions.text.includes('Secret'), 'no version keeps the values');
      const stored = await svc().database.db.selectFrom('entry_versions').select('fields').where('entry_id', '=', a).execute();
      assert.ok(stored.every((v) => !v.fields.includes('Secret')), 'deleted from the stored versions too');
      assert.ok(!(await c().get('/api/v1/spaces/mdl/schema.json')).text.includes('subtitle'), 'schema.json follows');
      const events = await outbox('post');
      assert.ok(events.some((e) => e.event === 'content_type.changed' && JSON.parse(e.payload).change === 'field_deleted'));

      const reuse = await c().post(`${types}/post/fields`, { api_id: 'subtitle', name: 'Subtitle', type: 'symbol' });
      assert.equal(reuse.status, 422, 'a deleted field\'s API ID is never reused');
      assert.match(reuse.body.error.details.fields.api_id, /removed field/);
      assert.equal((await c().delete(path)).status, 404);
    });

    it('deletes a field without values at once, and refuses one a type setting names', async () => {
      assert.equal((await c().delete(`${types}/post/fields/tag`)).status, 200);
      assert.equal((await c().patch(`${types}/post`, { entry_order: '-fields.title' })).status, 200);
      const named = await c().delete(`${types}/post/fields/title`);
      assert.equal(named.status, 422);
      assert.ok(named.body.error.details.fields.entry_order, named.text);
      assert.match(named.body.error.fix, /entry_order/);
      assert.equal((await c().get(`${types}/post`)).body.fields.length, 1);
      assert.equal((await c().delete(`${types}/nope/fields/title`)).status, 404);
    });
  });

  it('is the MCP tools delete_content_type and delete_field, with the same refusals and dry runs', async () => {
    const client = await mcpClient(svc(), mgt);
    await insertContentType(svc().database, 'mdl', buildContentType({ api_id: 'faq', fields: [field('question', 'symbol'), field('answer', 'text')] }));
    const e = (await api.create('faq', { question: 'Why?', answer: 'Because.' })).sys.id;
    const refusedField = await call(client, 'delete_field', { content_type: 'faq', field: 'answer' });
    assert.equal(refusedField.structuredContent?.error.code, 'validation_failed');
    const dry = await call(client, 'delete_field', { content_type: 'faq', field: 'answer', delete_values: true, dry_run: true });
    assert.equal(dry.structuredContent?.entries_changed, 1);
    assert.equal((await api.get(e)).body.fields.answer, 'Because.');
    const deleted = await call(client, 'delete_field', { content_type: 'faq', field: 'answer', delete_values: true });
    assert.equal(deleted.isError, undefined, deleted.content[0]?.text);
    assert.equal((await api.get(e)).body.fields.answer, undefined);

    const refusedType = await call(client, 'delete_content_type', { content_type: 'faq' });
    assert.equal(refusedType.structuredContent?.error.code, 'validation_failed');
    assert.equal(refusedType.structuredContent?.error.details.entries.draft, 1);
    await api.action(e, 'archive');
    const type = await call(client, 'delete_content_type', { content_type: 'faq', delete_entries: true });
    assert.equal(type.isError, undefined, type.content[0]?.text);
    assert.deepEqual(type.structuredContent?.entries_deleted, [e]);
    assert.equal((await c().get(`${types}/faq`)).status, 404);
  });
});
