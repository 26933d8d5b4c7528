import type { Actor } from '../../domain/actor.ts';
import type { Permission } from '../../domain/permissions.ts';

/**
 * A person acting on their own login (signing in or out, changing their password, ending
 * sessions), in no particular space: activity names them, and they hold no permission in any
 * space through it. Their records go to each space they belong to (`recordAccountActivity`).
 */
export function accountActor(user: { id: string; email: string }): Actor {
  return Object.freeze({ type: 'user', kind: 'editor', id: user.id, name: user.email, spaceId: '*', can: new Set<Permission>() });
}
