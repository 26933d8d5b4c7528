import type { Database } from '../../db/client.ts';
import { checkResource, checkScope, oauthError } from '../../domain/oauth.ts';
import { findAgent } from '../../db/repos/agents.ts';
import { claimRefreshToken, findGrant, findRefreshToken } from '../../db/repos/oauth.ts';
import { revokeGrantFamily } from './revoke-grant.ts';
import { agentActor, hashToken } from '../agents/agent-tokens.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { agentRightsNow, storedNarrowing } from '../agents/agent-rights.ts';
import { issueGrantTokens, type TokenResponse } from './grant-tokens.ts';

export interface RefreshInput {
  client_id: string;
  refresh_token?: string;
  scope?: string;
  resource?: string;
}

const invalidGrant = (why: string) => oauthError('invalid_grant', why);

/**
 * The refresh_token grant with rotation (OAuth 2.1 §4.3.1): each refresh token works once and
 * is replaced by a new one. Presenting a rotated one again means two parties hold the family,
 * so the whole grant — every access and refresh token of it — is revoked. A refresh works only
 * while the person who approved the grant is still a member of the space.
 */
export async function refreshGrant(database: Database, baseUrl: string, input: RefreshInput, now = new Date()): Promise<TokenResponse> {
  if (!input.refresh_token) throw oauthError('invalid_request', 'refresh_token is required.');
  const scopeProblem = checkScope(input.scope) ?? checkResource(baseUrl, input.resource);
  if (scopeProblem) throw scopeProblem;
  const nowIso = now.toISOString();
  const tokenHash = hashToken(input.refresh_token);
  const token = await findRefreshToken(database.db, tokenHash);
  const grant = token ? await findGrant(database.db, token.grant_id) : undefined;
  if (!token || !grant || grant.client_id !== input.client_id) throw invalidGrant('The refresh token is not valid for this client.');
  if (grant.revoked_at) throw invalidGrant('This authorization was revoked. Authorize again.');
  if (token.used_at) {
    await revokeGrantFamily(database, grant, 'refresh token reused', now);
    throw invalidGrant('The refresh token was already used; every token of this authorization is now revoked. Authorize again.');
  }
  if (token.expires_at <= nowIso) throw invalidGrant('The refresh token expired. Authorize again.');
  const agent = await findAgent(database.db, grant.space_id, grant.agent_id);
  if (!agent || agent.revoked_at) throw invalidGrant('The agent of this authorization was revoked. Authorize again.');
  // A refresh never outlives the approver's access: it carries what they may do now.
  const rights = await agentRightsNow(database.db, agent.user_id, agent.space_id, storedNarrowing(grant));
  if (!rights) throw invalidGrant('The person who approved this authorization no longer has access to the space. Ask a member to authorize again.');

  const result = await runUnitOfWork(
    database,
    agentActor(agent),
    async (uow) => ((await claimRefreshToken(uow.trx, tokenHash, uow.now)) ? issueGrantTokens(uow.trx, agent, grant, rights, now) : null),
    { now },
  );
  if (!result) {
    await revokeGrantFamily(database, grant, 'refresh token reused', now);
    throw invalidGrant('The refresh token was already used; every token of this authorization is now revoked. Authorize again.');
  }
  return result;
}
