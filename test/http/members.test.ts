import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dashboardSession, type DashboardSession } from '../support/dashboard-session.ts';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';

/** The people of a space over the public API (docs/people.md): what the People screen does, a management key can do too. */
describe('members of a space', () => {
  const svc = useService();
  let owner: DashboardSession;
  let editor: DashboardSession;
  let newcomer: DashboardSession;
  let mgmt = '';
  const ids: Record<string, string> = {};

  before(async () => {
    const s = svc();
    await s.space('site', { name: 'Site' });
    await s.space('other', { name: 'Other' });
    mgmt = await s.key('site', 'management', 'Ops');
    const c = s.client(mgmt);
    for (const api_id of ['post', 'page']) {
      const r = await c.post('/api/v1/spaces/site/content_types', { name: api_id, api_id, fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
      assert.equal(r.status, 201, r.text);
    }
    owner = await dashboardSession(s, 'owner@example.com', [['site', 'owner']]);
    editor = await dashboardSession(s, 'editor@example.com', [['site', 'editor'], ['other', 'owner']]);
    newcomer = await dashboardSession(s, 'newcomer@example.com', []);
    for (const m of (await c.get('/api/v1/spaces/site/members')).body.items) ids[m.email] = m.id;
  });

  it('lists the people with role, permissions and write limits, for owners and management keys', async () => {
    const res = await owner.json('GET', '/api/v1/spaces/site/members');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.items.map((m: { email: string; role: string; write_types: string[] }) => [m.email, m.role, m.write_types]), [
      ['editor@example.com', 'editor', []],
      ['owner@example.com', 'owner', []],
    ]);
    assert.ok(res.body.items[1].can.includes('manage_people'));
    assert.ok(!res.body.items[0].can.includes('manage_people'));
    assert.equal((await svc().client(mgmt).get('/api/v1/spaces/site/members')).body.total, 2);
  });

  it('refuses editors, agents, preview keys and other spaces with key_cannot / wrong_space', async () => {
    const asEditor = await editor.json('GET', '/api/v1/spaces/site/members');
    assert.equal(asEditor.status, 403);
    assert.equal(asEditor.body.error.code, 'key_cannot');
    assert.equal(asEditor.body.error.details.needs, 'manage_people');
    for (const kind of ['agent', 'preview'] as const) {
      const res = await svc().client(await svc().key('site', kind)).post('/api/v1/spaces/site/members', { email: 'newcomer@example.com', role: 'owner' });
      assert.equal(res.status, 403);
      assert.equal(res.body.error.details.needs, 'manage_people');
    }
    const other = await owner.json('GET', '/api/v1/spaces/other/members');
    assert.equal(other.body.error.code, 'wrong_space');
  });

  it('adds an existing login as an editor limited to some types; the limit holds on their next request', async () => {
    const added = await owner.json('POST', '/api/v1/spaces/site/members', { email: ' Newcomer@Example.com ', role: 'editor', write_types: ['post'] });
    assert.equal(added.status, 201, added.text);
    assert.deepEqual({ email: added.body.email, role: added.body.role, write_types: added.body.write_types }, { email: 'newcomer@example.com', role: 'editor', write_types: ['post'] });
    assert.deepEqual((await newcomer.json('GET', '/session')).body.spaces, [{ id: 'site', name: 'Site', role: 'editor', can: ['read', 'read_drafts', 'write', 'publish'], write_types: ['post'] }]);
    const page = await newcomer.json('POST', '/api/v1/spaces/site/entries', { content_type: 'page', fields: { title: 'No' } });
    assert.equal(page.status, 403);
    assert.equal(page.body.error.details.content_type, 'page');
    assert.equal((await newcomer.json('POST', '/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'Yes' } })).status, 201);
    ids['newcomer@example.com'] = added.body.id;
  });

  it('refuses an address without a login, a member twice, a limited owner and unknown types, changing nothing', async () => {
    const before = await snapshotDatabase(svc().database);
    const cases: Array<[unknown, string, RegExp]> = [
      [{ email: 'nobody@example.com', role: 'editor' }, 'email', /tessera user create nobody@example.com/],
      [{ email: 'owner@example.com', role: 'editor' }, 'email', /PATCH/],
      [{ email: 'newcomer@example.com', role: 'owner', write_types: ['post'] }, 'write_types', /./],
      [{ email: 'newcomer@example.com', role: 'editor', write_types: ['nope'] }, 'write_types', /./],
    ];
    for (const [body, field, fix] of cases) {
      const res = await owner.json('POST', '/api/v1/spaces/site/members', body);
      assert.equal(res.status, 422, res.text);
      assert.equal(res.body.error.code, 'validation_failed');
      assert.ok(res.body.error.details.fields[field], res.text);
      assert.match(res.body.error.fix + res.body.error.message, fix);
    }
    const bad = await owner.json('POST', '/api/v1/spaces/site/members', { email: 'x@example.com', role: 'admin' });
    assert.equal(bad.status, 422);
    assert.deepEqual(await snapshotDatabase(svc().database), before);
  });

  it('changes role and write types; promoting drops the limit, [] lifts it', async () => {
    const id = ids['newcomer@example.com'];
    const more = await owner.json('PATCH', `/api/v1/spaces/site/members/${id}`, { write_types: ['page', 'post'] });
    assert.equal(more.status, 200, more.text);
    assert.deepEqual(more.body.write_types, ['page', 'post']);
    const promoted = await owner.json('PATCH', `/api/v1/spaces/site/members/${id}`, { role: 'owner' });
    assert.deepEqual([promoted.body.role, promoted.body.write_types], ['owner', []]);
    const back = await owner.json('PATCH', `/api/v1/spaces/site/members/${id}`, { role: 'editor', write_types: ['post'] });
    assert.deepEqual([back.body.role, back.body.write_types], ['editor', ['post']]);
    const lifted = await owner.json('PATCH', `/api/v1/spaces/site/members/${id}`, { write_types: [] });
    assert.deepEqual([lifted.body.role, lifted.body.write_types], ['editor', []]);
    assert.equal((await owner.json('PATCH', '/api/v1/spaces/site/members/nobody', { role: 'editor' })).status, 404);
    const empty = await owner.json('PATCH', `/api/v1/spaces/site/members/${id}`, {});
    assert.equal(empty.status, 422);
  });

  it('keeps a last owner: cannot be demoted or removed, by themselves or a key', async () => {
    const ownerId = ids['owner@example.com'];
    const demote = await owner.json('PATCH', `/api/v1/spaces/site/members/${ownerId}`, { role: 'editor' });
    assert.equal(demote.status, 422, demote.text);
    assert.match(demote.body.error.message, /last owner/);
    const remove = await svc().client(mgmt).delete(`/api/v1/spaces/site/members/${ownerId}`);
    assert.equal(remove.status, 422);
    assert.equal((await owner.json('GET', '/api/v1/spaces/site/members')).body.items.find((m: { id: string }) => m.id === ownerId).role, 'owner');
  });

  it('removes a person: their session stops acting for the space at once; the login stays', async () => {
    const id = ids['editor@example.com'];
    assert.equal((await editor.json('GET', '/api/v1/spaces/site/entries')).status, 200);
    const res = await owner.json('DELETE', `/api/v1/spaces/site/members/${id}`);
    assert.equal(res.status, 204);
    assert.equal((await editor.json('GET', '/api/v1/spaces/site/entries')).body.error.code, 'wrong_space');
    assert.deepEqual((await editor.json('GET', '/session')).body.spaces.map((s: { id: string }) => s.id), ['other']);
    assert.equal((await owner.json('DELETE', `/api/v1/spaces/site/members/${id}`)).status, 404);
  });

  it('records every change in activity under the name of who made it', async () => {
    const rows = await svc().database.db.selectFrom('activity').select(['action', 'actor_name', 'resource_id']).where('space_id', '=', 'site').where('resource_type', '=', 'member').orderBy('id').execute();
    assert.deepEqual(rows.map((r) => r.action), ['member.added', 'member.updated', 'member.updated', 'member.updated', 'member.updated', 'member.removed']);
    assert.ok(rows.every((r) => r.actor_name === 'owner@example.com'));
  });
});
