import { activeFields, type ContentTypeDefinition, type FieldDefinition, type FieldType } from '../content-model/types.ts';
import { appError, type AppError } from '../errors.ts';
import { checkValue } from '../values.ts';

/**
 * Entry list filters in Contentful's syntax (docs/entries.md "Filters"): `fields.<api_id>=value`
 * for equality, `fields.<api_id>[op]=value` for the other operators, `fields.<api_id>.sys.id` on
 * link fields, and `sys.id` / `sys.id[in]` on any list. Which operator fits which field type is
 * decided here, once, so REST and MCP refuse the same things with the same words.
 */
export const FILTER_OPS = ['ne', 'in', 'nin', 'exists', 'lt', 'lte', 'gt', 'gte', 'all'] as const;
export type FilterOp = 'eq' | 'contains' | (typeof FILTER_OPS)[number];
export type FilterValue = string | number | boolean;

export interface FieldFilter {
  field: FieldDefinition;
  /**
   * `eq` (scalar equality), `contains` (equality on a list-valued field: the value is one of the
   * items), or an operator. On list-valued fields `ne`, `in`, `nin` and `all` test the items.
   */
  op: FilterOp;
  /** The value of `eq`, `contains`, `ne` and the comparisons; `exists`: true or false. */
  value: FilterValue;
  /** `in`, `nin`, `all`: every value (at least one). */
  values?: FilterValue[];
  /** The field holds a list (tags, multi_select, references, assets). */
  list?: boolean;
}

export interface IdFilter {
  op: 'eq' | 'ne' | 'in' | 'nin';
  values: string[];
}

/** At most this many comma-separated values in one `[in]`, `[nin]` or `[all]`. */
export const MAX_FILTER_VALUES = 100;

const LISTS = new Set<FieldType>(['tags', 'multi_select', 'references', 'assets']);
const LINKS = new Set<FieldType>(['reference', 'references', 'asset', 'assets']);
const RANGED = new Set<FieldType>(['integer', 'number', 'date']);
/** Values no operator but `[exists]` can compare. */
const OPAQUE = new Set<FieldType>(['json', 'rich_text', 'list']);

/** The operators a field type takes, `eq` standing for the plain `fields.<api_id>=value`. */
export function operatorsFor(type: FieldType): ReadonlyArray<'eq' | (typeof FILTER_OPS)[number]> {
  if (OPAQUE.has(type)) return ['exists'];
  if (LISTS.has(type)) return ['eq', 'ne', 'in', 'nin', 'all', 'exists'];
  if (type === 'boolean') return ['eq', 'ne', 'exists'];
  if (RANGED.has(type)) return ['eq', 'ne', 'in', 'nin', 'exists', 'lt', 'lte', 'gt', 'gte'];
  return ['eq', 'ne', 'in', 'nin', 'exists'];
}

export function invalidParameter(name: string, expected: string, fix?: string): AppError {
  return appError('invalid_parameter', `Invalid query parameter ${name}: expected ${expected}.`, {
    fix: fix ?? `Send ${name} as ${expected}.`,
    details: { parameters: { [name]: expected } },
  });
}

const shown = (op: string) => (op === 'eq' ? '= (equality)' : `[${op}]`);

/** `fields.title[ne]` → its parts; null when the name is not a field filter at all. */
function splitParam(param: string): { name: string; sysId: boolean; op: string | null } | null {
  const m = /^fields\.([^.[\]]+)(\.sys\.id)?(?:\[([^\]]*)\])?$/.exec(param);
  return m ? { name: m[1], sysId: m[2] !== undefined, op: m[3] ?? null } : null;
}

/** A field filter parameter and its raw value, parsed against the type (requires content_type). */
export function parseFilter(param: string, raw: string, def: ContentTypeDefinition | null): FieldFilter {
  const parts = splitParam(param);
  if (!parts) throw invalidParameter(param, 'fields.<api_id>, fields.<api_id>[operator] or fields.<api_id>.sys.id');
  if (!def) throw invalidParameter(param, 'content_type together with a fields.<api_id> filter', `Add content_type=<api_id> to filter on ${param}.`);
  const field = activeFields(def).find((f) => f.api_id === parts.name);
  if (!field) throw invalidParameter(param, `a field of ${def.api_id} (${activeFields(def).map((f) => f.api_id).join(', ')})`);
  if (parts.sysId && !LINKS.has(field.type)) {
    throw invalidParameter(param, `.sys.id on a reference or file field; ${field.api_id} is ${field.type}`, `Filter on fields.${field.api_id} itself.`);
  }
  const op = parts.op ?? 'eq';
  const allowed = operatorsFor(field.type);
  if (!(allowed as readonly string[]).includes(op)) {
    const known = op === 'eq' || (FILTER_OPS as readonly string[]).includes(op);
    const expected = `an operator a ${field.type} field takes: ${allowed.map(shown).join(', ')}`;
    const why = !known
      ? `[${op}] is not an operator (known: ${FILTER_OPS.map((o) => `[${o}]`).join(', ')})`
      : op === 'eq'
        ? `${field.type} fields cannot be compared for equality`
        : `[${op}] does not apply to ${field.type} fields`;
    throw invalidParameter(param, expected, `${why[0].toUpperCase()}${why.slice(1)}. Use fields.${field.api_id}${allowed[0] === 'eq' ? '=value' : `[${allowed[0]}]=…`} or another of: ${allowed.map(shown).join(', ')}.`);
  }
  const list = LISTS.has(field.type);
  if (op === 'exists') {
    if (raw !== 'true' && raw !== 'false') throw invalidParameter(param, 'true or false');
    return { field, op, value: raw === 'true', list };
  }
  if (op === 'in' || op === 'nin' || op === 'all') {
    const parts = raw.split(',');
    if (raw === '' || parts.length > MAX_FILTER_VALUES) throw invalidParameter(param, `1 to ${MAX_FILTER_VALUES} comma-separated values`);
    const values = parts.map((p) => typedValue(param, field, p, false));
    return { field, op, value: values[0], values, list };
  }
  const value = typedValue(param, field, raw, op !== 'eq' && op !== 'ne');
  if (list) return { field, op: op === 'eq' ? 'contains' : (op as FilterOp), value, list };
  return { field, op: op as FilterOp, value };
}

/** The raw text as the field's stored kind of value. `ranged`: a comparison, which dates must be real dates for. */
function typedValue(param: string, field: FieldDefinition, raw: string, ranged: boolean): FilterValue {
  switch (field.type) {
    case 'integer':
    case 'number': {
      const n = Number(raw);
      // Safe integers only: larger ones cannot be compared exactly on either engine.
      if (raw.trim() === '' || !Number.isFinite(n) || (field.type === 'integer' && !Number.isSafeInteger(n))) {
        throw invalidParameter(param, field.type === 'integer' ? `a whole number from ${Number.MIN_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}` : 'a finite number');
      }
      return n;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw invalidParameter(param, 'true or false');
      return raw === 'true';
    case 'color': {
      const r = checkValue(field, raw);
      if (!r.ok) throw invalidParameter(param, r.expected);
      return r.value as string;
    }
    case 'date': {
      if (!ranged) return raw;
      const r = checkValue(field, raw);
      if (!r.ok) throw invalidParameter(param, r.expected);
      return raw;
    }
    default:
      return raw;
  }
}

/** `sys.id`, `sys.id[ne]`, `sys.id[in]`, `sys.id[nin]`: by entry id, with or without content_type. Null: not such a parameter. */
export function parseIdFilter(param: string, raw: string): IdFilter | null {
  const m = /^sys\.id(?:\[([^\]]*)\])?$/.exec(param);
  if (!m) return null;
  const op = m[1] ?? 'eq';
  if (op !== 'eq' && op !== 'ne' && op !== 'in' && op !== 'nin') {
    throw invalidParameter(param, 'sys.id, sys.id[ne], sys.id[in] or sys.id[nin]', `[${op}] does not apply to entry ids. Use sys.id=ID, sys.id[ne]=ID, sys.id[in]=ID,ID or sys.id[nin]=ID,ID.`);
  }
  const values = op === 'in' || op === 'nin' ? raw.split(',') : [raw];
  if (raw === '' || values.length > MAX_FILTER_VALUES) throw invalidParameter(param, op === 'in' || op === 'nin' ? `1 to ${MAX_FILTER_VALUES} comma-separated entry ids` : 'an entry id');
  return { op, values };
}
