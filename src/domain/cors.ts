/**
 * Which browser origins may read a space's API with a bearer key (docs/front-ends.md "CORS").
 * Default: the origins of the space's production_url and preview_url, and loopback origins
 * (http://localhost, 127.0.0.1, [::1] on any port) for local development; plus the extra
 * origins the site lists, where `*` means any origin and `https://*.example.com` any subdomain of
 * example.com, at any depth, but never example.com itself. Keys travel in the Authorization header,
 * never in cookies, so CORS never allows credentials.
 */
export const MAX_CORS_ORIGINS = 20;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * `scheme://host[:port]` of an origin as the site lists it, `*`, `scheme://*.domain[:port]`, or
 * null when it is none of these. A `*` stands only for whole leading labels, and only in front of
 * a domain of at least two labels (`*.com` would be every site of a top-level domain).
 */
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
  if (url.hostname.includes('*')) {
    const labels = url.hostname.split('.');
    if (labels[0] !== '*' || labels.length < 3 || !labels.slice(1).every((l) => LABEL.test(l))) return null;
  }
  return url.origin;
}

/** Whether `origin` is a subdomain (one label or more) of the `scheme://*.domain[:port]` pattern. */
function wildcardMatches(pattern: string, origin: string): boolean {
  const star = pattern.indexOf('//*.');
  if (star === -1) return false;
  const scheme = pattern.slice(0, star + 2);
  const rest = pattern.slice(star + 3); // ".example.com[:port]"
  if (!origin.startsWith(scheme) || !origin.endsWith(rest)) return false;
  const sub = origin.slice(scheme.length, origin.length - rest.length);
  // Whole labels only: "a.b" matches, "" (the bare domain) and anything with a port, path or
  // other punctuation do not.
  return sub.length > 0 && sub.split('.').every((l) => LABEL.test(l));
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
  if (s.extra.some((pattern) => wildcardMatches(pattern, origin))) return true;
  return siteOrigins(s).includes(origin);
}
