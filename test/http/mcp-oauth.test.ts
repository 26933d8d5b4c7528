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

  it('models a content type, writes and publishes an entry over /mcp, and a delivery key sees it', async () => {
    await svc().space('shop', { name: 'Shop' });
    const person = await signedInPerson(svc(), 'owner@shop.example', ['shop']);
    const { client } = await connectWithOAuth(svc(), person, 'shop');

    const type = await call(client, 'create_content_type', {
      name: 'Product',
      api_id: 'product',
      fields: [
        { api_id: 'name', name: 'Name', type: 'symbol', required: true },
        { api_id: 'slug', name: 'Slug', type: 'slug', required: true },
        { api_id: 'price', name: 'Price', type: 'number', help: 'in EUR' },
      ],
    });
    assert.equal(type.isError, undefined, type.content[0].text);
    const created = await call(client, 'create_entry', { content_type: 'product', fields: { name: 'Robot arm', slug: 'robot-arm', price: 499.5 } });
    assert.equal(created.isError, undefined, created.content[0].text);
    const id = created.structuredContent?.sys.id;
    const published = await call(client, 'publish_entry', { id });
    assert.equal(published.structuredContent?.sys.status, 'published', published.content[0].text);

    const delivery = svc().client(await svc().key('shop', 'delivery', 'Website'));
    const live = await delivery.get('/api/v1/spaces/shop/entries?content_type=product&fields.slug=robot-arm');
    assert.equal(live.status, 200);
    assert.equal(live.body.total, 1);
    assert.deepEqual(live.body.items[0].fields, { name: 'Robot arm', slug: 'robot-arm', price: 499.5 });
    assert.equal(live.body.items[0].sys.id, id);

    const versions = await svc().client(await svc().key('shop', 'management')).get(`/api/v1/spaces/shop/entries/${id}/versions`);
    assert.equal(versions.body.items[0].author.name, 'Desktop Agent', 'the agent wrote it under its own name');
    await client.close();
  });
});
