/**
 * What one delivery attempt's outcome means and when to try again (docs/deploy-hooks.md,
 * "Retries"). Pure: the caller passes the clock and the random number for jitter.
 */

/** How one attempt ended, as seen by the sender. */
export type AttemptOutcome =
  | { kind: 'response'; status: number; retryAfter?: string | null; location?: string | null; excerpt?: string | null }
  /** No HTTP answer: connection refused, DNS failure, timeout, reset. Worth retrying. */
  | { kind: 'network'; message: string }
  /** The target is not allowed (not https, private or loopback address): never retried. */
  | { kind: 'refused'; message: string }
  /** The exchange broke a rule that another try would break again (answer too large): never retried. */
  | { kind: 'failed'; message: string };

export interface AttemptVerdict {
  ok: boolean;
  /** Worth another attempt later (network errors, 5xx, 408, 425, 429). */
  retryable: boolean;
  /** 410 Gone: the destination says the hook is gone for good. */
  disableHook: boolean;
  /** What went wrong, in words for the delivery log; null when ok. */
  error: string | null;
  /** Status code for the log; 0 when no HTTP answer was received. */
  statusCode: number;
}

const RETRYABLE_4XX = new Set([408, 425, 429]);

export function judgeAttempt(o: AttemptOutcome): AttemptVerdict {
  if (o.kind === 'network') return { ok: false, retryable: true, disableHook: false, error: o.message, statusCode: 0 };
  if (o.kind === 'refused') return { ok: false, retryable: false, disableHook: false, error: `Not sent: ${o.message}.`, statusCode: 0 };
  if (o.kind === 'failed') return { ok: false, retryable: false, disableHook: false, error: o.message, statusCode: 0 };
  const s = o.status;
  const excerpt = o.excerpt ? ` (${o.excerpt})` : '';
  if (s >= 200 && s < 300) return { ok: true, retryable: false, disableHook: false, error: null, statusCode: s };
  if (s >= 300 && s < 400) {
    const to = o.location ? ` to ${o.location}` : '';
    return { ok: false, retryable: false, disableHook: false, error: `The destination answered ${s}, a redirect${to}; deploy hooks do not follow redirects, so set the hook's URL to the final address.`, statusCode: s };
  }
  if (s === 410) {
    return { ok: false, retryable: false, disableHook: true, error: `The destination answered 410 Gone, so the hook was disabled${excerpt}. Fix the URL and send a test delivery to enable it again, or delete it.`, statusCode: s };
  }
  if (s >= 500 || RETRYABLE_4XX.has(s)) return { ok: false, retryable: true, disableHook: false, error: `The destination answered ${s}${excerpt}.`, statusCode: s };
  return { ok: false, retryable: false, disableHook: false, error: `The destination answered ${s}${excerpt}; client errors are not retried.`, statusCode: s };
}

/** The longest wait a `Retry-After` may ask for; beyond it the schedule's own last step applies. */
export const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

/** Seconds asked for by a `Retry-After` header (delay-seconds or HTTP-date), or null. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Math.min(Number(v), MAX_RETRY_AFTER_SECONDS);
  const at = Date.parse(v);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, (at - now.getTime()) / 1000), MAX_RETRY_AFTER_SECONDS);
}

/** Attempts a delivery gets at most: the first one plus one per step of the schedule. */
export function maxAttempts(schedule: readonly number[]): number {
  return schedule.length + 1;
}

/**
 * Milliseconds to wait before the next attempt after `attempts` failed ones, or null when the
 * schedule is used up. Each step of the schedule is jittered by ±20% (`random` in [0, 1)) so
 * hooks that failed together do not retry in lockstep; a `Retry-After` is honoured as a floor.
 */
export function retryDelayMs(attempts: number, schedule: readonly number[], random: number, retryAfterSeconds: number | null = null): number | null {
  if (attempts < 1 || attempts > schedule.length) return null;
  const base = schedule[attempts - 1] * 1000;
  const jittered = base * (0.8 + 0.4 * random);
  const floor = retryAfterSeconds === null ? 0 : retryAfterSeconds * 1000;
  return Math.round(Math.max(jittered, floor));
}

/** Failed attempts in a row after which a hook counts as failing (site setup warnings). */
export const FAILING_AFTER_ATTEMPTS = 3;

export function isFailing(consecutiveFailures: number): boolean {
  return consecutiveFailures >= FAILING_AFTER_ATTEMPTS;
}
