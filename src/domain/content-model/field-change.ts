import { checkValue, TEXT_TYPES } from '../values.ts';
import type { FieldDefinition } from './types.ts';

// SPEC "Content types and fields": changing a field that already holds data. The type may change
// only among the text types, and only when every stored value (every entry, its published
// snapshot, every version, every language) fits the new type. The same "everything stored must
// still fit" check guards edits of `options` and list `item_fields`, so a model edit never
// leaves stored values that the model itself would reject.

/** Does the edit change what values the field accepts? Then stored values must be checked. */
export function changesAcceptedValues(old: FieldDefinition, next: FieldDefinition): boolean {
  if (old.type !== next.type) return true;
  if ((old.type === 'select' || old.type === 'multi_select') && JSON.stringify(old.options ?? []) !== JSON.stringify(next.options ?? [])) return true;
  if (old.type === 'list' && JSON.stringify(old.item_fields ?? []) !== JSON.stringify(next.item_fields ?? [])) return true;
  return false;
}

/** A type change allowed on a field with data: both types are text types. */
export function isTextTypeChange(old: FieldDefinition, next: FieldDefinition): boolean {
  return old.type === next.type || (TEXT_TYPES.includes(old.type) && TEXT_TYPES.includes(next.type));
}

/** The advice for a change that stored data rules out: add a new field, copy, hide the old one. */
export function addCopyHideFix(contentType: string, old: FieldDefinition, next: FieldDefinition): string {
  return (
    `Keep the data: add a new field of type ${next.type} (POST /api/v1/spaces/{space_id}/content_types/${contentType}/fields with a new api_id), ` +
    `copy the values of "${old.api_id}" into it (PATCH each entry, or one batch of update_entry operations), ` +
    `then hide the old field (PATCH …/fields/${old.api_id} with {"hidden": true}). API IDs are never reused, so pick a new one.`
  );
}

/** Where a stored value sits. `version` is set for values of the version history. */
export interface StoredValue {
  entry_id: string;
  where: 'latest' | 'published' | 'version';
  version: number | null;
  locale: string;
  value: unknown;
}

export interface ValueMisfit extends StoredValue {
  expected: string;
}

/**
 * Checks one stored value against the edited field. `null` (an emptied value) always fits.
 * Returns the value to store (types may normalise it, e.g. colors gain `#`) or what is expected.
 */
export function refit(next: FieldDefinition, value: unknown): { ok: true; value: unknown } | { ok: false; expected: string } {
  if (value === null) return { ok: true, value };
  return checkValue(next, value);
}

/** One readable line per misfit, e.g. `entry 4kQ… (en, version 3): "Hello World" — expected a slug: …`. */
export function describeMisfit(m: ValueMisfit): string {
  const where = m.where === 'latest' ? '' : m.where === 'published' ? ', published' : `, version ${m.version}`;
  const shown = JSON.stringify(m.value);
  return `entry ${m.entry_id} (${m.locale}${where}): ${shown.length > 80 ? `${shown.slice(0, 77)}...` : shown}; expected ${m.expected}`;
}
