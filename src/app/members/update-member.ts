import { requirePermission } from '../../domain/permissions.ts';
import { notFound } from '../../domain/errors.ts';
import { assertKeepsAnOwner, assertMembership } from '../../domain/members.ts';
import type { Role } from '../../domain/permissions.ts';
import { contentTypeIds, countOwners, findMember, lockMembers, updateMembershipRole, type MemberRow } from '../../db/repos/members.ts';
import { replaceWriteTypes } from '../../db/repos/sessions.ts';
import type { UnitOfWork } from '../unit-of-work.ts';

export interface UpdateMemberInput {
  role?: Role;
  /** Replaces the editor's limit; `[]` lifts it. Left as it is when omitted, unless the person becomes an owner. */
  write_types?: string[];
}

/**
 * Changes a person's role or per-type write limit (SPEC "Authentication" 5). It takes effect on
 * their next request: the session reads the membership every time. An owner's list is always
 * empty, so promoting an editor drops their limit.
 */
export async function updateMember(uow: UnitOfWork, userId: string, input: UpdateMemberInput): Promise<MemberRow> {
  requirePermission(uow.actor, 'manage_people', 'change the people of the space');
  const spaceId = uow.actor.spaceId;
  await lockMembers(uow.trx, spaceId);
  const current = await findMember(uow.trx, spaceId, userId);
  if (!current) throw notFound('member', userId);
  const role = input.role ?? current.role;
  const writeTypes = [...new Set(input.write_types ?? (role === 'owner' ? [] : current.write_types))].sort();
  const next = { role, writeTypes };
  assertMembership(next, await contentTypeIds(uow.trx, spaceId));
  assertKeepsAnOwner({ role: current.role, writeTypes: current.write_types }, next, await countOwners(uow.trx, spaceId));
  await updateMembershipRole(uow.trx, spaceId, userId, role);
  await replaceWriteTypes(uow.trx, userId, spaceId, writeTypes, uow.now);
  uow.record({
    action: 'member.updated',
    resourceType: 'member',
    resourceId: userId,
    details: { email: current.email, role, write_types: writeTypes, previous: { role: current.role, write_types: current.write_types } },
  });
  return { ...current, role, write_types: writeTypes };
}
