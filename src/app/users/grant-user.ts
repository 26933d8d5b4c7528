import { validationFailed } from '../../domain/errors.ts';
import { findUserByEmail, replaceMembership, replaceWriteTypes } from '../../db/repos/sessions.ts';
import { findSpace, listContentTypeSummaries } from '../../db/repos/spaces.ts';
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
  if (types.length && role === 'owner') throw validationFailed({ write_types: 'no list for an owner: only editors are limited to some content types' });
  if (types.length) {
    const known = new Set((await listContentTypeSummaries(uow.trx, spaceId)).map((t) => t.api_id));
    const unknown = types.filter((t) => !known.has(t));
    if (unknown.length) throw validationFailed({ write_types: `content types of "${spaceId}"; unknown: ${unknown.join(', ')}` });
  }
  await replaceMembership(uow.trx, user.id, spaceId, role, uow.now);
  await replaceWriteTypes(uow.trx, user.id, spaceId, types, uow.now);
}
