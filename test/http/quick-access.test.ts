import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';
import { deleteEntry, insertEntry, setEntryStatus } from '../support/rows.ts';

describe('quick access', () => {
  const svc = useService();
  const url = (slug: string) => `/api/v1/spaces/${slug}/quick_access`;

  it('replaces the list, keeps the order, labels by title or type name; archived and deleted entries stop showing', async () => {
    await svc().space('qa');
    const c = svc().client(await svc().key('qa', 'management'));
    await c.post('/api/v1/spaces/qa/content_types', { name: 'Blog post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    await c.post('/api/v1/spaces/qa/content_types', { name: 'Site settings', api_id: 'site', singleton: true });
    const db = svc().database;
    const hello = await insertEntry(db, 'qa', { contentType: 'post', fields: { title: { en: 'Hello world' } } });
    const long = await insertEntry(db, 'qa', { contentType: 'post', fields: { title: { en: 'A title that is much longer than forty characters in all' } } });
    const untitled = await insertEntry(db, 'qa', { contentType: 'post', fields: {} });
    const gone = await insertEntry(db, 'qa', { contentType: 'post', fields: { title: { en: 'Gone' } } });

    assert.deepEqual((await c.get(url('qa'))).body, { quick_access: [] });
    const put = await c.put(url('qa'), {
      items: [{ content_type: 'site' }, { entry: hello, label: 'Home' }, { entry: long }, { entry: untitled }, { entry: gone }, { content_type: 'post', label: 'x'.repeat(40) }],
    });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.deepEqual(put.body.quick_access, [
      { content_type: 'site', label: 'Site settings' },
      { entry: hello, label: 'Home' },
      { entry: long, label: 'A title that is much longer than forty…' },
      { entry: untitled, label: 'Blog post' },
      { entry: gone, label: 'Gone' },
      { content_type: 'post', label: 'x'.repeat(40) },
    ]);
    await setEntryStatus(db, hello, 'archived');
    await deleteEntry(db, gone);
    // A reader of drafts (delivery readers see only published entries: delivery-visibility.test.ts).
    const preview = svc().client(await svc().key('qa', 'preview'));
    const read = await preview.get(url('qa'));
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.quick_access.map((i: { entry?: string; content_type?: string }) => i.entry ?? i.content_type), ['site', long, untitled, 'post']);
    await setEntryStatus(db, hello, 'draft');
    assert.equal((await c.get(url('qa'))).body.quick_access[1].label, 'Home');

    const activity = await db.db.selectFrom('activity').select('action').where('space_id', '=', 'qa').where('action', '=', 'quick_access.updated').execute();
    assert.equal(activity.length, 1);
    const events = await db.db.selectFrom('outbox').select(['event', 'resource_type']).where('space_id', '=', 'qa').where('resource_type', '=', 'QuickAccess').execute();
    assert.deepEqual(events.map((e) => ({ ...e })), [{ event: 'content_type.changed', resource_type: 'QuickAccess' }]);
    const cleared = await c.put(url('qa'), { items: [] });
    assert.deepEqual(cleared.body, { quick_access: [] });
  });

  it('refuses more than 8 items, long labels, unknown, archived and repeated items, and changes nothing', async () => {
    await svc().space('qa2');
    const c = svc().client(await svc().key('qa2', 'management'));
    await c.post('/api/v1/spaces/qa2/content_types', { name: 'Post', api_id: 'post' });
    const db = svc().database;
    const ids = [];
    for (let i = 0; i < 9; i++) ids.push(await insertEntry(db, 'qa2', { contentType: 'post', fields: {} }));
    const archived = await insertEntry(db, 'qa2', { contentType: 'post', status: 'archived', fields: {} });
    const eight = await c.put(url('qa2'), { items: ids.slice(0, 8).map((entry) => ({ entry })) });
    assert.equal(eight.status, 200);
    assert.equal(eight.body.quick_access.length, 8);

    const before = await snapshotDatabase(db);
    const nine = await c.put(url('qa2'), { items: ids.map((entry) => ({ entry })) });
    assert.equal(nine.status, 422);
    assert.match(nine.body.error.details.fields.items, /at most 8/);
    const bad = await c.put(url('qa2'), {
      items: [{ entry: 'nope' }, { content_type: 'ghost' }, { entry: archived }, { content_type: 'post', label: 'x'.repeat(41) }, { entry: ids[0] }, { entry: ids[0] }],
    });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.error.details.fields).sort(), ['items[0].entry', 'items[1].content_type', 'items[2].entry', 'items[3].label', 'items[5]']);
    const dry = await c.put(`${url('qa2')}?dry_run=true`, { items: [{ content_type: 'post' }] });
    assert.deepEqual(dry.body, { dry_run: true, quick_access: [{ content_type: 'post', label: 'Post' }] });
    const dryBody = await c.put(url('qa2'), { items: [{ entry: 'nope' }], dry_run: true });
    assert.equal(dryBody.status, 422);
    assert.equal(await snapshotDatabase(db), before);
  });

  it('reading needs any key of the space; writing needs manage_model', async () => {
    await svc().space('qa3');
    await svc().space('qa4');
    for (const kind of ['delivery', 'preview'] as const) {
      const k = svc().client(await svc().key('qa3', kind));
      assert.equal((await k.get(url('qa3'))).status, 200);
      const w = await k.put(url('qa3'), { items: [] });
      assert.deepEqual([w.status, w.body.error.code], [403, 'key_cannot']);
    }
    const agent = svc().client(await svc().key('qa3', 'agent'));
    assert.equal((await agent.put(url('qa3'), { items: [] })).status, 200);
    const other = svc().client(await svc().key('qa4', 'management'));
    const wrong = await other.put(url('qa3'), { items: [] });
    assert.deepEqual([wrong.status, wrong.body.error.code], [403, 'wrong_space']);
    assert.equal((await svc().anon.get(url('qa3'))).status, 401);
  });
});
