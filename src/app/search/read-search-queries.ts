import type { Kysely } from 'kysely';
import { listSearchConnections } from '../../db/repos/search-connections.ts';
import { topKeys, totalsByEngine, type SummedRow } from '../../db/repos/search-days.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { REPORT_TOP, reportParams, reportSince, searchFigures } from '../../domain/search/report.ts';
import type { SearchEngine } from '../../domain/search/engines.ts';

export interface SearchRow {
  engine: SearchEngine;
  query: string | null;
  page: string | null;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number | null;
}

export interface SearchTotals {
  clicks: number;
  impressions: number;
  ctr: number;
  position: number | null;
}

export interface SearchQueriesReport {
  days: number;
  since: string;
  connections: Array<{ engine: SearchEngine; site_url: string | null; synced_at: string | null; last_error: string | null }>;
  totals: Partial<Record<SearchEngine, SearchTotals>>;
  queries: SearchRow[];
  pages: SearchRow[];
}

const row = (kind: 'query' | 'page', r: SummedRow): SearchRow => ({
  engine: r.engine,
  query: kind === 'query' ? r.key : null,
  page: kind === 'page' ? r.key : null,
  clicks: r.clicks,
  impressions: r.impressions,
  ...searchFigures(r.clicks, r.impressions, r.position_sum),
});

/**
 * SPEC "Search queries": the space's top queries and pages from the connected engines over the
 * last `days` days (today included), with totals per connected engine. Sums of stored days,
 * so any window costs the same. Empty until an owner connects an engine.
 */
export async function readSearchQueries(db: Kysely<DB>, actor: Actor, input: { engine?: unknown; days?: unknown }, now = new Date()): Promise<SearchQueriesReport> {
  requirePermission(actor, 'read_drafts', 'read search queries');
  const { engines, days } = reportParams(input);
  const since = reportSince(now, days);
  const connected = (await listSearchConnections(db, actor.spaceId)).filter((c) => engines.includes(c.engine));
  const report: SearchQueriesReport = {
    days,
    since,
    connections: connected.map((c) => ({ engine: c.engine, site_url: c.site_url, synced_at: c.synced_at, last_error: c.last_error })),
    totals: {},
    queries: [],
    pages: [],
  };
  const live = connected.map((c) => c.engine);
  if (live.length === 0) return report;
  const sums = await totalsByEngine(db, actor.spaceId, live, since);
  for (const engine of live) {
    const t = sums.find((s) => s.engine === engine) ?? { clicks: 0, impressions: 0, position_sum: 0 };
    report.totals[engine] = { clicks: t.clicks, impressions: t.impressions, ...searchFigures(t.clicks, t.impressions, t.position_sum) };
  }
  report.queries = (await topKeys(db, 'query', actor.spaceId, live, since, REPORT_TOP)).map((r) => row('query', r));
  report.pages = (await topKeys(db, 'page', actor.spaceId, live, since, REPORT_TOP)).map((r) => row('page', r));
  return report;
}
