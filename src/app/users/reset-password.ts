import { deleteSessionsOfUser, updatePasswordHash } from '../../db/repos/sessions.ts';
import { validationFailed } from '../../domain/errors.ts';
import { passwordProblem } from '../../domain/sessions.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { recordAccountActivity } from './account-activity.ts';
import { hashPassword } from './passwords.ts';
import { requireLogin } from './require-login.ts';

/**
 * The operator sets a new password for a login (`tessera user password EMAIL`), e.g. for a
 * person who forgot theirs or whose password leaked: every session of the login ends.
 */
export async function resetPassword(uow: UnitOfWork, email: string, password: string): Promise<void> {
  const user = await requireLogin(uow, email);
  const problem = passwordProblem(password);
  if (problem) throw validationFailed({ password: problem });
  await updatePasswordHash(uow.trx, user.id, await hashPassword(password));
  const ended = await deleteSessionsOfUser(uow.trx, user.id);
  await recordAccountActivity(uow, user, 'user.password_reset', { sessions_ended: ended });
}
