import { activeFields, type ContentTypeDefinition } from '../content-model/types.ts';
import { readValue } from '../entries/locale-values.ts';
import type { LocaleContext, StoredFields } from '../entries/types.ts';
import type { PublishedEntryFacts } from './types.ts';

/** Field names that hold a page's description, for the entry-fields check. */
const DESCRIPTION_FIELD = /^(description|summary|excerpt|intro|teaser|lede|abstract|(meta|seo|og)_?description)$/i;

export function isDescriptionField(apiId: string, type: string): boolean {
  return (type === 'symbol' || type === 'text') && DESCRIPTION_FIELD.test(apiId.replace(/([a-z])([A-Z])/g, '$1_$2'));
}

/**
 * What the readiness checks need of one published entry: its title and description values in
 * the default language and the files its `asset`/`assets` fields use (every language).
 */
export function entryFacts(id: string, def: ContentTypeDefinition | undefined, stored: StoredFields, ctx: LocaleContext, url: string | null): PublishedEntryFacts {
  if (!def) return { id, contentType: '?', url, titleField: null, title: null, descriptionFields: [], assetIds: [] };
  const fields = activeFields(def).filter((f) => !f.hidden);
  const titleField = def.display_field ? (fields.find((f) => f.api_id === def.display_field) ?? null) : null;
  const assetIds = new Set<string>();
  for (const f of fields) {
    if (f.type !== 'asset' && f.type !== 'assets') continue;
    for (const v of Object.values(stored[f.api_id] ?? {})) {
      for (const item of Array.isArray(v) ? v : [v]) if (typeof item === 'string' && item) assetIds.add(item);
    }
  }
  return {
    id,
    contentType: def.api_id,
    url,
    titleField: titleField?.api_id ?? null,
    title: titleField ? readValue(stored, titleField, ctx.defaultLocale, ctx) : null,
    descriptionFields: fields.filter((f) => isDescriptionField(f.api_id, f.type)).map((f) => ({ apiId: f.api_id, value: readValue(stored, f, ctx.defaultLocale, ctx) })),
    assetIds: [...assetIds],
  };
}
