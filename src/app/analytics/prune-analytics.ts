import { deleteSaltsCreatedBefore } from '../../db/repos/analytics.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { addDays, dayOf } from '../../domain/analytics/report.ts';
import { sqlAnalyticsStore, type AnalyticsStore } from './store.ts';

export interface PruneResult {
  salts: number;
  events: number;
  counting_rows: number;
}

/**
 * The analytics clean-up the worker runs every hour: salts older than 48 hours (after which
 * yesterday's hashes can no longer be recomputed by anyone), the once-a-day counting rows of
 * days before yesterday, and raw events past the retention. Rollups stay.
 */
export async function pruneAnalytics(uow: UnitOfWork, input: { now: Date; retentionDays: number }, store: AnalyticsStore = sqlAnalyticsStore): Promise<PruneResult> {
  const db = uow.trx;
  const salts = await deleteSaltsCreatedBefore(db, new Date(input.now.getTime() - 48 * 3_600_000).toISOString());
  const r = await store.prune(db, {
    eventsBefore: new Date(input.now.getTime() - input.retentionDays * 86_400_000).toISOString(),
    countingRowsBefore: addDays(dayOf(input.now), -1),
  });
  return { salts, ...r };
}
