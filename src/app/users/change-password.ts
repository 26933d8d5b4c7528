import { deleteSessionsOfUser, findUserById, updatePasswordHash } from '../../db/repos/sessions.ts';
import { appError, validationFailed } from '../../domain/errors.ts';
import { passwordProblem } from '../../domain/sessions.ts';
import type { SessionUser } from '../sessions/sessions.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { recordAccountActivity } from './account-activity.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/**
 * A signed-in person changes their own password. The current one is required (a session left
 * open on a shared computer must not be enough to take the login over); every other session of
 * the login ends, the one making the change stays. Returns how many sessions ended.
 */
export async function changePassword(uow: UnitOfWork, user: SessionUser, input: ChangePasswordInput): Promise<{ sessions_ended: number }> {
  const row = await findUserById(uow.trx, user.id);
  if (!row || row.disabled_at !== null) throw appError('invalid_key', 'The dashboard session has expired or was signed out.', { fix: 'Sign in again at /login.' });
  const problem = passwordProblem(input.new_password);
  if (!(await verifyPassword(input.current_password, row.password_hash))) {
    throw validationFailed({ current_password: 'your current password', ...(problem ? { new_password: problem } : {}) }, 'The current password is wrong; nothing was changed.', 'Type the password you signed in with, then the new one.');
  }
  if (problem) throw validationFailed({ new_password: problem });
  await updatePasswordHash(uow.trx, row.id, await hashPassword(input.new_password));
  const ended = await deleteSessionsOfUser(uow.trx, row.id, user.sessionId);
  await recordAccountActivity(uow, row, 'user.password_changed', { sessions_ended: ended });
  return { sessions_ended: ended };
}
