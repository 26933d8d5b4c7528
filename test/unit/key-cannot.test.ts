import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Actor } from '../../src/domain/actor.ts';
import { keyCannot, requirePermission } from '../../src/domain/permissions.ts';
import { AppError } from '../../src/domain/errors.ts';
import { KIND_PERMISSIONS, PERMISSIONS, type KeyKind } from '../../src/domain/permissions.ts';

const actorOf = (kind: KeyKind): Actor => ({ type: 'key', kind, id: 'k', name: kind, spaceId: 's', can: new Set(KIND_PERMISSIONS[kind]) });

describe('one way to refuse: key_cannot', () => {
  it('says who cannot do what, and what it needs, in one shape', () => {
    const err = keyCannot(actorOf('delivery'), 'write', 'create entries');
    assert.equal(err.code, 'key_cannot');
    assert.equal(err.status, 403);
    assert.equal(err.message, 'A delivery key cannot create entries: it needs the "write" permission.');
    assert.deepEqual(err.details, { needs: 'write', key_kind: 'delivery' });
  });

  it('keeps details.needs when facts are added and lets the fix be specific', () => {
    const err = keyCannot(actorOf('agent'), 'write', 'write entries of type "page"', { fix: 'Write posts only.', details: { content_type: 'page' } });
    assert.deepEqual(err.details, { needs: 'write', key_kind: 'agent', content_type: 'page' });
    assert.equal(err.fix, 'Write posts only.');
  });

  it('names a person by role and email, and tells them to ask an owner', () => {
    const editor: Actor = { type: 'user', kind: 'editor', id: 'u', name: 'ed@example.com', spaceId: 's', can: new Set(['read', 'read_drafts', 'write', 'publish']) };
    const err = keyCannot(editor, 'manage_model', 'change the content model');
    assert.equal(err.message, 'As editor of this space, ed@example.com cannot change the content model: it needs the "manage_model" permission.');
    assert.deepEqual(err.details, { needs: 'manage_model', role: 'editor' });
    assert.match(err.fix, /Ask an owner/);
  });

  it('calls an agent an agent token', () => {
    const agent: Actor = { ...actorOf('agent'), type: 'agent' };
    assert.match(keyCannot(agent, 'manage_keys', 'list keys').message, /^An agent token cannot list keys/);
  });

  // The fix names kinds of key that really hold the permission.
  const holders: Array<[string, KeyKind[]]> = PERMISSIONS.map((p) => [p, (Object.keys(KIND_PERMISSIONS) as KeyKind[]).filter((k) => KIND_PERMISSIONS[k].includes(p))]);
  for (const [permission, kinds] of holders) {
    it(`the fix for "${permission}" names ${kinds.join(', ')}`, () => {
      const fix = keyCannot(actorOf('delivery'), permission as (typeof PERMISSIONS)[number], 'x').fix;
      if (permission === 'read') return assert.match(fix, /any key/);
      for (const kind of ['delivery', 'preview', 'management', 'agent'] as KeyKind[]) {
        const named = kind === 'agent' ? /agent token/.test(fix) : new RegExp(`${kind} key`).test(fix);
        assert.equal(named, kinds.includes(kind), `${kind} in "${fix}"`);
      }
    });
  }

  const table: Array<[KeyKind, (typeof PERMISSIONS)[number], boolean]> = [
    ['delivery', 'read', true], ['delivery', 'read_drafts', false], ['preview', 'read_drafts', true], ['preview', 'write', false],
    ['agent', 'manage_webhooks', true], ['agent', 'manage_keys', false], ['management', 'manage_keys', true],
  ];
  for (const [kind, permission, allowed] of table) {
    it(`requirePermission: a ${kind} key ${allowed ? 'may' : 'may not'} use "${permission}"`, () => {
      const run = () => requirePermission(actorOf(kind), permission, 'do it');
      if (allowed) assert.doesNotThrow(run);
      else assert.throws(run, (e: unknown) => e instanceof AppError && e.code === 'key_cannot' && e.details?.needs === permission);
    });
  }
});
