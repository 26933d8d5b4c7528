import { newId } from '../ids.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { hookReceives } from '../../domain/hooks/events.ts';
import { deliveryType, MAX_STORED_EVENTS, summariseEvent, type HookEventSummary } from '../../domain/hooks/payload.ts';
import { markDispatched, takeUndispatched } from '../../db/repos/outbox.ts';
import { findGatheringDelivery, insertDelivery, updateDelivery, type DeliveryRow } from '../../db/repos/webhook-deliveries.ts';
import { listEnabledWebhooks } from '../../db/repos/webhooks.ts';

export interface FanOutOptions {
  /** How long a new delivery gathers further events before it is sent (coalescing). */
  coalesceMs: number;
  limit?: number;
}

/**
 * Turns committed outbox events into deliveries, in the caller's unit of work (one per batch)
 * so each event is fanned out exactly once: every enabled hook of the event's space that
 * listens to it gets the event added to its gathering delivery (coalescing), or a new delivery
 * due `coalesceMs` after `uow.now`. Returns how many events were taken (a full batch means
 * more may be waiting).
 */
export async function fanOutEvents(uow: UnitOfWork, opts: FanOutOptions): Promise<number> {
  const { trx, engine, now } = uow;
  const rows = await takeUndispatched(trx, engine, opts.limit ?? 200);
  if (rows.length === 0) return 0;
  const hooks = await listEnabledWebhooks(trx, [...new Set(rows.map((r) => r.space_id))]);
  const dueAt = new Date(Date.parse(now) + opts.coalesceMs).toISOString();

  for (const hook of hooks) {
    const routable = { space_id: hook.space_id, target: hook.target, events: JSON.parse(hook.events) as string[], created_at: hook.created_at, disabled: false };
    const received = rows.filter((ev) => hookReceives(routable, ev)).map(summariseEvent);
    if (received.length === 0) continue;
    // Hooks come in id order, so concurrent fan-outs lock gathering deliveries in the same order.
    const open = await findGatheringDelivery(trx, engine, hook.id);
    const row = open ?? newDelivery(hook.id, hook.space_id, now, dueAt);
    const events = JSON.parse(row.events) as HookEventSummary[];
    events.push(...received.slice(0, Math.max(0, MAX_STORED_EVENTS - events.length)));
    const patch = {
      events: JSON.stringify(events),
      event_count: row.event_count + received.length,
      type: deliveryType(received, row.event_count === 0 ? undefined : row.type),
      updated_at: now,
    };
    if (open) await updateDelivery(trx, row.id, patch);
    else await insertDelivery(trx, { ...row, ...patch });
  }
  await markDispatched(trx, rows.map((r) => r.id), now);
  return rows.length;
}

function newDelivery(webhookId: string, spaceId: string, now: string, dueAt: string): DeliveryRow {
  return {
    id: newId(),
    webhook_id: webhookId,
    space_id: spaceId,
    test: 0,
    type: '',
    events: '[]',
    event_count: 0,
    status: 'pending',
    attempts: 0,
    next_attempt_at: dueAt,
    claimed_until: null,
    claim_token: null,
    status_code: null,
    response_ms: null,
    error: null,
    created_at: now,
    updated_at: now,
    last_attempt_at: null,
    completed_at: null,
  };
}
