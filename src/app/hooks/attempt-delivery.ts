import type { AppContext } from '../context.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { systemActor } from '../../domain/actor.ts';
import { judgeAttempt, parseRetryAfter, retryDelayMs, type AttemptVerdict } from '../../domain/hooks/retry.ts';
import { failPendingDeliveries, findDeliveryById, finishAttempt, pruneDeliveries, type DeliveryRow } from '../../db/repos/webhook-deliveries.ts';
import { markSetupStep } from '../../db/repos/setup-steps.ts';
import { disableWebhook, noteWebhookAttempt, type WebhookRow } from '../../db/repos/webhooks.ts';
import { sendHookRequest } from './send-request.ts';

/** Deliveries kept per hook in the log (pending ones are never dropped). */
export const DELIVERY_LOG_SIZE = 100;
/** The site setup-checklist step a hook's first 2xx answer completes. */
export const HOOK_SETUP_STEP = 'deploy_hook_tested';

export interface AttemptOptions {
  /** A test delivery or a retry asked for by a person: a 2xx re-enables a hook disabled by a 410. */
  manual: boolean;
  /** Random number in [0, 1) for the back-off jitter (tests pass a fixed one). */
  random?: number;
}

/**
 * One attempt of a delivery whose claim (`claim_token`) this caller holds: send it, then write
 * what happened, all in one transaction: the delivery's state (done, failed, or the next
 * attempt's time), the hook's failure streak, a 410's disable, the setup step, the log bound.
 */
export async function attemptDelivery(ctx: AppContext, hook: WebhookRow, delivery: DeliveryRow, opts: AttemptOptions): Promise<DeliveryRow> {
  const { outcome, responseMs } = await sendHookRequest(ctx.config, hook, delivery);
  const now = new Date();
  const verdict = judgeAttempt(outcome);
  const retryAfter = outcome.kind === 'response' ? parseRetryAfter(outcome.retryAfter, now) : null;
  const delay = verdict.retryable && delivery.test === 0 ? retryDelayMs(delivery.attempts, ctx.config.hookRetrySchedule, opts.random ?? Math.random(), retryAfter) : null;
  return recordAttempt(ctx, hook, delivery, verdict, { now, responseMs, delay, manual: opts.manual });
}

/** Ends a claimed delivery without sending it (its hook was disabled, or it ran out of attempts). */
export async function abandonDelivery(ctx: AppContext, delivery: DeliveryRow, error: string): Promise<void> {
  const now = new Date().toISOString();
  // The claim counted an attempt that was never sent.
  await finishAttempt(ctx.database.db, delivery.id, delivery.claim_token ?? '', { status: 'failed', error, completed_at: now, updated_at: now, attempts: Math.max(0, delivery.attempts - 1) });
}

interface Recorded {
  now: Date;
  responseMs: number;
  delay: number | null;
  manual: boolean;
}

async function recordAttempt(ctx: AppContext, hook: WebhookRow, delivery: DeliveryRow, verdict: AttemptVerdict, r: Recorded): Promise<DeliveryRow> {
  const now = r.now.toISOString();
  const pending = !verdict.ok && r.delay !== null;
  const gaveUp = !verdict.ok && verdict.retryable && !pending && delivery.test === 0;
  const error = gaveUp ? `${verdict.error} Gave up after ${delivery.attempts} attempts.` : verdict.error;
  await runUnitOfWork(ctx.database, systemActor(hook.space_id, 'deploy hooks'), async (uow) => {
    const ours = await finishAttempt(uow.trx, delivery.id, delivery.claim_token ?? '', {
      status: verdict.ok ? 'succeeded' : pending ? 'pending' : 'failed',
      status_code: verdict.statusCode,
      response_ms: r.responseMs,
      error,
      last_attempt_at: now,
      updated_at: now,
      next_attempt_at: pending ? new Date(r.now.getTime() + (r.delay ?? 0)).toISOString() : delivery.next_attempt_at,
      completed_at: pending ? null : now,
    });
    if (!ours) return; // our lease ran out and another worker took the delivery over: its result counts
    await noteWebhookAttempt(uow.trx, hook.id, verdict.ok, now, { enable: r.manual });
    if (verdict.disableHook) {
      await disableWebhook(uow.trx, hook.id, now, verdict.error ?? 'The destination answered 410 Gone.');
      await failPendingDeliveries(uow.trx, hook.id, now, 'Not sent: the hook was disabled after its destination answered 410 Gone.');
      uow.record({ action: 'webhook.disabled', resourceType: 'webhook', resourceId: hook.id, details: { name: hook.name, url: hook.url, status_code: 410 } });
    }
    if (verdict.ok) {
      await markSetupStep(uow.trx, hook.space_id, HOOK_SETUP_STEP, now);
    }
    await pruneDeliveries(uow.trx, hook.id, DELIVERY_LOG_SIZE);
  });
  return (await findDeliveryById(ctx.database.db, delivery.id)) ?? delivery;
}
