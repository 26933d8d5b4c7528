import type { Kysely } from 'kysely';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { listInvites as listInviteRows, type InviteRow } from '../../db/repos/agents.ts';
import type { DB } from '../../db/schema.ts';

/** The invites of the actor's space, whatever their status (never their URLs); only for `manage_keys`. */
export async function listInvites(db: Kysely<DB>, actor: Actor): Promise<InviteRow[]> {
  requirePermission(actor, 'manage_keys', 'list invites');
  return listInviteRows(db, actor.spaceId);
}
