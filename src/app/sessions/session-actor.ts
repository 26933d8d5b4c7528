import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { ROLE_PERMISSIONS, type Permission } from '../../domain/permissions.ts';
import { findMembershipRole, findWriteTypes, listMemberSpaces } from '../../db/repos/sessions.ts';
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
  const writeTypes = role === 'editor' ? await findWriteTypes(db, user.id, spaceId) : [];
  return Object.freeze({
    type: 'user',
    kind: role,
    id: user.id,
    name: user.email,
    spaceId,
    can: new Set(ROLE_PERMISSIONS[role]),
    ...(writeTypes.length ? { writableContentTypes: new Set(writeTypes) } : {}),
  });
}

/**
 * The spaces a signed-in person belongs to, with their role in each, the permissions it holds
 * (so the dashboard offers only what the API will do) and, for a limited editor, the types they
 * may write.
 */
export async function memberSpaces(db: Kysely<DB>, userId: string): Promise<{ id: string; name: string; role: 'owner' | 'editor'; can: Permission[]; write_types?: string[] }[]> {
  const out = [];
  for (const s of await listMemberSpaces(db, userId)) {
    const role = s.role === 'owner' ? ('owner' as const) : ('editor' as const);
    const writeTypes = role === 'editor' ? await findWriteTypes(db, userId, s.id) : [];
    out.push({ id: s.id, name: s.name, role, can: [...ROLE_PERMISSIONS[role]], ...(writeTypes.length ? { write_types: writeTypes } : {}) });
  }
  return out;
}
