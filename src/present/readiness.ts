import type { ReadinessCheckRow } from '../db/repos/readiness.ts';
import type { CheckResult, CheckStatus } from '../domain/readiness/types.ts';

/** Where a check's page lives: /docs/readiness/{key}. */
export function readinessDocUrl(baseUrl: string, key: string): string {
  return `${baseUrl}/docs/readiness/${key}`;
}

/** SPEC "Readiness check": url, checked_at, passed, total, checks (each with its doc_url). */
export function presentReadinessCheck(baseUrl: string, row: ReadinessCheckRow) {
  const checks = JSON.parse(row.checks) as CheckResult[];
  return {
    url: row.url,
    checked_at: row.checked_at,
    passed: row.passed,
    total: row.total,
    checks: checks.map((c) => ({ key: c.key, title: c.title, status: c.status, detail: c.detail, fix_by: c.fix_by, ask_agent: c.ask_agent, doc_url: readinessDocUrl(baseUrl, c.key), checked: c.checked ?? true, fix_batch: c.fix_batch ?? null })),
    not_checked: checks.filter((c) => c.checked === false).length,
  };
}

/** One line of the history: the score and each check's status, without the details. */
export function presentReadinessSummary(row: ReadinessCheckRow) {
  const checks = JSON.parse(row.checks) as CheckResult[];
  const count = (s: CheckStatus) => checks.filter((c) => c.status === s).length;
  return {
    url: row.url,
    checked_at: row.checked_at,
    passed: row.passed,
    total: row.total,
    warnings: count('warn'),
    failures: count('fail'),
    not_checked: checks.filter((c) => c.checked === false).length,
    statuses: Object.fromEntries(checks.map((c) => [c.key, c.status])) as Record<string, CheckStatus>,
  };
}
