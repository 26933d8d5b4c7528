import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { buildReport, DIMENSIONS, reportWindow, TOP, type AnalyticsReport, type Dimension, type RollupRow } from '../../domain/analytics/report.ts';
import { sqlAnalyticsStore, type AnalyticsStore } from './store.ts';

/**
 * SPEC "Analytics": the report over the last `days` days (today included, UTC), read from
 * rollups only. Needs `read_drafts`, as SPEC says. `days` is checked by the adapters' schemas
 * and again here, for callers that build the input by hand.
 */
export async function readAnalytics(db: Kysely<DB>, actor: Actor, input: { days: number; now: Date }, store: AnalyticsStore = sqlAnalyticsStore): Promise<AnalyticsReport> {
  requirePermission(actor, 'read_drafts', 'read analytics');
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > 365) {
    throw appError('invalid_parameter', '`days` must be a whole number from 1 to 365.', { details: { parameters: { days: 'a whole number from 1 to 365' } } });
  }
  const window = reportWindow(input.days, input.now);
  const rows: Partial<Record<Dimension, RollupRow[]>> = {};
  for (const d of DIMENSIONS) {
    const crawler = d === 'crawler' || d === 'crawler_page';
    // Every bot is read (to sum visits per purpose); the list is cut to the top 10 afterwards.
    rows[d] = await store.sum(db, actor.spaceId, d, window, { limit: d === 'crawler' ? null : TOP, orderBy: crawler ? 'views' : 'visitors' });
  }
  return buildReport(input.days, window, rows);
}
