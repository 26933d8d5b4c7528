import type { HookView } from '../app/hooks/read-hooks.ts';
import type { HookEventSummary } from '../domain/hooks/payload.ts';
import { isFailing } from '../domain/hooks/retry.ts';
import type { DeliveryRow } from '../db/repos/webhook-deliveries.ts';

/**
 * A delivery as the log shows it. SPEC's Webhook delivery fields (id, status_code, ok,
 * response_ms, error, test) come first; `status_code` and `response_ms` are 0 until an HTTP
 * answer was received. `status` is `pending` (waiting to be sent or retried), `sending`,
 * `succeeded` or `failed` (given up).
 */
export function presentDelivery(d: DeliveryRow, now: Date) {
  const sending = d.status === 'pending' && d.claimed_until !== null && d.claimed_until > now.toISOString();
  return {
    id: d.id,
    status_code: d.status_code ?? 0,
    ok: d.status === 'succeeded',
    response_ms: d.response_ms ?? 0,
    error: d.error,
    test: d.test === 1,
    status: sending ? ('sending' as const) : d.status,
    type: d.type,
    event_count: d.event_count,
    events: JSON.parse(d.events) as HookEventSummary[],
    attempts: d.attempts,
    next_attempt_at: d.status === 'pending' && !sending ? d.next_attempt_at : null,
    created_at: d.created_at,
    last_attempt_at: d.last_attempt_at,
    completed_at: d.completed_at,
  };
}

/** A deploy hook as the API shows it: never its secret. */
export function presentWebhook(v: HookView, now: Date) {
  const h = v.hook;
  return {
    id: h.id,
    name: h.name,
    kind: h.kind,
    url: h.url,
    target: h.target,
    events: JSON.parse(h.events) as string[],
    last_delivery: v.lastDelivery ? presentDelivery(v.lastDelivery, now) : null,
    disabled: h.disabled_at !== null,
    disabled_at: h.disabled_at,
    disabled_reason: h.disabled_reason,
    failing: h.disabled_at === null && isFailing(h.consecutive_failures),
    created_at: h.created_at,
  };
}
