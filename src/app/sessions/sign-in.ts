import type { Database } from '../../db/client.ts';
import { deleteExpiredSessions, findUserByEmail, insertSession } from '../../db/repos/sessions.ts';
import { systemActor } from '../../domain/actor.ts';
import { browserLabel, idleCutoff, SESSION_TTL_MS } from '../../domain/sessions.ts';
import { hashToken, newSecret } from '../agents/agent-tokens.ts';
import { newId } from '../ids.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { recordAccountActivity } from '../users/account-activity.ts';
import { verifyPassword } from '../users/passwords.ts';
import { accountActor } from './account-actor.ts';
import type { SessionUser } from './sessions.ts';

export interface SignInInput {
  email: string;
  password: string;
  /** The client's address and user agent, kept with the session for the person's list of sessions. */
  ip: string;
  userAgent: string | undefined;
  /** The idle timeout: sessions of this login idle longer are swept on the way. */
  idleMs: number;
}

export type SignInResult =
  | { outcome: 'signed_in'; sessionId: string; user: SessionUser }
  /** Wrong password, or an email with no login: the caller answers both the same way. */
  | { outcome: 'refused' }
  /** The right password of a disabled login. */
  | { outcome: 'disabled' };

// Compared against when the email is unknown, so a wrong email costs the same time as a wrong password.
const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const MAX_USER_AGENT = 512;

/**
 * Checks a dashboard login; on success stores a new session and returns its id (the cookie
 * value). Sign-ins and failed attempts on an existing login are recorded in the activity of
 * its spaces; an attempt on an unknown email is recorded nowhere, so the feed never tells which
 * addresses have a login.
 */
export async function signIn(database: Database, input: SignInInput, now = new Date()): Promise<SignInResult> {
  const user = await findUserByEmail(database.db, input.email.trim().toLowerCase());
  const ok = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user) return { outcome: 'refused' };
  const seen = { browser: browserLabel(input.userAgent), ip: input.ip };
  if (!ok || user.disabled_at !== null) {
    const reason = ok ? 'login disabled' : 'wrong password';
    await runUnitOfWork(database, systemActor('*', 'sign-in form'), (uow) => recordAccountActivity(uow, user, 'user.sign_in_failed', { ...seen, reason }), { now });
    return ok ? { outcome: 'disabled' } : { outcome: 'refused' };
  }
  const sessionId = newSecret();
  const publicId = newId();
  await runUnitOfWork(
    database,
    accountActor(user),
    async (uow) => {
      await deleteExpiredSessions(uow.trx, user.id, uow.now, idleCutoff(now, input.idleMs));
      await insertSession(uow.trx, {
        id_hash: hashToken(sessionId),
        id: publicId,
        user_id: user.id,
        created_at: uow.now,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
        last_used_at: uow.now,
        user_agent: input.userAgent ? input.userAgent.slice(0, MAX_USER_AGENT) : null,
        ip: input.ip,
      });
      await recordAccountActivity(uow, user, 'user.signed_in', seen);
    },
    { now },
  );
  return { outcome: 'signed_in', sessionId, user: { id: user.id, email: user.email, sessionId: publicId } };
}
