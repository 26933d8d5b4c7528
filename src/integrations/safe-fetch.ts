import type { Readable } from 'node:stream';
import { checkPublicUrl } from './check-public-url.ts';
import type { SafeFetchPolicy } from './check-public-url.ts';
import { FetchLimitError, UnsafeTargetError } from './fetch-errors.ts';
import { loadUndici, pinnedAgent } from './pinned-agent.ts';
import { followRedirect, redirectLocation } from './redirects.ts';
import type { HopRequest } from './redirects.ts';

export { checkPublicUrl } from './check-public-url.ts';
export type { ResolvedAddress, SafeFetchPolicy } from './check-public-url.ts';
export { FetchLimitError, UnsafeTargetError } from './fetch-errors.ts';
export type { FetchLimitReason, UnsafeTargetReason } from './fetch-errors.ts';
export { isPublicAddress } from './public-address.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 3;

export interface SafeFetchOptions {
  policy: SafeFetchPolicy;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The whole exchange: every lookup, connection, redirect and the body. Default 10 s. */
  timeoutMs?: number;
  /** Largest body accepted, in bytes. Default 20 MB. */
  maxBytes?: number;
  /** Default 3; 0 = never follow, the 3xx is returned as it is. */
  maxRedirects?: number;
}

export interface SafeResponse {
  status: number;
  headers: Headers;
  /** The final URL, after redirects. */
  url: string;
  redirects: number;
  body: Buffer;
}

interface Limits {
  signal: AbortSignal;
  timeoutMs: number;
  maxBytes: number;
  follow: boolean;
}

/**
 * The one way Tessera calls another server (ARCHITECTURE "Integrations"): every URL of the
 * chain is checked by checkPublicUrl and connected to at the checked address; redirects are
 * followed here, never by the HTTP client; size and time limits hold while the body streams.
 * Throws UnsafeTargetError or FetchLimitError, nothing else.
 */
export async function safeFetch(url: string, opts: SafeFetchOptions): Promise<SafeResponse> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new FetchLimitError('timeout', `no complete answer from ${hostOf(url)} within ${timeoutMs} ms`));
  }, timeoutMs);
  const limits: Limits = { signal: controller.signal, timeoutMs, maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES, follow: maxRedirects > 0 };
  let hop: HopRequest = {
    url,
    method: (opts.method ?? 'GET').toUpperCase(),
    headers: { 'user-agent': 'Tessera', ...lowerCaseNames(opts.headers ?? {}) },
    body: opts.body,
  };
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetchOnce(hop, opts.policy, limits);
      const location = limits.follow ? redirectLocation(response.status, response.headers) : null;
      if (location === null) return { ...response, redirects };
      if (redirects >= maxRedirects) {
        throw new FetchLimitError('too_many_redirects', `more than ${maxRedirects} redirects, starting at ${hostOf(url)}`);
      }
      hop = followRedirect(hop, response.status, location);
    }
  } finally {
    clearTimeout(timer);
  }
}

async function fetchOnce(hop: HopRequest, policy: SafeFetchPolicy, limits: Limits): Promise<Omit<SafeResponse, 'redirects'>> {
  let agent: Awaited<ReturnType<typeof pinnedAgent>> | undefined;
  try {
    const { url, addresses } = await untilAborted(checkPublicUrl(hop.url, policy), limits.signal);
    agent = await pinnedAgent(url.hostname, addresses, limits.timeoutMs);
    const { request } = await loadUndici();
    const res = await request(url, {
      dispatcher: agent,
      method: hop.method,
      headers: hop.headers,
      body: hop.body,
      signal: limits.signal,
    });
    const headers = toHeaders(res.headers);
    if (limits.follow && redirectLocation(res.statusCode, headers) !== null) {
      discard(res.body);
      return { status: res.statusCode, headers, url: url.href, body: Buffer.alloc(0) };
    }
    const body = await readLimited(res.body, headers, limits.maxBytes, url);
    return { status: res.statusCode, headers, url: url.href, body };
  } catch (err) {
    throw asFetchError(err, limits.signal, hop.url);
  } finally {
    agent?.destroy().catch(() => undefined);
  }
}

/** Reads the body, refusing it as soon as it is announced or seen to be larger than maxBytes. */
async function readLimited(body: Readable, headers: Headers, maxBytes: number, url: URL): Promise<Buffer> {
  const tooLarge = () => new FetchLimitError('too_large', `the answer from ${url.host} is larger than ${maxBytes} bytes`);
  const announced = Number(headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(announced) && announced > maxBytes) {
    discard(body);
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      discard(body);
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** One spelling per header name, so a caller's "User-Agent" replaces the default instead of joining it. */
function lowerCaseNames(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** Closes a body we will not read; undici reports that as an error, which nobody needs to hear. */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function asFetchError(err: unknown, signal: AbortSignal, url: string): Error {
  if (err instanceof UnsafeTargetError || err instanceof FetchLimitError) return err;
  if (signal.aborted && signal.reason instanceof FetchLimitError) return signal.reason;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && TIMEOUT_CODES.has(code)) {
    return new FetchLimitError('timeout', `${hostOf(url)} did not answer in time`, { cause: err });
  }
  const detail = err instanceof Error ? err.message : String(err);
  return new FetchLimitError('network', `could not fetch from ${hostOf(url)}: ${detail}`, { cause: err });
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the given URL';
  }
}
