import { addDays, addMonths, dayOf } from './days.ts';

/** engine_a keeps 16 months of history; a new connection fetches all of it, and that much is kept. */
export const HISTORY_MONTHS = 16;
/** The engines revise their last days for a while; every sync fetches these again. */
export const REFETCH_DAYS = 3;
/** Good syncs repeat daily. */
export const SYNC_EVERY_MS = 24 * 3_600_000;
/**
 * A backfill asks engine_a for this many days at a time: each answer stays well under the rows
 * read per query (the engine's 50,000 rows a day per type mean 30 days can reach 1.5 M rows,
 * paged at 25,000), and each window is written before the next is asked for.
 */
export const WINDOW_DAYS = 30;

/** The first day of the history kept: the same day 16 months ago. */
export function historyStart(now: Date): string {
  return addMonths(dayOf(now), -HISTORY_MONTHS);
}

/**
 * The days one sync fetches: everything since `syncedThrough` minus the days the engine may
 * still revise, never more than the history kept, up to today (engine_a's `dataState: all`
 * includes today's fresh data).
 */
export function syncRange(now: Date, syncedThrough: string | null): { start: string; end: string } {
  const end = dayOf(now);
  const earliest = historyStart(now);
  if (!syncedThrough) return { start: earliest, end };
  const again = addDays(syncedThrough, -REFETCH_DAYS);
  return { start: again < earliest ? earliest : again > end ? end : again, end };
}

/** [start, end] cut into windows of at most `size` days, oldest first. */
export function syncWindows(range: { start: string; end: string }, size = WINDOW_DAYS): Array<{ start: string; end: string }> {
  const out: Array<{ start: string; end: string }> = [];
  for (let start = range.start; start <= range.end; start = addDays(start, size)) {
    const end = addDays(start, size - 1);
    out.push({ start, end: end < range.end ? end : range.end });
  }
  return out;
}

/** Stored rows that begin before this are dropped: a week's grace past the history kept, so a weekly bucket reaching into it stays. */
export function pruneBefore(now: Date): string {
  return addDays(historyStart(now), -7);
}

/** When a failed sync is tried again: 5 min, 10, 20, … up to 6 h, or what the engine asked for. */
export function retryAt(now: Date, failures: number, retryAfterMs: number | null = null): string {
  const backoff = Math.min(5 * 60_000 * 2 ** Math.max(0, failures - 1), 6 * 3_600_000);
  return new Date(now.getTime() + Math.max(backoff, retryAfterMs ?? 0)).toISOString();
}

export function nextDailySync(now: Date): string {
  return new Date(now.getTime() + SYNC_EVERY_MS).toISOString();
}
