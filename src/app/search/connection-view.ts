import type { SearchConnectionRow } from '../../db/repos/search-connections.ts';
import type { SearchEngine } from '../../domain/search/engines.ts';

/** What the dashboard and the report may show of a connection: never its credentials. */
export interface ConnectionView {
  engine: SearchEngine;
  connected: boolean;
  site_url: string | null;
  synced_at: string | null;
  last_error: string | null;
}

export function connectionView(engine: SearchEngine, row: SearchConnectionRow | undefined): ConnectionView {
  if (!row) return { engine, connected: false, site_url: null, synced_at: null, last_error: null };
  return { engine, connected: true, site_url: row.site_url, synced_at: row.synced_at, last_error: row.last_error };
}
