import type { Database } from '../../db/client.ts';
import { checkResource, oauthError, pkceMatches } from '../../domain/oauth.ts';
import { findOAuthAgent } from '../../db/repos/agents.ts';
import { burnCode, claimCode, findCode, findGrant, insertGrant, type OAuthCodeRow } from '../../db/repos/oauth.ts';
import { revokeGrantFamily } from './revoke-grant.ts';
import { findUserEmail } from '../../db/repos/sessions.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { agentActor, hashToken, insertAgent, newAgent } from '../agents/agent-tokens.ts';
import { newId } from '../ids.ts';
import { agentRightsNow, storedNarrowing } from '../agents/agent-rights.ts';
import { issueGrantTokens, type TokenResponse } from './grant-tokens.ts';

export interface CodeExchange {
  client_id: string;
  code?: string;
  redirect_uri?: string;
  code_verifier?: string;
  resource?: string;
}

class CodeRaced extends Error {}

const invalidGrant = (why: string) => oauthError('invalid_grant', why);

/**
 * The authorization_code grant (RFC 6749 §4.1.3 with PKCE, RFC 7636 §4.6). A code works once,
 * for 60 seconds, for the client, redirect URI and verifier it was issued for. A code presented
 * again revokes everything issued from it (RFC 6749 §4.1.2): whoever holds it now may not be
 * whoever redeemed it.
 */
export async function exchangeCode(database: Database, baseUrl: string, input: CodeExchange, now = new Date()): Promise<TokenResponse> {
  if (!input.code) throw oauthError('invalid_request', 'code is required.');
  if (!input.redirect_uri) throw oauthError('invalid_request', 'redirect_uri is required: the same one sent to the authorization endpoint.');
  if (!input.code_verifier) throw oauthError('invalid_request', 'code_verifier is required (PKCE).');
  const codeHash = hashToken(input.code);
  const code = await findCode(database.db, codeHash);
  if (!code || code.client_id !== input.client_id) throw invalidGrant('The authorization code is not valid for this client.');
  if (code.used_at) {
    await revokeIssuedFrom(database, code.grant_id, now);
    throw invalidGrant('The authorization code was already used; the tokens issued from it are revoked. Start the authorization again.');
  }
  if (code.expires_at <= now.toISOString()) throw invalidGrant('The authorization code expired (codes live 60 seconds). Start the authorization again.');
  if (code.redirect_uri !== input.redirect_uri) throw invalidGrant('redirect_uri does not match the one the code was issued for.');
  if (!pkceMatches(input.code_verifier, code.code_challenge)) {
    // A wrong verifier may be someone who intercepted the code guessing: the code is spent, so
    // no later guess (nor the real client) can redeem it (RFC 6749 §4.1.2, RFC 7636 §4.6).
    await burnCode(database.db, codeHash, now.toISOString());
    throw invalidGrant('code_verifier does not match the code_challenge (PKCE S256); the authorization code is used up. Start the authorization again.');
  }
  const resourceProblem = checkResource(baseUrl, input.resource);
  if (resourceProblem) throw resourceProblem;
  if (input.resource && code.resource && input.resource.replace(/\/+$/, '') !== code.resource.replace(/\/+$/, '')) {
    throw oauthError('invalid_target', `resource must be the one authorized: ${code.resource}.`);
  }

  try {
    return await redeem(database, code, codeHash, now);
  } catch (err) {
    if (!(err instanceof CodeRaced)) throw err;
    const winner = await findCode(database.db, codeHash);
    await revokeIssuedFrom(database, winner?.grant_id ?? null, now);
    throw invalidGrant('The authorization code was already used; the tokens issued from it are revoked.');
  }
}

async function revokeIssuedFrom(database: Database, grantId: string | null, now: Date): Promise<void> {
  const grant = grantId ? await findGrant(database.db, grantId) : undefined;
  if (grant && !grant.revoked_at) await revokeGrantFamily(database, grant, 'authorization code reused', now);
}

async function redeem(database: Database, code: OAuthCodeRow, codeHash: string, now: Date): Promise<TokenResponse> {
  const rights = await agentRightsNow(database.db, code.user_id, code.space_id, storedNarrowing(code));
  if (!rights) throw invalidGrant('The person who approved this authorization no longer has access to the space.');
  const existing = await findOAuthAgent(database.db, code.space_id, code.client_id, code.user_id);
  const email = await findUserEmail(database.db, code.user_id);
  const agent =
    existing ??
    newAgent({
      space_id: code.space_id,
      name: code.client_name,
      via: 'oauth',
      invite_id: null,
      oauth_client_id: code.client_id,
      user_id: code.user_id,
      created_at: now.toISOString(),
      created_by: email,
    });
  return runUnitOfWork(
    database,
    agentActor(agent),
    async (uow) => {
      const grant = {
        id: newId(),
        space_id: code.space_id,
        agent_id: agent.id,
        client_id: code.client_id,
        user_id: code.user_id,
        scope: code.scope,
        resource: code.resource,
        created_at: uow.now,
        revoked_at: null,
        revoked_reason: null,
        read_only: code.read_only,
        write_types: code.write_types,
      };
      if (!(await claimCode(uow.trx, codeHash, grant.id, uow.now))) throw new CodeRaced();
      if (!existing) {
        await insertAgent(uow.trx, agent);
        uow.record({ action: 'agent.joined', resourceType: 'agent', resourceId: agent.id, details: { via: 'oauth', client_id: code.client_id, name: agent.name } });
      }
      await insertGrant(uow.trx, grant);
      uow.record({
        action: 'agent.authorized',
        resourceType: 'agent',
        resourceId: agent.id,
        details: { client_id: code.client_id, authorized_by: email, read_only: code.read_only === 1, write_types: storedNarrowing(code).writeTypes },
      });
      return issueGrantTokens(uow.trx, agent, grant, rights, now);
    },
    { now },
  );
}
