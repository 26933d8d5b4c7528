import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { eventually } from '../support/receiver.ts';
import type { Client } from '../support/http.ts';
import { createSchedule } from '../../src/app/schedules/create-schedule.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import type { Actor } from '../../src/domain/actor.ts';
import { AppError } from '../../src/domain/errors.ts';

/**
 * Scheduled actions (docs/publishing.md "Scheduled actions") with the service's own worker:
 * they run within moments of their time, a failing one records its error and changes nothing,
 * they are listed per entry and per space and can be cancelled, and scheduling needs what the
 * action needs.
 */
describe('scheduled actions', () => {
  const svc = useService({ TESSERA_WORKERS: '1', TESSERA_SCHEDULE_POLL_MS: '50' });
  let mgt: Client;
  let api: ReturnType<typeof entriesApi>;
  const base = '/api/v1/spaces/sch';
  const soon = (ms = 300) => new Date(Date.now() + ms).toISOString();
  const scheduleOf = async (id: string) => (await mgt.get(`${base}/schedules?limit=1000`)).body.items.find((s: { id: string }) => s.id === id);

  before(async () => {
    await svc().space('sch');
    mgt = svc().client(await svc().key('sch', 'management', 'Editor key'));
    api = entriesApi(mgt, 'sch');
    await insertContentType(svc().database, 'sch', buildContentType({ api_id: 'post', fields: [field('title', 'symbol', { required: true })] }));
    await insertContentType(svc().database, 'sch', buildContentType({ api_id: 'page', fields: [field('title', 'symbol')] }));
  });

  it('publishes an entry at its time, once, as whoever scheduled it', async () => {
    const e = await api.create('post', { title: 'Sourdough' });
    const r = await mgt.post(`${base}/entries/${e.sys.id}/schedule`, { action: 'publish', at: soon() });
    assert.equal(r.status, 201, r.text);
    assert.equal(r.body.status, 'pending');
    assert.deepEqual(r.body.entry, { id: e.sys.id, content_type: 'post', title: 'Sourdough' });
    await eventually(async () => (await scheduleOf(r.body.id)).status === 'done', 10_000, 'the scheduled publish');
    assert.equal((await api.get(e.sys.id)).body.sys.status, 'published');
    const acts = await svc().database.db.selectFrom('activity').select(['action', 'actor_name']).where('resource_id', '=', e.sys.id).where('action', '=', 'entry.published').execute();
    assert.deepEqual(acts.map((a) => ({ ...a })), [{ action: 'entry.published', actor_name: 'Editor key' }]);
  });

  it('a scheduled publish that fails validation records its error, emits schedule.failed and changes nothing', async () => {
    const e = await api.create('post', { title: 'Half' });
    assert.equal((await api.patch(e.sys.id, { fields: { title: null } })).status, 200);
    const r = await mgt.post(`${base}/entries/${e.sys.id}/schedule`, { at: soon() });
    assert.equal(r.status, 201, r.text);
    await eventually(async () => (await scheduleOf(r.body.id)).status !== 'pending', 10_000, 'the scheduled publish to run');
    const s = await scheduleOf(r.body.id);
    assert.equal(s.status, 'failed');
    assert.equal(s.error.code, 'validation_failed');
    assert.ok(s.error.details.fields.title, JSON.stringify(s.error));
    const entry = (await api.get(e.sys.id)).body;
    assert.equal(entry.sys.status, 'draft');
    assert.equal(entry.sys.version, 2);
    const db = svc().database.db;
    const events = await db.selectFrom('outbox').select(['event', 'payload']).where('resource_id', '=', r.body.id).execute();
    assert.equal(events.length, 1);
    assert.equal(events[0].event, 'schedule.failed');
    assert.equal(JSON.parse(events[0].payload).target_id, e.sys.id);
    assert.equal((await db.selectFrom('activity').select('action').where('resource_id', '=', r.body.id).where('action', '=', 'schedule.failed').execute()).length, 1);
  });

  it('lists per entry and per space in time order, with windows; cancels pending ones only', async () => {
    const e = await api.create('page', { title: 'Calendar' });
    const later = await mgt.post(`${base}/entries/${e.sys.id}/schedule`, { action: 'archive', at: '2027-06-02T09:00:00+01:00' });
    const first = await mgt.post(`${base}/entries/${e.sys.id}/schedule`, { action: 'publish', at: '2027-06-01T09:00:00Z', locale: 'en' });
    assert.equal(later.status, 201, later.text);
    assert.equal(later.body.at, '2027-06-02T08:00:00.000Z');
    const mine = await mgt.get(`${base}/entries/${e.sys.id}/schedules`);
    assert.deepEqual(mine.body.items.map((s: { id: string }) => s.id), [first.body.id, later.body.id]);
    const jan1 = await mgt.get(`${base}/schedules?from=2027-06-01&to=2027-06-02&status=pending`);
    assert.deepEqual(jan1.body.items.map((s: { id: string }) => s.id), [first.body.id]);
    const c = await mgt.delete(`${base}/schedules/${first.body.id}`);
    assert.equal(c.status, 200, c.text);
    assert.equal(c.body.status, 'cancelled');
    assert.equal((await mgt.delete(`${base}/schedules/${first.body.id}`)).status, 422);
    assert.equal((await mgt.delete(`${base}/schedules/nope`)).status, 404);
    for (const [body, field] of [
      [{ at: '2027-06-01T09:00:00' }, 'at'],
      [{ at: '2001-01-01T09:00:00Z' }, 'at'],
      [{ at: '2027-06-01T09:00:00Z', locale: 'xx' }, 'locale'],
    ] as const) {
      const bad = await mgt.post(`${base}/entries/${e.sys.id}/schedule`, body);
      assert.equal(bad.status, 422, JSON.stringify(body));
      assert.ok(bad.body.error.details.fields[field], bad.text);
    }
    assert.equal((await mgt.post(`${base}/entries/${e.sys.id}/schedule`, { action: 'delete', at: soon() })).status, 422);
    assert.equal((await mgt.post(`${base}/entries/nope/schedule`, { at: soon() })).status, 404);
  });

  it('scheduling needs what the action needs: a preview key cannot, a type-limited person only for their types', async () => {
    const e = await api.create('post', { title: 'Limited' });
    const preview = svc().client(await svc().key('sch', 'preview'));
    const r = await preview.post(`${base}/entries/${e.sys.id}/schedule`, { at: soon(60_000) });
    assert.equal(r.status, 403);
    assert.equal(r.body.error.code, 'key_cannot');
    assert.equal((await preview.get(`${base}/schedules`)).status, 200, 'reading the calendar needs read_drafts only');
    const editor: Actor = { type: 'user', kind: 'editor', id: 'u1', name: 'pages@example.com', spaceId: 'sch', can: new Set(['read', 'read_drafts', 'write', 'publish']), writableContentTypes: new Set(['page']) };
    await assert.rejects(
      runUnitOfWork(svc().database, editor, (uow) => createSchedule(uow, { target_type: 'entry', target_id: e.sys.id, action: 'publish', at: soon(60_000) })),
      (err: unknown) => err instanceof AppError && err.code === 'key_cannot' && err.details?.content_type === 'post',
    );
  });

  it('publishes a scheduled release at its time', async () => {
    const a = await api.create('post', { title: 'Launch A' });
    const b = await api.create('post', { title: 'Launch B' });
    const rel = await mgt.post(`${base}/releases`, { name: 'Launch', entries: [{ id: a.sys.id }, { id: b.sys.id }] });
    assert.equal(rel.status, 201, rel.text);
    const s = await mgt.post(`${base}/releases/${rel.body.id}/schedule`, { at: soon(2000) });
    assert.equal(s.status, 201, s.text);
    assert.deepEqual(s.body.release, { id: rel.body.id, name: 'Launch', status: 'open' });
    assert.deepEqual((await mgt.get(`${base}/releases/${rel.body.id}`)).body.schedules.map((x: { id: string }) => x.id), [s.body.id]);
    await eventually(async () => (await scheduleOf(s.body.id)).status === 'done', 10_000, 'the scheduled release');
    assert.equal((await mgt.get(`${base}/releases/${rel.body.id}`)).body.status, 'published');
    for (const id of [a.sys.id, b.sys.id]) assert.equal((await api.get(id)).body.sys.status, 'published');
  });

  it('a scheduled release that cannot be published fails whole: no entry of it changes', async () => {
    const ok = await api.create('post', { title: 'Fine' });
    const broken = await api.create('post', { title: 'Broken' });
    assert.equal((await api.patch(broken.sys.id, { fields: { title: null } })).status, 200);
    const rel = await mgt.post(`${base}/releases`, { name: 'Doomed', entries: [{ id: ok.sys.id }, { id: broken.sys.id }] });
    const s = await mgt.post(`${base}/releases/${rel.body.id}/schedule`, { at: soon() });
    assert.equal(s.status, 201, s.text);
    await eventually(async () => (await scheduleOf(s.body.id)).status !== 'pending', 10_000, 'the scheduled release to run');
    const failed = await scheduleOf(s.body.id);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.error.code, 'validation_failed');
    assert.deepEqual(failed.error.details.entries.map((e: { id: string }) => e.id), [broken.sys.id]);
    assert.equal((await api.get(ok.sys.id)).body.sys.status, 'draft');
    assert.equal((await mgt.get(`${base}/releases/${rel.body.id}`)).body.status, 'open');
  });
});
