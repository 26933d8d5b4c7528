import type { AppContext } from '../context.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { appError } from '../../domain/errors.ts';
import { pkcePair, sessionFingerprint, verifyState } from '../../domain/search/oauth-state.ts';
import { EngineError } from '../../integrations/search/call-engine.ts';
import { exchangeCode } from '../../integrations/search/engine-a.ts';
import { engineHttp } from './credentials.ts';
import { ownerActor, type Person } from './owner-actor.ts';
import { saveSearchConnection } from './save-search-connection.ts';
import { requireSecretKeys } from './secret-box.ts';
import { engineACallbackUrl, requireEngineAClient } from './start-engine-a-authorization.ts';

export interface CallbackInput {
  person: Person;
  sessionId: string;
  state: string | undefined;
  code: string | undefined;
  /** What the engine sent instead of a code (`access_denied` when the person declined). */
  error: string | undefined;
  now: Date;
}

/**
 * Step two of connecting engine_a: the engine sent the person back with a code. The state must
 * be ours, unexpired, and started by this person in this session; the person must still own
 * the space. The code is exchanged (with the PKCE verifier) for a refresh token, sealed and
 * stored; the person then picks one of their sites. Returns the space and, when the engine
 * refused, why (the dashboard shows it): nothing is stored then.
 */
export async function finishEngineAAuthorization(ctx: AppContext, p: CallbackInput): Promise<{ spaceId: string; error: string | null }> {
  requireSecretKeys(ctx.config.secretKeys);
  requireEngineAClient(ctx);
  const state = p.state ? verifyState(ctx.config.secretKeys, p.state, p.now) : null;
  if (!state || state.user !== p.person.id || state.session !== sessionFingerprint(p.sessionId)) {
    throw appError('invalid_parameter', 'This engine_a authorization is not valid here: it expired, or was started by someone else or in another session.', {
      fix: 'Start connecting again from the dashboard (Settings, Integrations) in this browser, and finish within 10 minutes.',
      details: { parameters: { state: 'the state of an authorization started in this session' } },
    });
  }
  const actor = await ownerActor(ctx.database.db, p.person, state.space);
  if (p.error) return { spaceId: state.space, error: p.error === 'access_denied' ? 'You declined access at engine_a; nothing was connected.' : `engine_a answered ${p.error.slice(0, 100)}; nothing was connected.` };
  if (!p.code) return { spaceId: state.space, error: 'engine_a sent no authorization code; nothing was connected.' };

  let refreshToken: string;
  let tokens;
  try {
    const { verifier } = pkcePair(ctx.config.secretKeys[0], state.nonce);
    tokens = await exchangeCode(ctx.config.search.engineA, engineHttp(ctx.config), { code: p.code, redirectUri: engineACallbackUrl(ctx.config.baseUrl), verifier, now: p.now });
    if (!tokens.refresh_token) return { spaceId: state.space, error: 'engine_a gave no refresh token, so Tessera could not sync daily. Remove Tessera from your engine_a account permissions, then connect again.' };
    refreshToken = tokens.refresh_token;
  } catch (err) {
    if (err instanceof EngineError) return { spaceId: state.space, error: `${err.message}; nothing was connected.` };
    throw err;
  }

  // Authorising again (perhaps as another account) starts over; the site is picked next.
  const creds = { engine: 'engine_a' as const, refresh_token: refreshToken, access_token: tokens.access_token, access_expires_at: tokens.access_expires_at };
  await runUnitOfWork(ctx.database, actor, (uow) => saveSearchConnection(uow, ctx, creds, null));
  return { spaceId: state.space, error: null };
}
