import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { listAgents } from '../../src/app/agents/list-agents.ts';
import { listInvites } from '../../src/app/agents/list-invites.ts';
import { assetToUpdate, getAsset } from '../../src/app/assets/get-asset.ts';
import { listAssets } from '../../src/app/assets/list-assets.ts';
import { spaceToExport } from '../../src/app/export/export-space.ts';
import { readCorsSettings } from '../../src/app/spaces/cors-origins.ts';
import { listVersions } from '../../src/app/entries/list-versions.ts';
import { listHookDeliveries, listHooks, readHook } from '../../src/app/hooks/read-hooks.ts';
import { listKeys } from '../../src/app/keys/list-keys.ts';
import type { Actor } from '../../src/domain/actor.ts';
import { AppError } from '../../src/domain/errors.ts';
import { KIND_PERMISSIONS, type KeyKind } from '../../src/domain/permissions.ts';
import { buildContentType, buildEntry, field, insertAsset, insertContentType } from '../support/builders.ts';
import { useService } from '../support/service.ts';

// Reads are refused in the operation, from the Actor, like writes: REST, MCP and anything else
// that calls them gets the same key_cannot with details.needs, whatever the adapter.
describe('read operations check the permission from the Actor', () => {
  const svc = useService();
  const actor = (kind: KeyKind): Actor => ({ type: 'key', kind, id: null, name: `${kind} key`, spaceId: 'site', can: new Set(KIND_PERMISSIONS[kind]) });
  const refusedFor = (needs: string) => (e: unknown) => e instanceof AppError && e.code === 'key_cannot' && e.details?.needs === needs;
  let entryId = '';

  before(async () => {
    await svc().space('site');
    await svc().key('site', 'delivery', 'Site front end');
    await insertContentType(svc().database, 'site', buildContentType({ api_id: 'post', fields: [field('title', 'symbol')] }));
    entryId = (await buildEntry(svc().database, 'site', { content_type: 'post', fields: { title: 'First' }, publish: true })).id;
  });

  it('lists agents and invites only for manage_keys, and keys for holders of manage_keys or create_read_keys', async () => {
    const db = svc().database.db;
    const keys = await listKeys(db, actor('management'));
    assert.ok(keys.some((k) => k.name === 'Site front end'));
    assert.deepEqual(await listAgents(db, actor('management')), []);
    assert.deepEqual(await listInvites(db, actor('management')), []);
    for (const kind of ['delivery', 'preview'] as const) await assert.rejects(listKeys(db, actor(kind)), refusedFor('create_read_keys'));
    for (const kind of ['delivery', 'preview', 'agent'] as const) {
      await assert.rejects(listAgents(db, actor(kind)), refusedFor('manage_keys'));
      await assert.rejects(listInvites(db, actor(kind)), refusedFor('manage_keys'));
    }
  });

  it('lists versions of an entry for readers of drafts, never for delivery keys', async () => {
    const seen = await listVersions(svc().database, actor('preview'), { id: entryId, limit: 10, skip: 0 });
    assert.equal(seen.total, 1);
    await assert.rejects(listVersions(svc().database, actor('delivery'), { id: entryId, limit: 10, skip: 0 }), refusedFor('read_drafts'));
  });

  it('reads deploy hooks only with manage_webhooks (they hold signing secrets)', async () => {
    const db = svc().database.db;
    assert.deepEqual(await listHooks(db, actor('management')), []);
    assert.deepEqual(await listHooks(db, actor('agent')), []);
    for (const kind of ['delivery', 'preview'] as const) {
      await assert.rejects(listHooks(db, actor(kind)), refusedFor('manage_webhooks'));
      await assert.rejects(readHook(db, actor(kind), 'any'), refusedFor('manage_webhooks'), 'refused before the hook is looked up');
      await assert.rejects(listHookDeliveries(db, actor(kind), 'any', 10), refusedFor('manage_webhooks'));
    }
  });

  it('reads files with read; refuses a file change before any bytes are received, without write or for a missing asset', async () => {
    const db = svc().database.db;
    await insertAsset(svc().database, 'site', { id: 'logo' });
    for (const kind of ['delivery', 'preview', 'management'] as const) {
      assert.equal((await getAsset(db, actor(kind), 'logo')).id, 'logo');
      assert.equal((await listAssets(db, actor(kind), { limit: 10, skip: 0 })).total, 1);
    }
    const none: Actor = { ...actor('delivery'), can: new Set() };
    await assert.rejects(listAssets(db, none, { limit: 10, skip: 0 }), refusedFor('read'));
    await assert.rejects(getAsset(db, none, 'logo'), refusedFor('read'));
    assert.equal((await assetToUpdate(db, actor('management'), 'logo')).id, 'logo');
    await assert.rejects(assetToUpdate(db, actor('preview'), 'logo'), refusedFor('write'));
    await assert.rejects(assetToUpdate(db, actor('management'), 'missing'), (e: unknown) => e instanceof AppError && e.code === 'not_found');
  });

  it('reads site settings (CORS origins) with manage_webhooks and exports the site with manage_model', async () => {
    const db = svc().database.db;
    assert.deepEqual((await readCorsSettings(db, actor('management'))).origins, []);
    assert.equal((await spaceToExport(db, actor('management'))).id, 'site');
    assert.equal((await spaceToExport(db, actor('agent'))).id, 'site');
    for (const kind of ['delivery', 'preview'] as const) {
      await assert.rejects(readCorsSettings(db, actor(kind)), refusedFor('manage_webhooks'));
      await assert.rejects(spaceToExport(db, actor(kind)), refusedFor('manage_model'));
    }
  });
});
