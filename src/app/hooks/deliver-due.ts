import type { AppContext } from '../context.ts';
import { newId } from '../ids.ts';
import { maxAttempts } from '../../domain/hooks/retry.ts';
import { claimDueDeliveries, nextDueAt, type DeliveryRow } from '../../db/repos/webhook-deliveries.ts';
import { pruneDispatched } from '../../db/repos/outbox.ts';
import { findWebhooksByIds } from '../../db/repos/webhooks.ts';
import { abandonDelivery, attemptDelivery } from './attempt-delivery.ts';
import { HOOK_TIMEOUT_MS } from './send-request.ts';

/**
 * How long a claim holds: six attempts' time limit (TESSERA_HOOK_TIMEOUT_MS). Longer than an
 * attempt can take, so a live worker always finishes before it runs out; a worker that died
 * mid-attempt leaves the delivery to whoever claims it after this (at-least-once: the receiver
 * may see that attempt twice, with the same webhook-id). CLAIM_LEASE_MS is the default's.
 */
export const claimLeaseMs = (hookTimeoutMs: number): number => hookTimeoutMs * 6;
export const CLAIM_LEASE_MS = claimLeaseMs(HOOK_TIMEOUT_MS);

export interface DeliverDueOptions {
  now: Date;
  limit?: number;
}

export interface ClaimedDelivery {
  delivery: DeliveryRow;
  /** Makes the claimed attempt (or ends the delivery if its hook is gone or disabled); never rejects for what the destination does. */
  run(): Promise<void>;
}

/** Claims up to `limit` deliveries that are due; the caller runs each claimed attempt. */
export async function claimDue(ctx: AppContext, opts: DeliverDueOptions): Promise<ClaimedDelivery[]> {
  const { database } = ctx;
  const now = opts.now.toISOString();
  const until = new Date(opts.now.getTime() + claimLeaseMs(ctx.config.hookTimeoutMs)).toISOString();
  const claimed = await claimDueDeliveries(database.db, database.engine, now, until, newId(), opts.limit ?? 10);
  if (claimed.length === 0) return [];
  const hooks = new Map((await findWebhooksByIds(database.db, [...new Set(claimed.map((d) => d.webhook_id))])).map((h) => [h.id, h]));
  const most = maxAttempts(ctx.config.hookRetrySchedule);
  return claimed.map((delivery) => ({
    delivery,
    async run() {
      const hook = hooks.get(delivery.webhook_id);
      if (!hook) return; // deleted meanwhile: its deliveries went with it
      if (hook.disabled_at) return abandonDelivery(ctx, delivery, `Not sent: the hook is disabled. ${hook.disabled_reason ?? ''}`.trim());
      if (delivery.attempts > most) return abandonDelivery(ctx, delivery, `Gave up after ${most} attempts (the last ones were interrupted).`);
      await attemptDelivery(ctx, hook, delivery, { manual: false });
    },
  }));
}

/** Claims the due deliveries and attempts each once, in parallel. Returns how many it claimed. */
export async function deliverDue(ctx: AppContext, opts: DeliverDueOptions): Promise<number> {
  const jobs = await claimDue(ctx, opts);
  await Promise.all(jobs.map((j) => j.run()));
  return jobs.length;
}

/** When the next pending delivery falls due (ISO time), or null when none waits; the worker sleeps until then. */
export function nextDeliveryDue(ctx: AppContext): Promise<string | null> {
  return nextDueAt(ctx.database.db);
}

/** Forgets outbox events that were fanned out before `before` (they are kept a while for inspection). */
export async function pruneOutbox(ctx: AppContext, before: Date): Promise<void> {
  await pruneDispatched(ctx.database.db, before.toISOString());
}
