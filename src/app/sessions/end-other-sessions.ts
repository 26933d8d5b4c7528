import { deleteSessionsOfUser } from '../../db/repos/sessions.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { recordAccountActivity } from '../users/account-activity.ts';
import type { SessionUser } from './sessions.ts';

/** "Sign out everywhere else": ends every session of the person but the one asking. Returns how many ended. */
export async function endOtherSessions(uow: UnitOfWork, user: SessionUser): Promise<{ sessions_ended: number }> {
  const ended = await deleteSessionsOfUser(uow.trx, user.id, user.sessionId);
  if (ended > 0) await recordAccountActivity(uow, user, 'user.signed_out', { sessions: ended, others: true });
  return { sessions_ended: ended };
}
