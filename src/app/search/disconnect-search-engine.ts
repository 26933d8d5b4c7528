import type { UnitOfWork } from '../unit-of-work.ts';
import { deleteSearchConnection, findSearchConnection } from '../../db/repos/search-connections.ts';
import type { SearchEngine } from '../../domain/search/engines.ts';

/**
 * Disconnects an engine: its sealed credentials and every stored day go with the row, so the
 * report is empty for it again. Disconnecting what is not connected changes nothing.
 */
export async function disconnectSearchEngine(uow: UnitOfWork, engine: SearchEngine): Promise<void> {
  const row = await findSearchConnection(uow.trx, uow.actor.spaceId, engine);
  if (!row) return;
  await deleteSearchConnection(uow.trx, row.id);
  uow.record({ action: 'search_engine.disconnected', resourceType: 'search_connection', resourceId: engine, details: { engine, site_url: row.site_url } });
}
