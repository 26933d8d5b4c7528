import type { SharedLimits } from '../app/cluster/shared-limits.ts';

/**
 * Dynamic client registration needs no credentials, so each address may register at most
 * `max` clients per window (default 100 an hour): in process memory on one node, in Redis
 * (fixed hour windows) with several, and in memory again while Redis cannot answer. Real
 * clients register once.
 */
export class RegistrationThrottle {
  private readonly hits = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly shared: SharedLimits | undefined;

  constructor(max = 100, windowMs = 3_600_000, shared?: SharedLimits) {
    this.max = max;
    this.windowMs = windowMs;
    this.shared = shared;
  }

  /** Counts one registration; false when the address is over its limit. */
  async allow(address: string, now = Date.now()): Promise<boolean> {
    const counted = await this.shared?.countInWindow(`register:${address}`, this.windowMs);
    if (counted) return counted.count <= this.max;
    return this.allowHere(address, now);
  }

  private allowHere(address: string, now: number): boolean {
    const recent = (this.hits.get(address) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.max) return false;
    recent.push(now);
    this.hits.set(address, recent);
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (v.every((t) => now - t >= this.windowMs)) this.hits.delete(k);
    return true;
  }
}
