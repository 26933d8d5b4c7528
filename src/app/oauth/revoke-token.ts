import type { Database } from '../../db/client.ts';
import { findKeyByHash } from '../../db/repos/api-keys.ts';
import { findAgentTokenGrant, findGrant, findRefreshToken, revokeGrant } from '../../db/repos/oauth.ts';
import { hashToken } from '../agents/agent-tokens.ts';

/**
 * RFC 7009 revocation by the client. A refresh token revokes its whole grant; an access token
 * revokes itself. Unknown tokens, or tokens of another client, change nothing and the answer is
 * the same (200), so the endpoint reveals nothing.
 */
export async function revokeOAuthToken(database: Database, clientId: string, token: string, now = new Date()): Promise<void> {
  const nowIso = now.toISOString();
  const hash = hashToken(token);
  const refresh = await findRefreshToken(database.db, hash);
  if (refresh) {
    const grant = await findGrant(database.db, refresh.grant_id);
    if (grant && grant.client_id === clientId) await revokeGrant(database.db, grant.id, 'revoked by the client', nowIso);
    return;
  }
  const key = await findKeyByHash(database.db, hash);
  if (!key || key.kind !== 'agent') return;
  const link = await findAgentTokenGrant(database.db, key.id);
  const grant = link?.grant_id ? await findGrant(database.db, link.grant_id) : undefined;
  if (grant && grant.client_id === clientId) {
    await database.db.updateTable('api_keys').set({ revoked_at: nowIso }).where('id', '=', key.id).where('revoked_at', 'is', null).execute();
  }
}
