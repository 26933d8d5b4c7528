import type { Kysely } from 'kysely';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { notFound } from '../../domain/errors.ts';
import { lastAttemptedDelivery, listDeliveries, type DeliveryRow } from '../../db/repos/webhook-deliveries.ts';
import { findWebhook, listWebhooks, type WebhookRow } from '../../db/repos/webhooks.ts';
import type { DB } from '../../db/schema.ts';

export interface HookView {
  hook: WebhookRow;
  lastDelivery: DeliveryRow | null;
}

// Hooks hold signing secrets and the site's build URLs: reading them needs manage_webhooks,
// checked here from the Actor like writes, whichever adapter asks.

export async function listHooks(db: Kysely<DB>, actor: Actor): Promise<HookView[]> {
  requirePermission(actor, 'manage_webhooks', 'list deploy hooks');
  const hooks = await listWebhooks(db, actor.spaceId);
  return Promise.all(hooks.map(async (hook) => ({ hook, lastDelivery: (await lastAttemptedDelivery(db, hook.id)) ?? null })));
}

export async function readHook(db: Kysely<DB>, actor: Actor, id: string): Promise<HookView> {
  requirePermission(actor, 'manage_webhooks', 'read deploy hooks');
  const hook = await findWebhook(db, actor.spaceId, id);
  if (!hook) throw notFound('deploy hook', id);
  return { hook, lastDelivery: (await lastAttemptedDelivery(db, hook.id)) ?? null };
}

/** The delivery log of a hook, newest first. */
export async function listHookDeliveries(db: Kysely<DB>, actor: Actor, id: string, limit: number): Promise<{ hook: WebhookRow; deliveries: DeliveryRow[] }> {
  requirePermission(actor, 'manage_webhooks', 'read deploy hook deliveries');
  const hook = await findWebhook(db, actor.spaceId, id);
  if (!hook) throw notFound('deploy hook', id);
  return { hook, deliveries: await listDeliveries(db, hook.id, limit) };
}
