import { addDays, dayOf } from './days.ts';

/** A new connection fetches this many days back (the longest report window). */
export const BACKFILL_DAYS = 90;
/** The engines revise their last days for a while; every sync fetches these again. */
export const REFETCH_DAYS = 3;
/** Good syncs repeat daily. */
export const SYNC_EVERY_MS = 24 * 3_600_000;
/** Stored days older than this are dropped (reports reach back 90 days at most). */
export const KEEP_DAYS = BACKFILL_DAYS + 7;

/**
 * The days one sync fetches: everything since `syncedThrough` minus the days the engine may
 * still revise, never more than the backfill window, up to today (engine_a's `dataState: all`
 * includes today's fresh data).
 */
export function syncRange(now: Date, syncedThrough: string | null): { start: string; end: string } {
  const end = dayOf(now);
  const earliest = addDays(end, -(BACKFILL_DAYS - 1));
  if (!syncedThrough) return { start: earliest, end };
  const again = addDays(syncedThrough, -REFETCH_DAYS);
  return { start: again < earliest ? earliest : again > end ? end : again, end };
}

/** When a failed sync is tried again: 5 min, 10, 20, … up to 6 h, or what the engine asked for. */
export function retryAt(now: Date, failures: number, retryAfterMs: number | null = null): string {
  const backoff = Math.min(5 * 60_000 * 2 ** Math.max(0, failures - 1), 6 * 3_600_000);
  return new Date(now.getTime() + Math.max(backoff, retryAfterMs ?? 0)).toISOString();
}

export function nextDailySync(now: Date): string {
  return new Date(now.getTime() + SYNC_EVERY_MS).toISOString();
}
