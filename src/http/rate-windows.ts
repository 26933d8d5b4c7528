/** How many hits a key had in its current window, and the ms until that window ends. */
export interface WindowCount {
  count: number;
  resetMs: number;
}

/**
 * The one rate-window primitive of the service (request rate limit, collect flood limits,
 * client registration): counts hits per key in this process's memory, in fixed windows of
 * `windowMs` that start at a key's first hit. At most `maxKeys` keys are kept: past that,
 * ended windows are swept (a key whose window ended starts again from zero anyway). Counts
 * several nodes share live in Redis (`runtime/shared-limits.ts`); this is each node's own.
 */
export class RateWindows {
  readonly #windows = new Map<string, { start: number; count: number }>();
  readonly windowMs: number;
  readonly #maxKeys: number;

  constructor(windowMs: number, maxKeys = 50_000) {
    this.windowMs = windowMs;
    this.#maxKeys = maxKeys;
  }

  /** Counts `by` hits of `key` at `now`: the key's count in its window, with them. */
  hit(key: string, now: number, by = 1): WindowCount {
    let w = this.#windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (this.#windows.size > this.#maxKeys) this.sweep(now);
      w = { start: now, count: 0 };
      this.#windows.set(key, w);
    }
    w.count += by;
    return { count: w.count, resetMs: w.start + this.windowMs - now };
  }

  /** The count `key` has in its window at `now`, counting nothing (0: no live window). */
  peek(key: string, now: number): number {
    const w = this.#windows.get(key);
    return !w || now - w.start >= this.windowMs ? 0 : w.count;
  }

  /** Drops the windows that have ended by `now`. */
  sweep(now: number): void {
    for (const [k, w] of this.#windows) if (now - w.start >= this.windowMs) this.#windows.delete(k);
  }
}

/** Whole seconds until a window `resetMs` from its end is over (at least 1): a Retry-After. */
export function secondsUntilReset(resetMs: number): number {
  return Math.max(1, Math.ceil(resetMs / 1000));
}
