import { activeFields, type ContentTypeDefinition } from '../content-model/types.ts';
import type { FieldErrors } from '../errors.ts';
import { checkValue } from '../values.ts';
import { valueLinkProblems, type LinkFacts } from './links.ts';
import { readValue } from './locale-values.ts';
import { isEmptyValue, type LocaleContext, type StoredFields } from './types.ts';

/** `title` in the default language, `title.de` in another (SPEC "Entries" edit rules). */
export function fieldKey(name: string, code: string, ctx: LocaleContext): string {
  return code === ctx.defaultLocale ? name : `${name}.${code}`;
}

export const slugKey = (field: string, locale: string) => `${field}\n${locale}`;

export interface PublishFacts extends LinkFacts {
  /** `slugKey(field, locale)` → id of another published entry of the type that already uses that slug. */
  slugOwners: ReadonlyMap<string, string>;
}

/**
 * Publish validates the whole entry (SPEC "States and transitions"): every value still fits its
 * field (the model may have changed since it was saved); required fields have a value in every
 * language, directly or through its fallbacks; slugs are unique among the type's published
 * entries; linked entries exist, are of an allowed type, not archived and published; files
 * exist, fit the field and have alt text.
 */
export function publishProblems(
  def: ContentTypeDefinition,
  stored: StoredFields,
  ctx: LocaleContext,
  facts: PublishFacts,
  opts: { selfId: string; alsoPublishing?: ReadonlySet<string> },
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, problem: string) => {
    errors[key] = errors[key] ? `${errors[key]}; ${problem}` : problem;
  };
  for (const field of activeFields(def)) {
    const byLocale = stored[field.api_id] ?? {};
    const codes = field.localized ? ctx.codes : [ctx.defaultLocale];
    for (const code of codes) {
      const value = byLocale[code];
      if (value === undefined || value === null) continue;
      const key = fieldKey(field.api_id, code, ctx);
      const fits = checkValue(field, value);
      if (!fits.ok) {
        add(key, fits.expected);
        continue;
      }
      if (field.type === 'slug') {
        const owner = facts.slugOwners.get(slugKey(field.api_id, code));
        if (owner && owner !== opts.selfId) add(key, `a slug not used by another published ${def.api_id}: "${value as string}" belongs to entry "${owner}"`);
      }
      for (const p of valueLinkProblems(field, value, facts, { publish: true, alsoPublishing: opts.alsoPublishing, selfId: opts.selfId })) add(key, p);
    }
    if (field.required) {
      for (const code of codes) {
        if (isEmptyValue(readValue(stored, field, code, ctx))) {
          add(
            fieldKey(field.api_id, code, ctx),
            code === ctx.defaultLocale
              ? 'a value: this field is required to publish'
              : `a value in "${code}" (or in a language it falls back to): this field is required to publish`,
          );
        }
      }
    }
  }
  return errors;
}
