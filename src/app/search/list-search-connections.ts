import type { Kysely } from 'kysely';
import { listSearchConnections } from '../../db/repos/search-connections.ts';
import type { DB } from '../../db/schema.ts';
import { SEARCH_ENGINES } from '../../domain/search/engines.ts';
import { connectionView, type ConnectionView } from './connection-view.ts';

/** Both engines' connection state for the dashboard (connected or not), never credentials. */
export async function listSearchConnectionViews(db: Kysely<DB>, spaceId: string): Promise<ConnectionView[]> {
  const rows = await listSearchConnections(db, spaceId);
  return SEARCH_ENGINES.map((engine) => connectionView(engine, rows.find((r) => r.engine === engine)));
}
