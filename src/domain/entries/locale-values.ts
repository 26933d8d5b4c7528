import { activeFields, type ContentTypeDefinition, type FieldDefinition } from '../content-model/types.ts';
import { fallbackChain } from '../locales.ts';
import type { LocaleContext, StoredFields } from './types.ts';

/**
 * Reading stored values (field → language → value) in one language. Localized fields walk the
 * language's fallback chain (SPEC "Locale" fallback_code, cycles guarded by `fallbackChain`);
 * fields that are not localized always hold their value under the default language.
 */
export function chainFor(field: Pick<FieldDefinition, 'localized'>, locale: string, ctx: LocaleContext): string[] {
  return field.localized ? fallbackChain(locale, ctx.fallbacks) : [ctx.defaultLocale];
}

export function readValue(stored: StoredFields, field: FieldDefinition, locale: string, ctx: LocaleContext): unknown {
  const byLocale = stored[field.api_id];
  if (!byLocale) return undefined;
  for (const code of chainFor(field, locale, ctx)) {
    const v = byLocale[code];
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
}

/**
 * The values of an entry as a reader sees them: in one language (fallbacks applied) or, for
 * `*`, every language's own values keyed by code. Empty fields are left out.
 */
export function readFields(def: ContentTypeDefinition, stored: StoredFields, locale: string, ctx: LocaleContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of activeFields(def)) {
    if (locale === '*') {
      const byLocale = stored[field.api_id];
      if (!byLocale) continue;
      const codes = field.localized ? ctx.codes : [ctx.defaultLocale];
      const own: Record<string, unknown> = {};
      for (const code of codes) if (byLocale[code] !== undefined && byLocale[code] !== null) own[code] = byLocale[code];
      if (Object.keys(own).length > 0) out[field.api_id] = own;
    } else {
      const v = readValue(stored, field, locale, ctx);
      if (v !== undefined) out[field.api_id] = v;
    }
  }
  return out;
}
