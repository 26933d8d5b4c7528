import { activeFields, type ContentTypeDefinition, type FieldDefinition } from '../content-model/types.ts';
import type { FieldErrors } from '../errors.ts';
import { refName } from './operations.ts';

/** What an earlier operation's `ref` stands for. */
export interface RefTarget {
  id: string;
  type: 'Entry' | 'Asset';
  /** For entries: the API ID of the type. */
  content_type?: string;
  /** Index of the operation that defined it. */
  operation: number;
}

/**
 * Looks a name up in the refs defined so far: the target, or why it cannot be used, phrased to
 * follow `"$name"` (e.g. `is defined by operation 4, after this one; …`).
 */
export type RefLookup = (name: string) => RefTarget | string;

/** Whether a fields object holds any `$name` string at all (cheap test before resolving). */
export function mentionsRefs(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('$');
  if (Array.isArray(value)) return value.some(mentionsRefs);
  if (value && typeof value === 'object') return Object.values(value).some(mentionsRefs);
  return false;
}

/**
 * Replaces `$name` by the id it stands for in link values (SPEC "Batch" rule 2): `reference`,
 * `references`, `asset`, `assets`, and reference columns of `list` rows, also inside the
 * per-language objects of a `locale=*` write. Rich text and other fields are left as sent.
 * Errors are keyed like the entry operations key theirs (`field`, or `field.code` for another
 * language in a `*` write).
 */
export function resolveFieldRefs(
  def: ContentTypeDefinition,
  fields: Record<string, unknown>,
  locale: string,
  defaultLocale: string,
  lookup: RefLookup,
): { fields: Record<string, unknown>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const out: Record<string, unknown> = { ...fields };
  const byId = new Map(activeFields(def).map((f) => [f.api_id, f]));
  for (const [name, value] of Object.entries(fields)) {
    const field = byId.get(name);
    if (!field || !isLinkField(field)) continue;
    if (locale === '*' && value && typeof value === 'object' && !Array.isArray(value)) {
      const perLocale: Record<string, unknown> = {};
      for (const [code, v] of Object.entries(value as Record<string, unknown>)) {
        perLocale[code] = resolveValue(field, v, code === defaultLocale ? name : `${name}.${code}`, lookup, errors);
      }
      out[name] = perLocale;
    } else {
      out[name] = resolveValue(field, value, name, lookup, errors);
    }
  }
  return { fields: out, errors };
}

function isLinkField(f: FieldDefinition): boolean {
  if (f.type === 'list') return (f.item_fields ?? []).some((i) => i.type === 'reference');
  return f.type === 'reference' || f.type === 'references' || f.type === 'asset' || f.type === 'assets';
}

function resolveValue(field: FieldDefinition, value: unknown, key: string, lookup: RefLookup, errors: FieldErrors): unknown {
  const one = (v: unknown, want: 'Entry' | 'Asset', where: string): unknown => {
    const name = refName(v);
    if (name === null) return v;
    const target = lookup(name);
    if (typeof target === 'string') {
      errors[key] ??= `${where}"$${name}" ${target}`;
      return v;
    }
    if (target.type !== want) {
      errors[key] ??= `${where}"$${name}" is the ${target.type === 'Asset' ? 'file' : 'entry'} of operation ${target.operation}, but ${field.api_id} links ${want === 'Entry' ? 'entries' : 'files'}`;
      return v;
    }
    return target.id;
  };
  switch (field.type) {
    case 'reference':
      return one(value, 'Entry', '');
    case 'asset':
      return one(value, 'Asset', '');
    case 'references':
      return Array.isArray(value) ? value.map((v) => one(v, 'Entry', '')) : value;
    case 'assets':
      return Array.isArray(value) ? value.map((v) => one(v, 'Asset', '')) : value;
    case 'list': {
      if (!Array.isArray(value)) return value;
      const columns = (field.item_fields ?? []).filter((i) => i.type === 'reference').map((i) => i.api_id);
      return value.map((row, r) => {
        if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
        const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
        for (const c of columns) if (c in copy) copy[c] = one(copy[c], 'Entry', `row ${r}, ${c}: `);
        return copy;
      });
    }
    default:
      return value;
  }
}
