import type { Fetched } from '../domain/readiness/types.ts';
import { FetchLimitError, safeFetch, UnsafeTargetError, type SafeFetchPolicy } from './safe-fetch.ts';

export interface SiteReaderLimits {
  /** The whole reading of the site, every request included. */
  totalMs: number;
  /** Bytes read from the site over all requests. */
  totalBytes: number;
  /** One request's time and body size. */
  requestMs: number;
  requestBytes: number;
}

/**
 * Reads pages of a live site for the readiness check through the safe fetcher (public
 * addresses only, redirects rechecked), under one shared budget of time and bytes: once it is
 * spent every further request is answered as skipped instead of being made. Never throws for
 * what the site does; each outcome is a `Fetched` the checks judge.
 */
export class SiteReader {
  private readonly deadline: number;
  private bytesLeft: number;
  private readonly policy: SafeFetchPolicy;
  private readonly limits: SiteReaderLimits;

  constructor(policy: SafeFetchPolicy, limits: SiteReaderLimits) {
    this.policy = policy;
    this.limits = limits;
    this.deadline = performance.now() + limits.totalMs;
    this.bytesLeft = limits.totalBytes;
  }

  async fetch(url: string, userAgent: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8'): Promise<Fetched> {
    const timeLeft = Math.floor(this.deadline - performance.now());
    const base: Fetched = { url, finalUrl: url, status: null, failure: null, error: null, ms: 0, contentType: null, xRobotsTag: null, body: '' };
    if (timeLeft <= 0 || this.bytesLeft <= 0) {
      const spent = timeLeft <= 0 ? `the check's ${this.limits.totalMs} ms for the whole site` : `the check's ${this.limits.totalBytes} bytes for the whole site`;
      return { ...base, failure: 'budget', error: `not fetched: earlier pages used up ${spent}` };
    }
    const maxBytes = Math.min(this.limits.requestBytes, this.bytesLeft);
    const started = performance.now();
    try {
      const res = await safeFetch(url, {
        policy: this.policy,
        headers: { 'user-agent': userAgent, accept, 'accept-language': '*' },
        timeoutMs: Math.min(this.limits.requestMs, timeLeft),
        maxBytes,
        maxRedirects: 3,
      });
      this.bytesLeft -= res.body.length;
      const contentType = res.headers.get('content-type');
      return {
        ...base,
        finalUrl: res.url,
        status: res.status,
        ms: Math.round(performance.now() - started),
        contentType,
        xRobotsTag: res.headers.get('x-robots-tag'),
        body: decode(res.body, contentType),
      };
    } catch (err) {
      const ms = Math.round(performance.now() - started);
      if (err instanceof UnsafeTargetError) return { ...base, ms, failure: 'refused', error: `refused: ${err.message}` };
      if (err instanceof FetchLimitError) {
        if (err.reason === 'too_large') this.bytesLeft -= maxBytes;
        const failure = err.reason === 'too_large' ? 'too_large' : err.reason === 'timeout' ? 'timeout' : 'network';
        return { ...base, ms, failure, error: err.message };
      }
      throw err;
    }
  }
}

/** The body as text in the charset the server names (UTF-8 when it names none or an unknown one). */
function decode(body: Buffer, contentType: string | null): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
