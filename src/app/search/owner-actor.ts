import type { Kysely } from 'kysely';
import { memberRole } from '../../db/repos/search-connections.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { KIND_PERMISSIONS } from '../../domain/permissions.ts';

export interface Person {
  id: string;
  email: string;
}

/**
 * The signed-in person as the actor of a dashboard-only change, when they own the space
 * (SPEC "Search queries": owners connect the engines). Anyone else gets `key_cannot` with
 * `details.needs: "owner"`, the same whether or not the space exists.
 */
export async function ownerActor(db: Kysely<DB>, person: Person, spaceId: string): Promise<Actor> {
  const role = await memberRole(db, person.id, spaceId);
  if (role !== 'owner') {
    throw appError('key_cannot', `Only an owner of the space "${spaceId}" can connect search engines.`, {
      fix: 'Ask an owner of the space to do it, or to make you an owner (tessera user grant EMAIL SPACE --role owner).',
      details: { needs: 'owner', role },
    });
  }
  return { type: 'user', kind: 'management', id: person.id, name: person.email, spaceId, can: new Set(KIND_PERMISSIONS.management) };
}
