/**
 * Flood limits of the public (keyless) collect endpoint, in process memory with one-minute
 * windows: per visitor address and space (a person reading fast stays far below it) and per
 * space (a site's whole traffic). Several nodes each count their own share.
 */
export class AnalyticsThrottle {
  private readonly windows = new Map<string, { start: number; count: number }>();
  readonly perAddress: number;
  readonly perSpace: number;

  constructor(perAddress = 60, perSpace = 60_000) {
    this.perAddress = perAddress;
    this.perSpace = perSpace;
  }

  private count(key: string, max: number, now: number): number | null {
    let w = this.windows.get(key);
    if (!w || now - w.start >= 60_000) {
      if (this.windows.size > 50_000) for (const [k, v] of this.windows) if (now - v.start >= 60_000) this.windows.delete(k);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count > max ? Math.max(1, Math.ceil((w.start + 60_000 - now) / 1000)) : null;
  }

  /** Counts one event; answers the seconds to wait when over a limit, else null. */
  retryAfter(spaceId: string, address: string, now = Date.now()): number | null {
    return this.count(`a\u0000${spaceId}\u0000${address}`, this.perAddress, now) ?? this.count(`s\u0000${spaceId}`, this.perSpace, now);
  }
}
