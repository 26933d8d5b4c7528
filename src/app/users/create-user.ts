import { validationFailed } from '../../domain/errors.ts';
import { passwordProblem } from '../../domain/sessions.ts';
import { findUserByEmail, insertUser } from '../../db/repos/sessions.ts';
import { newId } from '../ids.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { hashPassword } from './passwords.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A login for the dashboard (operators create them with the CLI); roles come from `grantUser`. */
export async function createUser(uow: UnitOfWork, email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  if (!EMAIL.test(normalized)) throw validationFailed({ email: 'an email address' });
  const problem = passwordProblem(password);
  if (problem) throw validationFailed({ password: problem });
  if (await findUserByEmail(uow.trx, normalized)) throw validationFailed({ email: `an address not in use: ${normalized} already has a login` });
  const user = { id: newId(), email: normalized, password_hash: await hashPassword(password), created_at: uow.now, disabled_at: null };
  await insertUser(uow.trx, user);
  return { id: user.id, email: user.email, created_at: user.created_at };
}
