import { Type } from '@fastify/type-provider-typebox';
import type { LocaleRow, SpaceRow } from '../db/repos/spaces.ts';
import { Nullable } from './nullable.ts';
import { Bool, List, Str } from './schema-values.ts';

/** A language of the space (SPEC "Locale"). */
export const LocaleSchema = Type.Object({
  code: Str('the language code: xx or xx-XX', 'fr'),
  name: Str('its name', 'Français'),
  default: Bool('true for the default language', false),
  fallback_code: Nullable(Str('the language read when a value is missing in this one; null: none', 'en')),
});

/** The space (SPEC "Space"). */
export const SpaceSchema = Type.Object({
  sys: Type.Object({ id: Str('the space id (its slug)', 'blog'), type: Type.Literal('Space', { description: 'always Space' }) }, { description: "the space's system data" }),
  name: Str('the site name', 'Blog'),
  default_locale: Str('the default language', 'en'),
  prefix_default_locale: Bool('true: URLs of the default language start with its code too (/en/…)', false),
  production_url: Nullable(Str('the live site, or null', 'https://example.com')),
  preview_url: Nullable(Str('the staging site where drafts are previewed, or null', 'https://preview.example.com')),
  time_zone: Str('IANA time zone of the analytics (days, hours, today)', 'Europe/Berlin'),
  locales: List('every language of the space', LocaleSchema),
  content_types: List('the content types, in menu order', Type.Object({ api_id: Str('its API ID', 'post'), name: Str('its name', 'Blog post') })),
});


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
