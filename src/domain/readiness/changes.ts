import type { CheckKey, CheckResult, CheckStatus } from './types.ts';

const RANK: Record<CheckStatus, number> = { pass: 0, warn: 1, fail: 2 };

/** How one readiness check's findings differ from the check before (the `readiness.changed` event). */
export interface ReadinessChange {
  /** Checks whose status got worse (pass → warn, warn → fail, …), in the documented order. */
  worse: CheckKey[];
  /** Checks whose status got better. */
  better: CheckKey[];
  previousPassed: number;
  passed: number;
  /** The score dropped: fewer checks pass than before. */
  dropped: boolean;
  notChecked: number;
  previousNotChecked: number;
}

const unchecked = (checks: readonly CheckResult[]) => checks.filter((c) => c.checked === false).length;

/**
 * What changed between two checks, or null when nothing did. A check judged in both is compared
 * by status; one that could not run (a bot wall) in either is not called better or worse, but
 * the number of checks that could not run changing is a change. The first check has nothing to
 * compare with: null.
 */
export function readinessChange(previous: readonly CheckResult[] | null, current: readonly CheckResult[]): ReadinessChange | null {
  if (previous === null) return null;
  const before = new Map(previous.map((c) => [c.key, c]));
  const worse: CheckKey[] = [];
  const better: CheckKey[] = [];
  for (const c of current) {
    const p = before.get(c.key);
    if (!p || p.checked === false || c.checked === false) continue;
    if (RANK[c.status] > RANK[p.status]) worse.push(c.key);
    else if (RANK[c.status] < RANK[p.status]) better.push(c.key);
  }
  const passed = current.filter((c) => c.status === 'pass').length;
  const previousPassed = previous.filter((c) => c.status === 'pass').length;
  const notChecked = unchecked(current);
  const previousNotChecked = unchecked(previous);
  if (worse.length === 0 && better.length === 0 && notChecked === previousNotChecked && passed === previousPassed) return null;
  return { worse, better, previousPassed, passed, dropped: passed < previousPassed, notChecked, previousNotChecked };
}
