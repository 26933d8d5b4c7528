import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { pkcePair, sessionFingerprint, signState, STATE_TTL_MS } from '../../domain/search/oauth-state.ts';
import { authorizationUrl } from '../../integrations/search/engine-a.ts';
import { requireSecretKeys } from './secret-box.ts';

/** Where engine_a sends the person back after they agree (registered with the OAuth client). */
export function engineACallbackUrl(baseUrl: string): string {
  return `${baseUrl}/integrations/engine_a/callback`;
}

export function requireEngineAClient(ctx: AppContext): void {
  const a = ctx.config.search.engineA;
  if (!a.clientId || !a.clientSecret) {
    throw appError('integration_unavailable', 'engine_a cannot be connected: this server has no OAuth client for it.', {
      fix: 'The operator sets TESSERA_ENGINE_A_CLIENT_ID and TESSERA_ENGINE_A_CLIENT_SECRET (an OAuth web client whose redirect URI is {base_url}/integrations/engine_a/callback); see docs/search-queries.md.',
    });
  }
}

/**
 * Step one of connecting engine_a (owners, in the dashboard): the URL of the engine's consent
 * screen, asking for the read-only scope and offline access, with a signed short-lived state
 * bound to this space, person and session, and a PKCE challenge.
 */
export function startEngineAAuthorization(ctx: AppContext, actor: Actor, p: { sessionId: string; now: Date }): { authorize_url: string } {
  requireSecretKeys(ctx.config.secretKeys);
  requireEngineAClient(ctx);
  const key = ctx.config.secretKeys[0];
  const nonce = randomBytes(16).toString('base64url');
  const state = signState(key, { space: actor.spaceId, user: actor.id ?? '', session: sessionFingerprint(p.sessionId), expires: p.now.getTime() + STATE_TTL_MS, nonce });
  const { challenge } = pkcePair(key, nonce);
  return { authorize_url: authorizationUrl(ctx.config.search.engineA, { redirectUri: engineACallbackUrl(ctx.config.baseUrl), state, challenge }) };
}
