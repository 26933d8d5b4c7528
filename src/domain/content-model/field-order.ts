import type { ContentTypeDefinition } from './types.ts';

/**
 * A type's fields in a new order: the listed fields first, in the order given; every other field
 * after them in its current order (removed fields, kept so their API IDs are never reused, stay
 * last and are never listed). Problems are keyed `fields[i]`, as a validation error reports them;
 * with any problem nothing is reordered.
 */
export function orderFields(def: ContentTypeDefinition, listed: readonly string[]): { fields: ContentTypeDefinition['fields']; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const byId = new Map(def.fields.filter((f) => !f.removed).map((f) => [f.api_id, f]));
  const seen = new Set<string>();
  listed.forEach((id, i) => {
    if (!byId.has(id)) problems[`fields[${i}]`] = `the API ID of a field of ${def.api_id} ("${id}" is not one)`;
    else if (seen.has(id)) problems[`fields[${i}]`] = `each field once ("${id}" is repeated)`;
    seen.add(id);
  });
  if (Object.keys(problems).length > 0) return { fields: def.fields, problems };
  const first = listed.map((id) => byId.get(id)!);
  const rest = def.fields.filter((f) => !seen.has(f.api_id));
  return { fields: [...first, ...rest.filter((f) => !f.removed), ...rest.filter((f) => f.removed)], problems };
}
