import type { Kysely } from 'kysely';
import { listSearchConnections } from '../../db/repos/search-connections.ts';
import { bucketsByEngine, pageSumsByEngine, topBreakdown, topKeys, totalsByDay, totalsByEngine, type SummedRow, type Window } from '../../db/repos/search-days.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { addDays } from '../../domain/search/days.ts';
import { coverageOf, REPORT_TOP, reportParams, searchFigures, type Breakdown, type ReportInput } from '../../domain/search/report.ts';
import type { SearchEngine } from '../../domain/search/engines.ts';
import { historyStart } from '../../domain/search/sync-plan.ts';

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

export interface Coverage {
  granularity: 'day' | 'week';
  from: string | null;
  to: string | null;
  partial: boolean;
}

export interface BreakdownRow {
  engine: SearchEngine;
  value: string;
  page: string | null;
  days: number;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number | null;
}

export interface SearchQueriesReport {
  days: number;
  since: string;
  until: string;
  connections: Array<{ engine: SearchEngine; site_url: string | null; synced_at: string | null; last_error: string | null }>;
  totals: Partial<Record<SearchEngine, SearchTotals>>;
  coverage: Partial<Record<SearchEngine, Coverage>>;
  queries: SearchRow[];
  pages: SearchRow[];
  breakdown?: { by: Breakdown; rows: BreakdownRow[]; not_offered_by: SearchEngine[] };
}

/** Which engines report each breakdown: engine_b's API has no country, device or appearance. */
const OFFERED: Record<Breakdown, readonly SearchEngine[]> = {
  country: ['engine_a'],
  device: ['engine_a'],
  appearance: ['engine_a'],
  query_page: ['engine_a', 'engine_b'],
  trend: ['engine_a', 'engine_b'],
};
/** Trend rows at most: one a day per engine over the 16 months kept. */
const TREND_MAX = 1000;

const row = (kind: 'query' | 'page', r: SummedRow): SearchRow => ({
  engine: r.engine,
  query: kind === 'query' ? r.key : null,
  page: kind === 'page' ? r.key : null,
  clicks: r.clicks,
  impressions: r.impressions,
  ...searchFigures(r.clicks, r.impressions, r.position_sum),
});

async function breakdownRows(db: Kysely<DB>, by: Breakdown, spaceId: string, engines: SearchEngine[], w: Window): Promise<BreakdownRow[]> {
  if (engines.length === 0) return [];
  if (by === 'trend') {
    return (await totalsByDay(db, spaceId, engines, w)).slice(0, TREND_MAX).map((r) => ({
      engine: r.engine,
      value: r.date,
      page: null,
      days: r.span,
      clicks: r.clicks,
      impressions: r.impressions,
      ...searchFigures(r.clicks, r.impressions, r.position_sum),
    }));
  }
  return (await topBreakdown(db, by, spaceId, engines, w, REPORT_TOP)).map((r) => ({
    engine: r.engine,
    value: r.key,
    page: by === 'query_page' ? (r.page ?? null) : null,
    days: 1,
    clicks: r.clicks,
    impressions: r.impressions,
    ...searchFigures(r.clicks, r.impressions, r.position_sum),
  }));
}

/**
 * SPEC "Search queries": the space's top queries and pages from the connected engines over the
 * last `days` days (today included), with totals per connected engine; as extensions, any
 * window of the history kept (`from`/`to`), a breakdown, and what each engine's figures cover
 * (engine_b's come in weeks). Sums of stored rows, so any window costs the same. Empty until
 * an owner connects an engine.
 */
export async function readSearchQueries(db: Kysely<DB>, actor: Actor, input: ReportInput, now = new Date()): Promise<SearchQueriesReport> {
  requirePermission(actor, 'read_drafts', 'read search queries');
  const { engines, days, since, until, breakdown } = reportParams(input, now, historyStart(now));
  const w = { since, until };
  const connected = (await listSearchConnections(db, actor.spaceId)).filter((c) => engines.includes(c.engine));
  const report: SearchQueriesReport = {
    days,
    since,
    until,
    connections: connected.map((c) => ({ engine: c.engine, site_url: c.site_url, synced_at: c.synced_at, last_error: c.last_error })),
    totals: {},
    coverage: {},
    queries: [],
    pages: [],
  };
  const live = connected.map((c) => c.engine);
  if (breakdown) report.breakdown = { by: breakdown, rows: [], not_offered_by: live.filter((e) => !OFFERED[breakdown].includes(e)) };
  if (live.length === 0) return report;
  const [sums, pageSums, buckets] = await Promise.all([totalsByEngine(db, actor.spaceId, live, w), pageSumsByEngine(db, actor.spaceId, live, w), bucketsByEngine(db, actor.spaceId, live, w)]);
  for (const engine of live) {
    const t = sums.find((s) => s.engine === engine) ?? { clicks: 0, impressions: 0, position_sum: 0 };
    const figures = searchFigures(t.clicks, t.impressions, t.position_sum);
    // engine_b's daily traffic has no position: its page rows' position over the weeks counted.
    if (figures.position === null && t.impressions > 0) {
      const p = pageSums.find((s) => s.engine === engine);
      if (p) figures.position = searchFigures(p.clicks, p.impressions, p.position_sum).position;
    }
    report.totals[engine] = { clicks: t.clicks, impressions: t.impressions, ...figures };
    const mine = buckets.filter((b) => b.engine === engine);
    const span = Math.max(1, ...mine.map((b) => b.span));
    report.coverage[engine] = { granularity: span > 1 ? 'week' : 'day', ...coverageOf(mine.map((b) => ({ first: b.first, last: addDays(b.last, b.span - 1) })), since, until) };
  }
  report.queries = (await topKeys(db, 'query', actor.spaceId, live, w, REPORT_TOP)).map((r) => row('query', r));
  report.pages = (await topKeys(db, 'page', actor.spaceId, live, w, REPORT_TOP)).map((r) => row('page', r));
  if (breakdown && report.breakdown) report.breakdown.rows = await breakdownRows(db, breakdown, actor.spaceId, live.filter((e) => OFFERED[breakdown].includes(e)), w);
  return report;
}
