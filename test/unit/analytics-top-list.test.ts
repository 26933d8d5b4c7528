import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { reportWindow, type RollupRow } from '../../src/domain/analytics/report.ts';
import { headsBound, periodsOf, rankRows, topWithin, type PeriodRow, type RankBy } from '../../src/domain/analytics/top-list.ts';

const row = (period: string, value: string, visitors: number, views = visitors): PeriodRow => ({ period, value, visitors, views });

/** What the store does, over rows held in memory: heads of each period, sums of their values, the rule. */
function viaHeads(rows: PeriodRow[], perPeriod: number, limit: number, by: RankBy): RollupRow[] | null {
  const periods = [...new Set(rows.map((r) => r.period))];
  const heads = periods.flatMap((p) => rankRows(rows.filter((r) => r.period === p), by).slice(0, perPeriod).map((r) => r as PeriodRow));
  const { bound, sums } = headsBound(heads, perPeriod, by);
  if (bound === null) return rankRows(sums, by).slice(0, limit);
  const candidates = new Set(sums.map((s) => s.value));
  return topWithin(bruteSums(rows.filter((r) => candidates.has(r.value))), bound, limit, by);
}

function bruteSums(rows: PeriodRow[]): RollupRow[] {
  const m = new Map<string, RollupRow>();
  for (const r of rows) {
    const s = m.get(r.value) ?? { value: r.value, visitors: 0, views: 0 };
    s.visitors += r.visitors;
    s.views += r.views;
    m.set(r.value, s);
  }
  return [...m.values()];
}

describe('report top lists from the heads of periods', () => {
  it('lists the days and months a window reads', () => {
    assert.deepEqual(periodsOf(reportWindow(30, new Date('2026-03-15T10:00:00Z'))), {
      days: ['2026-02-14', '2026-02-15', '2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19', '2026-02-20', '2026-02-21', '2026-02-22', '2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28'],
      months: ['2026-03'],
    });
    const year = periodsOf(reportWindow(365, new Date('2026-03-15T00:00:00Z')));
    assert.equal(year.days.length, 16);
    assert.deepEqual([year.months[0], year.months.at(-1), year.months.length], ['2025-04', '2026-03', 12]);
  });

  it('takes heads that are not full as the whole window', () => {
    const rows = [row('2026-01', '/a', 5), row('2026-01', '/b', 3), row('2026-02', '/b', 4)];
    const { bound, sums } = headsBound(rows, 3, 'visitors');
    assert.equal(bound, null);
    assert.deepEqual(rankRows(sums, 'visitors'), [
      { value: '/b', visitors: 7, views: 7 },
      { value: '/a', visitors: 5, views: 5 },
    ]);
  });

  it('bounds what a value absent from every head can count: the sum of each full head’s last count', () => {
    const heads = [row('2026-01', '/a', 9), row('2026-01', '/b', 4), row('2026-02', '/c', 8), row('2026-02', '/a', 2), row('2026-03', '/d', 1)];
    assert.equal(headsBound(heads, 2, 'visitors').bound, 4 + 2);
    assert.equal(headsBound(heads, 2, 'views').bound, 4 + 2);
  });

  const cases: Array<[string, RollupRow[], number, RankBy, string[] | null]> = [
    ['decided: the last item counts more than the bound', [{ value: '/a', visitors: 10, views: 10 }, { value: '/b', visitors: 7, views: 9 }], 6, 'visitors', ['/a', '/b']],
    ['undecided: a value outside the heads could tie', [{ value: '/a', visitors: 10, views: 10 }, { value: '/b', visitors: 6, views: 9 }], 6, 'visitors', null],
    ['undecided: fewer candidates than the list', [{ value: '/a', visitors: 10, views: 10 }], 1, 'visitors', null],
    ['crawler lists rank by views', [{ value: '/a', visitors: 0, views: 3 }, { value: '/b', visitors: 0, views: 8 }], 2, 'views', ['/b', '/a']],
  ];
  for (const [name, sums, bound, by, expected] of cases) {
    it(name, () => assert.deepEqual(topWithin(sums, bound, 2, by)?.map((r) => r.value) ?? null, expected));
  }

  it('is never wrong: against the sum of every row, over random skewed and even spreads', () => {
    let seed = 1;
    const rnd = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    let decided = 0;
    for (let trial = 0; trial < 300; trial++) {
      const skew = [1, 2, 4][trial % 3];
      const values = 5 + Math.floor(rnd() * 200);
      const rows: PeriodRow[] = [];
      for (let p = 0; p < 1 + Math.floor(rnd() * 15); p++) {
        const counts = new Map<number, number>();
        for (let i = 0; i < 300; i++) {
          const v = Math.floor(values * rnd() ** skew);
          counts.set(v, (counts.get(v) ?? 0) + 1);
        }
        for (const [v, n] of counts) rows.push(row(`2026-${String(p + 1).padStart(2, '0')}`, `/p${v}`, n, n + (v % 3)));
      }
      const by: RankBy = trial % 2 ? 'visitors' : 'views';
      const got = viaHeads(rows, 20, 10, by);
      if (got === null) continue; // the store then sums every value
      decided += 1;
      assert.deepEqual(got, rankRows(bruteSums(rows), by).slice(0, 10), `trial ${trial}`);
    }
    assert.ok(decided > 100, `the heads decided only ${decided} of 300 lists`);
  });
});
