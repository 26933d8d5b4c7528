import { isLink } from '../display.ts';
import type { Field } from '../types.ts';

/** From the API's read shape (Links, documents as markdown) to what the form's controls hold. */
export function toForm(field: Pick<Field, 'type'>, v: unknown): unknown {
  if (v === undefined || v === null) return emptyOf(field.type);
  switch (field.type) {
    case 'reference':
    case 'asset':
      return isLink(v) ? v.sys.id : v;
    case 'references':
    case 'assets':
      return Array.isArray(v) ? v.map((x) => (isLink(x) ? x.sys.id : x)) : [];
    case 'list':
      return Array.isArray(v) ? v.map((row) => Object.fromEntries(Object.entries(row as object).map(([k, x]) => [k, isLink(x) ? x.sys.id : x]))) : [];
    case 'json':
      return JSON.stringify(v, null, 2);
    default:
      return v;
  }
}

export function emptyOf(type: Field['type']): unknown {
  if (type === 'references' || type === 'assets' || type === 'list' || type === 'tags' || type === 'multi_select') return [];
  if (type === 'boolean') return null;
  return type === 'json' || type === 'rich_text' || type === 'symbol' || type === 'text' || type === 'slug' || type === 'url' || type === 'email' || type === 'color' || type === 'date' ? '' : null;
}

/** From a control's value to what the API takes on write; throws a message for JSON that does not parse. */
export function toApi(field: Pick<Field, 'type'>, v: unknown): unknown {
  if (v === '' || v === undefined) return null;
  if (field.type === 'json') {
    try {
      return JSON.parse(v as string);
    } catch {
      throw new Error('valid JSON');
    }
  }
  if ((field.type === 'integer' || field.type === 'number') && typeof v === 'string') return Number(v);
  if (field.type === 'list') return (v as Record<string, unknown>[]).map((row) => Object.fromEntries(Object.entries(row).filter(([, x]) => x !== '' && x !== null && x !== undefined)));
  return v;
}
