import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connectRedis, RedisUnavailableError, type RedisConnections } from '../../src/integrations/redis.ts';
import { redisServerInstalled, startPrivateRedis } from '../support/cluster.ts';

/**
 * Every Redis call is bounded, also once the command was written to a Redis that stopped
 * answering (SIGSTOP keeps the connection open), and fails at once while the circuit is open;
 * a background probe closes it when Redis answers again.
 */
describe('Redis calls against a Redis that hangs', { skip: redisServerInstalled() ? false : 'redis-server is not installed' }, () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let conn: RedisConnections;
  const changes: boolean[] = [];

  before(async () => {
    redis = await startPrivateRedis();
    conn = await connectRedis(redis.url, { timeoutMs: 500, onError: () => undefined, onReachable: (up) => changes.push(up) });
  });
  after(async () => {
    redis?.thaw();
    await conn?.close();
    await redis?.kill();
  });

  it('gives up on a written command at the deadline, then fails at once until a probe gets an answer', { timeout: 30_000 }, async () => {
    assert.equal(await conn.run((c) => c.set('k', 'before')), 'OK');
    redis.freeze();
    await assert.rejects(conn.run((c) => c.get('k')), RedisUnavailableError, 'the deadline holds after the command was written');
    assert.equal(conn.reachable(), false);
    assert.equal(conn.status().state !== 'closed', true);
    // While open, nothing is sent and nothing waits: the call fails before any timer could run.
    let settled = false;
    const fast = conn.run((c) => c.get('k')).catch((err: unknown) => err).finally(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    assert.equal(settled, true, 'failed without waiting');
    assert.ok((await fast) instanceof RedisUnavailableError);
    assert.deepEqual(changes, [false]);

    redis.thaw();
    const deadline = Date.now() + 20_000;
    while (!conn.reachable() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    assert.equal(conn.reachable(), true, 'a probe closed the circuit');
    assert.deepEqual(changes, [false, true]);
    assert.equal(await conn.run((c) => c.get('k')), 'before');
  });

  it('passes Redis\'s own error answers through without opening the circuit', async () => {
    await conn.run((c) => c.set('s', 'x'));
    await assert.rejects(conn.run((c) => c.incr('s')), /not an integer/);
    assert.equal(conn.reachable(), true);
  });
});
