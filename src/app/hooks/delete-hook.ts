import type { UnitOfWork } from '../unit-of-work.ts';
import { appError, notFound } from '../../domain/errors.ts';
import { deleteWebhook, findWebhook } from '../../db/repos/webhooks.ts';

/** Deletes a hook and its delivery log; pending deliveries go with it. */
export async function deleteHook(uow: UnitOfWork, id: string): Promise<void> {
  if (!uow.actor.can.has('manage_webhooks')) throw appError('key_cannot', 'This key cannot manage deploy hooks.');
  const hook = await findWebhook(uow.trx, uow.actor.spaceId, id);
  if (!hook) throw notFound('deploy hook', id);
  await deleteWebhook(uow.trx, uow.actor.spaceId, id);
  uow.record({ action: 'webhook.deleted', resourceType: 'webhook', resourceId: id, details: { name: hook.name, url: hook.url } });
}
