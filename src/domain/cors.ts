/**
 * Which browser origins may read a space's API with a bearer key (docs/front-ends.md "CORS").
 * Default: the origins of the space's production_url and preview_url, and loopback origins
 * (http://localhost, 127.0.0.1, [::1] on any port) for local development; plus the extra
 * origins the site lists, where `*` means any origin. Keys travel in the Authorization header,
 * never in cookies, so CORS never allows credentials.
 */
export const MAX_CORS_ORIGINS = 20;

/** `scheme://host[:port]` of an origin as the site lists it, `*`, or null when it is not one. */
export function normalizeOrigin(input: string): string | null {
  const v = input.trim();
  if (v === '*') return '*';
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  return url.origin;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

export interface SpaceOrigins {
  production_url: string | null;
  preview_url: string | null;
  extra: readonly string[];
}

/** The origins allowed by default: those of the site URLs. */
export function siteOrigins(s: Pick<SpaceOrigins, 'production_url' | 'preview_url'>): string[] {
  const out: string[] = [];
  for (const u of [s.production_url, s.preview_url]) {
    const o = u ? normalizeOrigin(new URL(u).origin) : null;
    if (o && !out.includes(o)) out.push(o);
  }
  return out;
}

export function originAllowed(origin: string, s: SpaceOrigins): boolean {
  if (origin === 'null') return false;
  if (isLoopbackOrigin(origin)) return true;
  if (s.extra.includes('*') || s.extra.includes(origin)) return true;
  return siteOrigins(s).includes(origin);
}
