import type { Kysely } from 'kysely';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { listActiveAgents, type AgentListRow } from '../../db/repos/agents.ts';
import type { DB } from '../../db/schema.ts';

/** The active agents of the actor's space; only for `manage_keys`. */
export async function listAgents(db: Kysely<DB>, actor: Actor): Promise<AgentListRow[]> {
  requirePermission(actor, 'manage_keys', 'list agents');
  return listActiveAgents(db, actor.spaceId);
}
