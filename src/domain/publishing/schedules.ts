import type { FieldErrors } from '../errors.ts';

/** What a scheduled action does to its entry (or release: only `publish`). */
export const SCHEDULE_ACTIONS = ['publish', 'unpublish', 'archive'] as const;

/** pending until its time; then done, or failed with its error (nothing of it happened); cancelled by a person. */
export const SCHEDULE_STATUSES = ['pending', 'done', 'failed', 'cancelled'] as const;

export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** Pending scheduled actions a space may hold: each is a row the worker looks at. */
export const MAX_PENDING_SCHEDULES = 1000;
/** How far ahead an action may be scheduled. */
export const MAX_SCHEDULE_AHEAD_MS = 2 * 366 * 24 * 3600_000;
/** A time a little in the past (clocks of client and server differ) still counts as "now". */
export const SCHEDULE_PAST_TOLERANCE_MS = 60_000;

/** RFC 3339 date-time with a zone (`Z` or `±hh:mm`), seconds and fractions optional. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * The time of a scheduled action as a UTC ISO string, or the problem with what was sent. A time
 * without a zone is refused rather than guessed: "Monday at 9" is 9 somewhere.
 */
export function parseScheduleTime(at: string, nowMs: number): { at: string } | { errors: FieldErrors } {
  const ms = RFC3339.test(at) && realDay(at) ? Date.parse(at.replace(' ', 'T')) : NaN;
  if (!Number.isFinite(ms)) return { errors: { at: 'an RFC 3339 date-time with a time zone, e.g. 2030-03-04T09:00:00+01:00 or 2030-03-04T08:00:00Z' } };
  if (ms < nowMs - SCHEDULE_PAST_TOLERANCE_MS) return { errors: { at: `a time in the future; ${new Date(ms).toISOString()} has passed (it is ${new Date(nowMs).toISOString()})` } };
  if (ms > nowMs + MAX_SCHEDULE_AHEAD_MS) return { errors: { at: 'a time within two years from now' } };
  return { at: new Date(ms).toISOString() };
}

/** Whether the day exists in its month (Date.parse rolls 31 February over into March). */
function realDay(at: string): boolean {
  const [y, m, d] = at.slice(0, 10).split('-').map(Number);
  const days = (Date.UTC(y, m, 1) - Date.UTC(y, m - 1, 1)) / 86_400_000;
  return m >= 1 && m <= 12 && d >= 1 && d <= days;
}

export function isScheduleAction(v: string): v is ScheduleAction {
  return (SCHEDULE_ACTIONS as readonly string[]).includes(v);
}
