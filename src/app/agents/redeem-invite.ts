import type { Database } from '../../db/client.ts';
import { appError, validationFailed } from '../../domain/errors.ts';
import { DEFAULT_AGENT_NAME, normalizeAgentName } from '../../domain/invites.ts';
import { claimInvite, type AgentRow } from '../../db/repos/agents.ts';
import type { ApiKeyRow } from '../../db/repos/api-keys.ts';
import type { SpaceRow } from '../../db/repos/spaces.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { agentActor, insertAgent, issueAgentToken, newAgent } from './agent-tokens.ts';
import { readUsableInvite } from './read-invite.ts';
import type { GrantRights } from '../../domain/grants.ts';

export interface RedeemResult {
  token: string;
  key: ApiKeyRow;
  agent: AgentRow;
  space: SpaceRow;
  /** What the agent may do now (bounded by whoever made the invite). */
  rights: GrantRights;
}

/**
 * Redeems an invite once: creates the agent and its token in one transaction. The name set by
 * the owner wins; without one the agent may name itself (`name`), else it is "Invited agent".
 * Agent tokens from invites do not expire; they last until the agent is revoked.
 */
export async function redeemInvite(database: Database, token: string, input: { name?: string }, now = new Date()): Promise<RedeemResult> {
  const nowIso = now.toISOString();
  const { invite, space, rights } = await readUsableInvite(database.db, token, nowIso);
  const own = input.name === undefined ? null : normalizeAgentName(input.name);
  if (input.name !== undefined && !own) throw validationFailed({ name: 'a name of 1 to 100 characters saying who you are, plain text without control or text-direction characters, e.g. "Claude (site copy)"' });

  const agent = newAgent({
    space_id: space.id,
    name: invite.agent_name ?? own ?? DEFAULT_AGENT_NAME,
    via: 'invite',
    invite_id: invite.id,
    oauth_client_id: null,
    user_id: invite.creator_id,
    created_at: nowIso,
    created_by: invite.created_by,
  });
  // The agent is the caller here: its joining is recorded under its own name.
  return runUnitOfWork(
    database,
    agentActor(agent),
    async (uow) => {
      await insertAgent(uow.trx, agent);
      if (!(await claimInvite(uow.trx, invite.id, agent.id, uow.now))) {
        // Redeemed or revoked between the read and now: answer exactly as a fresh read would.
        await readUsableInvite(uow.trx, token, uow.now);
        throw appError('invite_used', 'This invite was redeemed at the same moment by another request.');
      }
      const issued = await issueAgentToken(uow.trx, agent, { now: uow.now, expiresAt: null, grantId: null, createdBy: invite.created_by });
      uow.record({ action: 'agent.joined', resourceType: 'agent', resourceId: agent.id, details: { via: 'invite', invite_id: invite.id, name: agent.name } });
      return { ...issued, agent, space, rights };
    },
    { now },
  );
}
