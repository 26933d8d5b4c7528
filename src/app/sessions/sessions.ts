import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { deleteExpiredSessions, deleteSession, findSessionUser, findUserByEmail, insertSession } from '../../db/repos/sessions.ts';
import type { DB } from '../../db/schema.ts';
import { hashToken, newSecret } from '../agents/agent-tokens.ts';
import { verifyPassword } from '../users/passwords.ts';

/** Dashboard sessions last 14 days from sign-in; signing in again starts a new one. */
export const SESSION_TTL_MS = 14 * 24 * 3_600_000;

export interface SessionUser {
  id: string;
  email: string;
}

// Compared against when the email is unknown, so a wrong email costs the same time as a wrong password.
const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Checks a dashboard login; on success stores a new session and returns its id (the cookie value). */
export async function signIn(db: Kysely<DB>, email: string, password: string, now = new Date()): Promise<{ sessionId: string; user: SessionUser } | null> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok) return null;
  const sessionId = newSecret();
  const nowIso = now.toISOString();
  await deleteExpiredSessions(db, user.id, nowIso);
  await insertSession(db, { id_hash: hashToken(sessionId), user_id: user.id, created_at: nowIso, expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString() });
  return { sessionId, user: { id: user.id, email: user.email } };
}

export async function readSession(db: Kysely<DB>, sessionId: string | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!sessionId) return null;
  return (await findSessionUser(db, hashToken(sessionId), now.toISOString())) ?? null;
}

export async function signOut(db: Kysely<DB>, sessionId: string): Promise<void> {
  await deleteSession(db, hashToken(sessionId));
}

/**
 * The CSRF token of forms shown inside a session: derived from the session id, so only a page
 * that could read the (HttpOnly) cookie's session could know it, and it needs no storage.
 */
export function sessionCsrfToken(sessionId: string): string {
  return createHash('sha256').update(`csrf:${sessionId}`).digest('base64url');
}

export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
