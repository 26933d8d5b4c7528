import { type FieldErrors, validationFailed } from './errors.ts';
import type { Role } from './permissions.ts';

/** A membership as the rules see it: the person's role and, for an editor, the types they may write (empty: every type). */
export interface Membership {
  role: Role;
  writeTypes: readonly string[];
}

/**
 * The fields of a membership change that do not fit (SPEC "Authentication" 5; docs/people.md):
 * only editors are limited to some content types, and every limited type must exist. Returns
 * every problem at once, or null.
 */
export function membershipErrors(next: Membership, knownTypes: ReadonlySet<string>): FieldErrors | null {
  const fields: FieldErrors = {};
  if (next.writeTypes.length && next.role === 'owner') fields.write_types = 'no list for an owner: only editors are limited to some content types';
  const unknown = next.writeTypes.filter((t) => !knownTypes.has(t));
  if (unknown.length && !fields.write_types) fields.write_types = `api_ids of content types of this space; unknown: ${unknown.join(', ')}`;
  return Object.keys(fields).length ? fields : null;
}

export function assertMembership(next: Membership, knownTypes: ReadonlySet<string>): void {
  const fields = membershipErrors(next, knownTypes);
  if (fields) throw validationFailed(fields);
}

/**
 * A space always keeps an owner: someone must be able to manage its people, keys and model
 * from the dashboard. Demoting or removing the last owner is refused.
 */
export function assertKeepsAnOwner(current: Membership, next: Membership | null, owners: number): void {
  if (current.role !== 'owner' || next?.role === 'owner' || owners > 1) return;
  throw validationFailed(
    { role: 'another owner must remain in the space' },
    next ? 'The last owner of a space cannot become an editor.' : 'The last owner of a space cannot be removed.',
    'Make another member an owner first (PATCH their membership with {"role":"owner"}), then change this one.',
  );
}
