import type { AppContext } from '../context.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { newId } from '../ids.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import type { Actor } from '../../domain/actor.ts';
import { appError, notFound } from '../../domain/errors.ts';
import { claimDelivery, findDelivery, type DeliveryRow } from '../../db/repos/webhook-deliveries.ts';
import { findWebhook } from '../../db/repos/webhooks.ts';
import { attemptDelivery } from './attempt-delivery.ts';
import { CLAIM_LEASE_MS } from './deliver-due.ts';

/**
 * Sends a logged delivery again, now, with the same `webhook-id` and body (so a receiver that
 * already has it can tell). Works on failed, succeeded and waiting deliveries alike; a failure
 * of an event delivery resumes its retry schedule if attempts are left.
 */
export async function retryDelivery(ctx: AppContext, actor: Actor, hookId: string, deliveryId: string): Promise<DeliveryRow> {
  requirePermission(actor, 'manage_webhooks', 'retry deploy hook deliveries');
  const { hook, delivery } = await runUnitOfWork(ctx.database, actor, async (uow) => {
    const hook = await findWebhook(uow.trx, actor.spaceId, hookId);
    if (!hook) throw notFound('deploy hook', hookId);
    if (!(await findDelivery(uow.trx, hook.id, deliveryId))) throw notFound('delivery of this hook', deliveryId);
    const until = new Date(Date.parse(uow.now) + CLAIM_LEASE_MS).toISOString();
    const delivery = await claimDelivery(uow.trx, deliveryId, uow.now, until, newId());
    if (!delivery) {
      throw appError('validation_failed', 'This delivery is being sent right now.', {
        fix: 'Wait a few seconds, read the delivery log again (GET …/webhooks/{id}/deliveries) and retry if it still failed.',
        details: { fields: { delivery_id: 'a delivery that is not being sent at this moment' } },
      });
    }
    uow.record({ action: 'webhook.delivery_retried', resourceType: 'webhook', resourceId: hook.id, details: { delivery_id: deliveryId } });
    return { hook, delivery };
  });
  return attemptDelivery(ctx, hook, delivery, { manual: true });
}
