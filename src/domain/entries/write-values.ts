import { activeFields, type ContentTypeDefinition, type FieldDefinition } from '../content-model/types.ts';
import type { FieldErrors } from '../errors.ts';
import { checkValue } from '../values.ts';
import type { LocaleContext, StoredFields } from './types.ts';

export interface FieldWrite {
  /** Field API ID → value (`null` empties); with locale `*`, each value is an object keyed by language code. */
  fields: Record<string, unknown>;
  /** A language code of the space, or `*`. */
  locale: string;
}

/**
 * Applies a create/edit to stored values (SPEC "Entries" edit rules): only sent fields change,
 * `null` empties, every value is checked and normalised by its field type. Errors are keyed by
 * field API ID, and by `field.code` for another language in a `*` write.
 */
export function applyFieldWrites(def: ContentTypeDefinition, stored: StoredFields, write: FieldWrite, ctx: LocaleContext): { fields: StoredFields; errors: FieldErrors } {
  const out: StoredFields = structuredClone(stored);
  const errors: FieldErrors = {};
  const fields = activeFields(def);
  const known = fields.map((f) => f.api_id).join(', ') || '(none)';

  for (const [name, value] of Object.entries(write.fields)) {
    const field = fields.find((f) => f.api_id === name);
    if (!field) {
      errors[name] = `not a field of ${def.api_id}; its fields are ${known}`;
      continue;
    }
    if (write.locale === '*') {
      writeAllLocales(out, field, value, ctx, errors);
      continue;
    }
    if (write.locale !== ctx.defaultLocale && !field.localized) {
      errors[name] = `a value in the default language: ${name} is not localized, so write it without locale (or with locale=${ctx.defaultLocale})`;
      continue;
    }
    setValue(out, field, field.localized ? write.locale : ctx.defaultLocale, value, name, errors);
  }
  return { fields: out, errors };
}

function writeAllLocales(out: StoredFields, field: FieldDefinition, value: unknown, ctx: LocaleContext, errors: FieldErrors): void {
  const name = field.api_id;
  if (value === null) {
    delete out[name];
    return;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors[name] = `an object keyed by language code, like {"${ctx.defaultLocale}": …} (locale=* writes every language at once)`;
    return;
  }
  for (const [code, v] of Object.entries(value as Record<string, unknown>)) {
    const key = code === ctx.defaultLocale ? name : `${name}.${code}`;
    if (!ctx.codes.includes(code)) {
      errors[key] = `a language of this site (${ctx.codes.join(', ')})`;
      continue;
    }
    if (!field.localized && code !== ctx.defaultLocale) {
      errors[key] = `nothing: ${name} is not localized, so it only has a value in "${ctx.defaultLocale}"`;
      continue;
    }
    setValue(out, field, code, v, key, errors);
  }
}

function setValue(out: StoredFields, field: FieldDefinition, code: string, value: unknown, key: string, errors: FieldErrors): void {
  const name = field.api_id;
  if (value === null) {
    if (out[name]) {
      const { [code]: _drop, ...rest } = out[name];
      if (Object.keys(rest).length > 0) out[name] = rest;
      else delete out[name];
    }
    return;
  }
  const r = checkValue(field, value);
  if (!r.ok) {
    errors[key] = r.expected;
    return;
  }
  out[name] = { ...(out[name] ?? {}), [code]: r.value };
}
