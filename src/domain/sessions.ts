/**
 * Rules of dashboard sessions and passwords (docs/dashboard.md "Your account"). Pure: the
 * caller passes `now`.
 */

/** A session ends 14 days after sign-in however busy it is (OWASP Session Management: absolute timeout). */
export const SESSION_TTL_MS = 14 * 24 * 3_600_000;

/** `last_used_at` is written at most this often: reading a session stays a read on most requests. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** Shortest and longest password accepted. The upper bound keeps one sign-in's scrypt cheap. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

export interface SessionTimes {
  expires_at: string;
  last_used_at: string;
}

/**
 * Whether a session may still be used at `now`: before its absolute end and used within the
 * idle timeout. Both bounds are strict, so a session is over at the very millisecond it expires.
 */
export function sessionLive(s: SessionTimes, now: Date, idleMs: number): boolean {
  return s.expires_at > now.toISOString() && s.last_used_at > idleCutoff(now, idleMs);
}

/** A session last used at or before this instant has been idle too long. */
export function idleCutoff(now: Date, idleMs: number): string {
  return new Date(now.getTime() - idleMs).toISOString();
}

/** Whether a request at `now` should record itself as the session's last use. */
export function needsTouch(lastUsedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(lastUsedAt) >= SESSION_TOUCH_INTERVAL_MS;
}

/** What is wrong with a new password, or null. Length only: NIST SP 800-63B asks for no composition rules. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/^curl\//, 'curl'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short name of the browser a session was opened with ("Firefox on Linux"), for the person's
 * list of sessions and the activity feed. A user agent we cannot read shows as "Unknown browser".
 */
export function browserLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `a browser on ${system}` : 'Unknown browser');
}
