import { slugFieldOf } from '../content-model/infer.ts';
import type { ContentTypeDefinition } from '../content-model/types.ts';
import { readFields } from './locale-values.ts';
import type { Audience, LocaleContext, StoredFields } from './types.ts';
import { entryUrl } from './url.ts';

/** What building an entry's URLs and reading its values need of a space (a SpaceModel has it). */
export interface SiteModel {
  space: { production_url: string | null; preview_url: string | null; prefix_default_locale: number };
  locales: LocaleContext;
  types: ReadonlyMap<string, ContentTypeDefinition>;
}

/** The stored columns of an entry a reader looks at. */
export interface StoredColumns {
  content_type: string;
  fields: string;
  published_fields: string | null;
}

/** The stored values a reader sees: the published snapshot for delivery, the latest values for drafts. */
export function storedOf(row: Omit<StoredColumns, 'content_type'>, audience: Audience): StoredFields {
  return JSON.parse((audience === 'delivery' ? row.published_fields : row.fields) ?? '{}') as StoredFields;
}

/** The values of an entry in the reader's language (`*`: every language, keyed by code). */
export function valuesOf(model: Omit<SiteModel, 'space'>, row: StoredColumns, opts: { audience: Audience; locale: string }): Record<string, unknown> {
  const def = model.types.get(row.content_type);
  return def ? readFields(def, storedOf(row, opts.audience), opts.locale, model.locales) : {};
}

/**
 * `sys.url` (live site, from the published values) and `sys.preview_url` (staging site, from
 * the latest values) of an entry in one language (`*` uses the default language).
 */
export function siteUrlOf(model: SiteModel, contentType: string, stored: StoredFields | null, locale: string, site: 'production' | 'preview'): string | null {
  const type = model.types.get(contentType);
  const base = site === 'production' ? model.space.production_url : model.space.preview_url;
  if (!type || !stored || !base || !type.url_path) return null;
  const code = locale === '*' ? model.locales.defaultLocale : locale;
  const values = readFields(type, stored, code, model.locales);
  // `{slug}` is the type's slug field (docs/content-model.md "url_path"), whatever its API ID.
  const slugField = slugFieldOf(type);
  return entryUrl(base, type.url_path, slugField ? { ...values, slug: values[slugField.api_id] } : values, {
    locale: code,
    defaultLocale: model.locales.defaultLocale,
    prefixDefaultLocale: model.space.prefix_default_locale === 1,
  });
}
