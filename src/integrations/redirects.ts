import { UnsafeTargetError } from './fetch-errors.ts';

/** One request of a redirect chain. */
export interface HopRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Headers that describe a request body; dropped with the body when a redirect turns the request into a GET. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location'];
/** Credentials are never handed on to another origin (as the Fetch standard does for Authorization). */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];

/** The Location of a response that is a redirect to follow, or null. */
export function redirectLocation(status: number, headers: Headers): string | null {
  return REDIRECT_STATUSES.has(status) ? headers.get('location') : null;
}

/**
 * The request to make for a redirect, per the Fetch standard: a relative Location resolves
 * against the current URL; 303 (for anything but HEAD) and 301/302 after a POST become a GET
 * without body; 307/308 repeat the method and body.
 */
export function followRedirect(previous: HopRequest, status: number, location: string): HopRequest {
  const from = new URL(previous.url);
  let to: URL;
  try {
    to = new URL(location, from);
  } catch {
    const shown = location.length > 200 ? `${location.slice(0, 200)}…` : location;
    throw new UnsafeTargetError('invalid_url', `${from.host} redirected to "${shown}", which is not a URL`);
  }
  const becomesGet = status === 303 ? previous.method !== 'HEAD' : (status === 301 || status === 302) && previous.method === 'POST';
  const dropped = [...(becomesGet ? BODY_HEADERS : []), ...(to.origin === from.origin ? [] : CREDENTIAL_HEADERS)];
  const headers = Object.fromEntries(
    Object.entries(previous.headers).filter(([name]) => !dropped.includes(name.toLowerCase())),
  );
  return {
    url: to.href,
    method: becomesGet ? 'GET' : previous.method,
    headers,
    body: becomesGet ? undefined : previous.body,
  };
}
