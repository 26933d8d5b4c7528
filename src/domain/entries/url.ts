/**
 * Where an entry lives on a site (SPEC "Entry" sys.url / sys.preview_url): the site URL plus the
 * type's `url_path`: `{slug}` is the value of the type's slug field (the caller maps it), and
 * `{locale}` the language, left out for the default language unless the space sets
 * `prefix_default_locale`. A placeholder without a value means the entry has no URL.
 */
export interface UrlContext {
  locale: string;
  defaultLocale: string;
  prefixDefaultLocale: boolean;
}

export function entryUrl(siteUrl: string | null, urlPath: string | null, values: Record<string, unknown>, ctx: UrlContext): string | null {
  if (!siteUrl || !urlPath) return null;
  let missing = false;
  const path = urlPath.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => {
    if (name === 'locale') return ctx.locale === ctx.defaultLocale && !ctx.prefixDefaultLocale ? '' : ctx.locale;
    const v = values[name];
    if (typeof v === 'string' && v !== '') return encodeURIComponent(v);
    if (typeof v === 'number') return String(v);
    missing = true;
    return '';
  });
  if (missing) return null;
  const clean = path.replace(/\/{2,}/g, '/');
  return siteUrl.replace(/\/+$/, '') + (clean.startsWith('/') ? clean : `/${clean}`);
}
