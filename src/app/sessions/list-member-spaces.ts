import type { Kysely } from 'kysely';
import { listMemberSpaces as listMemberSpaceRows } from '../../db/repos/sessions.ts';
import type { DB } from '../../db/schema.ts';

export interface MemberSpace {
  id: string;
  name: string;
  role: string;
}

/** The spaces a signed-in person belongs to, by name, with their role in each. */
export function listMemberSpaces(db: Kysely<DB>, userId: string): Promise<MemberSpace[]> {
  return listMemberSpaceRows(db, userId);
}
