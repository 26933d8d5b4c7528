import { deleteSessionsOfUser, setUserDisabledAt } from '../../db/repos/sessions.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { recordAccountActivity } from './account-activity.ts';
import { requireLogin } from './require-login.ts';

/**
 * Disables a login (`tessera user disable EMAIL`): it can no longer sign in, its sessions end
 * now, and what it approved stops at the next request (OAuth grants check `isLoginDisabled` of
 * their approver at each use). Its memberships and what it wrote stay, so enabling it again
 * restores the access it had. Disabling a disabled login changes nothing.
 */
export async function disableUser(uow: UnitOfWork, email: string): Promise<void> {
  const user = await requireLogin(uow, email);
  if (user.disabled_at !== null) return;
  await setUserDisabledAt(uow.trx, user.id, uow.now);
  const ended = await deleteSessionsOfUser(uow.trx, user.id);
  await recordAccountActivity(uow, user, 'user.disabled', { sessions_ended: ended });
}
