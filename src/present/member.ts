import type { MemberRow } from '../db/repos/members.ts';
import { ROLE_PERMISSIONS } from '../domain/permissions.ts';

/** A person of a space (docs/people.md): `id` is their login's id, `write_types` empty when they may write every type. */
export function presentMember(m: MemberRow) {
  return { id: m.user_id, email: m.email, role: m.role, can: [...ROLE_PERMISSIONS[m.role]], write_types: m.write_types, created_at: m.created_at };
}
