import { validationFailed, type FieldErrors } from '../errors.ts';
import { stripWww } from './classify.ts';
import { CUSTOM_EVENT_LIMITS, readCustomEvent, type CustomEvent } from './visits.ts';

/** Limits of collected events (docs/analytics.md "Limits"). */
export const EVENT_LIMITS = {
  /** Bytes of one browser event body. */
  browserBodyBytes: 4096,
  /** Bytes of one server collect body. */
  serverBodyBytes: 256 * 1024,
  /** Events in one server collect call. */
  serverEvents: 100,
  url: 2048,
  userAgent: 512,
  address: 64,
  /**
   * How far back a server event's `at` may lie (an edge may batch), in hours: never past
   * yesterday, whose salt is kept until 48 hours after it was made.
   */
  backdateHours: 24,
} as const;

export interface BrowserEventInput {
  url: string;
  referrer: string | null;
  width: number | null;
  /** A custom event (`tessera('Signup', {plan: 'pro'})`), not a page view; null for a page view. */
  custom: CustomEvent | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the browser script's body `{url, referrer?, width?, name?, props?}`; `validation_failed` names what is wrong. */
export function readBrowserEvent(body: unknown): BrowserEventInput {
  const errors: FieldErrors = {};
  if (!isObject(body)) throw validationFailed({ body: 'a JSON object {url, referrer, width}' });
  for (const k of Object.keys(body)) if (!['url', 'referrer', 'width', 'name', 'props'].includes(k)) errors[k] = 'is not a known property (url, referrer, width, name, props)';
  const { url, referrer, width, name, props } = body;
  if (typeof url !== 'string' || url.length > EVENT_LIMITS.url || !/^https?:\/\//i.test(url) || !URL.canParse(url)) errors.url = `the page's absolute http(s) URL, up to ${EVENT_LIMITS.url} characters`;
  if (referrer !== undefined && referrer !== null && (typeof referrer !== 'string' || referrer.length > EVENT_LIMITS.url)) errors.referrer = `a string up to ${EVENT_LIMITS.url} characters, or null`;
  if (width !== undefined && width !== null && (typeof width !== 'number' || !Number.isInteger(width) || width < 0 || width > 100_000)) errors.width = 'the screen width in CSS pixels, a whole number';
  const custom = name !== undefined || props !== undefined ? readCustomEvent(name, props, errors) : null;
  if (Object.keys(errors).length) {
    const fix = custom === null && (name !== undefined || props !== undefined)
      ? `A custom event has a name of 1 to ${CUSTOM_EVENT_LIMITS.name} characters and at most ${CUSTOM_EVENT_LIMITS.props} props, each a name up to ${CUSTOM_EVENT_LIMITS.propKey} characters and a string, number or boolean up to ${CUSTOM_EVENT_LIMITS.propValue} characters: tessera('Signup', {plan: 'pro'}).`
      : undefined;
    throw validationFailed(errors, 'The analytics event is not valid; nothing was stored.', fix);
  }
  return { url: url as string, referrer: (referrer as string | null | undefined) || null, width: (width as number | null | undefined) ?? null, custom };
}

/** Whether a URL's host is one of the site's hosts. */
export function hostAllowed(url: string, hosts: ReadonlySet<string>): boolean {
  try {
    return hosts.has(stripWww(new URL(url).hostname));
  } catch {
    return false;
  }
}

export interface ServerEventInput {
  path: string;
  user_agent: string;
  referrer?: string | null;
  ip?: string | null;
  country?: string | null;
  city?: string | null;
  headers?: Record<string, string>;
  at?: string;
}

/** Checks `at` of a server event: not in the future (5 minutes of clock skew), at most 24 hours back. */
export function eventTime(at: string | undefined, now: Date): string | null {
  if (at === undefined) return now.toISOString();
  const t = Date.parse(at);
  if (!Number.isFinite(t)) return null;
  if (t > now.getTime() + 5 * 60_000 || t < now.getTime() - EVENT_LIMITS.backdateHours * 3_600_000) return null;
  return new Date(Math.min(t, now.getTime())).toISOString();
}
