import { requirePermission } from '../../domain/permissions.ts';
import { appError, validationFailed } from '../../domain/errors.ts';
import { assertMembership } from '../../domain/members.ts';
import type { Role } from '../../domain/permissions.ts';
import { contentTypeIds, findMember, insertMembership, lockMembers, type MemberRow } from '../../db/repos/members.ts';
import { replaceWriteTypes, findUserByEmail } from '../../db/repos/sessions.ts';
import type { UnitOfWork } from '../unit-of-work.ts';

export interface AddMemberInput {
  email: string;
  role: Role;
  write_types?: string[];
}

/**
 * Gives an existing login a role in the space (docs/people.md). Logins are made by the
 * operator (`tessera user create`): the API never creates accounts or sends mail, so adding an
 * address without a login is refused with the command that makes one.
 */
export async function addMember(uow: UnitOfWork, input: AddMemberInput): Promise<MemberRow> {
  requirePermission(uow.actor, 'manage_people', 'add people to the space');
  const spaceId = uow.actor.spaceId;
  const email = input.email.trim().toLowerCase();
  const writeTypes = [...new Set(input.write_types ?? [])];
  assertMembership({ role: input.role, writeTypes }, await contentTypeIds(uow.trx, spaceId));
  const user = await findUserByEmail(uow.trx, email);
  if (!user) {
    throw validationFailed({ email: `the address of an existing login; ${email} has none` }, `No login exists for ${email}.`, `Ask the operator to run \`tessera user create ${email}\`, then add the person again.`);
  }
  await lockMembers(uow.trx, spaceId);
  if (await findMember(uow.trx, spaceId, user.id)) {
    throw appError('validation_failed', `${email} is already a member of this space.`, {
      fix: `Change their role with PATCH /api/v1/spaces/${spaceId}/members/${user.id}.`,
      details: { fields: { email: 'a person who is not yet a member' }, member_id: user.id },
    });
  }
  await insertMembership(uow.trx, { user_id: user.id, space_id: spaceId, role: input.role, created_at: uow.now });
  await replaceWriteTypes(uow.trx, user.id, spaceId, writeTypes, uow.now);
  uow.record({ action: 'member.added', resourceType: 'member', resourceId: user.id, details: { email, role: input.role, write_types: writeTypes } });
  return { user_id: user.id, email, role: input.role, created_at: uow.now, write_types: writeTypes.sort() };
}
