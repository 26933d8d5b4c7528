import type { FieldErrors } from '../errors.ts';

/**
 * SPEC "Ordering and quick access", entries: the named entries take positions 1, 2, 3… in the
 * order sent; the type's other active entries keep their current order after them. An id that
 * is not an active entry of the type, or one sent twice, is refused.
 */
export function orderEntryIds(named: readonly string[], current: readonly string[]): { ok: true; order: string[] } | { ok: false; errors: FieldErrors } {
  const active = new Set(current);
  const seen = new Set<string>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  for (const id of named) {
    if (seen.has(id)) repeated.push(id);
    else if (!active.has(id)) unknown.push(id);
    seen.add(id);
  }
  if (unknown.length || repeated.length) {
    const parts: string[] = [];
    if (unknown.length) parts.push(`ids of active (not archived) entries of this type; not: ${unknown.join(', ')}`);
    if (repeated.length) parts.push(`each id once; repeated: ${[...new Set(repeated)].join(', ')}`);
    return { ok: false, errors: { entries: parts.join('; ') } };
  }
  return { ok: true, order: [...named, ...current.filter((id) => !seen.has(id))] };
}
