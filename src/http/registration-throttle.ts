/**
 * Dynamic client registration needs no credentials, so each address may register at most
 * `max` clients per window (default 100 an hour), in process memory. Real clients register once.
 */
export class RegistrationThrottle {
  private readonly hits = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(max = 100, windowMs = 3_600_000) {
    this.max = max;
    this.windowMs = windowMs;
  }

  /** Counts one registration; false when the address is over its limit. */
  allow(address: string, now = Date.now()): boolean {
    const recent = (this.hits.get(address) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.max) return false;
    recent.push(now);
    this.hits.set(address, recent);
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (v.every((t) => now - t >= this.windowMs)) this.hits.delete(k);
    return true;
  }
}
