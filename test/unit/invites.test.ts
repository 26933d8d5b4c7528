import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { inviteExpiresAt, inviteStatus, normalizeAgentName, type InviteFacts, type InviteStatus } from '../../src/domain/invites.ts';

const NOW = '2030-05-01T12:00:00.000Z';

describe('inviteStatus', () => {
  const cases: Array<[string, InviteFacts, InviteStatus]> = [
    ['fresh', { used_at: null, revoked_at: null, expires_at: '2030-05-08T12:00:00.000Z' }, 'usable'],
    ['expiring exactly now', { used_at: null, revoked_at: null, expires_at: NOW }, 'expired'],
    ['past expiry', { used_at: null, revoked_at: null, expires_at: '2030-04-01T00:00:00.000Z' }, 'expired'],
    ['withdrawn', { used_at: null, revoked_at: '2030-04-30T00:00:00.000Z', expires_at: '2030-05-08T12:00:00.000Z' }, 'revoked'],
    ['withdrawn then past expiry', { used_at: null, revoked_at: '2030-04-02T00:00:00.000Z', expires_at: '2030-04-03T00:00:00.000Z' }, 'revoked'],
    ['redeemed, later past expiry', { used_at: '2030-04-02T00:00:00.000Z', revoked_at: null, expires_at: '2030-04-03T00:00:00.000Z' }, 'used'],
  ];
  for (const [name, facts, expected] of cases) it(name, () => assert.equal(inviteStatus(facts, NOW), expected));
});

describe('invite expiry and agent names', () => {
  it('defaults to seven days', () => assert.equal(inviteExpiresAt(NOW), '2030-05-08T12:00:00.000Z'));
  it('takes hours', () => assert.equal(inviteExpiresAt(NOW, 2), '2030-05-01T14:00:00.000Z'));
  const names: Array<[string | null | undefined, string | null]> = [
    ['  Copy   bot ', 'Copy bot'],
    ['', null],
    ['   ', null],
    ['x'.repeat(101), null],
    [null, null],
    [undefined, null],
  ];
  for (const [input, expected] of names) it(`name ${JSON.stringify(input)}`, () => assert.equal(normalizeAgentName(input), expected));
});
