import type { FieldErrors } from '../errors.ts';
import { ACCEPT_VALUES, DRAFT_LINKS_VALUES, FIELD_TYPES, ITEM_FIELD_TYPES, type FieldDefinition, type ItemField } from './types.ts';

// SPEC "Field" and "Limits": what a field definition may hold. Pure; every problem is collected
// under a key (prefixed with the field's place in the request) saying what is expected.

export const MODEL_LIMITS = {
  apiId: 64,
  name: 100,
  description: 1000,
  help: 300,
  group: 40,
  options: 50,
  option: 100,
  guidance: 2000,
  previews: 4,
  itemFields: 30,
  urlPath: 200,
  position: 10_000,
} as const;

/** API IDs of types and fields: a letter, then letters, digits or `_`; at most 64 characters. */
export const API_ID = /^[A-Za-z][A-Za-z0-9_]*$/;

export function apiIdProblem(apiId: unknown): string | null {
  if (typeof apiId !== 'string' || !API_ID.test(apiId)) return 'an API ID: a letter, then letters, digits or "_", like "blogPost" or "hero_image"';
  if (apiId.length > MODEL_LIMITS.apiId) return `an API ID of at most ${MODEL_LIMITS.apiId} characters (got ${apiId.length})`;
  return null;
}

export function nameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || !name.trim()) return 'a name (required, not empty)';
  if (name.trim().length > MODEL_LIMITS.name) return `a name of at most ${MODEL_LIMITS.name} characters (got ${name.trim().length})`;
  return null;
}

/** SPEC: options are required for select types; up to 50, unique, each up to 100 characters. */
export function optionsProblem(options: unknown): string | null {
  if (!Array.isArray(options) || options.length === 0) return 'a list of 1 to 50 options (required for select and multi_select fields)';
  if (options.length > MODEL_LIMITS.options) return `at most ${MODEL_LIMITS.options} options (got ${options.length})`;
  const seen = new Set<string>();
  for (const o of options) {
    if (typeof o !== 'string' || !o.trim()) return 'options that are non-empty strings';
    if (o.length > MODEL_LIMITS.option) return `options of at most ${MODEL_LIMITS.option} characters each ("${o.slice(0, 20)}…" has ${o.length})`;
    if (seen.has(o)) return `unique options ("${o}" is repeated)`;
    seen.add(o);
  }
  return null;
}

export function lengthProblem(value: unknown, max: number, what: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return `${what}: a string of at most ${max} characters`;
  return value.length > max ? `${what} of at most ${max} characters (got ${value.length})` : null;
}

function linkTypesProblem(value: unknown, typeApiIds: ReadonlySet<string>): string | null {
  if (!Array.isArray(value)) return 'a list of content type API IDs';
  const seen = new Set<string>();
  for (const id of value) {
    if (typeof id !== 'string' || !typeApiIds.has(id)) return `API IDs of content types of this space ("${String(id)}" does not exist)`;
    if (seen.has(id)) return `each content type once ("${id}" is repeated)`;
    seen.add(id);
  }
  return null;
}

export interface FieldContext {
  /** Content types a reference may link to: the space's types plus the one being created. */
  typeApiIds: ReadonlySet<string>;
}

const isSelect = (t: string) => t === 'select' || t === 'multi_select';
const isReference = (t: string) => t === 'reference' || t === 'references';
const isFile = (t: string) => t === 'asset' || t === 'assets';

function validateItemFields(items: unknown, ctx: FieldContext, key: string, errors: FieldErrors): void {
  if (!Array.isArray(items) || items.length === 0) {
    errors[key] = 'a list of 1 or more columns, each {api_id, name, type} (required for list fields)';
    return;
  }
  if (items.length > MODEL_LIMITS.itemFields) errors[key] = `at most ${MODEL_LIMITS.itemFields} columns (got ${items.length})`;
  const seen = new Set<string>();
  (items as ItemField[]).forEach((item, i) => {
    const k = `${key}[${i}]`;
    const idProblem = apiIdProblem(item.api_id);
    if (idProblem) errors[`${k}.api_id`] = idProblem;
    else if (seen.has(item.api_id.toLowerCase())) errors[`${k}.api_id`] = `a column API ID not used by another column ("${item.api_id}" is repeated)`;
    else seen.add(item.api_id.toLowerCase());
    const n = nameProblem(item.name);
    if (n) errors[`${k}.name`] = n;
    if (!(ITEM_FIELD_TYPES as readonly string[]).includes(item.type)) {
      errors[`${k}.type`] = `one of ${ITEM_FIELD_TYPES.join(', ')}`;
      return;
    }
    if (item.type === 'select') {
      const o = optionsProblem(item.options);
      if (o) errors[`${k}.options`] = o;
    } else if (item.options !== undefined) errors[`${k}.options`] = 'only for select columns; remove it';
    if (item.link_content_types !== undefined) {
      if (item.type !== 'reference') errors[`${k}.link_content_types`] = 'only for reference columns; remove it';
      else {
        const l = linkTypesProblem(item.link_content_types, ctx.typeApiIds);
        if (l) errors[`${k}.link_content_types`] = l;
      }
    }
  });
}

/** Problems of one field definition; keys are `prefix` + property (e.g. `fields[2].options`). */
export function validateField(field: FieldDefinition, ctx: FieldContext, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  const k = (p: string) => `${prefix}${p}`;
  const idProblem = apiIdProblem(field.api_id);
  if (idProblem) errors[k('api_id')] = idProblem;
  const n = nameProblem(field.name);
  if (n) errors[k('name')] = n;
  if (!(FIELD_TYPES as readonly string[]).includes(field.type)) {
    errors[k('type')] = `one of ${FIELD_TYPES.join(', ')}`;
    return errors;
  }
  const help = lengthProblem(field.help, MODEL_LIMITS.help, 'help: one line');
  if (help) errors[k('help')] = help;
  const group = lengthProblem(field.group, MODEL_LIMITS.group, 'a group heading');
  if (group) errors[k('group')] = group;

  if (isSelect(field.type)) {
    const o = optionsProblem(field.options);
    if (o) errors[k('options')] = o;
  } else if (field.options !== undefined) errors[k('options')] = 'only for select and multi_select fields; remove it';

  if (field.accept !== undefined) {
    if (!isFile(field.type)) errors[k('accept')] = 'only for asset and assets fields; remove it';
    else if (!(ACCEPT_VALUES as readonly string[]).includes(field.accept)) errors[k('accept')] = `one of ${ACCEPT_VALUES.join(', ')}`;
  }

  if (field.draft_links !== undefined) {
    if (field.type !== 'rich_text') errors[k('draft_links')] = 'only for rich_text fields; remove it';
    else if (!(DRAFT_LINKS_VALUES as readonly string[]).includes(field.draft_links)) errors[k('draft_links')] = `one of ${DRAFT_LINKS_VALUES.join(', ')}`;
  }

  if (field.link_content_types !== undefined) {
    // On rich text it limits which types the text may link to or embed (docs/entries.md "Links and embeds").
    if (!isReference(field.type) && field.type !== 'rich_text') errors[k('link_content_types')] = 'only for reference, references and rich_text fields; remove it';
    else {
      const l = linkTypesProblem(field.link_content_types, ctx.typeApiIds);
      if (l) errors[k('link_content_types')] = l;
    }
  }

  if (field.type === 'list') validateItemFields(field.item_fields, ctx, k('item_fields'), errors);
  else if (field.item_fields !== undefined) errors[k('item_fields')] = 'only for list fields; remove it';
  return errors;
}
