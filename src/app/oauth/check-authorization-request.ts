import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { resolveClient } from './resolve-client.ts';
import { checkCodeChallenge, checkResource, checkScope, GRANTED_SCOPE, OAuthError, redirectUriMatches } from '../../domain/oauth.ts';
import { clientDisplayName, type OAuthClient } from '../../domain/oauth-clients.ts';
import type { DB } from '../../db/schema.ts';

export interface ValidAuthorization {
  client: OAuthClient;
  clientName: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scope: string;
  resource: string | null;
}

/**
 * The three outcomes of checking an authorization request (RFC 6749 §4.1.2.1): valid; an error
 * shown to the person because the client or redirect URI cannot be trusted (never redirected);
 * or an error sent back to the (verified) redirect URI.
 */
export type AuthorizationCheck = { ok: true; value: ValidAuthorization } | { ok: false; show: string } | { ok: false; redirect: string };

const one = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

export async function checkAuthorizationRequest(db: Kysely<DB>, config: Config, query: Record<string, unknown>): Promise<AuthorizationCheck> {
  const clientId = one(query.client_id);
  if (!clientId) return { ok: false, show: 'The application did not say who it is (client_id is missing).' };
  let client: OAuthClient | null;
  try {
    client = await resolveClient(db, config, clientId);
  } catch (err) {
    if (err instanceof OAuthError) return { ok: false, show: err.message };
    throw err;
  }
  if (!client) return { ok: false, show: `The application "${clientId}" is not registered with this service.` };
  const redirectUri = one(query.redirect_uri);
  if (!redirectUri) return { ok: false, show: 'The application did not say where to return (redirect_uri is missing).' };
  if (!redirectUriMatches(client.redirect_uris, redirectUri)) {
    return { ok: false, show: `The return address ${redirectUri} is not one the application registered, so it cannot be trusted.` };
  }

  const state = one(query.state);
  const fail = (error: string, description: string) => ({ ok: false as const, redirect: redirectWith(redirectUri, { error, error_description: description, state, iss: config.baseUrl }) });
  if (one(query.response_type) !== 'code') return fail('unsupported_response_type', 'response_type must be "code".');
  const pkce = checkCodeChallenge(one(query.code_challenge), one(query.code_challenge_method));
  if (pkce) return fail(pkce.error, pkce.message);
  if (!state) return fail('invalid_request', 'state is required.');
  const scopeProblem = checkScope(one(query.scope));
  if (scopeProblem) return fail(scopeProblem.error, scopeProblem.message);
  const resource = one(query.resource);
  const resourceProblem = checkResource(config.baseUrl, resource);
  if (resourceProblem) return fail(resourceProblem.error, resourceProblem.message);

  return {
    ok: true,
    value: { client, clientName: clientDisplayName(client), redirectUri, state, codeChallenge: one(query.code_challenge)!, scope: GRANTED_SCOPE, resource: resource ?? null },
  };
}
