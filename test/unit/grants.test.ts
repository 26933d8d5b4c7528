import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describeGrant, grantRights, type Narrowing } from '../../src/domain/grants.ts';
import type { Membership } from '../../src/domain/members.ts';
import { PERMISSION_WORDS, PERMISSIONS, type Permission } from '../../src/domain/permissions.ts';

const AGENT = ['read', 'read_drafts', 'write', 'publish', 'manage_model', 'manage_webhooks', 'create_read_keys'];
const EDITOR = ['read', 'read_drafts', 'write', 'publish'];
const owner: Membership = { role: 'owner', writeTypes: [] };
const editor: Membership = { role: 'editor', writeTypes: [] };
const postsOnly: Membership = { role: 'editor', writeTypes: ['post'] };
const full: Narrowing = { readOnly: false, writeTypes: null };

describe('what a grant carries at one request', () => {
  const cases: Array<[string, Membership | null | undefined, Narrowing, string[] | null, string[] | undefined]> = [
    ['no person bounds it (management key, CLI): the agent kind', undefined, full, AGENT, undefined],
    ['approved by an owner: the agent kind', owner, full, AGENT, undefined],
    ['approved by an editor: only what an editor holds', editor, full, EDITOR, undefined],
    ['approved by an editor limited to one type: that type only', postsOnly, full, EDITOR, ['post']],
    ['read only, approved by an owner', owner, { readOnly: true, writeTypes: null }, ['read', 'read_drafts'], undefined],
    ['an owner narrowed to some types', owner, { readOnly: false, writeTypes: ['page'] }, AGENT, ['page']],
    ['narrowed within the editor\'s limit', { role: 'editor', writeTypes: ['post', 'page'] }, { readOnly: false, writeTypes: ['page', 'news'] }, EDITOR, ['page']],
    ['narrowed outside the editor\'s limit: no type', postsOnly, { readOnly: false, writeTypes: ['page'] }, EDITOR, []],
    ['approver no longer a member: nothing', null, full, null, undefined],
  ];
  for (const [name, approver, narrowing, can, types] of cases) {
    it(name, () => {
      const rights = grantRights(approver, narrowing);
      if (can === null) return assert.equal(rights, null);
      assert.deepEqual(PERMISSIONS.filter((p) => rights!.can.has(p)), can);
      assert.deepEqual(rights!.writableContentTypes && [...rights!.writableContentTypes], types);
    });
  }

  it('never grants manage_keys or manage_people, whoever approves', () => {
    for (const approver of [undefined, owner, editor, postsOnly]) {
      const can = grantRights(approver)!.can;
      assert.ok(!can.has('manage_keys') && !can.has('manage_people'));
    }
  });

  it('says every permission in words, the held ones and the others, in the table\'s order', () => {
    const { may, mayNot } = describeGrant(EDITOR as Permission[]);
    assert.deepEqual(may, EDITOR.map((p) => PERMISSION_WORDS[p as Permission]));
    assert.deepEqual(mayNot, PERMISSIONS.filter((p) => !EDITOR.includes(p)).map((p) => PERMISSION_WORDS[p]));
    for (const p of PERMISSIONS) assert.ok(PERMISSION_WORDS[p] && !PERMISSION_WORDS[p].includes('_'), p);
  });
});
