/**
 * Slows password guessing: after 10 failed sign-ins for one email within 15 minutes, further
 * attempts for it are refused until the window passes. Kept in process memory (one node); a
 * successful sign-in clears the count.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(max = 10, windowMs = 15 * 60_000) {
    this.max = max;
    this.windowMs = windowMs;
  }

  /** Seconds to wait before the next attempt for this email, or 0 when it may try now. */
  retryAfter(email: string, now = Date.now()): number {
    const recent = this.recent(email, now);
    if (recent.length < this.max) return 0;
    return Math.max(1, Math.ceil((recent[0] + this.windowMs - now) / 1000));
  }

  fail(email: string, now = Date.now()): void {
    const recent = this.recent(email, now);
    recent.push(now);
    this.failures.set(email, recent);
    if (this.failures.size > 10_000) this.sweep(now);
  }

  succeed(email: string): void {
    this.failures.delete(email);
  }

  private recent(email: string, now: number): number[] {
    return (this.failures.get(email) ?? []).filter((t) => now - t < this.windowMs);
  }

  private sweep(now: number): void {
    for (const [k, v] of this.failures) if (v.every((t) => now - t >= this.windowMs)) this.failures.delete(k);
  }
}
