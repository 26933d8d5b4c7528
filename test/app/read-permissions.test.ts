import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { listAgents } from '../../src/app/agents/list-agents.ts';
import { listInvites } from '../../src/app/agents/list-invites.ts';
import { listVersions } from '../../src/app/entries/list-versions.ts';
import { listKeys } from '../../src/app/keys/list-keys.ts';
import type { Actor } from '../../src/domain/actor.ts';
import { AppError } from '../../src/domain/errors.ts';
import { KIND_PERMISSIONS, type KeyKind } from '../../src/domain/permissions.ts';
import { buildContentType, buildEntry, field, insertContentType } from '../support/builders.ts';
import { useService } from '../support/service.ts';

// Reads are refused in the operation, from the Actor, like writes: REST, MCP and anything else
// that calls them gets the same key_cannot with details.needs (issue 12 items 2 and 3).
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
});
