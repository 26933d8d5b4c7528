import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as oauth from 'oauth4webapi';
import { buildUser, grantRole } from '../support/builders.ts';
import { FormBrowser } from '../support/browser.ts';
import { dashboardSession, type DashboardSession } from '../support/dashboard-session.ts';
import { authorizationUrl, discover, obtainTokens, register, tokenRequest } from '../support/oauth.ts';
import { useService } from '../support/service.ts';
import { call, mcpClient } from '../support/mcp.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import { disableUser } from '../../src/app/users/disable-user.ts';
import { enableUser } from '../../src/app/users/enable-user.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { PERMISSION_WORDS, type Permission } from '../../src/domain/permissions.ts';

const REDIRECT = 'http://127.0.0.1/callback';
const EDITOR: Permission[] = ['read', 'read_drafts', 'write', 'publish'];
const AGENT: Permission[] = ['read', 'read_drafts', 'write', 'publish', 'manage_model', 'manage_webhooks', 'create_read_keys'];
const OTHERS: Permission[] = ['manage_model', 'manage_webhooks', 'manage_keys', 'create_read_keys', 'manage_people'];

/** What an editor may not do, each as the request an agent would send for it. */
const BEYOND_AN_EDITOR: Array<[method: 'post' | 'patch' | 'put' | 'get', path: string, body: unknown, needs: Permission]> = [
  ['post', '/api/v1/spaces/site/content_types', { name: 'Secret', api_id: 'secret', fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] }, 'manage_model'],
  ['post', '/api/v1/spaces/site/webhooks', { name: 'Exfil', kind: 'generic', url: 'http://127.0.0.1:9/hook' }, 'manage_webhooks'],
  ['patch', '/api/v1/spaces/site', { preview_url: 'https://evil.example' }, 'manage_webhooks'],
  ['put', '/api/v1/spaces/site/cors_origins', { origins: ['https://evil.example'] }, 'manage_webhooks'],
  ['post', '/api/v1/spaces/site/api_keys', { name: 'Drafts for me', kind: 'preview' }, 'create_read_keys'],
  ['get', '/api/v1/spaces/site/export', undefined, 'manage_model'],
];

/** A person signed in through the real form, with a role (and type limit) given as `tessera user grant` does. */
async function person(svc: ReturnType<typeof useService>, email: string, role: 'owner' | 'editor', writeTypes: string[] = []): Promise<FormBrowser> {
  await buildUser(svc().database, email, 'a long enough password');
  await grantRole(svc().database, email, 'site', role, writeTypes);
  const browser = new FormBrowser(svc());
  assert.equal((await browser.signIn(email, 'a long enough password')).status, 303);
  return browser;
}

/** The part of a page between two markers. */
function between(text: string, from: string, to: string): string {
  const start = text.indexOf(from);
  assert.ok(start >= 0, `no "${from}" on the page`);
  const end = text.indexOf(to, start + from.length);
  return text.slice(start, end < 0 ? undefined : end);
}

const html = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

describe('an OAuth grant never exceeds the person who approved it', () => {
  const svc = useService();
  let as: oauth.AuthorizationServer;
  let client: oauth.Client;
  let owner: DashboardSession;
  let editor: FormBrowser;
  let mgmt = '';
  let editorTokens: oauth.TokenEndpointResponse;
  const second = { access: '', refresh: '' };
  const ids: Record<string, string> = {};

  before(async () => {
    await svc().space('site', { name: 'Site' });
    mgmt = await svc().key('site', 'management', 'Ops');
    for (const api_id of ['post', 'page']) {
      const r = await svc().client(mgmt).post('/api/v1/spaces/site/content_types', { name: api_id === 'post' ? 'Blog post' : 'Page', api_id, fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
      assert.equal(r.status, 201, r.text);
    }
    owner = await dashboardSession(svc(), 'owner@example.com', [['site', 'owner']]);
    editor = await person(svc, 'editor@example.com', 'editor', ['post']);
    as = await discover(svc());
    client = await register(as, [REDIRECT], 'Helpful assistant');
  });

  const refreshIds = async () => {
    for (const m of (await svc().client(mgmt).get('/api/v1/spaces/site/members')).body.items) ids[m.email] = m.id;
  };

  it('shows an editor limited to one type exactly what the grant carries, in the permission table\'s words, and only that type to choose', async () => {
    const path = authorizationUrl(as, client.client_id, { redirect_uri: REDIRECT, code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()), code_challenge_method: 'S256', state: 's' });
    const consent = await editor.get(path);
    assert.equal(consent.status, 200);
    const may = between(consent.text, 'With full access it will be able to:', 'It will not be able to:');
    const mayNot = between(consent.text, 'It will not be able to:', '</fieldset>');
    for (const p of EDITOR) assert.ok(may.includes(html(PERMISSION_WORDS[p])), `"${p}" listed as allowed`);
    for (const p of OTHERS) {
      assert.ok(!may.includes(html(PERMISSION_WORDS[p])), `"${p}" not listed as allowed`);
      assert.ok(mayNot.includes(html(PERMISSION_WORDS[p])), `"${p}" listed as not allowed`);
    }
    assert.doesNotMatch(consent.text, /cannot create keys/);
    assert.deepEqual(FormBrowser.checked(consent.text, 'types'), ['site:post']);
    assert.match(consent.text, /name="access" value="read"/);
  });

  it('gives the agent the editor approved only the editor\'s rights and type limit: no model, hooks, settings, CORS, keys or export', async () => {
    editorTokens = await obtainTokens(as, client, editor, { redirectUri: REDIRECT, space: 'site' });
    assert.equal(editorTokens.scope, EDITOR.join(' '));
    const agent = svc().client(editorTokens.access_token);
    assert.deepEqual((await agent.get('/api/v1')).body.key.can, EDITOR);
    for (const [method, path, body, needs] of BEYOND_AN_EDITOR) {
      const res = method === 'get' ? await agent.get(path) : await agent[method](path, body);
      assert.equal(res.status, 403, `${method} ${path}: ${res.text}`);
      assert.equal(res.body.error.code, 'key_cannot');
      assert.equal(res.body.error.details.needs, needs);
    }
    const page = await agent.post('/api/v1/spaces/site/entries', { content_type: 'page', fields: { title: 'Not mine' } });
    assert.equal(page.status, 403, page.text);
    assert.equal(page.body.error.details.content_type, 'page');
    const post = await agent.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'Mine' } });
    assert.equal(post.status, 201, post.text);
    const settings = await svc().client(mgmt).get('/api/v1/spaces/site');
    assert.equal(settings.body.preview_url ?? null, null, 'nothing the refusals tried changed the site');

    // The same token over MCP: the tools beyond an editor are neither listed nor callable.
    const mcp = await mcpClient(svc(), editorTokens.access_token);
    const tools = (await mcp.listTools()).tools.map((t) => t.name);
    for (const name of ['create_content_type', 'create_webhook', 'create_api_key', 'export_site']) assert.ok(!tools.includes(name), name);
    assert.ok(tools.includes('create_entry'));
    const refused = await call(mcp, 'create_api_key', { name: 'Drafts', kind: 'preview' });
    await mcp.close();
    assert.equal(refused.isError, true, JSON.stringify(refused));
  });

  it('narrows further on the consent screen: read only, or fewer content types than the person may write', async () => {
    const reader = await obtainTokens(as, client, owner.browser, { redirectUri: REDIRECT, space: 'site', access: 'read' });
    assert.equal(reader.scope, 'read read_drafts');
    const r = svc().client(reader.access_token);
    assert.deepEqual((await r.get('/api/v1')).body.key.can, ['read', 'read_drafts']);
    assert.equal((await r.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'x' } })).status, 403);

    const pagesOnly = await obtainTokens(as, client, owner.browser, { redirectUri: REDIRECT, space: 'site', types: ['page'] });
    const p = svc().client(pagesOnly.access_token);
    assert.ok((await p.get('/api/v1')).body.key.can.includes('manage_model'), 'an owner\'s agent keeps the agent rights');
    assert.equal((await p.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'x' } })).status, 403);
    assert.equal((await p.post('/api/v1/spaces/site/entries', { content_type: 'page', fields: { title: 'Home' } })).status, 201);
  });

  it('refuses an approval that leaves nothing to write, showing the consent screen again with the reason', async () => {
    const path = authorizationUrl(as, client.client_id, { redirect_uri: REDIRECT, code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()), code_challenge_method: 'S256', state: 's' });
    const consent = await editor.get(path);
    const before = await svc().database.db.selectFrom('oauth_codes').select('code_hash').execute();
    const res = await editor.post('/oauth/authorize', { request_id: FormBrowser.hidden(consent.text, 'request_id'), csrf_token: FormBrowser.hidden(consent.text, 'csrf_token'), decision: 'approve', space: 'site', access: 'full' });
    assert.equal(res.status, 422);
    assert.match(res.text, /Tick at least one content type/);
    assert.ok(FormBrowser.hidden(res.text, 'request_id'), 'the screen can be submitted again');
    assert.equal((await svc().database.db.selectFrom('oauth_codes').select('code_hash').execute()).length, before.length, 'no code was issued');
  });

  it('follows the approver\'s role at the next request, even for a token used a moment before', async () => {
    const secondPerson = await person(svc, 'second@example.com', 'owner');
    const tokens = await obtainTokens(as, client, secondPerson, { redirectUri: REDIRECT, space: 'site' });
    const agent = svc().client(tokens.access_token);
    assert.deepEqual((await agent.get('/api/v1')).body.key.can, AGENT);
    await refreshIds();
    const demoted = await owner.json('PATCH', `/api/v1/spaces/site/members/${ids['second@example.com']}`, { role: 'editor', write_types: ['page'] });
    assert.equal(demoted.status, 200, demoted.text);
    assert.deepEqual((await agent.get('/api/v1')).body.key.can, EDITOR);
    const model = await agent.post('/api/v1/spaces/site/content_types', { name: 'Late', api_id: 'late', fields: [] });
    assert.equal(model.status, 403);
    assert.equal((await agent.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'x' } })).status, 403);
    const refreshed = await tokenRequest(svc(), { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: client.client_id });
    assert.equal(refreshed.status, 200);
    assert.equal((refreshed.body as { scope?: string }).scope, EDITOR.join(' '));
    second.access = refreshed.body.access_token!;
    second.refresh = refreshed.body.refresh_token!;
  });

  it('stops the agent of a person whose login the operator disables, at its next request and refresh, until enabled again', async () => {
    const agent = svc().client(second.access);
    assert.equal((await agent.get('/api/v1')).status, 200);
    const cli = systemActor('*', 'tessera CLI');
    await runUnitOfWork(svc().database, cli, (uow) => disableUser(uow, 'second@example.com'));
    const refused = await agent.get('/api/v1');
    assert.equal(refused.status, 401);
    assert.match(refused.body.error.message, /no longer has access/);
    const refresh = await tokenRequest(svc(), { grant_type: 'refresh_token', refresh_token: second.refresh, client_id: client.client_id });
    assert.equal(refresh.body.error, 'invalid_grant');
    await runUnitOfWork(svc().database, cli, (uow) => enableUser(uow, 'second@example.com'));
    assert.deepEqual((await agent.get('/api/v1')).body.key.can, EDITOR);
  });

  it('ends every token a person granted when they are removed, refresh tokens included, and says so in the activity', async () => {
    const agent = svc().client(editorTokens.access_token);
    assert.equal((await agent.get('/api/v1')).status, 200);
    await refreshIds();
    assert.equal((await owner.json('DELETE', `/api/v1/spaces/site/members/${ids['editor@example.com']}`)).status, 204);
    const after = await agent.get('/api/v1');
    assert.equal(after.status, 401);
    assert.equal(after.body.error.code, 'invalid_key');
    const refresh = await tokenRequest(svc(), { grant_type: 'refresh_token', refresh_token: editorTokens.refresh_token!, client_id: client.client_id });
    assert.equal(refresh.status, 400);
    assert.equal(refresh.body.error, 'invalid_grant');
    const revoked = await svc().database.db.selectFrom('activity').select(['details']).where('space_id', '=', 'site').where('action', '=', 'agent.revoked').execute();
    assert.ok(revoked.some((a) => /editor@example\.com, who approved it, left the space/.test(a.details ?? '')), JSON.stringify(revoked));
  });
});

describe('an agent from an invite never exceeds the person who made the invite', () => {
  const svc = useService();
  let inviter: DashboardSession;
  let owner: DashboardSession;
  let token = '';

  before(async () => {
    await svc().space('site', { name: 'Site' });
    const mgmt = await svc().key('site', 'management');
    for (const api_id of ['post', 'page']) await svc().client(mgmt).post('/api/v1/spaces/site/content_types', { name: api_id, api_id, fields: [{ api_id: 'title', name: 'Title', type: 'symbol' }] });
    owner = await dashboardSession(svc(), 'owner@example.com', [['site', 'owner']]);
    inviter = await dashboardSession(svc(), 'inviter@example.com', [['site', 'owner']]);
    const created = await inviter.json('POST', '/api/v1/spaces/site/invites', { name: 'Helper' });
    assert.equal(created.status, 201, created.text);
    token = new URL(created.body.url).pathname.split('/').pop()!;
  });

  it('lists on the invite page exactly what the agent may do, in words, never a raw permission name', async () => {
    const page = await svc().anon.get(`/join/${token}`);
    assert.equal(page.status, 200);
    const may = between(page.text, 'With the agent token you get here you can:', 'You cannot:');
    for (const p of AGENT) assert.ok(may.includes(PERMISSION_WORDS[p]), p);
    for (const p of ['manage_keys', 'manage_people'] as const) assert.ok(between(page.text, 'You cannot:', '## Redeem').includes(PERMISSION_WORDS[p]), p);
    assert.doesNotMatch(page.text, /`(read_drafts|manage_model|manage_webhooks|create_read_keys)`/);
    assert.doesNotMatch(page.text, /cannot create keys/);
  });

  it('follows the inviter\'s role: an inviter made an editor limited to one type yields an agent with just that', async () => {
    const members = (await owner.json('GET', '/api/v1/spaces/site/members')).body.items as { id: string; email: string }[];
    const id = members.find((m) => m.email === 'inviter@example.com')!.id;
    assert.equal((await owner.json('PATCH', `/api/v1/spaces/site/members/${id}`, { role: 'editor', write_types: ['post'] })).status, 200);
    const page = await svc().anon.get(`/join/${token}`);
    const may = between(page.text, 'With the agent token you get here you can:', 'You cannot:');
    for (const p of EDITOR) assert.ok(may.includes(PERMISSION_WORDS[p]), p);
    for (const p of OTHERS) assert.ok(!may.includes(PERMISSION_WORDS[p]), p);
    assert.match(may, /content types only: `post`/);

    const redeemed = await svc().anon.post(`/join/${token}/redeem`);
    assert.equal(redeemed.status, 201, redeemed.text);
    assert.deepEqual(redeemed.body.agent.can, EDITOR);
    const agent = svc().client(redeemed.body.token);
    assert.deepEqual((await agent.get('/api/v1')).body.key.can, EDITOR);
    assert.equal((await agent.post('/api/v1/spaces/site/content_types', { name: 'x', api_id: 'x', fields: [] })).status, 403);
    assert.equal((await agent.post('/api/v1/spaces/site/entries', { content_type: 'page', fields: { title: 'x' } })).status, 403);
    assert.equal((await agent.post('/api/v1/spaces/site/entries', { content_type: 'post', fields: { title: 'x' } })).status, 201);
  });

  it('ends the inviter\'s agents and open invites when the inviter leaves the space', async () => {
    const pending = await inviter.json('POST', '/api/v1/spaces/site/invites', { name: 'Later' });
    assert.equal(pending.status, 403, 'an editor cannot invite');
    const members = (await owner.json('GET', '/api/v1/spaces/site/members')).body.items as { id: string; email: string }[];
    const id = members.find((m) => m.email === 'inviter@example.com')!.id;
    assert.equal((await owner.json('PATCH', `/api/v1/spaces/site/members/${id}`, { role: 'owner' })).status, 200);
    const open = await inviter.json('POST', '/api/v1/spaces/site/invites', { name: 'Later' });
    assert.equal(open.status, 201, open.text);
    const agents = (await owner.json('GET', '/api/v1/spaces/site/agents')).body.items as { id: string; name: string; can: string[] }[];
    assert.deepEqual(agents.map((a) => [a.name, a.can.includes('manage_model')]), [['Helper', true]]);

    assert.equal((await owner.json('DELETE', `/api/v1/spaces/site/members/${id}`)).status, 204);
    assert.equal((await owner.json('GET', '/api/v1/spaces/site/agents')).body.total, 0);
    const page = await svc().anon.get(`/join/${new URL(open.body.url).pathname.split('/').pop()}`);
    assert.equal(page.status, 410);
    assert.equal(page.body.error.code, 'invite_expired');
  });
});

describe('keys made by an agent end with it', () => {
  const svc = useService();
  let mgmt = '';
  let agentId = '';
  let agentToken = '';

  before(async () => {
    await svc().space('site', { name: 'Site' });
    mgmt = await svc().key('site', 'management', 'Ops');
    const invite = await svc().client(mgmt).post('/api/v1/spaces/site/invites', { name: 'Builder' });
    const redeemed = await svc().anon.post(`/join/${new URL(invite.body.url).pathname.split('/').pop()}/redeem`);
    agentId = redeemed.body.agent.id;
    agentToken = redeemed.body.token;
  });

  it('shows the owner which agent made each key, and revoking the agent revokes its keys with the reason in the activity', async () => {
    const made = await svc().client(agentToken).post('/api/v1/spaces/site/api_keys', { name: 'Staging', kind: 'preview' });
    assert.equal(made.status, 201, made.text);
    assert.equal(made.body.key.created_by_agent, agentId);
    const preview = svc().client(made.body.token);
    assert.equal((await preview.get('/api/v1')).status, 200);

    const listed = (await svc().client(mgmt).get('/api/v1/spaces/site/api_keys')).body.items as { id: string; name: string; created_by: string; created_by_agent: string | null }[];
    assert.deepEqual(listed.map((k) => [k.name, k.created_by, k.created_by_agent]), [
      ['Ops', 'tessera', null],
      ['Builder', 'Ops', null],
      ['Staging', 'Builder', agentId],
    ]);

    assert.equal((await svc().client(mgmt).delete(`/api/v1/spaces/site/agents/${agentId}`)).status, 204);
    const after = await preview.get('/api/v1');
    assert.equal(after.status, 401);
    assert.equal(after.body.error.code, 'invalid_key');
    assert.deepEqual((await svc().client(mgmt).get('/api/v1/spaces/site/api_keys')).body.items.map((k: { name: string }) => k.name), ['Ops']);

    const activity = await svc().database.db.selectFrom('activity').select(['action', 'resource_id', 'details']).where('space_id', '=', 'site').where('action', 'in', ['agent.revoked', 'key.revoked']).orderBy('id').execute();
    assert.deepEqual(
      activity.map((a) => [a.action, a.resource_id, JSON.parse(a.details ?? 'null')]),
      [
        ['agent.revoked', agentId, { keys_revoked: [made.body.key.id] }],
        ['key.revoked', made.body.key.id, { reason: 'the agent that made it was revoked', agent_id: agentId }],
      ],
    );
  });
});
