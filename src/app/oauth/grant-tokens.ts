import type { Kysely } from 'kysely';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../domain/oauth.ts';
import type { GrantRights } from '../../domain/grants.ts';
import { PERMISSIONS } from '../../domain/permissions.ts';
import type { AgentRow } from '../../db/repos/agents.ts';
import { insertRefreshToken, type OAuthGrantRow } from '../../db/repos/oauth.ts';
import type { DB } from '../../db/schema.ts';
import { hashToken, issueAgentToken, newSecret } from '../agents/agent-tokens.ts';

/** RFC 6749 §5.1 token response, plus the space the agent token belongs to. */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
  space: string;
}

/**
 * Issues one access token (an agent token `svc_agt_…` living one hour) and one refresh token
 * (30 days, single use: each refresh rotates it) under a grant. `scope` says what the token
 * carries now: the agent's permissions within its approver's role and the consent's narrowing
 * (checked again at every request, so it can only shrink).
 */
export async function issueGrantTokens(db: Kysely<DB>, agent: AgentRow, grant: OAuthGrantRow, rights: GrantRights, now: Date): Promise<TokenResponse> {
  const nowIso = now.toISOString();
  const { token } = await issueAgentToken(db, agent, {
    now: nowIso,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString(),
    grantId: grant.id,
    createdBy: agent.created_by,
  });
  const refresh = newSecret('svc_rft_');
  await insertRefreshToken(db, {
    token_hash: hashToken(refresh),
    grant_id: grant.id,
    created_at: nowIso,
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
    used_at: null,
  });
  return { access_token: token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, refresh_token: refresh, scope: PERMISSIONS.filter((p) => rights.can.has(p)).join(' '), space: agent.space_id };
}
