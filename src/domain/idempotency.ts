import { createHash } from 'node:crypto';

/**
 * Idempotency-Key (IETF httpapi draft "The Idempotency-Key HTTP Header Field"): a retried POST
 * with the same key and the same request answers the first response again; the same key with
 * another request is refused. Keys live 24 hours.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request that has not answered after this long is taken to have died (its work rolled back). */
export const IDEMPOTENCY_STALE_MS = 5 * 60 * 1000;

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The header value as the draft allows it: 1 to 255 visible ASCII characters (UUIDs advised). */
export function idempotencyKeyProblem(value: string): string | null {
  return KEY.test(value) ? null : 'a key of 1 to 255 visible ASCII characters, a UUID (v4) per logical request is advised';
}

/** Sorted-key JSON, so the same object sent with its keys in another order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests "the same" for a key: method, path with query, and the body — JSON
 * compared by value; multipart compared byte for byte except its boundary (a client retrying
 * an upload picks a new one); anything else byte for byte.
 */
export function requestFingerprint(method: string, url: string, contentType: string | undefined, body: Buffer): string {
  const h = createHash('sha256').update(`${method} ${url}\n`);
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) {
    let parsed: unknown;
    try {
      parsed = body.length ? JSON.parse(body.toString('utf8')) : null;
    } catch {
      return h.update(body).digest('hex');
    }
    return h.update(canonical(parsed)).digest('hex');
  }
  if (type === 'multipart/form-data') {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
    if (boundary) return h.update(body.toString('latin1').split(boundary).join('\u0000')).digest('hex');
  }
  return h.update(body).digest('hex');
}
