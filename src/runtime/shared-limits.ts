import type { FailureCount } from '../domain/login-throttle.ts';
import type { RedisConnections } from '../integrations/redis.ts';

/**
 * Counters every node shares (docs/deploy.md "What each part holds"): fixed windows for rate
 * limits and throttles, failure counts for the sign-in throttle. Each method answers null (or
 * does nothing) when Redis cannot answer now (each call is bounded, and fails at once while
 * Redis is known unreachable); callers then count in their own memory, so limits degrade to
 * per node instead of failing or holding up requests.
 */
export interface SharedLimits {
  /** Adds `by` to the current `windowMs` window of `key` (windows aligned on the clock, so every node agrees); its total and ms to its end. */
  countInWindow(key: string, windowMs: number, by?: number): Promise<{ count: number; resetMs: number } | null>;
  /** Failure counts of the keys (undefined: none live). */
  readFailures(keys: readonly string[]): Promise<(FailureCount | undefined)[] | null>;
  /** One more failure at `now`; a count with no failure for `forgetAfterMs` starts again (the key expires). */
  addFailure(key: string, forgetAfterMs: number, now: number): Promise<boolean>;
  clearFailures(key: string): Promise<void>;
}

export function redisLimits(redis: RedisConnections, prefix: string): SharedLimits {
  const k = (key: string) => `${prefix}${key}`;
  return {
    async countInWindow(key, windowMs, by = 1) {
      const now = Date.now();
      const index = Math.floor(now / windowMs);
      const full = k(`w:${key}:${index}`);
      try {
        const [count] = (await redis.run((c) => c.multi().incrBy(full, by).pExpire(full, windowMs * 2).exec())) as unknown as [number];
        return { count: Number(count), resetMs: (index + 1) * windowMs - now };
      } catch {
        return null;
      }
    },
    async readFailures(keys) {
      try {
        const rows = await Promise.all(keys.map((key) => redis.run((c) => c.hGetAll(k(`f:${key}`)))));
        return rows.map((r) => (r.count ? { count: Number(r.count), last: Number(r.last) } : undefined));
      } catch {
        return null;
      }
    },
    async addFailure(key, forgetAfterMs, now) {
      const full = k(`f:${key}`);
      try {
        await redis.run((c) => c.multi().hIncrBy(full, 'count', 1).hSet(full, 'last', String(now)).pExpire(full, forgetAfterMs).exec());
        return true;
      } catch {
        return false;
      }
    },
    async clearFailures(key) {
      await redis.run((c) => c.del(k(`f:${key}`))).catch(() => undefined);
    },
  };
}
