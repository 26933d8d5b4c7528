import { FetchLimitError, safeFetch, UnsafeTargetError, type SafeFetchPolicy } from '../safe-fetch.ts';

/** How long one call to a search engine may take, and the largest answer read (25,000 rows fit many times). */
export const ENGINE_TIMEOUT_MS = 60_000;
export const ENGINE_MAX_BYTES = 32 * 1024 * 1024;
/** Quota answers (429, 503) are retried this many times, waiting Retry-After or 1 s, 2 s, 4 s. */
export const ENGINE_RETRIES = 3;
const LONGEST_WAIT_MS = 60_000;

export type EngineErrorKind = 'auth' | 'access' | 'quota' | 'unavailable' | 'invalid';

/** What went wrong talking to an engine, in words fit for `last_error` (never a URL: engine_b's carries the key). */
export class EngineError extends Error {
  readonly kind: EngineErrorKind;
  readonly status: number;
  readonly retryAfterMs: number | null;
  constructor(kind: EngineErrorKind, message: string, status = 0, retryAfterMs: number | null = null) {
    super(message);
    this.name = 'EngineError';
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

export interface EngineHttp {
  policy: SafeFetchPolicy;
  /** Waits between quota retries (tests may shorten it; the worker uses real time). */
  sleep?: (ms: number) => Promise<void>;
}

export interface EngineRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryAfterMs(headers: Headers): number | null {
  const raw = headers.get('retry-after');
  if (raw === null) return null;
  const secs = Number(raw);
  if (Number.isFinite(secs) && secs >= 0) return secs * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** The engine's own words from an error body: Google-style `{error:{message}}`, OAuth `{error, error_description}`, WCF `{Message}`. */
function reason(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const b = body as Record<string, unknown>;
  if (b.error && typeof b.error === 'object') return String((b.error as Record<string, unknown>).message ?? '');
  if (typeof b.error === 'string') return typeof b.error_description === 'string' ? `${b.error}: ${b.error_description}` : b.error;
  if (typeof b.Message === 'string') return b.Message;
  return '';
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function kindOf(status: number, body: unknown): EngineErrorKind {
  if (status === 401) return 'auth';
  if (status === 400 && body && typeof body === 'object' && (body as { error?: unknown }).error === 'invalid_grant') return 'auth';
  if (status === 403) return 'access';
  if (status === 429) return 'quota';
  if (status >= 500) return 'unavailable';
  return 'invalid';
}

/**
 * One JSON call to a search engine through the safe fetcher (time and size limits, no
 * redirects), retrying quota answers with back-off. Answers the parsed JSON of a 2xx, or
 * throws EngineError.
 */
export async function callEngine(label: string, url: string, req: EngineRequest, http: EngineHttp): Promise<unknown> {
  const sleep = http.sleep ?? realSleep;
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await safeFetch(url, {
        policy: http.policy,
        method: req.method ?? 'GET',
        headers: { accept: 'application/json', ...req.headers },
        body: req.body,
        timeoutMs: ENGINE_TIMEOUT_MS,
        maxBytes: ENGINE_MAX_BYTES,
        maxRedirects: 0,
      });
    } catch (err) {
      if (err instanceof UnsafeTargetError || err instanceof FetchLimitError) throw new EngineError('unavailable', `${label} could not be reached: ${err.message}`);
      throw err;
    }
    const text = res.body.toString('utf8');
    const body = parse(text);
    if (res.status >= 200 && res.status < 300) {
      if (body === undefined) throw new EngineError('invalid', `${label} answered ${res.status} with something that is not JSON`, res.status);
      return body;
    }
    const wait = retryAfterMs(res.headers);
    if ((res.status === 429 || res.status === 503) && attempt < ENGINE_RETRIES) {
      await sleep(Math.min(wait ?? 1000 * 2 ** attempt, LONGEST_WAIT_MS));
      continue;
    }
    const why = reason(body).replace(/\s+/g, ' ').trim().slice(0, 300);
    const what = res.status === 429 ? 'quota exceeded' : `HTTP ${res.status}`;
    throw new EngineError(kindOf(res.status, body), `${label} answered ${what}${why ? `: ${why}` : ''}`, res.status, wait);
  }
}
