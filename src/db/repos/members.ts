import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

export interface MemberRow {
  user_id: string;
  email: string;
  role: 'owner' | 'editor';
  created_at: string;
  write_types: string[];
}

/** The people of a space with their role and write limits, by email. */
export async function listMembers(db: Kysely<DB>, spaceId: string): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['memberships.user_id', 'users.email', 'memberships.role', 'memberships.created_at'])
    .where('memberships.space_id', '=', spaceId)
    .orderBy('users.email')
    .execute();
  const limits = await db.selectFrom('membership_write_types').select(['user_id', 'content_type']).where('space_id', '=', spaceId).orderBy('content_type').execute();
  return rows.map((r) => ({ ...r, write_types: limits.filter((l) => l.user_id === r.user_id).map((l) => l.content_type) }));
}

export async function findMember(db: Kysely<DB>, spaceId: string, userId: string): Promise<MemberRow | undefined> {
  return (await listMembers(db, spaceId)).find((m) => m.user_id === userId);
}

export async function countOwners(db: Kysely<DB>, spaceId: string): Promise<number> {
  const r = await db.selectFrom('memberships').select((eb) => eb.fn.countAll<number>().as('n')).where('space_id', '=', spaceId).where('role', '=', 'owner').executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertMembership(db: Kysely<DB>, row: { user_id: string; space_id: string; role: 'owner' | 'editor'; created_at: string }): Promise<void> {
  await db.insertInto('memberships').values(row).execute();
}

export async function updateMembershipRole(db: Kysely<DB>, spaceId: string, userId: string, role: 'owner' | 'editor'): Promise<void> {
  await db.updateTable('memberships').set({ role }).where('space_id', '=', spaceId).where('user_id', '=', userId).execute();
}

/** Removes the membership and its write limits. */
export async function deleteMembership(db: Kysely<DB>, spaceId: string, userId: string): Promise<number> {
  await db.deleteFrom('membership_write_types').where('space_id', '=', spaceId).where('user_id', '=', userId).execute();
  const r = await db.deleteFrom('memberships').where('space_id', '=', spaceId).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function contentTypeIds(db: Kysely<DB>, spaceId: string): Promise<Set<string>> {
  return new Set((await db.selectFrom('content_types').select('api_id').where('space_id', '=', spaceId).execute()).map((r) => r.api_id));
}

/**
 * Serialises membership changes of one space (a row lock on the space on PostgreSQL; SQLite
 * transactions are serial anyway), so two owners demoting each other at once cannot both see
 * the other as the remaining owner.
 */
export async function lockMembers(db: Kysely<DB>, spaceId: string): Promise<void> {
  await db.updateTable('spaces').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', spaceId).execute();
}
