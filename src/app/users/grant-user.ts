import { validationFailed } from '../../domain/errors.ts';
import { findUserByEmail, replaceMembership, replaceWriteTypes } from '../../db/repos/sessions.ts';
import { contentTypeIds } from '../../db/repos/members.ts';
import { findSpace } from '../../db/repos/spaces.ts';
import { assertMembership } from '../../domain/members.ts';
import type { UnitOfWork } from '../unit-of-work.ts';

/**
 * Gives a person a role in a space. `writeTypes` limits an editor's `write` to those content
 * types (SPEC "Authentication" 5); an empty or missing list means every type. Granting again
 * replaces both the role and the limit.
 */
export async function grantUser(uow: UnitOfWork, email: string, spaceId: string, role: 'owner' | 'editor', writeTypes: string[] = []): Promise<void> {
  const user = await findUserByEmail(uow.trx, email.trim().toLowerCase());
  if (!user) throw validationFailed({ email: `an existing login; create it first with "tessera user create ${email}"` });
  if (!(await findSpace(uow.trx, spaceId))) throw validationFailed({ space: `an existing space; "${spaceId}" does not exist` });
  const types = [...new Set(writeTypes)];
  assertMembership({ role, writeTypes: types }, await contentTypeIds(uow.trx, spaceId));
  await replaceMembership(uow.trx, user.id, spaceId, role, uow.now);
  await replaceWriteTypes(uow.trx, user.id, spaceId, types, uow.now);
}
