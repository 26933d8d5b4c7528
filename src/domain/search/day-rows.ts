/** One day of one query or page (or of the whole site when `key` is ''), as stored. */
export interface DayRow {
  date: string;
  key: string;
  clicks: number;
  impressions: number;
  /** position × impressions: sums across rows and days, divided by impressions at the end. */
  positionSum: number;
  /** Days the row covers from `date`: 1 (engine_a, engine_b's daily traffic) or 7 (engine_b's weekly buckets). */
  span?: number;
  /** The page of a query × page row. */
  page?: string;
}

/** Longest query or page kept; a query × page pair keeps less of each. */
const LIMITS = { key: 2048, pairKey: 1024 } as const;

/**
 * Adds rows that share date and key (engine_b may list a query twice on a day, and keys are
 * trimmed) and drops what cannot be stored: no date, no key, negative counts.
 */
export function mergeDayRows(rows: Iterable<DayRow>): DayRow[] {
  const byKey = new Map<string, DayRow>();
  for (const r of rows) {
    const key = r.key.trim().slice(0, r.page === undefined ? LIMITS.key : LIMITS.pairKey);
    const page = r.page === undefined ? undefined : r.page.trim().slice(0, LIMITS.pairKey);
    if (!r.date || (!key && r.key !== '') || page === '') continue;
    const clicks = Math.max(0, Math.round(r.clicks));
    const impressions = Math.max(0, Math.round(r.impressions));
    const positionSum = Number.isFinite(r.positionSum) && r.positionSum > 0 ? r.positionSum : 0;
    const id = `${r.date}\u0000${key}\u0000${page ?? ''}`;
    const have = byKey.get(id);
    if (have) {
      have.clicks += clicks;
      have.impressions += impressions;
      have.positionSum += positionSum;
    } else byKey.set(id, { date: r.date, key, clicks, impressions, positionSum, ...(r.span && r.span > 1 ? { span: r.span } : {}), ...(page !== undefined ? { page } : {}) });
  }
  return [...byKey.values()];
}

/** The weighted sum for a row from its average position (engines answer 0 or -1 when none). */
export function positionSumOf(position: unknown, impressions: number): number {
  return typeof position === 'number' && Number.isFinite(position) && position > 0 ? position * impressions : 0;
}
