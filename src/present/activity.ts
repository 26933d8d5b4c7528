import type { ActivityRow } from '../db/repos/activity.ts';

/**
 * One activity record (SPEC leaves its fields "not shown"; docs/activity.md): who acted (a key,
 * an agent, a person signed in to the dashboard, or the service itself), the action, the
 * resource it touched and what the operation noted about it.
 */
export function presentActivity(a: ActivityRow) {
  return {
    id: String(a.id),
    action: a.action,
    actor: { type: a.actor_type, id: a.actor_id, name: a.actor_name },
    resource: { type: a.resource_type, id: a.resource_id },
    details: a.details === null ? null : (JSON.parse(a.details) as Record<string, unknown>),
    created_at: a.created_at,
  };
}
