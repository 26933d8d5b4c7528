import type { Kysely } from 'kysely';
import { notFound } from '../../domain/errors.ts';
import { lastAttemptedDelivery, listDeliveries, type DeliveryRow } from '../../db/repos/webhook-deliveries.ts';
import { findWebhook, listWebhooks, type WebhookRow } from '../../db/repos/webhooks.ts';
import type { DB } from '../../db/schema.ts';

export interface HookView {
  hook: WebhookRow;
  lastDelivery: DeliveryRow | null;
}

export async function listHooks(db: Kysely<DB>, spaceId: string): Promise<HookView[]> {
  const hooks = await listWebhooks(db, spaceId);
  return Promise.all(hooks.map(async (hook) => ({ hook, lastDelivery: (await lastAttemptedDelivery(db, hook.id)) ?? null })));
}

export async function readHook(db: Kysely<DB>, spaceId: string, id: string): Promise<HookView> {
  const hook = await findWebhook(db, spaceId, id);
  if (!hook) throw notFound('deploy hook', id);
  return { hook, lastDelivery: (await lastAttemptedDelivery(db, hook.id)) ?? null };
}

/** The delivery log of a hook, newest first. */
export async function listHookDeliveries(db: Kysely<DB>, spaceId: string, id: string, limit: number): Promise<{ hook: WebhookRow; deliveries: DeliveryRow[] }> {
  const hook = await findWebhook(db, spaceId, id);
  if (!hook) throw notFound('deploy hook', id);
  return { hook, deliveries: await listDeliveries(db, hook.id, limit) };
}
