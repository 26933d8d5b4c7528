import { findUserByEmail, type UserRow } from '../../db/repos/sessions.ts';
import { validationFailed } from '../../domain/errors.ts';
import type { UnitOfWork } from '../unit-of-work.ts';

/** The login of this email, or `validation_failed` on `email` naming the command that makes one. */
export async function requireLogin(uow: UnitOfWork, email: string): Promise<UserRow> {
  const normalized = email.trim().toLowerCase();
  const user = await findUserByEmail(uow.trx, normalized);
  if (!user) throw validationFailed({ email: `an existing login; create it first with "tessera user create ${normalized}"` }, `No login has the email ${normalized}.`);
  return user;
}
