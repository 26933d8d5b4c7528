import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { call, mcpClient } from '../support/mcp.ts';

/** An agent makes the delivery and preview keys its front end needs. */
describe('agents and the keys they make', () => {
  const svc = useService();
  let mgmt = '';
  let agentA = '';
  let agentB = '';

  const redeem = async (name: string) => {
    const invite = await svc().client(mgmt).post('/api/v1/spaces/shop/invites', { name });
    const token = new URL(invite.body.url).pathname.split('/').pop();
    return (await svc().anon.post(`/join/${token}/redeem`)).body.token as string;
  };

  before(async () => {
    await svc().space('shop');
    mgmt = await svc().key('shop', 'management', 'Owner');
    agentA = await redeem('Builder');
    agentB = await redeem('Other agent');
  });

  it('an agent creates a delivery key over REST and a preview key over MCP; both read at once and the activity names the agent', async () => {
    const rest = await svc().client(agentA).post('/api/v1/spaces/shop/api_keys', { name: 'Website', kind: 'delivery' });
    assert.equal(rest.status, 201, rest.text);
    assert.match(rest.body.token, /^svc_dlv_/);
    assert.equal(rest.body.key.created_by, 'Builder');
    assert.deepEqual((await svc().client(rest.body.token).get('/api/v1')).body.key.can, ['read']);

    const c = await mcpClient(svc(), agentA);
    const viaMcp = await call(c, 'create_api_key', { name: 'Staging site', kind: 'preview' });
    await c.close();
    assert.equal(viaMcp.isError, undefined, JSON.stringify(viaMcp));
    assert.match(viaMcp.structuredContent?.token, /^svc_prv_/);

    const activity = await svc().database.db.selectFrom('activity').select(['actor_name', 'details']).where('space_id', '=', 'shop').where('action', '=', 'key.created').where('actor_type', '=', 'agent').execute();
    assert.deepEqual(activity.map((a) => a.actor_name), ['Builder', 'Builder']);
  });

  it('an agent lists only the keys it made; a management key lists them all', async () => {
    await svc().client(mgmt).post('/api/v1/spaces/shop/api_keys', { name: 'Owner app', kind: 'delivery' });
    await svc().client(agentB).post('/api/v1/spaces/shop/api_keys', { name: 'B site', kind: 'delivery' });
    const mine = await svc().client(agentA).get('/api/v1/spaces/shop/api_keys');
    assert.equal(mine.status, 200);
    assert.deepEqual(mine.body.items.map((k: { name: string }) => k.name).sort(), ['Staging site', 'Website']);
    const c = await mcpClient(svc(), agentA);
    const listed = await call(c, 'list_api_keys');
    await c.close();
    assert.equal(listed.structuredContent?.items.length, 2);
    const all = await svc().client(mgmt).get('/api/v1/spaces/shop/api_keys');
    assert.ok(all.body.items.some((k: { name: string }) => k.name === 'B site'));
    assert.ok(all.body.items.some((k: { kind: string }) => k.kind === 'management'));
  });

  it('an agent revokes its own keys but not another agent\'s or the owner\'s (not_found, nothing changes)', async () => {
    const others = (await svc().client(mgmt).get('/api/v1/spaces/shop/api_keys')).body.items.filter((k: { name: string }) => k.name === 'B site' || k.name === 'Owner');
    for (const k of others) {
      const res = await svc().client(agentA).delete(`/api/v1/spaces/shop/api_keys/${k.id}`);
      assert.equal(res.status, 404);
      assert.equal(res.body.error.code, 'not_found');
    }
    assert.equal((await svc().client(mgmt).get('/api/v1')).status, 200);

    const made = await svc().client(agentA).post('/api/v1/spaces/shop/api_keys', { name: 'Short lived', kind: 'delivery' });
    const c = await mcpClient(svc(), agentA);
    const revoked = await call(c, 'revoke_api_key', { id: made.body.key.id });
    await c.close();
    assert.equal(revoked.isError, undefined, JSON.stringify(revoked));
    assert.equal((await svc().client(made.body.token).get('/api/v1')).body.error.code, 'invalid_key');
    const activity = await svc().database.db.selectFrom('activity').select('actor_name').where('action', '=', 'key.revoked').where('resource_id', '=', made.body.key.id).execute();
    assert.deepEqual(activity.map((a) => a.actor_name), ['Builder']);
  });

  it('management keys and invites stay out of an agent\'s reach', async () => {
    const mgmtKey = await svc().client(agentA).post('/api/v1/spaces/shop/api_keys', { name: 'Escalate', kind: 'management' });
    assert.equal(mgmtKey.status, 422);
    const c = await mcpClient(svc(), agentA);
    const viaMcp = await call(c, 'create_api_key', { name: 'Escalate', kind: 'management' });
    const tools = (await c.listTools()).tools.map((t) => t.name);
    await c.close();
    assert.equal(viaMcp.isError, true);
    assert.ok(!tools.includes('create_invite') && !tools.includes('revoke_agent'));
    const invite = await svc().client(agentA).post('/api/v1/spaces/shop/invites', {});
    assert.equal(invite.status, 403);
    assert.equal(invite.body.error.code, 'key_cannot');
    const count = await svc().database.db.selectFrom('api_keys').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'management').executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 1);
  });

  it('delivery and preview keys cannot make keys', async () => {
    const dlv = await svc().key('shop', 'delivery');
    const res = await svc().client(dlv).post('/api/v1/spaces/shop/api_keys', { name: 'x', kind: 'delivery' });
    assert.equal(res.status, 403);
    assert.equal(res.body.error.details.needs, 'create_read_keys');
  });
});
