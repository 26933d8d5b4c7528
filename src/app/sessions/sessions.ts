import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findSessionUser, touchSession } from '../../db/repos/sessions.ts';
import type { DB } from '../../db/schema.ts';
import { idleCutoff, needsTouch } from '../../domain/sessions.ts';
import { hashToken } from '../agents/agent-tokens.ts';

export { SESSION_TTL_MS } from '../../domain/sessions.ts';

export interface SessionUser {
  id: string;
  email: string;
  /** The public id of the session this person is using (marked "this browser" in their list). */
  sessionId?: string;
}

/**
 * The person behind a session cookie, or null when the session does not exist, passed its
 * absolute end, sat unused longer than `idleMs`, or its login was disabled. A use is recorded
 * at most once a minute, so most reads write nothing.
 */
export async function readSession(db: Kysely<DB>, sessionId: string | undefined, idleMs: number, now = new Date()): Promise<SessionUser | null> {
  if (!sessionId) return null;
  const idHash = hashToken(sessionId);
  const row = await findSessionUser(db, idHash, now.toISOString(), idleCutoff(now, idleMs));
  if (!row) return null;
  if (needsTouch(row.last_used_at, now)) await touchSession(db, idHash, now.toISOString());
  return { id: row.id, email: row.email, sessionId: row.session_id };
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
