import type { Fetched, RedirectHop } from '../domain/readiness/types.ts';
import { followRedirect, redirectLocation, type HopRequest } from './redirects.ts';
import { FetchLimitError, safeFetch, UnsafeTargetError, type SafeFetchPolicy } from './safe-fetch.ts';

/**
 * Redirects the reader follows for one page before it gives up. Above what a crawler follows
 * (the readiness check judges chains of more than 3 as too long), so a long chain is measured
 * rather than cut short at the point where it becomes a problem.
 */
export const MAX_FOLLOWED_REDIRECTS = 10;

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
 * addresses only; each redirect followed here, recorded and rechecked), under one shared budget of time and bytes: once it is
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
    const base: Fetched = { url, finalUrl: url, status: null, failure: null, error: null, ms: 0, contentType: null, xRobotsTag: null, body: '' };
    const started = performance.now();
    const redirects: RedirectHop[] = [];
    const seen = new Set<string>();
    let hop: HopRequest = { url, method: 'GET', headers: { 'user-agent': userAgent, accept, 'accept-language': '*' }, body: undefined };
    // Each hop is one safe fetch of its own (its address checked before connecting), so every
    // redirect of the chain is seen, counted and refused when it leads somewhere private.
    for (;;) {
      seen.add(hop.url);
      const one = await this.fetchOne(hop, base, started);
      if (one.kind === 'done') return { ...one.fetched, url, redirects };
      redirects.push({ url: hop.url, status: one.status });
      let next: HopRequest;
      try {
        next = followRedirect(hop, one.status, one.location);
      } catch (err) {
        return { ...base, finalUrl: hop.url, ms: elapsed(started), failure: 'refused', error: `refused: ${(err as Error).message}`, redirects };
      }
      if (seen.has(next.url)) {
        return { ...base, finalUrl: next.url, ms: elapsed(started), failure: 'redirect_loop', error: `redirect loop: ${next.url} was already on the way (${redirects.length} redirect${redirects.length === 1 ? '' : 's'})`, redirects };
      }
      if (redirects.length >= MAX_FOLLOWED_REDIRECTS) {
        return { ...base, finalUrl: next.url, ms: elapsed(started), failure: 'too_many_redirects', error: `more than ${MAX_FOLLOWED_REDIRECTS} redirects without reaching a page`, redirects };
      }
      hop = next;
    }
  }

  /** One request of a chain: a redirect to follow, or the page (or failure) that ends it. */
  private async fetchOne(hop: HopRequest, base: Fetched, started: number): Promise<{ kind: 'redirect'; status: number; location: string } | { kind: 'done'; fetched: Fetched }> {
    const timeLeft = Math.floor(this.deadline - performance.now());
    if (timeLeft <= 0 || this.bytesLeft <= 0) {
      const spent = timeLeft <= 0 ? `the check's ${this.limits.totalMs} ms for the whole site` : `the check's ${this.limits.totalBytes} bytes for the whole site`;
      return { kind: 'done', fetched: { ...base, finalUrl: hop.url, ms: elapsed(started), failure: 'budget', error: `not fetched: earlier pages used up ${spent}` } };
    }
    const maxBytes = Math.min(this.limits.requestBytes, this.bytesLeft);
    try {
      const res = await safeFetch(hop.url, {
        policy: this.policy,
        headers: hop.headers,
        timeoutMs: Math.min(this.limits.requestMs, timeLeft),
        maxBytes,
        maxRedirects: 0,
      });
      this.bytesLeft -= res.body.length;
      const location = redirectLocation(res.status, res.headers);
      if (location !== null) return { kind: 'redirect', status: res.status, location };
      const contentType = res.headers.get('content-type');
      return {
        kind: 'done',
        fetched: {
          ...base,
          finalUrl: res.url,
          status: res.status,
          ms: elapsed(started),
          contentType,
          xRobotsTag: res.headers.get('x-robots-tag'),
          body: decode(res.body, contentType),
        },
      };
    } catch (err) {
      const ms = elapsed(started);
      if (err instanceof UnsafeTargetError) return { kind: 'done', fetched: { ...base, finalUrl: hop.url, ms, failure: 'refused', error: `refused: ${err.message}` } };
      if (err instanceof FetchLimitError) {
        if (err.reason === 'too_large') this.bytesLeft -= maxBytes;
        const failure = err.reason === 'too_large' ? 'too_large' : err.reason === 'timeout' ? 'timeout' : 'network';
        return { kind: 'done', fetched: { ...base, finalUrl: hop.url, ms, failure, error: err.message } };
      }
      throw err;
    }
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
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
