import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { callTool } from '../../src/mcp/call-tool.ts';
import type { Actor } from '../../src/domain/actor.ts';
import { KIND_PERMISSIONS } from '../../src/domain/permissions.ts';
import { grantRole } from '../support/builders.ts';
import { dashboardSession, type DashboardSession } from '../support/dashboard-session.ts';
import type { Client } from '../support/http.ts';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';

/**
 * A person limited to some content types (docs/people.md) may change entries of those types
 * only, by every action and every way in; reading stays open. The editor here may change
 * posts; pages belong to others.
 */
describe('an editor limited to posts', () => {
  const svc = useService();
  let editor: DashboardSession;
  let mgmt: Client;
  const base = '/api/v1/spaces/site/entries';
  /** Entries of both types in every state the actions start from. */
  const ids = {} as Record<'draftPage' | 'livePage' | 'archivedPage' | 'draftPost' | 'livePost' | 'archivedPost', string>;

  const make = async (type: string, title: string, state: 'draft' | 'live' | 'archived') => {
    const made = await mgmt.post(base, { content_type: type, fields: { title } });
    assert.equal(made.status, 201, made.text);
    const id = made.body.sys.id as string;
    if (state !== 'draft') assert.equal((await mgmt.post(`${base}/${id}/publish`)).status, 200);
    if (state === 'archived') assert.equal((await mgmt.post(`${base}/${id}/archive`)).status, 200);
    return id;
  };

  before(async () => {
    const s = svc();
    await s.space('site', { name: 'Site' });
    mgmt = s.client(await s.key('site', 'management'));
    for (const api_id of ['post', 'page']) {
      const r = await mgmt.post('/api/v1/spaces/site/content_types', { name: api_id, api_id, fields: [{ api_id: 'title', name: 'Title', type: 'symbol', localized: true }] });
      assert.equal(r.status, 201, r.text);
    }
    assert.equal((await mgmt.post('/api/v1/spaces/site/locales', { code: 'de' })).status, 201);
    editor = await dashboardSession(s, 'writer@example.com', [['site', 'editor']]);
    await grantRole(s.database, 'writer@example.com', 'site', 'editor', ['post']);
    ids.draftPage = await make('page', 'Home', 'draft');
    ids.livePage = await make('page', 'About', 'live');
    ids.archivedPage = await make('page', 'Old', 'archived');
    ids.draftPost = await make('post', 'Hello', 'draft');
    ids.livePost = await make('post', 'News', 'live');
    ids.archivedPost = await make('post', 'Gone', 'archived');
  });

  const refusedForPage = (res: { status: number; body: any; text: string }, verb: string) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    assert.equal(res.status, 403, res.text);
    assert.equal(res.body.error.code, 'key_cannot');
    assert.equal(res.body.error.details.content_type, 'page');
    assert.deepEqual(res.body.error.details.write_types, ['post']);
    assert.equal(res.body.error.details.role, 'editor');
    assert.match(res.body.error.message, new RegExp(`As editor of this space, writer@example.com cannot ${verb} entries of type "page"`));
    assert.match(res.body.error.fix, /"post"/);
  };

  it('cannot publish, unpublish, archive, unarchive, edit, restore, order or translate a page through REST, and nothing changes', async () => {
    const before = await snapshotDatabase(svc().database);
    const calls: Array<[string, string, string, unknown?]> = [
      ['publish', 'POST', `${base}/${ids.draftPage}/publish`],
      ['unpublish', 'POST', `${base}/${ids.livePage}/unpublish`],
      ['archive', 'POST', `${base}/${ids.livePage}/archive`],
      ['unarchive', 'POST', `${base}/${ids.archivedPage}/unarchive`],
      ['edit', 'PATCH', `${base}/${ids.draftPage}`, { fields: { title: 'Mine now' } }],
      ['restore', 'POST', `${base}/${ids.livePage}/versions/1/restore`, {}],
      ['create', 'POST', base, { content_type: 'page', fields: { title: 'New page' } }],
      ['order', 'POST', '/api/v1/spaces/site/content_types/page/entries/order', { entries: [ids.livePage, ids.draftPage] }],
      ['translate', 'POST', `${base}/${ids.draftPage}/translate`, { to: 'de' }],
      ['translate', 'POST', '/api/v1/spaces/site/translation_jobs', { to: 'de', content_type: 'page' }],
    ];
    for (const [verb, method, path, body] of calls) refusedForPage(await editor.json(method, path, body), verb);
    assert.equal(await snapshotDatabase(svc().database), before);
  });

  it('does all of it to a post', async () => {
    const ok = async (method: string, path: string, body?: unknown) => {
      const res = await editor.json(method, path, body);
      assert.ok(res.status === 200 || res.status === 201, `${method} ${path}: ${res.text}`);
      return res;
    };
    await ok('PATCH', `${base}/${ids.draftPost}`, { fields: { title: 'Hello again' } });
    assert.equal((await ok('POST', `${base}/${ids.draftPost}/versions/1/restore`, {})).body.fields.title, 'Hello');
    assert.equal((await ok('POST', `${base}/${ids.draftPost}/publish`)).body.sys.status, 'published');
    assert.equal((await ok('POST', `${base}/${ids.livePost}/unpublish`)).body.sys.status, 'draft');
    assert.equal((await ok('POST', `${base}/${ids.livePost}/archive`)).body.sys.status, 'archived');
    assert.equal((await ok('POST', `${base}/${ids.archivedPost}/unarchive`)).body.sys.status, 'draft');
    await ok('POST', '/api/v1/spaces/site/content_types/post/entries/order', { entries: [ids.draftPost, ids.archivedPost] });
    // No AI provider here: the type check passes and the provider's absence answers.
    const translated = await editor.json('POST', `${base}/${ids.draftPost}/translate`, { to: 'de' });
    assert.deepEqual([translated.status, translated.body.error.code], [503, 'translation_unavailable']);
  });

  it('still reads every type: lists, entries and versions of pages', async () => {
    const list = await editor.json('GET', `${base}?content_type=page`);
    assert.equal(list.status, 200, list.text);
    assert.equal(list.body.total, 2, 'the draft and the live page (archived ones leave the default list)');
    assert.equal((await editor.json('GET', `${base}/${ids.livePage}`)).status, 200);
    assert.equal((await editor.json('GET', `${base}/${ids.livePage}/versions`)).status, 200);
    assert.equal((await editor.json('GET', '/api/v1/spaces/site/content_types/page')).status, 200);
  });

  it('cannot do it through a batch either: the operation is named, nothing of the batch is saved', async () => {
    const before = await snapshotDatabase(svc().database);
    const ops: Array<[string, Record<string, unknown>]> = [
      ['publish', { op: 'publish_entry', id: ids.draftPage }],
      ['archive', { op: 'archive_entry', id: ids.livePage }],
      ['unarchive', { op: 'unarchive_entry', id: ids.archivedPage }],
      ['edit', { op: 'update_entry', id: ids.draftPage, fields: { title: 'x' } }],
      ['create', { op: 'create_entry', content_type: 'page', fields: { title: 'x' } }],
    ];
    for (const [verb, op] of ops) {
      const res = await editor.json('POST', '/api/v1/spaces/site/batch', { operations: [{ op: 'create_entry', content_type: 'post', fields: { title: 'Batched' } }, op] });
      refusedForPage(res, verb);
      assert.equal(res.body.error.details.operation, 1);
    }
    assert.equal(await snapshotDatabase(svc().database), before);
    const fine = await editor.json('POST', '/api/v1/spaces/site/batch', { operations: [{ op: 'create_entry', ref: 'p', content_type: 'post', fields: { title: 'Batched' } }, { op: 'publish_entry', id: '$p' }] });
    assert.equal(fine.status, 200, fine.text);
  });

  it('cannot do it through MCP tools when the caller is limited (an agent approved by a limited editor)', async () => {
    const agent: Actor = { type: 'agent', kind: 'agent', id: 'agt_test', name: 'Agent of writer', spaceId: 'site', can: new Set(KIND_PERMISSIONS.agent), writableContentTypes: new Set(['post']) };
    const ctx = { app: { config: svc().config, database: svc().database } as never, actor: agent };
    const before = await snapshotDatabase(svc().database);
    const calls: Array<[string, string, Record<string, unknown>]> = [
      ['publish', 'publish_entry', { id: ids.draftPage }],
      ['unpublish', 'unpublish_entry', { id: ids.livePage }],
      ['archive', 'archive_entry', { id: ids.livePage }],
      ['unarchive', 'unarchive_entry', { id: ids.archivedPage }],
      ['edit', 'update_entry', { id: ids.draftPage, fields: { title: 'x' } }],
      ['restore', 'restore_entry_version', { id: ids.livePage, version: 1 }],
      ['order', 'set_order', { content_type: 'page', entries: [ids.livePage] }],
      ['publish', 'batch', { operations: [{ op: 'publish_entry', id: ids.draftPage }] }],
    ];
    for (const [verb, tool, args] of calls) {
      const r = await callTool(ctx, tool, args);
      assert.equal(r.isError, true, `${tool}: ${r.content[0].text}`);
      const err = (r.structuredContent as { error: { code: string; message: string; details: Record<string, unknown> } }).error;
      assert.equal(err.code, 'key_cannot', tool);
      assert.equal(err.details.content_type, 'page', tool);
      assert.match(err.message, new RegExp(`An agent token cannot ${verb} entries of type "page"`));
    }
    assert.equal(await snapshotDatabase(svc().database), before);
    const made = await callTool(ctx, 'create_entry', { content_type: 'post', fields: { title: 'By the agent' } });
    assert.ok(!made.isError, made.content[0].text);
    const published = await callTool(ctx, 'publish_entry', { id: (made.structuredContent as { sys: { id: string } }).sys.id });
    assert.ok(!published.isError, published.content[0].text);
  });
});
