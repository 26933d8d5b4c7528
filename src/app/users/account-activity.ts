import { listMemberSpaces } from '../../db/repos/sessions.ts';
import type { UnitOfWork } from '../unit-of-work.ts';

/**
 * Records an event of a login (sign-in, password change, disabling, sign-out) in the activity of
 * every space it belongs to: the owners of each see who could act there and when that changed.
 * `details` never holds a password or a session id.
 */
export async function recordAccountActivity(uow: UnitOfWork, user: { id: string; email: string }, action: string, details: Record<string, unknown> = {}): Promise<void> {
  for (const space of await listMemberSpaces(uow.trx, user.id)) {
    uow.record({ action, resourceType: 'user', resourceId: user.id, details: { email: user.email, ...details }, spaceId: space.id });
  }
}
