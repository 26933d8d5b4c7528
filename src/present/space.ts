import type { LocaleRow, SpaceRow } from '../db/repos/spaces.ts';

export function presentLocale(l: LocaleRow, defaultLocale: string) {
  return { code: l.code, name: l.name, default: l.code === defaultLocale, fallback_code: l.fallback_code };
}

export function presentSpace(s: SpaceRow, locales: LocaleRow[], contentTypes: { api_id: string; name: string }[]) {
  return {
    sys: { id: s.id, type: 'Space' as const },
    name: s.name,
    default_locale: s.default_locale,
    prefix_default_locale: s.prefix_default_locale === 1,
    production_url: s.production_url,
    preview_url: s.preview_url,
    time_zone: s.time_zone,
    locales: locales.map((l) => presentLocale(l, s.default_locale)),
    content_types: contentTypes,
  };
}
