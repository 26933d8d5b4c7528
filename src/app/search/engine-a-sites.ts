import type { Kysely } from 'kysely';
import type { AppContext } from '../context.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { findSearchConnection, updateSearchConnection, type SearchConnectionRow } from '../../db/repos/search-connections.ts';
import { deleteAllDays } from '../../db/repos/search-days.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { appError, validationFailed } from '../../domain/errors.ts';
import { EngineError } from '../../integrations/search/call-engine.ts';
import { listSites } from '../../integrations/search/engine-a.ts';
import { engineHttp } from './credentials.ts';
import { engineAAccess } from './engine-a-access.ts';
import { SecretBoxError } from './secret-box.ts';
import { searchSyncRequested } from './sync-signal.ts';

export interface EngineASite {
  site_url: string;
  permission_level: string;
}

async function connectionOf(db: Kysely<DB>, actor: Actor): Promise<SearchConnectionRow> {
  const row = await findSearchConnection(db, actor.spaceId, 'engine_a');
  if (!row) {
    throw appError('not_found', 'engine_a is not connected to this space.', { fix: 'Connect it first: POST /integrations/spaces/{space_id}/engine_a/authorize and follow the authorize_url.' });
  }
  return row;
}

/**
 * The engine_a properties the connected person can read. The access token is refreshed when it
 * has expired, and also when the engine refuses a stored one before its expiry (revoked, or the
 * engine's clock differs): one refresh and one more try, as the sync does, before telling the
 * owner to connect again.
 */
export async function listEngineASites(ctx: AppContext, actor: Actor, now = new Date()): Promise<EngineASite[]> {
  const row = await connectionOf(ctx.database.db, actor);
  const http = engineHttp(ctx.config);
  const store = async (sealed: string | null) => {
    if (sealed) await runUnitOfWork(ctx.database, actor, (uow) => updateSearchConnection(uow.trx, row.id, { credentials: sealed, updated_at: uow.now }));
  };
  try {
    let access = await engineAAccess(ctx, row, http, now);
    await store(access.sealed);
    try {
      return await listSites(ctx.config.search.engineA, http, access.accessToken);
    } catch (err) {
      if (!(err instanceof EngineError) || err.kind !== 'auth' || access.refreshed) throw err;
      access = await engineAAccess(ctx, row, http, now, { forceRefresh: true });
      await store(access.sealed);
      return await listSites(ctx.config.search.engineA, http, access.accessToken);
    }
  } catch (err) {
    if (err instanceof EngineError || err instanceof SecretBoxError) {
      throw appError('integration_unavailable', `The sites could not be listed: ${err.message}.`, {
        fix: err instanceof EngineError && err.kind === 'auth' ? 'Access was withdrawn at engine_a: connect engine_a again.' : 'Try again in a moment; if it persists, disconnect and connect engine_a again.',
      });
    }
    throw err;
  }
}

/**
 * Picks the property engine_a syncs (one of the person's sites). Picking another site drops
 * what was stored for the old one; the sync (a 16-month backfill) is due at once.
 */
export async function pickEngineASite(ctx: AppContext, actor: Actor, input: { site_url: string }, now = new Date()): Promise<void> {
  const sites = await listEngineASites(ctx, actor, now);
  const site = sites.find((s) => s.site_url === input.site_url);
  if (!site || site.permission_level === 'siteUnverifiedUser') {
    throw validationFailed(
      { site_url: `one of the sites you can read at engine_a: ${sites.filter((s) => s.permission_level !== 'siteUnverifiedUser').map((s) => s.site_url).join(', ') || 'none (verify your site at engine_a first)'}` },
      'That site is not one you can read at engine_a.',
    );
  }
  await runUnitOfWork(ctx.database, actor, async (uow) => {
    const row = await connectionOf(uow.trx, actor);
    await updateSearchConnection(uow.trx, row.id, {
      site_url: site.site_url,
      updated_at: uow.now,
      ...(row.site_url === site.site_url ? { next_sync_at: uow.now } : { next_sync_at: uow.now, synced_at: null, synced_through: null, last_error: null, failures: 0 }),
    });
    if (row.site_url !== site.site_url) await deleteAllDays(uow.trx, row.id);
    uow.record({ action: 'search_engine.site_picked', resourceType: 'search_connection', resourceId: 'engine_a', details: { engine: 'engine_a', site_url: site.site_url } });
    uow.afterCommit(() => searchSyncRequested(ctx.database));
  });
}
