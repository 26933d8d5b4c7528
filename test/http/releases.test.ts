import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { buildContentType, field, insertContentType } from '../support/builders.ts';
import { entriesApi } from '../support/entries.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import type { Client } from '../support/http.ts';
import { fanOutEvents } from '../../src/app/hooks/fan-out-events.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { systemActor } from '../../src/domain/actor.ts';

/**
 * Releases (docs/publishing.md "Releases"): prepared by an agent, previewed with `release=`,
 * validated, published atomically (readers on either node see none or all of 50 entries; one
 * activity record; one coalesced delivery per hook), conflicts shown, and reverted.
 */
describe('releases', () => {
  const svc = useService();
  let mgt: Client;
  let agent: Client;
  let preview: Client;
  let delivery: Client;
  let api: ReturnType<typeof entriesApi>;
  let rx: Receiver;
  const base = '/api/v1/spaces/rel';
  const fifty: string[] = [];
  let live: string;
  const publishedPosts = async (c: Client, query = '') => {
    const r = await c.get(`${base}/entries?content_type=post&limit=1000${query}`);
    assert.equal(r.status, 200, r.text);
    return r.body as { total: number; items: { sys: { id: string }; fields: Record<string, unknown> }[] };
  };

  before(async () => {
    await svc().space('rel');
    mgt = svc().client(await svc().key('rel', 'management'));
    agent = svc().client(await svc().key('rel', 'agent', 'Launch agent'));
    preview = svc().client(await svc().key('rel', 'preview'));
    delivery = svc().client(await svc().key('rel', 'delivery'));
    api = entriesApi(mgt, 'rel');
    await insertContentType(
      svc().database,
      'rel',
      buildContentType({ api_id: 'post', fields: [field('title', 'symbol', { required: true }), field('related', 'reference', { link_content_types: ['post'] })] }),
    );
    const ops = Array.from({ length: 50 }, (_, i) => ({ op: 'create_entry', ref: `p${i}`, content_type: 'post', fields: { title: `Post ${i}`, ...(i > 0 ? { related: `$p${i - 1}` } : {}) } }));
    const b = await mgt.post(`${base}/batch`, { operations: ops });
    assert.equal(b.status, 200, b.text);
    for (const r of b.body.results) fifty.push(r.sys.id);
    live = (await api.createPublished('post', { title: 'Live v1' })).sys.id;
    assert.equal((await api.patch(live, { fields: { title: 'Live v2' } })).status, 200);
    rx = await startReceiver();
    const hook = await mgt.post(`${base}/webhooks`, { name: 'Build', kind: 'generic', url: rx.url('/build') });
    assert.equal(hook.status, 201, hook.text);
  });
  after(async () => {
    await rx?.close();
  });

  let releaseId: string;

  it('an agent prepares a release; the entries stay drafts and the release says who prepared it', async () => {
    const r = await agent.post(`${base}/releases`, { name: 'Spring launch', entries: [...fifty.map((id) => ({ id })), { id: live }] });
    assert.equal(r.status, 201, r.text);
    releaseId = r.body.id;
    assert.equal(r.body.status, 'open');
    assert.equal(r.body.entry_count, 51);
    assert.deepEqual(r.body.prepared_by, { type: 'agent', name: 'Launch agent' });
    assert.deepEqual(r.body.conflicts, []);
    assert.equal((await publishedPosts(delivery)).total, 1);
    const bad = await agent.post(`${base}/releases`, { name: 'Bad', entries: [{ id: 'nope' }, { id: live, version: 9 }, { id: live, action: 'unpublish' }] });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.error.details.fields['entries.0'].includes('no entry'));
    assert.ok(bad.body.error.details.fields['entries.1.version']);
    assert.ok(bad.body.error.details.fields['entries.2'].includes('twice'));
    assert.equal((await preview.post(`${base}/releases`, { name: 'x' })).body.error.code, 'key_cannot');
  });

  it('previews with release=: the site as it will be, for preview keys only, nothing kept', async () => {
    const before = await publishedPosts(preview, `&release=${releaseId}`);
    assert.equal(before.total, 51);
    assert.equal(before.items.find((e) => e.sys.id === live)?.fields.title, 'Live v2');
    const one = await preview.get(`${base}/entries/${fifty[7]}?release=${releaseId}&include=1`);
    assert.equal(one.status, 200, one.text);
    assert.equal(one.body.fields.title, 'Post 7');
    assert.equal(one.headers.get('cache-control'), 'private, no-store');
    assert.equal((await delivery.get(`${base}/entries?release=${releaseId}`)).body.error.code, 'key_cannot');
    assert.equal((await preview.get(`${base}/entries?release=nope`)).status, 404);
    assert.equal((await publishedPosts(delivery)).total, 1, 'the preview published nothing');
    assert.equal((await publishedPosts(preview, '&status=published')).total, 0, 'the live entry is still changed, not published');
  });

  it('validates as a whole: links inside the release count as published', async () => {
    const v = await mgt.post(`${base}/releases/${releaseId}/validate`);
    assert.equal(v.status, 200, v.text);
    assert.deepEqual(v.body, { valid: true, entries: 51 });
    assert.equal((await agent.post(`${base}/releases/${releaseId}/validate`)).status, 200);
  });

  it('publishes 50 entries atomically: readers (cached and fresh) see none or all, one activity record, one delivery', async () => {
    const dlvToken = await svc().key('rel', 'delivery', 'reader');
    // A delivery reader (answers cached until the commit) and a preview reader (never cached).
    const nodes = [svc().client(dlvToken)];
    const previewSeen = new Set<number>();
    const seen = new Set<number>();
    let publishing = true;
    const watch = (async () => {
      while (publishing) {
        for (const n of nodes) seen.add((await publishedPosts(n)).total);
        previewSeen.add((await publishedPosts(preview, '&status=published')).total);
      }
    })();
    const p = await mgt.post(`${base}/releases/${releaseId}/publish`);
    publishing = false;
    await watch;
    assert.equal(p.status, 200, p.text);
    assert.equal(p.body.status, 'published');
    assert.ok(p.body.published_at);
    for (const n of nodes) assert.equal((await publishedPosts(n)).total, 51, 'readers see the release once the publish answered');
    assert.ok(seen.size > 0);
    assert.deepEqual([...previewSeen].filter((t) => t !== 0 && t !== 51), [], `drafts readers saw only none or all (${[...previewSeen].join(', ')})`);
    assert.deepEqual([...seen].filter((t) => t !== 1 && t !== 51), [], `readers saw only none or all (${[...seen].join(', ')})`);

    const db = svc().database.db;
    const activity = await db.selectFrom('activity').select(['action', 'details']).where('space_id', '=', 'rel').where('action', 'in', ['release.published', 'entry.published']).execute();
    assert.deepEqual(activity.map((a) => a.action).sort(), ['entry.published', 'release.published'], 'one record for the release (the other is the live entry published in set-up)');
    assert.equal(JSON.parse(activity.find((a) => a.action === 'release.published')!.details!).prepared_by, 'Launch agent');
    const events = await db.selectFrom('outbox').select(['event', 'created_at']).where('space_id', '=', 'rel').where('event', '=', 'entry.published').execute();
    assert.equal(new Set(events.slice(1).map((e) => e.created_at)).size, 1, 'the release wrote its events together');
    await runUnitOfWork(svc().database, systemActor('*', 'deploy hooks'), (uow) => fanOutEvents(uow, { coalesceMs: 0 }));
    const deliveries = await db.selectFrom('webhook_deliveries').select(['event_count', 'created_at']).where('space_id', '=', 'rel').execute();
    assert.equal(deliveries.length, 1, 'one coalesced delivery for the hook');
    assert.ok(deliveries[0].event_count >= 51);

    const again = await mgt.post(`${base}/releases/${releaseId}/publish`);
    assert.equal(again.status, 422);
    assert.equal((await mgt.patch(`${base}/releases/${releaseId}`, { remove: [live] })).status, 422, 'a published release cannot change');
  });

  it('shows conflicts instead of overwriting, and publishes nothing of a release that fails', async () => {
    const a = await api.create('post', { title: 'A' });
    const empty = await api.create('post', { title: 'Needs a title' });
    assert.equal((await api.patch(empty.sys.id, { fields: { title: null } })).status, 200);
    const r = await mgt.post(`${base}/releases`, { name: 'Pinned', entries: [{ id: a.sys.id, version: 1 }] });
    assert.equal(r.status, 201, r.text);
    assert.equal((await api.patch(a.sys.id, { fields: { title: 'A edited' } })).status, 200);
    const got = await mgt.get(`${base}/releases/${r.body.id}`);
    assert.equal(got.body.conflicts.length, 1);
    assert.equal(got.body.conflicts[0].id, a.sys.id);
    const p = await mgt.post(`${base}/releases/${r.body.id}/publish`);
    assert.equal(p.status, 409);
    assert.equal(p.body.error.code, 'version_conflict');
    assert.equal((await api.get(a.sys.id)).body.sys.status, 'draft');
    // Re-added at the latest: no conflict; an invalid entry fails the whole release.
    const u = await mgt.patch(`${base}/releases/${r.body.id}`, { add: [{ id: a.sys.id }, { id: empty.sys.id }] });
    assert.equal(u.status, 200, u.text);
    assert.deepEqual(u.body.conflicts, []);
    const v = await mgt.post(`${base}/releases/${r.body.id}/validate`);
    assert.equal(v.body.valid, false);
    assert.equal(v.body.error.details.entries[0].id, empty.sys.id);
    const f = await mgt.post(`${base}/releases/${r.body.id}/publish`);
    assert.equal(f.status, 422);
    assert.equal(f.body.error.details.entries.length, 1);
    assert.equal((await api.get(a.sys.id)).body.sys.status, 'draft', 'nothing of the release was published');
    assert.equal((await mgt.delete(`${base}/releases/${r.body.id}`)).status, 204);
    assert.equal((await mgt.get(`${base}/releases/${r.body.id}`)).status, 404);
  });

  it('reverts: a new release that restores what the published one replaced', async () => {
    const r = await mgt.post(`${base}/releases/${releaseId}/revert`);
    assert.equal(r.status, 201, r.text);
    assert.equal(r.body.reverts, releaseId);
    assert.equal(r.body.entry_count, 51);
    assert.deepEqual(r.body.entries.find((e: { id: string }) => e.id === live), { id: live, action: 'publish', version: 1, added_version: 2, content_type: 'post', current: { status: 'published', version: 2 } });
    assert.equal(r.body.entries.filter((e: { action: string }) => e.action === 'unpublish').length, 50);
    const shown = await publishedPosts(preview, `&release=${r.body.id}`);
    assert.equal(shown.total, 1);
    assert.equal(shown.items[0].fields.title, 'Live v1');
    const p = await mgt.post(`${base}/releases/${r.body.id}/publish`);
    assert.equal(p.status, 200, p.text);
    const after = await publishedPosts(delivery);
    assert.equal(after.total, 1);
    assert.equal(after.items[0].fields.title, 'Live v1');
    const list = await mgt.get(`${base}/releases?status=published`);
    assert.equal(list.body.total, 2);
  });
});
