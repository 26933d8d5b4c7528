import type { AppContext } from '../context.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { newId } from '../ids.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import type { Actor } from '../../domain/actor.ts';
import { notFound } from '../../domain/errors.ts';
import { TEST_EVENT } from '../../domain/hooks/payload.ts';
import { insertDelivery, type DeliveryRow } from '../../db/repos/webhook-deliveries.ts';
import { findWebhook, type WebhookRow } from '../../db/repos/webhooks.ts';
import { attemptDelivery } from './attempt-delivery.ts';
import { CLAIM_LEASE_MS } from './deliver-due.ts';

/**
 * SPEC "Events" 4: sends a test delivery right away and answers with what the destination
 * said. It goes into the delivery log (`test: true`) and is not retried. A 2xx completes the
 * site's setup step and re-enables a hook that a 410 had disabled.
 */
export async function testHook(ctx: AppContext, actor: Actor, hookId: string): Promise<DeliveryRow> {
  requirePermission(actor, 'manage_webhooks', 'test deploy hooks');
  const { hook, delivery } = await runUnitOfWork(ctx.database, actor, async (uow) => {
    const hook: WebhookRow | undefined = await findWebhook(uow.trx, actor.spaceId, hookId);
    if (!hook) throw notFound('deploy hook', hookId);
    const delivery: DeliveryRow = {
      id: newId(),
      webhook_id: hook.id,
      space_id: hook.space_id,
      test: 1,
      type: TEST_EVENT,
      events: '[]',
      event_count: 0,
      status: 'pending',
      attempts: 1,
      next_attempt_at: uow.now,
      claimed_until: new Date(Date.parse(uow.now) + CLAIM_LEASE_MS).toISOString(),
      claim_token: newId(),
      status_code: null,
      response_ms: null,
      error: null,
      created_at: uow.now,
      updated_at: uow.now,
      last_attempt_at: null,
      completed_at: null,
    };
    await insertDelivery(uow.trx, delivery);
    uow.record({ action: 'webhook.tested', resourceType: 'webhook', resourceId: hook.id, details: { delivery_id: delivery.id } });
    return { hook, delivery };
  });
  return attemptDelivery(ctx, hook, delivery, { manual: true });
}
