import { RateWindows, secondsUntilReset } from './rate-windows.ts';

/**
 * Flood limits of the public (keyless) collect endpoint, in process memory with one-minute
 * windows: per visitor address and space (a person reading fast stays far below it) and per
 * space (a site's whole traffic). Several nodes each count their own share.
 */
export class AnalyticsThrottle {
  private readonly windows = new RateWindows(60_000);
  readonly perAddress: number;
  readonly perSpace: number;

  constructor(perAddress = 60, perSpace = 60_000) {
    this.perAddress = perAddress;
    this.perSpace = perSpace;
  }

  private count(key: string, max: number, now: number): number | null {
    const w = this.windows.hit(key, now);
    return w.count > max ? secondsUntilReset(w.resetMs) : null;
  }

  /** Counts one event; answers the seconds to wait when over a limit, else null. */
  retryAfter(spaceId: string, address: string, now = Date.now()): number | null {
    return this.count(`a\u0000${spaceId}\u0000${address}`, this.perAddress, now) ?? this.count(`s\u0000${spaceId}`, this.perSpace, now);
  }
}
