/** Calendar days as `YYYY-MM-DD` strings in UTC, the way the engines report them. */
const DAY_MS = 86_400_000;

export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function isDay(v: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && addDays(v, 0) === v;
}

/**
 * The day of a WCF JSON date, `/Date(1700000000000-0800)/`: milliseconds since the epoch (UTC)
 * and the server's offset, so the calendar day is the one at that offset (engine_b stamps each
 * row at local midnight). Null when the value is not such a date.
 */
export function dayOfWcfDate(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const m = /^\/Date\((-?\d+)(?:([+-])(\d{2})(\d{2}))?\)\/$/.exec(v);
  if (!m) return null;
  const offsetMin = m[2] ? (m[2] === '-' ? -1 : 1) * (Number(m[3]) * 60 + Number(m[4])) : 0;
  const local = new Date(Number(m[1]) + offsetMin * 60_000);
  return Number.isNaN(local.getTime()) ? null : dayOf(local);
}

/** The same calendar day `n` months earlier (or later), clamped to the month's last day (31 March − 1 month is 28/29 February). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both counted. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}
