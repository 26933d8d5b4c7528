import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertKeepsAnOwner, membershipErrors, type Membership } from '../../src/domain/members.ts';

const known = new Set(['post', 'page']);
const owner: Membership = { role: 'owner', writeTypes: [] };
const editor: Membership = { role: 'editor', writeTypes: [] };

describe('membership rules', () => {
  const cases: Array<[string, Membership, string | null]> = [
    ['an owner with no list', owner, null],
    ['an editor with no list (every type)', editor, null],
    ['an editor limited to known types', { role: 'editor', writeTypes: ['post'] }, null],
    ['an owner with a list', { role: 'owner', writeTypes: ['post'] }, 'no list for an owner'],
    ['an editor with an unknown type', { role: 'editor', writeTypes: ['post', 'nope'] }, 'unknown: nope'],
  ];
  for (const [name, m, expected] of cases) {
    it(name, () => {
      const errors = membershipErrors(m, known);
      if (expected === null) assert.equal(errors, null);
      else assert.match(errors?.write_types ?? '', new RegExp(expected));
    });
  }

  const ownerCases: Array<[string, Membership, Membership | null, number, boolean]> = [
    ['demoting the last owner', owner, editor, 1, false],
    ['removing the last owner', owner, null, 1, false],
    ['demoting one of two owners', owner, editor, 2, true],
    ['removing one of two owners', owner, null, 2, true],
    ['an owner staying owner', owner, owner, 1, true],
    ['removing an editor', editor, null, 1, true],
  ];
  for (const [name, current, next, owners, allowed] of ownerCases) {
    it(`${name}: ${allowed ? 'allowed' : 'refused'}`, () => {
      if (allowed) assertKeepsAnOwner(current, next, owners);
      else assert.throws(() => assertKeepsAnOwner(current, next, owners), /last owner/);
    });
  }
});
