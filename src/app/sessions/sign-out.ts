import type { Database } from '../../db/client.ts';
import { deleteSession, findSessionOwner } from '../../db/repos/sessions.ts';
import { hashToken } from '../agents/agent-tokens.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { recordAccountActivity } from '../users/account-activity.ts';
import { accountActor } from './account-actor.ts';

/** Ends the session of this cookie (the "Sign out" button); nothing happens for an unknown one. */
export async function signOut(database: Database, sessionId: string, now = new Date()): Promise<void> {
  const idHash = hashToken(sessionId);
  const owner = await findSessionOwner(database.db, idHash);
  if (!owner) return;
  await runUnitOfWork(
    database,
    accountActor(owner),
    async (uow) => {
      await deleteSession(uow.trx, idHash);
      await recordAccountActivity(uow, owner, 'user.signed_out', { sessions: 1 });
    },
    { now },
  );
}
