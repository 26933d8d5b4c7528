import { slugFieldOf } from '../../domain/content-model/infer.ts';
import { readFields } from '../../domain/entries/locale-values.ts';
import type { StoredFields } from '../../domain/entries/types.ts';
import { entryUrl } from '../../domain/entries/url.ts';
import type { SpaceModel } from './space-model.ts';

/**
 * `sys.url` (live site, from the published values) and `sys.preview_url` (staging site, from
 * the latest values) of an entry in one language (`*` uses the default language).
 */
export function siteUrlOf(model: SpaceModel, contentType: string, stored: StoredFields | null, locale: string, site: 'production' | 'preview'): string | null {
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
