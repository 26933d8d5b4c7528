import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createClient } from 'redis';
import { redisLimits } from '../../src/runtime/shared-limits.ts';
import { ACCOUNT_ADDRESS_POLICY } from '../../src/domain/login-throttle.ts';
import { SharedLoginThrottle } from '../../src/http/login-throttle.ts';
import { connectRedis, type RedisConnections } from '../../src/integrations/redis.ts';
import { redisAvailable, REDIS_URL } from '../support/cluster.ts';

/** Counters several nodes share through Redis (docs/deploy.md): two "nodes" here are two clients. */
describe('shared limits in Redis', { skip: (await redisAvailable()) ? false : 'Redis is not running on 127.0.0.1:6379' }, () => {
  const prefix = `tessera-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let one: RedisConnections;
  let two: RedisConnections;

  before(async () => {
    one = await connectRedis(REDIS_URL, { timeoutMs: 500, onError: () => undefined });
    two = await connectRedis(REDIS_URL, { timeoutMs: 500, onError: () => undefined });
  });
  after(async () => {
    const c = createClient({ url: REDIS_URL });
    await c.connect();
    for await (const keys of c.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) if (keys.length) await c.del(keys);
    await c.close();
    await one?.close();
    await two?.close();
  });

  // Windows are aligned on the clock: one that cannot end during the test keeps it deterministic.
  const LONG = 2 ** 40;

  it('adds up one window from every node', async () => {
    const [a, b] = [redisLimits(one, prefix), redisLimits(two, prefix)];
    assert.equal((await a.countInWindow('rate:k', LONG))?.count, 1);
    assert.equal((await b.countInWindow('rate:k', LONG, 3))?.count, 4);
    const last = await a.countInWindow('rate:k', LONG);
    assert.equal(last?.count, 5);
    assert.ok(last.resetMs > 0 && last.resetMs <= LONG);
    assert.equal((await a.countInWindow('rate:other', LONG))?.count, 1, 'windows are per key');
  });

  it('makes guesses spread over nodes wait as if they hit one', async () => {
    const [a, b] = [new SharedLoginThrottle(redisLimits(one, prefix)), new SharedLoginThrottle(redisLimits(two, prefix))];
    // Past the free failures each one doubles the wait: 4 more make it 16 s, far above the test's own time.
    for (let i = 0; i < ACCOUNT_ADDRESS_POLICY.free + 4; i++) await (i % 2 ? a : b).failed('ada@example.com', '203.0.113.9');
    assert.ok((await a.wait('ada@example.com', '203.0.113.9')) > 10, 'the next try waits, on a node that saw only half the failures');
    assert.equal(await b.wait('ada@example.com', '198.51.100.1'), 0, 'another address is not slowed');
    await b.succeeded('ada@example.com', '203.0.113.9');
    assert.equal(await a.wait('ada@example.com', '203.0.113.9'), 0, 'a sign-in on one node clears the count on all');
  });

  it('answers null when Redis cannot answer, and the throttle falls back to this node', async () => {
    const gone = await connectRedis(REDIS_URL, { timeoutMs: 500, onError: () => undefined });
    await gone.close();
    const limits = redisLimits(gone, prefix);
    assert.equal(await limits.countInWindow('rate:k', 60_000), null);
    assert.equal(await limits.readFailures(['x']), null);
    const throttle = new SharedLoginThrottle(limits);
    for (let i = 0; i < ACCOUNT_ADDRESS_POLICY.free + 4; i++) await throttle.failed('bo@example.com', '203.0.113.7');
    assert.ok((await throttle.wait('bo@example.com', '203.0.113.7')) > 10, 'counted in memory meanwhile');
  });
});
