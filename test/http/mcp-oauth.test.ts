import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { signedInPerson } from '../support/oauth.ts';
import { call } from '../support/mcp.ts';
import { connectWithOAuth } from '../support/mcp-oauth.ts';

describe('an MCP client connecting on its own (end to end)', () => {
  const svc = useService();

  it('registers, gets a person\'s consent for a space, and works through /mcp under its own name', async () => {
    await svc().space('acme', { name: 'Acme' });
    const person = await signedInPerson(svc(), 'editor@example.com', ['acme']);
    const { client, app } = await connectWithOAuth(svc(), person, 'acme');
    assert.match(app.saved!.access_token, /^svc_agt_/);
    assert.ok(app.saved!.refresh_token);
    assert.equal(app.saved!.token_type.toLowerCase(), 'bearer');

    const me = await call(client, 'whoami');
    assert.deepEqual({ kind: me.structuredContent?.kind, name: me.structuredContent?.name, space: me.structuredContent?.space }, { kind: 'agent', name: 'Desktop Agent', space: 'acme' });
    const created = await call(client, 'create_locale', { code: 'fr' });
    assert.equal(created.isError, undefined);

    const delivery = await svc().key('acme', 'delivery');
    const space = await svc().client(delivery).get('/api/v1/spaces/acme');
    assert.ok(space.body.locales.some((l: { code: string }) => l.code === 'fr'));
    const activity = await svc().database.db.selectFrom('activity').selectAll().where('action', '=', 'locale.created').execute();
    assert.equal(activity.at(-1)?.actor_name, 'Desktop Agent');
    await client.close();
  });
});
