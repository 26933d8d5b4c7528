import { RateWindows } from './rate-windows.ts';
import type { SharedLimits } from '../runtime/shared-limits.ts';

/**
 * Dynamic client registration needs no credentials, so each address may register at most
 * `max` clients per window (default 100 an hour): fixed windows in process memory on one node,
 * in Redis (windows aligned on the clock) with several, and in memory again while Redis cannot
 * answer. Real clients register once.
 */
export class RegistrationThrottle {
  private readonly hits: RateWindows;
  private readonly max: number;
  private readonly windowMs: number;
  private readonly shared: SharedLimits | undefined;

  constructor(max = 100, windowMs = 3_600_000, shared?: SharedLimits) {
    this.max = max;
    this.windowMs = windowMs;
    this.shared = shared;
    this.hits = new RateWindows(windowMs, 10_000);
  }

  /** Counts one registration; false when the address is over its limit. */
  async allow(address: string, now = Date.now()): Promise<boolean> {
    const counted = (await this.shared?.countInWindow(`register:${address}`, this.windowMs)) ?? this.hits.hit(address, now);
    return counted.count <= this.max;
  }
}
