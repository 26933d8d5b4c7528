import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dashboardSession, type DashboardSession } from '../support/dashboard-session.ts';
import { call, mcpClient } from '../support/mcp.ts';
import { useService } from '../support/service.ts';

/** GET /api/v1/spaces/{space_id}/activity (docs/activity.md): who changed what, newest first. */
describe('activity feed', () => {
  const svc = useService();
  let mgmt = '';
  let editor: DashboardSession;
  let entryId = '';

  before(async () => {
    const s = svc();
    await s.space('site');
    await s.space('other');
    mgmt = await s.key('site', 'management', 'Ops key');
    const c = s.client(mgmt);
    assert.equal((await c.post('/api/v1/spaces/site/content_types', { name: 'Post', api_id: 'post', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] })).status, 201);
    editor = await dashboardSession(s, 'editor@example.com', [['site', 'editor']]);
    const e = await editor.json('POST', '/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'Hello' } });
    assert.equal(e.status, 201, e.text);
    entryId = e.body.sys.id;
    assert.equal((await editor.json('POST', `/api/v1/spaces/site/entries/${entryId}/publish`)).status, 200);
    for (let i = 0; i < 3; i++) await c.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: `Other ${i}` } });
    await s.client(await s.key('other', 'management')).post('/api/v1/spaces/other/locales', { code: 'de', name: 'German' });
  });

  it('lists the space\'s records newest first, each with who, action, resource, details and time', async () => {
    const res = await svc().client(mgmt).get('/api/v1/spaces/site/activity');
    assert.equal(res.status, 200, res.text);
    const items = res.body.items;
    assert.deepEqual(items.map((a: { action: string }) => a.action), ['entry.created', 'entry.created', 'entry.created', 'entry.published', 'entry.created', 'user.signed_in', 'content_type.created', 'key.created']);
    const published = items[3];
    assert.deepEqual(published.actor, { type: 'user', id: published.actor.id, name: 'editor@example.com' });
    assert.deepEqual(published.resource, { type: 'entry', id: entryId });
    assert.match(published.created_at, /^\d{4}-\d\d-\d\dT/);
    assert.equal(items[0].actor.name, 'Ops key');
    assert.equal(items[0].actor.type, 'key');
    assert.ok(!res.text.includes('German'), 'another space\'s activity is never listed');
    assert.equal(res.body.next, null);
  });

  it('filters by resource (an entry\'s history) and by action', async () => {
    const c = svc().client(mgmt);
    const history = await c.get(`/api/v1/spaces/site/activity?resource_type=entry&resource_id=${entryId}`);
    assert.deepEqual(history.body.items.map((a: { action: string }) => a.action), ['entry.published', 'entry.created']);
    const published = await editor.json('GET', '/api/v1/spaces/site/activity?action=entry.published');
    assert.equal(published.status, 200);
    assert.equal(published.body.items.length, 1);
  });

  it('pages with the `before` cursor: no record twice, none left out', async () => {
    const c = svc().client(mgmt);
    const all = (await c.get('/api/v1/spaces/site/activity?limit=100')).body.items.map((a: { id: string }) => a.id);
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page: { body: { items: Array<{ id: string }>; next: string | null } } = await c.get(`/api/v1/spaces/site/activity?limit=2${next ? `&before=${next}` : ''}`);
      seen.push(...page.body.items.map((a) => a.id));
      next = page.body.next;
    } while (next);
    assert.deepEqual(seen, all);
  });

  it('shows a deploy hook\'s URL (often its secret) only to those who may manage hooks', async () => {
    const hook = await svc().client(mgmt).post('/api/v1/spaces/site/webhooks', { name: 'Build', kind: 'generic', url: 'http://127.0.0.1:9/deploy/SECRET-build-token' });
    assert.equal(hook.status, 201, hook.text);
    const created = (c: { get: (p: string) => Promise<{ body: { items: Array<{ details: { url: string } }> } }> }) => c.get('/api/v1/spaces/site/activity?action=webhook.created');
    assert.equal((await created(svc().client(mgmt))).body.items[0].details.url, 'http://127.0.0.1:9/deploy/SECRET-build-token');
    const preview = await created(svc().client(await svc().key('site', 'preview')));
    assert.equal(preview.body.items[0].details.url, 'http://127.0.0.1:9/…');
    const asEditor = await editor.json('GET', '/api/v1/spaces/site/activity?resource_type=webhook');
    assert.ok(!asEditor.text.includes('SECRET'), asEditor.text);
  });

  it('is the MCP tool list_activity with the same records', async () => {
    const client = await mcpClient(svc(), await svc().key('site', 'agent', 'Helper'));
    const res = await call(client, 'list_activity', { resource_type: 'entry', resource_id: entryId });
    assert.ok(!res.isError, res.content[0].text);
    const rest = await svc().client(mgmt).get(`/api/v1/spaces/site/activity?resource_type=entry&resource_id=${entryId}`);
    assert.deepEqual(JSON.parse(res.content[0].text).items, rest.body.items);
    const bad = await call(client, 'list_activity', { limit: 0 });
    assert.equal(bad.isError, true);
    await client.close();
  });

  it('needs read_drafts; bad parameters get invalid_parameter', async () => {
    const dlv = await svc().client(await svc().key('site', 'delivery')).get('/api/v1/spaces/site/activity');
    assert.equal(dlv.status, 403);
    assert.equal(dlv.body.error.details.needs, 'read_drafts');
    assert.equal((await svc().anon.get('/api/v1/spaces/site/activity')).status, 401);
    for (const q of ['limit=0', 'limit=101', 'before=abc', 'colour=red']) {
      const res = await svc().client(mgmt).get(`/api/v1/spaces/site/activity?${q}`);
      assert.equal(res.status, 400, `${q}: ${res.text}`);
      assert.equal(res.body.error.code, 'invalid_parameter');
    }
  });
});
