import type { Kysely } from 'kysely';
import { type Actor } from '../../domain/actor.ts';
import { PERMISSIONS, requirePermission, type Permission } from '../../domain/permissions.ts';
import { listActiveAgents, type AgentListRow } from '../../db/repos/agents.ts';
import type { DB } from '../../db/schema.ts';
import { agentRightsNow } from './agent-rights.ts';

/**
 * The active agents of the actor's space, each with what it may do now (within the person who
 * approved or invited it; nothing once they left); only for `manage_keys`.
 */
export async function listAgents(db: Kysely<DB>, actor: Actor): Promise<(AgentListRow & { can: Permission[] })[]> {
  requirePermission(actor, 'manage_keys', 'list agents');
  const out = [];
  for (const agent of await listActiveAgents(db, actor.spaceId)) {
    const rights = await agentRightsNow(db, agent.user_id, agent.space_id);
    out.push({ ...agent, can: rights ? PERMISSIONS.filter((p) => rights.can.has(p)) : [] });
  }
  return out;
}
