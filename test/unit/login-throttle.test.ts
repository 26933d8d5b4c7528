import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_ADDRESS_POLICY, ADDRESS_POLICY, addFailure, delayAfter, secondsToWait } from '../../src/domain/login-throttle.ts';
import { MemoryLoginThrottle } from '../../src/http/login-throttle.ts';

describe('sign-in throttle: growing delays', () => {
  const cases: Array<[number, number, number]> = [
    // failures so far, wait for (account, address), wait for the address
    [1, 0, 0],
    [4, 0, 0],
    [5, 1, 0],
    [6, 2, 0],
    [7, 4, 0],
    [10, 32, 0],
    [14, 512, 0],
    [15, 900, 0],
    [19, 900, 0],
    [20, 900, 1],
    [21, 900, 2],
    [31, 900, 2048],
    [32, 900, 3600],
    [1000, 900, 3600],
  ];
  for (const [n, pair, address] of cases) {
    it(`${n} failures: ${pair} s for one account, ${address} s for the address`, () => {
      assert.equal(delayAfter(n, ACCOUNT_ADDRESS_POLICY), pair);
      assert.equal(delayAfter(n, ADDRESS_POLICY), address);
    });
  }

  it('forgets a count after a quiet period, and the wait runs from the last failure', () => {
    let c = undefined;
    for (let i = 0; i < 6; i++) c = addFailure(c, ACCOUNT_ADDRESS_POLICY, 1000);
    assert.deepEqual(c, { count: 6, last: 1000 });
    assert.equal(secondsToWait(c, ACCOUNT_ADDRESS_POLICY, 1000), 2);
    assert.equal(secondsToWait(c, ACCOUNT_ADDRESS_POLICY, 2500), 1);
    assert.equal(secondsToWait(c, ACCOUNT_ADDRESS_POLICY, 3000), 0);
    const later = 1000 + ACCOUNT_ADDRESS_POLICY.forgetAfterMs;
    assert.deepEqual(addFailure(c, ACCOUNT_ADDRESS_POLICY, later), { count: 1, last: later });
  });
});

describe('sign-in throttle in memory', () => {
  it('keeps accounts and addresses apart, and a success clears only its own pair', async () => {
    let now = 0;
    const t = new MemoryLoginThrottle(() => now);
    for (let i = 0; i < 5; i++) await t.failed('owner@example.com', '203.0.113.9');
    assert.equal(await t.wait('owner@example.com', '203.0.113.9'), 1);
    assert.equal(await t.wait('owner@example.com', '198.51.100.7'), 0, 'the owner elsewhere is not affected');
    assert.equal(await t.wait('other@example.com', '203.0.113.9'), 0, 'another account from the same address is not yet affected');
    now += 1000;
    assert.equal(await t.wait('owner@example.com', '203.0.113.9'), 0, 'the wait passes');
    await t.failed('owner@example.com', '203.0.113.9');
    assert.equal(await t.wait('owner@example.com', '203.0.113.9'), 2, 'and grows with the next failure');
    await t.succeeded('owner@example.com', '203.0.113.9');
    assert.equal(await t.wait('owner@example.com', '203.0.113.9'), 0);
    for (let i = 0; i < 14; i++) await t.failed(`p${i}@example.com`, '203.0.113.9');
    assert.equal(await t.wait('new@example.com', '203.0.113.9'), 1, 'twenty failures from one address slow every account there');
  });
});
