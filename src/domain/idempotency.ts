import { createHash } from 'node:crypto';
import { appError, type AppError } from './errors.ts';

/**
 * Idempotency-Key (IETF httpapi draft "The Idempotency-Key HTTP Header Field"): a retried write
 * with the same key and the same request answers the first response again; the same key with
 * another request is refused. Keys live 24 hours. The record of a key is written in the write's
 * own transaction, so it exists exactly when the write committed.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY = /^[\x21-\x7e]{1,255}$/;

/** Where the caller sent the key: the HTTP header (REST, and /mcp for tools/call) or a tool argument. */
export type KeySource = 'header' | 'argument';

const KEY_NAME: Record<KeySource, string> = { header: 'Idempotency-Key', argument: 'idempotency_key' };

/** What a key must be, as error details say it. */
export const IDEMPOTENCY_KEY_EXPECTED = 'a key of 1 to 255 visible ASCII characters (no spaces); a UUID (v4) per logical write is advised';
export const EMPTY_IDEMPOTENCY_KEY = 'a key, not an empty value: a fresh UUID (v4) per logical write';

/** The key as the draft allows it: 1 to 255 visible ASCII characters (UUIDs advised). */
export function idempotencyKeyProblem(value: string): string | null {
  if (value.trim() === '') return EMPTY_IDEMPOTENCY_KEY;
  return KEY.test(value) ? null : IDEMPOTENCY_KEY_EXPECTED;
}

/** The refusal of an unusable key, naming where it was sent (the header or the tool argument). */
export function unusableIdempotencyKey(source: KeySource, problem: string): AppError {
  const name = KEY_NAME[source];
  const fix =
    source === 'header'
      ? 'Send a fresh UUID as the Idempotency-Key header for each new write (e.g. Idempotency-Key: 5f0c3c1e-8a52-4d8e-9a3e-2f4b6a1c7d90) and the same one when retrying it, or leave the header out.'
      : 'Pass a fresh UUID as idempotency_key for each new write and the same one when retrying it, or leave the argument out.';
  return source === 'header'
    ? appError('invalid_parameter', `The ${name} header is not usable: expected ${problem}.`, { details: { parameters: { [name]: problem } }, fix })
    : appError('validation_failed', `The ${name} argument is not usable: expected ${problem}.`, { details: { fields: { [name]: problem } }, fix });
}

/** The refusal of a key already used for another request by the same caller (nothing is done). */
export function idempotencyKeyReused(source: KeySource, key: string): AppError {
  const name = KEY_NAME[source];
  const expected = 'a key not used for another request in the last 24 hours';
  return appError(source === 'header' ? 'invalid_parameter' : 'validation_failed', `The ${name} "${key}" was already used for a different request.`, {
    status: 422,
    details: source === 'header' ? { parameters: { [name]: expected } } : { fields: { [name]: expected } },
    fix: `Use a new ${name} for a new request; send the same key only when retrying exactly the same request.`,
  });
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

/** What makes two MCP tool calls "the same" for a key: the tool and its arguments compared by value (the key itself left out). */
export function toolCallFingerprint(tool: string, args: Record<string, unknown>): string {
  const { idempotency_key: _key, ...rest } = args;
  return createHash('sha256').update(`TOOL ${tool}\n`).update(canonical(rest)).digest('hex');
}
