import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';

const run = promisify(execFile);

describe('invites and agents', () => {
  const svc = useService();
  let mgmt: string;

  const tokenOf = (url: string) => url.split('/join/')[1];

  it('creates an invite whose join page tells the agent what it can do and how to redeem', async () => {
    await svc().space('acme', { name: 'Acme Robotics' });
    mgmt = await svc().key('acme', 'management', 'Owner key');
    const created = await svc().client(mgmt).post('/api/v1/spaces/acme/invites', { name: 'Copy bot' });
    assert.equal(created.status, 201);
    assert.match(created.body.url, new RegExp(`^${svc().url}/join/[A-Za-z0-9_-]{40,}$`));
    assert.equal(created.body.invite.status, 'usable');
    assert.equal(created.body.invite.name, 'Copy bot');
    const days = (Date.parse(created.body.invite.expires_at) - Date.parse(created.body.invite.created_at)) / 86_400_000;
    assert.equal(days, 7);

    const page = await svc().anon.get(`/join/${tokenOf(created.body.url)}`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/markdown/);
    assert.match(page.text, /Acme Robotics/);
    assert.match(page.text, new RegExp(`POST ${svc().url}/join/${tokenOf(created.body.url)}/redeem`));
    assert.match(page.text, /Copy bot/);
    for (const ref of ['/mcp', '/api/v1/openapi.json', '/api/v1/spaces/acme/llms.txt', '/docs']) assert.ok(page.text.includes(svc().url + ref), ref);
  });

  it('redeems once into a working agent token, then answers invite_used', async () => {
    const { body } = await svc().client(mgmt).post('/api/v1/spaces/acme/invites', { name: 'Writer' });
    const token = tokenOf(body.url);
    const redeemed = await svc().anon.post(`/join/${token}/redeem`);
    assert.equal(redeemed.status, 201);
    assert.match(redeemed.body.token, /^svc_agt_/);
    assert.equal(redeemed.body.space, 'acme');
    assert.equal(redeemed.body.agent.name, 'Writer');
    assert.equal(redeemed.body.agent.via, 'invite');
    assert.ok(Array.isArray(redeemed.body.next) && redeemed.body.next.every((s: unknown) => typeof s === 'string'));

    const me = await svc().client(redeemed.body.token).get('/api/v1');
    assert.equal(me.status, 200);
    assert.deepEqual(me.body.key, { kind: 'agent', name: 'Writer', space: 'acme', can: ['read', 'read_drafts', 'write', 'publish', 'manage_model', 'manage_webhooks', 'create_read_keys'] });

    const before = await snapshotDatabase(svc().database);
    const again = await svc().anon.post(`/join/${token}/redeem`);
    assert.equal(again.status, 410);
    assert.equal(again.body.error.code, 'invite_used');
    assert.equal(await snapshotDatabase(svc().database), before);
    const read = await svc().anon.get(`/join/${token}`);
    assert.equal(read.status, 410);
    assert.equal(read.body.error.code, 'invite_used');

    const listed = await svc().client(mgmt).get('/api/v1/spaces/acme/invites');
    const row = listed.body.items.find((i: { id: string }) => i.id === body.invite.id);
    assert.equal(row.status, 'used');
    assert.equal(row.agent_id, redeemed.body.agent.id);
  });

  it('lets an unnamed invite be redeemed under the name the agent gives', async () => {
    const { body } = await svc().client(mgmt).post('/api/v1/spaces/acme/invites');
    const redeemed = await svc().anon.post(`/join/${tokenOf(body.url)}/redeem`, { name: 'Claude (site copy)' });
    assert.equal(redeemed.status, 201);
    assert.equal(redeemed.body.agent.name, 'Claude (site copy)');
  });

  it('answers invite_expired for an invite past its expiry and for a withdrawn one', async () => {
    const { body } = await svc().client(mgmt).post('/api/v1/spaces/acme/invites', { expires_in_hours: 1 });
    await svc().database.db.updateTable('invites').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', body.invite.id).execute();
    for (const res of [await svc().anon.get(`/join/${tokenOf(body.url)}`), await svc().anon.post(`/join/${tokenOf(body.url)}/redeem`)]) {
      assert.equal(res.status, 410);
      assert.equal(res.body.error.code, 'invite_expired');
      assert.equal(typeof res.body.error.fix, 'string');
    }

    const second = await svc().client(mgmt).post('/api/v1/spaces/acme/invites', { name: 'Never used' });
    const del = await svc().client(mgmt).delete(`/api/v1/spaces/acme/invites/${second.body.invite.id}`);
    assert.equal(del.status, 204);
    const res = await svc().anon.post(`/join/${tokenOf(second.body.url)}/redeem`);
    assert.equal(res.status, 410);
    assert.equal(res.body.error.code, 'invite_expired');
    assert.match(res.body.error.message, /withdrew/);
    const listed = await svc().client(mgmt).get('/api/v1/spaces/acme/invites');
    const statuses = Object.fromEntries(listed.body.items.map((i: { id: string; status: string }) => [i.id, i.status]));
    assert.equal(statuses[body.invite.id], 'expired');
    assert.equal(statuses[second.body.invite.id], 'revoked');
  });

  it('answers 404 for an unknown invite and refuses to revoke a redeemed one', async () => {
    const unknown = await svc().anon.get('/join/not-a-real-invite-token');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error.code, 'not_found');
    assert.equal((await svc().anon.post('/join/not-a-real-invite-token/redeem')).status, 404);

    const { body } = await svc().client(mgmt).post('/api/v1/spaces/acme/invites');
    await svc().anon.post(`/join/${tokenOf(body.url)}/redeem`);
    const del = await svc().client(mgmt).delete(`/api/v1/spaces/acme/invites/${body.invite.id}`);
    assert.equal(del.status, 422);
    assert.match(del.body.error.fix, /agents\//);
  });

  it('validates invite input and keeps it for keys that may manage keys', async () => {
    const bad = await svc().client(mgmt).post('/api/v1/spaces/acme/invites', { expires_in_hours: 10_000 });
    assert.equal(bad.status, 422);
    assert.ok(bad.body.error.details.fields.expires_in_hours);
    const blank = await svc().client(mgmt).post('/api/v1/spaces/acme/invites', { name: '   ' });
    assert.equal(blank.status, 422);
    for (const kind of ['delivery', 'preview', 'agent'] as const) {
      const res = await svc().client(await svc().key('acme', kind)).post('/api/v1/spaces/acme/invites', {});
      assert.equal(res.status, 403);
      assert.equal(res.body.error.code, 'key_cannot');
    }
  });

  it('lists agents and revokes one: its very next request is refused', async () => {
    const { body } = await svc().client(mgmt).post('/api/v1/spaces/acme/invites', { name: 'Short-lived' });
    const { body: r } = await svc().anon.post(`/join/${tokenOf(body.url)}/redeem`);
    const agent = svc().client(r.token);
    assert.equal((await agent.get('/api/v1/spaces/acme')).status, 200);

    const listed = await svc().client(mgmt).get('/api/v1/spaces/acme/agents');
    assert.equal(listed.status, 200);
    const mine = listed.body.items.find((a: { id: string }) => a.id === r.agent.id);
    assert.equal(mine.name, 'Short-lived');
    assert.ok(mine.last_used_at);

    assert.equal((await svc().client(mgmt).delete(`/api/v1/spaces/acme/agents/${r.agent.id}`)).status, 204);
    const after = await agent.get('/api/v1/spaces/acme');
    assert.equal(after.status, 401);
    assert.equal(after.body.error.code, 'invalid_key');
    const again = await svc().client(mgmt).get('/api/v1/spaces/acme/agents');
    assert.ok(!again.body.items.some((a: { id: string }) => a.id === r.agent.id));
    assert.equal((await svc().client(mgmt).delete(`/api/v1/spaces/acme/agents/${r.agent.id}`)).status, 404);
  });

  it('records the joining under the agent name in activity', async () => {
    const { body } = await svc().client(mgmt).post('/api/v1/spaces/acme/invites', { name: 'Auditor' });
    const { body: r } = await svc().anon.post(`/join/${tokenOf(body.url)}/redeem`);
    const rows = await svc().database.db.selectFrom('activity').selectAll().where('resource_id', '=', r.agent.id).execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0].actor_name, 'Auditor');
    assert.equal(rows[0].action, 'agent.joined');
  });

  it('tessera invite create prints the join URL alone', async () => {
    const cfg = svc().config.database;
    const env = {
      ...process.env,
      DATABASE_URL: cfg.kind === 'sqlite' ? `sqlite:${cfg.path}` : cfg.url,
      TESSERA_BASE_URL: svc().url,
    };
    const { stdout } = await run(process.execPath, ['src/cli/main.ts', 'invite', 'create', 'acme', '--name', 'CLI agent'], { env });
    const url = stdout.trim();
    assert.match(url, new RegExp(`^${svc().url}/join/[A-Za-z0-9_-]+$`));
    assert.equal(stdout.split('\n').filter(Boolean).length, 1);
    const redeemed = await svc().anon.post(`/join/${tokenOf(url)}/redeem`);
    assert.equal(redeemed.body.agent.name, 'CLI agent');

    const failed = await run(process.execPath, ['src/cli/main.ts', 'invite', 'create', 'nope'], { env }).catch((e: { code: number; stderr: string }) => e);
    assert.notEqual((failed as { code: number }).code, 0);
    assert.equal((failed as { stderr: string }).stderr.trim().split('\n').length, 1);
  });
});
