import type { AppContext } from '../context.ts';
import { newId } from '../ids.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { deleteSearchConnection, findSearchConnection, insertSearchConnection } from '../../db/repos/search-connections.ts';
import { appError } from '../../domain/errors.ts';
import { pkcePair, sessionFingerprint, verifyState } from '../../domain/search/oauth-state.ts';
import { EngineError } from '../../integrations/search/call-engine.ts';
import { exchangeCode } from '../../integrations/search/engine-a.ts';
import { engineHttp, sealCredentials } from './credentials.ts';
import { ownerActor, type Person } from './owner-actor.ts';
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

  await runUnitOfWork(ctx.database, actor, async (uow) => {
    // Authorising again (perhaps as another account) starts over: the old site and days go.
    const old = await findSearchConnection(uow.trx, actor.spaceId, 'engine_a');
    if (old) await deleteSearchConnection(uow.trx, old.id);
    const id = newId();
    await insertSearchConnection(uow.trx, {
      id,
      space_id: actor.spaceId,
      engine: 'engine_a',
      site_url: null,
      credentials: sealCredentials(ctx.config, id, { engine: 'engine_a', refresh_token: refreshToken, access_token: tokens.access_token, access_expires_at: tokens.access_expires_at }),
      connected_by: actor.id,
      created_at: uow.now,
      updated_at: uow.now,
      synced_at: null,
      synced_through: null,
      last_error: null,
      failures: 0,
      next_sync_at: null,
      claimed_until: null,
      claim_token: null,
    });
    uow.record({ action: 'search_engine.connected', resourceType: 'search_connection', resourceId: 'engine_a', details: { engine: 'engine_a' } });
  });
  return { spaceId: state.space, error: null };
}
