import type { Kysely } from 'kysely';
import { listLiveSessions, type SessionRow } from '../../db/repos/sessions.ts';
import type { DB } from '../../db/schema.ts';
import { idleCutoff } from '../../domain/sessions.ts';
import type { SessionUser } from './sessions.ts';

/** The signed-in person's usable sessions, the most recently used first. */
export function listSessions(db: Kysely<DB>, user: SessionUser, idleMs: number, now = new Date()): Promise<SessionRow[]> {
  return listLiveSessions(db, user.id, now.toISOString(), idleCutoff(now, idleMs));
}
