import type { Kysely, Selectable } from 'kysely';
import type { DB, SessionsTable, UsersTable } from '../schema.ts';

export type SessionRow = Selectable<SessionsTable>;
export type UserRow = Selectable<UsersTable>;

export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserEmail(db: Kysely<DB>, id: string): Promise<string | null> {
  return (await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst())?.email ?? null;
}

export async function insertSession(db: Kysely<DB>, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/**
 * The session's user, when the session exists, has not expired, was used after `idleCutoff`
 * and its login is not disabled.
 */
export function findSessionUser(db: Kysely<DB>, idHash: string, now: string, idleCutoff: string): Promise<{ id: string; email: string; session_id: string; last_used_at: string } | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'sessions.id as session_id', 'sessions.last_used_at'])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_used_at', '>', idleCutoff)
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
}

/** The login a session belongs to, expired or not. */
export function findSessionOwner(db: Kysely<DB>, idHash: string): Promise<{ id: string; email: string } | undefined> {
  return db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select(['users.id', 'users.email']).where('sessions.id_hash', '=', idHash).executeTakeFirst();
}

export async function touchSession(db: Kysely<DB>, idHash: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Kysely<DB>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of the login but the one of public id `keep` (when given); returns how many ended. */
export async function deleteSessionsOfUser(db: Kysely<DB>, userId: string, keep?: string): Promise<number> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep !== undefined) q = q.where('id', '<>', keep);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one session of the login by its public id; returns how many ended (0 or 1). */
export async function deleteSessionById(db: Kysely<DB>, userId: string, sessionId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '=', sessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The login's sessions still usable at `now`, the most recently used first. */
export function listLiveSessions(db: Kysely<DB>, userId: string, now: string, idleCutoff: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', idleCutoff)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

export function findUserById(db: Kysely<DB>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updatePasswordHash(db: Kysely<DB>, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Disables the login (a time) or enables it again (null). */
export async function setUserDisabledAt(db: Kysely<DB>, userId: string, disabledAt: string | null): Promise<void> {
  await db.updateTable('users').set({ disabled_at: disabledAt }).where('id', '=', userId).execute();
}

/**
 * Whether a login may no longer act: disabled by the operator (`tessera user disable`), or gone.
 * Whatever a person approved (OAuth grants, agents) checks this at each use.
 */
export async function isLoginDisabled(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('disabled_at').where('id', '=', userId).executeTakeFirst();
  return !row || row.disabled_at !== null;
}

/** Ends sessions past their absolute end or idle too long, of one login. */
export async function deleteExpiredSessions(db: Kysely<DB>, userId: string, now: string, idleCutoff: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_used_at', '<=', idleCutoff)]))
    .execute();
}

/** The spaces a person may act for (their memberships), with each space's name. */
export function listMemberSpaces(db: Kysely<DB>, userId: string): Promise<{ id: string; name: string; role: string }[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('spaces', 'spaces.id', 'memberships.space_id')
    .select(['spaces.id', 'spaces.name', 'memberships.role'])
    .where('memberships.user_id', '=', userId)
    .orderBy('spaces.name')
    .orderBy('spaces.id')
    .execute();
}

/** The person's role in one space, or undefined when they are not a member. */
export async function findMembershipRole(db: Kysely<DB>, userId: string, spaceId: string): Promise<'owner' | 'editor' | undefined> {
  const row = await db.selectFrom('memberships').select('role').where('user_id', '=', userId).where('space_id', '=', spaceId).executeTakeFirst();
  return row?.role;
}

/** The content types an editor may write in a space; empty when not limited. */
export async function findWriteTypes(db: Kysely<DB>, userId: string, spaceId: string): Promise<string[]> {
  const rows = await db.selectFrom('membership_write_types').select('content_type').where('user_id', '=', userId).where('space_id', '=', spaceId).orderBy('content_type').execute();
  return rows.map((r) => r.content_type);
}

export async function replaceWriteTypes(db: Kysely<DB>, userId: string, spaceId: string, types: string[], now: string): Promise<void> {
  await db.deleteFrom('membership_write_types').where('user_id', '=', userId).where('space_id', '=', spaceId).execute();
  if (types.length) await db.insertInto('membership_write_types').values(types.map((content_type) => ({ user_id: userId, space_id: spaceId, content_type, created_at: now }))).execute();
}

export async function insertUser(db: Kysely<DB>, row: UserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

/** Gives the person exactly this role in the space, replacing any earlier one. */
export async function replaceMembership(db: Kysely<DB>, userId: string, spaceId: string, role: 'owner' | 'editor', now: string): Promise<void> {
  await db.deleteFrom('memberships').where('user_id', '=', userId).where('space_id', '=', spaceId).execute();
  await db.insertInto('memberships').values({ user_id: userId, space_id: spaceId, role, created_at: now }).execute();
}
