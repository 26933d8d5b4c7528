import type { Kysely } from 'kysely';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { listMembers as listMemberRows, type MemberRow } from '../../db/repos/members.ts';
import type { DB } from '../../db/schema.ts';

/** The people of the actor's space with their role and write limits (docs/people.md). */
export async function listMembers(db: Kysely<DB>, actor: Actor): Promise<MemberRow[]> {
  requirePermission(actor, 'manage_people', 'list the people of the space');
  return listMemberRows(db, actor.spaceId);
}
