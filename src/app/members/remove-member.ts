import { requirePermission } from '../../domain/permissions.ts';
import { notFound } from '../../domain/errors.ts';
import { assertKeepsAnOwner } from '../../domain/members.ts';
import { countOwners, deleteMembership, findMember, lockMembers } from '../../db/repos/members.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { endAgentsBoundBy } from '../agents/revoke-agent.ts';

/**
 * Takes a person out of the space: their session stops acting for it on the next request, and
 * the agents they approved or invited are revoked with the keys those made (a grant never
 * outlives its approver's access). The login itself stays (the operator owns logins), as do the
 * versions and activity they wrote.
 */
export async function removeMember(uow: UnitOfWork, userId: string): Promise<void> {
  requirePermission(uow.actor, 'manage_people', 'remove people from the space');
  const spaceId = uow.actor.spaceId;
  await lockMembers(uow.trx, spaceId);
  const current = await findMember(uow.trx, spaceId, userId);
  if (!current) throw notFound('member', userId);
  assertKeepsAnOwner({ role: current.role, writeTypes: current.write_types }, null, await countOwners(uow.trx, spaceId));
  await deleteMembership(uow.trx, spaceId, userId);
  await endAgentsBoundBy(uow, userId, `${current.email}, who approved it, left the space`);
  uow.record({ action: 'member.removed', resourceType: 'member', resourceId: userId, details: { email: current.email, role: current.role } });
}
