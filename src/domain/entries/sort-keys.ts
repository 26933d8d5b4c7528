import type { StoredFields } from './types.ts';

/**
 * One published value of an entry as a sort key: what field orders and `fields.<id>=` filters of
 * delivery lists read through an index instead of parsing every entry's JSON (300 ms at 10,000
 * posts). Strings go to `text_value`, numbers and booleans (0/1) to `num_value`; lists and objects
 * are not keys. A string longer than `MAX_KEY_TEXT` is stored with both values null: a list ordered
 * or filtered by that field falls back to reading the JSON, so keys never cut a value.
 */
export interface SortKey {
  field: string;
  locale: string;
  text_value: string | null;
  num_value: number | null;
}

export const MAX_KEY_TEXT = 500;

export function sortKeysOf(stored: StoredFields): SortKey[] {
  const out: SortKey[] = [];
  for (const [field, byLocale] of Object.entries(stored)) {
    if (!byLocale || typeof byLocale !== 'object') continue;
    for (const [locale, value] of Object.entries(byLocale as Record<string, unknown>)) {
      if (typeof value === 'string') out.push({ field, locale, text_value: value.length <= MAX_KEY_TEXT ? value : null, num_value: null });
      else if (typeof value === 'number' && Number.isFinite(value)) out.push({ field, locale, text_value: null, num_value: value });
      else if (typeof value === 'boolean') out.push({ field, locale, text_value: null, num_value: value ? 1 : 0 });
    }
  }
  return out;
}

/**
 * One item of a published list value (tags, multi-select, references, files), per field and
 * language: what `[in]`, `[nin]`, `[all]`, `[ne]`, `[exists]` and equality on list fields of
 * delivery lists read through an index (`entry_list_keys`) instead of every entry's JSON. Lists
 * of strings are keys (the items of every list field type are strings of at most 100 characters);
 * a repeated item is one key. Arrays holding anything else (JSON fields) are not keys; no list
 * filter reads those.
 */
export interface ListKey {
  field: string;
  locale: string;
  item: string;
}

export function listKeysOf(stored: StoredFields): ListKey[] {
  const out: ListKey[] = [];
  for (const [field, byLocale] of Object.entries(stored)) {
    if (!byLocale || typeof byLocale !== 'object') continue;
    for (const [locale, value] of Object.entries(byLocale as Record<string, unknown>)) {
      if (!Array.isArray(value) || !value.every((i) => typeof i === 'string' && i.length <= MAX_KEY_TEXT)) continue;
      for (const item of new Set(value as string[])) out.push({ field, locale, item });
    }
  }
  return out;
}
