import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { ROLE_PERMISSIONS } from '../../domain/permissions.ts';
import { findMembershipRole, listMemberSpaces } from '../../db/repos/sessions.ts';
import type { DB } from '../../db/schema.ts';
import type { SessionUser } from './sessions.ts';

/**
 * The caller a signed-in person is in one space: their membership's role decides what they may
 * do, and activity and versions show their email. Someone who is not a member of the space is
 * refused the same way a key of another space is (`wrong_space`).
 */
export async function sessionActor(db: Kysely<DB>, user: SessionUser, spaceId: string): Promise<Actor> {
  const role = await findMembershipRole(db, user.id, spaceId);
  if (!role) {
    throw appError('wrong_space', `${user.email} is not a member of the space "${spaceId}".`, {
      fix: 'Open one of your spaces (GET /session lists them), or ask an owner to run `tessera user grant`.',
    });
  }
  return Object.freeze({ type: 'user', kind: role, id: user.id, name: user.email, spaceId, can: new Set(ROLE_PERMISSIONS[role]) });
}

/** The spaces a signed-in person belongs to, with their role in each. */
export async function memberSpaces(db: Kysely<DB>, userId: string): Promise<{ id: string; name: string; role: 'owner' | 'editor' }[]> {
  return (await listMemberSpaces(db, userId)).map((s) => ({ id: s.id, name: s.name, role: s.role === 'owner' ? 'owner' : 'editor' }));
}
