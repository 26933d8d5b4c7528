import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CircuitBreaker, type BreakerState } from '../../src/integrations/circuit-breaker.ts';
import { busIdentity } from '../../src/integrations/redis.ts';

/**
 * The rules that keep a hung Redis from holding requests up (docs/deploy.md): calls only while
 * closed, one probe at a time after a cool-down, a probe's answer closes, its failure re-opens.
 */
describe('circuit breaker', () => {
  type Step = [at: number, action: 'fail' | 'succeed' | 'probe' | 'look', expect: { closed?: boolean; probe?: boolean; state?: BreakerState }];
  const cases: [string, Step[]][] = [
    ['starts closed', [[0, 'look', { closed: true, state: 'closed', probe: false }]]],
    ['one failure opens it; no probe before the cool-down', [[0, 'fail', { closed: false, state: 'open' }], [999, 'probe', { probe: false, state: 'open' }]]],
    ['after the cool-down one probe goes out, and only one', [[0, 'fail', {}], [1000, 'probe', { probe: true, state: 'half-open' }], [1001, 'probe', { probe: false, state: 'half-open', closed: false }]]],
    ['a probe that fails re-opens it for another cool-down', [[0, 'fail', {}], [1000, 'probe', { probe: true }], [1250, 'fail', { state: 'open' }], [2000, 'probe', { probe: false }], [2250, 'probe', { probe: true }]]],
    ['a probe answered closes it', [[0, 'fail', {}], [1000, 'probe', { probe: true }], [1001, 'succeed', { closed: true, state: 'closed' }], [1002, 'probe', { probe: false }]]],
    ['failures while open push the next probe back', [[0, 'fail', {}], [900, 'fail', {}], [1000, 'probe', { probe: false }], [1900, 'probe', { probe: true }]]],
  ];
  for (const [name, steps] of cases) {
    it(name, () => {
      let now = 0;
      const b = new CircuitBreaker({ coolDownMs: 1000, now: () => now });
      for (const [at, action, expect] of steps) {
        now = at;
        let probe: boolean | undefined;
        if (action === 'fail') b.failed('no answer');
        else if (action === 'succeed') b.succeeded();
        else if (action === 'probe') probe = b.takeProbe();
        if (expect.probe !== undefined) assert.equal(probe ?? b.takeProbe(), expect.probe, `${action} at ${at}: probe`);
        if (expect.closed !== undefined) assert.equal(b.closed, expect.closed, `${action} at ${at}: closed`);
        if (expect.state !== undefined) assert.equal(b.status().state, expect.state, `${action} at ${at}: state`);
      }
    });
  }

  it('keeps when it opened and why, until it closes', () => {
    let now = 5;
    const b = new CircuitBreaker({ coolDownMs: 100, now: () => now });
    b.failed('Redis command: no answer within 250 ms');
    now = 50;
    b.failed('again');
    assert.deepEqual(b.status(), { state: 'open', openedAt: 5, lastError: 'again' });
    b.succeeded();
    assert.deepEqual(b.status(), { state: 'closed', openedAt: null, lastError: null });
  });
});

describe('bus identity', () => {
  const base = busIdentity('redis://127.0.0.1:6379', 'tessera:');
  const cases: [string, string, string, boolean][] = [
    ['the same server written out in full', 'redis://127.0.0.1:6379/0', 'tessera:', true],
    ['credentials are not part of it', 'redis://user:secret@127.0.0.1:6379', 'tessera:', true],
    ['the default port', 'redis://127.0.0.1', 'tessera:', true],
    ['another prefix', 'redis://127.0.0.1:6379', 'other:', false],
    ['another database number', 'redis://127.0.0.1:6379/1', 'tessera:', false],
    ['another port', 'redis://127.0.0.1:6380', 'tessera:', false],
    ['another host', 'redis://10.0.0.5:6379', 'tessera:', false],
    ['TLS to the same address', 'rediss://127.0.0.1:6379', 'tessera:', false],
  ];
  for (const [name, url, prefix, same] of cases) {
    it(name, () => assert.equal(busIdentity(url, prefix) === base, same));
  }
  it('holds no address', () => assert.match(base, /^[0-9a-f]{16}$/));
});
