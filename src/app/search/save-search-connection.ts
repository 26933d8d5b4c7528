import type { AppContext } from '../context.ts';
import { newId } from '../ids.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { deleteSearchConnection, findSearchConnection, insertSearchConnection } from '../../db/repos/search-connections.ts';
import type { EngineCredentials } from '../../domain/search/engines.ts';
import { sealCredentials } from './credentials.ts';
import { searchSyncRequested } from './sync-signal.ts';

/**
 * The write both ways of connecting an engine end in. Connecting again (perhaps as another
 * account) starts over: the old connection, its site and its days go. With a site known the
 * first sync is due at once; without one (engine_a before a site is picked) none is scheduled.
 */
export async function saveSearchConnection(uow: UnitOfWork, ctx: AppContext, creds: EngineCredentials, siteUrl: string | null): Promise<void> {
  const { engine } = creds;
  const old = await findSearchConnection(uow.trx, uow.actor.spaceId, engine);
  if (old) await deleteSearchConnection(uow.trx, old.id);
  const id = newId();
  await insertSearchConnection(uow.trx, {
    id,
    space_id: uow.actor.spaceId,
    engine,
    site_url: siteUrl,
    credentials: sealCredentials(ctx.config, id, creds),
    connected_by: uow.actor.id,
    created_at: uow.now,
    updated_at: uow.now,
    synced_at: null,
    synced_through: null,
    last_error: null,
    failures: 0,
    next_sync_at: siteUrl === null ? null : uow.now,
    claimed_until: null,
    claim_token: null,
  });
  uow.record({ action: 'search_engine.connected', resourceType: 'search_connection', resourceId: engine, details: siteUrl === null ? { engine } : { engine, site_url: siteUrl } });
  if (siteUrl !== null) uow.afterCommit(() => searchSyncRequested(ctx.database));
}
