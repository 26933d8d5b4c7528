import type { UnitOfWork } from '../unit-of-work.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { notFound } from '../../domain/errors.ts';
import { deleteWebhook, findWebhook } from '../../db/repos/webhooks.ts';

/** Deletes a hook and its delivery log; pending deliveries go with it. */
export async function deleteHook(uow: UnitOfWork, id: string): Promise<void> {
  requirePermission(uow.actor, 'manage_webhooks', 'delete deploy hooks');
  const hook = await findWebhook(uow.trx, uow.actor.spaceId, id);
  if (!hook) throw notFound('deploy hook', id);
  await deleteWebhook(uow.trx, uow.actor.spaceId, id);
  uow.record({ action: 'webhook.deleted', resourceType: 'webhook', resourceId: id, details: { name: hook.name, url: hook.url } });
}
