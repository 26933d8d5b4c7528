import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { sessionActor } from '../sessions/session-actor.ts';

export interface Person {
  id: string;
  email: string;
}

/** What connecting a search engine takes: the permission of site settings, which owners hold and editors do not. */
export const CONNECT_PERMISSION = 'manage_webhooks' as const;

/**
 * The signed-in person as the actor of a dashboard-only change, when they may change the
 * space's settings (SPEC "Search queries": owners connect the engines). Used where the person
 * comes back from the engine (the callback carries no space in its path, so the auth plugin
 * cannot check it); the same check as the routes: `wrong_space` for a non-member, `key_cannot`
 * for an editor.
 */
export async function ownerActor(db: Kysely<DB>, person: Person, spaceId: string): Promise<Actor> {
  const actor = await sessionActor(db, person, spaceId);
  requirePermission(actor, CONNECT_PERMISSION, 'connect search engines');
  return actor;
}
