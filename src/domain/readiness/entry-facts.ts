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
/** Field types whose published value is one scalar a page's structured data may state. */
const SCALAR_TYPES = new Set(['symbol', 'text', 'integer', 'number', 'boolean', 'date', 'url', 'email', 'select', 'slug', 'color']);

export function entryFacts(
  id: string,
  def: ContentTypeDefinition | undefined,
  stored: StoredFields,
  ctx: LocaleContext,
  url: string | null,
  state: { version: number; status: 'published' | 'changed' } | null = null,
): PublishedEntryFacts {
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
  const values: Record<string, string | number | boolean> = {};
  for (const f of fields) {
    if (!SCALAR_TYPES.has(f.type)) continue;
    const v = readValue(stored, f, ctx.defaultLocale, ctx);
    if ((typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean') values[f.api_id] = v;
  }
  const slugField = fields.find((f) => f.type === 'slug');
  const descriptionIds = new Set(fields.filter((f) => isDescriptionField(f.api_id, f.type)).map((f) => f.api_id));
  return {
    ...(state ?? {}),
    values,
    slug: slugField && typeof values[slugField.api_id] === 'string' ? (values[slugField.api_id] as string) : null,
    bodyTexts: fields.filter((f) => f.type === 'text' && !descriptionIds.has(f.api_id) && typeof values[f.api_id] === 'string').map((f) => values[f.api_id] as string),
    id,
    contentType: def.api_id,
    url,
    titleField: titleField?.api_id ?? null,
    title: titleField ? readValue(stored, titleField, ctx.defaultLocale, ctx) : null,
    descriptionFields: fields.filter((f) => isDescriptionField(f.api_id, f.type)).map((f) => ({ apiId: f.api_id, value: readValue(stored, f, ctx.defaultLocale, ctx) })),
    assetIds: [...assetIds],
  };
}
