import type { AppContext } from '../context.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import type { Actor } from '../../domain/actor.ts';
import { appError, validationFailed, type FieldErrors } from '../../domain/errors.ts';
import { EngineError } from '../../integrations/search/call-engine.ts';
import { queryStats } from '../../integrations/search/engine-b.ts';
import { engineHttp } from './credentials.ts';
import { saveSearchConnection } from './save-search-connection.ts';
import { requireSecretKeys } from './secret-box.ts';

export interface ConnectEngineBInput {
  api_key: string;
  site_url: string;
}

function checkInput(input: ConnectEngineBInput): void {
  const fields: FieldErrors = {};
  if (!/^[A-Za-z0-9_-]{8,200}$/.test(input.api_key.trim())) fields.api_key = 'the API key from engine_b (Settings, API access): letters and digits';
  try {
    const u = new URL(input.site_url);
    if (!/^https?:$/.test(u.protocol) || input.site_url.length > 2048) throw new Error('scheme');
  } catch {
    fields.site_url = 'the site as registered at engine_b, e.g. "https://www.example.com/"';
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/**
 * Connects engine_b with the person's API key for one of their sites. The key is tried once
 * (GetQueryStats) so a wrong key or site is refused now rather than at the first sync; then it
 * is sealed and stored, and the backfill is due at once. Connecting again replaces it.
 */
export async function connectEngineB(ctx: AppContext, actor: Actor, input: ConnectEngineBInput): Promise<void> {
  requireSecretKeys(ctx.config.secretKeys);
  checkInput(input);
  const apiKey = input.api_key.trim();
  try {
    await queryStats(ctx.config.search.engineB, engineHttp(ctx.config), input.site_url, apiKey);
  } catch (err) {
    if (!(err instanceof EngineError)) throw err;
    if (err.kind === 'unavailable' || err.kind === 'quota') {
      throw appError('integration_unavailable', `engine_b could not check the key: ${err.message}.`, { fix: 'Try again in a moment; nothing was saved.' });
    }
    throw validationFailed({ api_key: `a key engine_b accepts for site_url (${err.message})`, site_url: 'a site verified at engine_b for this key' }, 'engine_b refused this key or site.');
  }
  await runUnitOfWork(ctx.database, actor, (uow) => saveSearchConnection(uow, ctx, { engine: 'engine_b', api_key: apiKey }, input.site_url));
}
