/**
 * How sign-in failures slow down further attempts (docs/limits.md "Sign-in throttle"; OWASP
 * Authentication Cheat Sheet, "Login Throttling"). Failures are counted per (account, client
 * address) and per client address, never per account alone: an attacker elsewhere cannot lock
 * an owner out, and one address cannot spray guesses over many accounts. After `free` failures
 * each further failure doubles the wait, up to `maxSeconds`. Pure: the caller passes `now`.
 */
export interface ThrottlePolicy {
  /** Failures allowed before any wait. */
  free: number;
  /** Longest wait, in seconds. */
  maxSeconds: number;
  /** A count with no failure for this long starts again from zero. */
  forgetAfterMs: number;
}

/** One account from one address: a person mistyping gets a few tries, a guesser a growing wait. */
export const ACCOUNT_ADDRESS_POLICY: ThrottlePolicy = { free: 5, maxSeconds: 15 * 60, forgetAfterMs: 24 * 3_600_000 };
/** One address over all accounts: enough for an office behind one address, not for spraying. */
export const ADDRESS_POLICY: ThrottlePolicy = { free: 20, maxSeconds: 60 * 60, forgetAfterMs: 3_600_000 };

/** Failures counted so far and when the last one happened (ms since the epoch). */
export interface FailureCount {
  count: number;
  last: number;
}

/** Seconds to wait after the `count`-th failure: 0 below `free`, then 1, 2, 4, … up to `maxSeconds`. */
export function delayAfter(count: number, policy: ThrottlePolicy): number {
  if (count < policy.free) return 0;
  const doublings = count - policy.free;
  return doublings >= 31 ? policy.maxSeconds : Math.min(policy.maxSeconds, 2 ** doublings);
}

/** The count after one more failure at `now` (an old count is forgotten first). */
export function addFailure(current: FailureCount | undefined, policy: ThrottlePolicy, now: number): FailureCount {
  const live = current && now - current.last < policy.forgetAfterMs ? current.count : 0;
  return { count: live + 1, last: now };
}

/** Seconds before the next attempt may be tried (0: now). */
export function secondsToWait(current: FailureCount | undefined, policy: ThrottlePolicy, now: number): number {
  if (!current || now - current.last >= policy.forgetAfterMs) return 0;
  const until = current.last + delayAfter(current.count, policy) * 1000;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Whether a count can be dropped: it no longer delays anything and would be forgotten. */
export function isForgotten(current: FailureCount, policy: ThrottlePolicy, now: number): boolean {
  return now - current.last >= policy.forgetAfterMs;
}
