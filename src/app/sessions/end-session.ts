import { deleteSessionById } from '../../db/repos/sessions.ts';
import { appError } from '../../domain/errors.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { recordAccountActivity } from '../users/account-activity.ts';
import type { SessionUser } from './sessions.ts';

/**
 * Signs one of the person's sessions out (e.g. a browser left signed in elsewhere). Another
 * person's session answers `not_found`, as one that does not exist does.
 */
export async function endSession(uow: UnitOfWork, user: SessionUser, sessionId: string): Promise<void> {
  if ((await deleteSessionById(uow.trx, user.id, sessionId)) === 0) {
    throw appError('not_found', `You have no session with id "${sessionId}".`, { fix: 'List your sessions with GET /session/sessions; a session that ended is no longer listed.' });
  }
  await recordAccountActivity(uow, user, 'user.signed_out', { sessions: 1, current: sessionId === user.sessionId });
}
