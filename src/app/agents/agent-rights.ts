import type { Kysely } from 'kysely';
import { grantRights, NO_NARROWING, type GrantRights, type Narrowing } from '../../domain/grants.ts';
import type { Membership } from '../../domain/members.ts';
import { findMembershipRole, findWriteTypes, isLoginDisabled } from '../../db/repos/sessions.ts';
import type { DB } from '../../db/schema.ts';

/**
 * The membership that bounds an agent: `undefined` when no person bounds it (made with a
 * management key or the CLI), null when that person is no longer a member of the space or their
 * login is disabled (`tessera user disable`).
 */
export async function boundingMembership(db: Kysely<DB>, userId: string | null, spaceId: string): Promise<Membership | null | undefined> {
  if (userId === null) return undefined;
  if (await isLoginDisabled(db, userId)) return null;
  const role = await findMembershipRole(db, userId, spaceId);
  if (!role) return null;
  return { role, writeTypes: role === 'editor' ? await findWriteTypes(db, userId, spaceId) : [] };
}

/** The stored narrowing of a grant (codes and grants keep it the same way). */
export function storedNarrowing(row: { read_only: number; write_types: string | null } | undefined): Narrowing {
  if (!row) return NO_NARROWING;
  return { readOnly: row.read_only === 1, writeTypes: row.write_types === null ? null : (JSON.parse(row.write_types) as string[]) };
}

/** What an agent bounded by `userId` may do in the space now, or null when its grant has ended. */
export async function agentRightsNow(db: Kysely<DB>, userId: string | null, spaceId: string, narrowing: Narrowing = NO_NARROWING): Promise<GrantRights | null> {
  return grantRights(await boundingMembership(db, userId, spaceId), narrowing);
}
