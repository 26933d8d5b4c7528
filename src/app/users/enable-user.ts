import { setUserDisabledAt } from '../../db/repos/sessions.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { recordAccountActivity } from './account-activity.ts';
import { requireLogin } from './require-login.ts';

/** Enables a disabled login again (`tessera user enable EMAIL`): it may sign in; its memberships were kept. */
export async function enableUser(uow: UnitOfWork, email: string): Promise<void> {
  const user = await requireLogin(uow, email);
  if (user.disabled_at === null) return;
  await setUserDisabledAt(uow.trx, user.id, null);
  await recordAccountActivity(uow, user, 'user.enabled');
}
