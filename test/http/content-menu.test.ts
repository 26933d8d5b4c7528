import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useService } from '../support/service.ts';
import { snapshotDatabase } from '../support/snapshot.ts';

describe('POST …/content_types/order', () => {
  const svc = useService();
  const url = '/api/v1/spaces/menu/content_types/order';

  it('orders types and groups, sets positions, and refuses unknown or repeated ids', async () => {
    await svc().space('menu');
    const c = svc().client(await svc().key('menu', 'management'));
    const create = (body: unknown) => c.post('/api/v1/spaces/menu/content_types', body);
    await create({ name: 'Hero', api_id: 'hero' });
    await create({ name: 'Page', api_id: 'page', fields: [{ api_id: 'blocks', name: 'Blocks', type: 'references', link_content_types: ['hero'] }] });
    await create({ name: 'Author', api_id: 'author' });
    await create({ name: 'Post', api_id: 'post' });
    await create({ name: 'Site', api_id: 'site', singleton: true });

    const res = await c.post(url, { content_types: ['post', 'site'], groups: ['settings', 'collections'] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body, {
      content_menu: {
        groups: [
          { group: 'settings', name: 'Settings', content_types: ['site'] },
          { group: 'collections', name: 'Collections', content_types: ['post', 'author'] },
          { group: 'pages', name: 'Pages', content_types: ['page'] },
        ],
        sections: ['hero'],
      },
    });
    const positions = (await c.get('/api/v1/spaces/menu/content_types')).body.items.map((t: { api_id: string; position: number }) => [t.api_id, t.position]);
    assert.deepEqual(positions, [['post', 1], ['site', 2], ['author', 3], ['hero', 4], ['page', 5]]);

    const outbox = await svc().database.db.selectFrom('outbox').select(['event', 'resource_type', 'payload']).where('space_id', '=', 'menu').where('resource_type', '=', 'ContentMenu').execute();
    assert.equal(outbox.length, 1);
    assert.equal(outbox[0].event, 'content_type.changed');
    const activity = await svc().database.db.selectFrom('activity').select('action').where('space_id', '=', 'menu').where('action', '=', 'content_types.ordered').execute();
    assert.equal(activity.length, 1);

    // the group order is kept by later calls that only move types
    const again = await c.post(url, { content_types: ['author'] });
    assert.deepEqual(again.body.content_menu.groups.map((g: { group: string }) => g.group), ['settings', 'collections', 'pages']);
    assert.deepEqual(again.body.content_menu.groups[1].content_types, ['author', 'post']);

    const before = await snapshotDatabase(svc().database);
    const bad = await c.post(url, { content_types: ['post', 'ghost', 'post'], groups: ['sections'] });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.error.code, 'validation_failed');
    assert.deepEqual(Object.keys(bad.body.error.details.fields).sort(), ['content_types[1]', 'content_types[2]', 'groups[0]']);
    for (const dry of [`${url}?dry_run=true`, url]) {
      const body = dry === url ? { content_types: ['page'], dry_run: true } : { content_types: ['page'] };
      const d = await c.post(dry, body);
      assert.equal(d.status, 200);
      assert.equal(d.body.dry_run, true);
      assert.deepEqual(d.body.content_menu.groups[2].content_types, ['page']);
    }
    assert.equal(await snapshotDatabase(svc().database), before);

    const preview = svc().client(await svc().key('menu', 'preview'));
    const denied = await preview.post(url, { content_types: ['post'] });
    assert.deepEqual([denied.status, denied.body.error.code], [403, 'key_cannot']);
  });
});
