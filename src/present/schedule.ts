import type { ScheduleTargets } from '../app/schedules/describe-targets.ts';
import type { ScheduleRow } from '../db/repos/schedules.ts';

/**
 * A scheduled action (docs/publishing.md "Scheduled actions"). `entry` or `release` describes
 * what it acts on (null once that was deleted); `error` says why a failed one did not run.
 */
export function presentSchedule(row: ScheduleRow, targets?: ScheduleTargets) {
  const entry = row.target_type === 'entry' ? (targets?.entries.get(row.target_id) ?? { id: row.target_id }) : null;
  const release = row.target_type === 'release' ? (targets?.releases.get(row.target_id) ?? { id: row.target_id }) : null;
  return {
    id: row.id,
    action: row.action,
    at: row.run_at,
    status: row.status,
    target: row.target_type,
    entry,
    release,
    locale: row.locale,
    created_by: row.created_by,
    created_at: row.created_at,
    finished_at: row.finished_at,
    error: row.error === null ? null : (JSON.parse(row.error) as { code: string; message: string; fix?: string; details?: Record<string, unknown> }),
  };
}
