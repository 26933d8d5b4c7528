import { addDays, type ReportWindow, type RollupRow } from './report.ts';

/**
 * Exact top lists without summing every value of a long window (docs/analytics.md "The
 * report"). A 365-day `pages` list over monthly and daily rollups would otherwise group every
 * page of every period: tens of thousands of rows. Instead the store reads each period's first
 * `perPeriod` rows (by an index, most first), sums exactly only the values found there, and this
 * rule decides whether that is already the true top list: a value absent from every period's
 * head counted at most the head's last count in each period, so if the list's last item counts
 * more than the sum of those last counts, nothing absent can reach the list (Fagin's threshold
 * algorithm, in one step). When it cannot decide (counts spread evenly, as in a list of cities
 * of about equal size), the store sums every value, as before: the answer is always exact.
 */
export type RankBy = 'visitors' | 'views';

export interface PeriodRow extends RollupRow {
  period: string;
}

/** The periods a window reads: its days around the whole months, then its months. */
export function periodsOf(window: ReportWindow): { days: string[]; months: string[] } {
  const days: string[] = [];
  for (const range of [window.days, window.after]) if (range) for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d);
  const months: string[] = [];
  if (window.months) {
    for (let m = window.months.from; m <= window.months.to; ) {
      months.push(m);
      const [y, mo] = m.split('-').map(Number);
      m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
    }
  }
  return { days, months };
}

const key = (r: RollupRow, by: RankBy) => (by === 'visitors' ? r.visitors : r.views);

/** Most first by `by`, then by the other count, then by name: the order of every top list. */
export function rankRows(rows: RollupRow[], by: RankBy): RollupRow[] {
  const other: RankBy = by === 'visitors' ? 'views' : 'visitors';
  return rows.sort((a, b) => key(b, by) - key(a, by) || key(b, other) - key(a, other) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/**
 * What the heads of the periods tell: `bound` is the most a value absent from every head can
 * have counted over the window (by `by`); null when no head is full, so the heads hold every
 * row of the window and `sums` are already exact.
 */
export function headsBound(heads: readonly PeriodRow[], perPeriod: number, by: RankBy): { bound: number | null; sums: RollupRow[] } {
  const perPeriodRows = new Map<string, PeriodRow[]>();
  const sums = new Map<string, RollupRow>();
  for (const r of heads) {
    const list = perPeriodRows.get(r.period);
    if (list) list.push(r);
    else perPeriodRows.set(r.period, [r]);
    const s = sums.get(r.value);
    if (s) {
      s.visitors += r.visitors;
      s.views += r.views;
    } else sums.set(r.value, { value: r.value, visitors: r.visitors, views: r.views });
  }
  let bound: number | null = null;
  for (const rows of perPeriodRows.values()) if (rows.length >= perPeriod) bound = (bound ?? 0) + Math.min(...rows.map((r) => key(r, by)));
  return { bound, sums: [...sums.values()] };
}

/**
 * The top `limit` of `sums` (exact sums over the whole window of every value found in a head)
 * when nothing absent from the heads can reach the list, else null.
 */
export function topWithin(sums: RollupRow[], bound: number, limit: number, by: RankBy): RollupRow[] | null {
  const ranked = rankRows(sums, by);
  return ranked.length >= limit && key(ranked[limit - 1], by) > bound ? ranked.slice(0, limit) : null;
}
