import type { AppContext } from '../context.ts';
import type { SearchConnectionRow } from '../../db/repos/search-connections.ts';
import type { EngineCredentials } from '../../domain/search/engines.ts';
import { refreshAccess } from '../../integrations/search/engine-a.ts';
import type { EngineHttp } from '../../integrations/search/call-engine.ts';
import { openCredentials, sealCredentials } from './credentials.ts';

type EngineACreds = Extract<EngineCredentials, { engine: 'engine_a' }>;

/**
 * A working engine_a access token for the connection: the stored one while it lasts, else a
 * new one from the refresh token. `sealed` is the credentials to store when they changed
 * (new access token, or sealed again with the current key after a rotation), else null.
 */
export async function engineAAccess(ctx: AppContext, row: SearchConnectionRow, http: EngineHttp, now: Date, opts: { forceRefresh?: boolean } = {}): Promise<{ accessToken: string; sealed: string | null; refreshed: boolean }> {
  const { creds, stale } = openCredentials(ctx.config, row);
  const a = creds as EngineACreds;
  if (!opts.forceRefresh && a.access_token && a.access_expires_at && Date.parse(a.access_expires_at) > now.getTime()) {
    return { accessToken: a.access_token, sealed: stale ? sealCredentials(ctx.config, row.id, a) : null, refreshed: false };
  }
  const fresh = await refreshAccess(ctx.config.search.engineA, http, a.refresh_token, now);
  // The engine may rotate the refresh token; keep the old one when it does not send a new one.
  const next: EngineACreds = { engine: 'engine_a', refresh_token: fresh.refresh_token ?? a.refresh_token, access_token: fresh.access_token, access_expires_at: fresh.access_expires_at };
  return { accessToken: fresh.access_token, sealed: sealCredentials(ctx.config, row.id, next), refreshed: true };
}
