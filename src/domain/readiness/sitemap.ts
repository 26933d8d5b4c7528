import { XMLParser } from 'fast-xml-parser';

export interface SitemapContent {
  /** `<url><loc>` values of a urlset. */
  urls: string[];
  /** `<sitemap><loc>` values of a sitemap index. */
  children: string[];
}

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, isArray: (name) => name === 'url' || name === 'sitemap', processEntities: true });

/** Parses a sitemap (sitemaps.org protocol). Null when the text is not a sitemap. */
export function readSitemap(xml: string): SitemapContent | null {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    return null;
  }
  const locs = (items: unknown): string[] =>
    Array.isArray(items) ? items.flatMap((i) => (i && typeof i === 'object' && typeof (i as { loc?: unknown }).loc === 'string' ? [((i as { loc: string }).loc).trim()] : [])) : [];
  const urlset = doc.urlset as { url?: unknown } | '' | undefined;
  const index = doc.sitemapindex as { sitemap?: unknown } | '' | undefined;
  if (urlset !== undefined) return { urls: locs(urlset === '' ? [] : urlset.url), children: [] };
  if (index !== undefined) return { urls: [], children: locs(index === '' ? [] : index.sitemap) };
  return null;
}

/** The same page whatever its trailing slash, default port, case of host or fragment. */
export function comparableUrl(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    const path = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, '') : u.pathname;
    return `${u.protocol}//${u.host}${path}${u.search}`;
  } catch {
    return url.trim();
  }
}
