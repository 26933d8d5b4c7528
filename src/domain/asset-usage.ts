import type { ContentTypeDefinition } from './content-model/types.ts';

/** Stored entry fields: field API ID → locale → value. */
export type StoredFields = Record<string, Record<string, unknown> | undefined>;

function mentions(value: unknown, assetId: string): boolean {
  if (typeof value === 'string') return value === assetId || value.includes(`/${assetId}/`);
  if (Array.isArray(value)) return value.some((v) => mentions(v, assetId));
  if (value && typeof value === 'object') return Object.values(value).some((v) => mentions(v, assetId));
  return false;
}

/**
 * Whether an entry's fields use the asset (SPEC "Events": `asset.replaced` when "a file used
 * by something published" changes): an `asset` field holding its id, an `assets` list
 * containing it, or rich text / text embedding it (its id as a value, or its file URL).
 * Without a content model (a type removed since) any value that names it counts.
 */
export function fieldsUseAsset(fields: StoredFields, def: ContentTypeDefinition | undefined, assetId: string): boolean {
  if (!def) return mentions(fields, assetId);
  for (const field of def.fields) {
    const byLocale = fields[field.api_id];
    if (!byLocale) continue;
    for (const value of Object.values(byLocale)) {
      switch (field.type) {
        case 'asset':
          if (value === assetId) return true;
          break;
        case 'assets':
          if (Array.isArray(value) && value.includes(assetId)) return true;
          break;
        case 'rich_text':
        case 'text':
        case 'json':
          if (mentions(value, assetId)) return true;
          break;
      }
    }
  }
  return false;
}
