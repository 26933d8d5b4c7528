/**
 * The dashboard speaks only the public REST API (and GET /session), with the session cookie as
 * its credential: same-origin requests only, and the session's CSRF token on every write.
 */
import type { ErrorBody } from './types.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fix: string;
  readonly details: ErrorBody['details'];
  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fix = body.fix;
    this.details = body.details;
  }
  /** Per-field messages of a validation_failed answer. */
  get fields(): Record<string, string> {
    return (this.details?.fields as Record<string, string> | undefined) ?? {};
  }
}

let csrfToken = '';
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export function signInAgain(): void {
  window.location.assign(`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
}

type Query = Record<string, string | number | boolean | undefined>;

export async function api<T>(method: string, path: string, opts: { body?: unknown; form?: FormData; query?: Query } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let url = path;
  if (opts.query) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query)) if (v !== undefined && v !== '') q.set(k, String(v));
    const s = q.toString();
    if (s) url += `?${s}`;
  }
  const res = await fetch(url, { method, headers, body, credentials: 'same-origin' });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!res.ok) {
    const err = data?.error as ErrorBody | undefined;
    if (res.status === 401 && (err?.code === 'invalid_key' && /expired|signed out/.test(err.message))) signInAgain();
    throw new ApiError(res.status, err ?? { code: 'internal_error', message: `HTTP ${res.status}`, fix: 'Try again.', doc_url: '' });
  }
  return data as T;
}

/** The REST path of a space. */
export const sp = (space: string, rest = ''): string => `/api/v1/spaces/${encodeURIComponent(space)}${rest}`;

export const get = <T>(path: string, query?: Query) => api<T>('GET', path, { query });
