import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Engine } from '../client.ts';
import { lockRows } from '../dialect/locking.ts';
import { claimDueRows, claimRow, leaseFree, leaseReleased, writeLeased, type Lease } from './leases.ts';
import type { DB, WebhookDeliveriesTable } from '../schema.ts';

export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

export async function insertDelivery(db: Kysely<DB>, row: DeliveryRow): Promise<void> {
  await db.insertInto('webhook_deliveries').values(row).execute();
}

/**
 * The delivery of a hook still gathering events (coalescing): never attempted, not claimed.
 * Locked on PostgreSQL so a worker claiming it waits (or skips it) until the new event is in.
 */
export function findGatheringDelivery(db: Kysely<DB>, engine: Engine, webhookId: string): Promise<DeliveryRow | undefined> {
  const q = db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .where('test', '=', 0)
    .where('attempts', '=', 0)
    .where('claimed_until', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1);
  return lockRows(q, engine).executeTakeFirst();
}

export async function updateDelivery(db: Kysely<DB>, id: string, patch: Updateable<WebhookDeliveriesTable>): Promise<void> {
  await db.updateTable('webhook_deliveries').set(patch).where('id', '=', id).execute();
}

/**
 * Claims up to `limit` due deliveries for one attempt each: due, pending, and not claimed or
 * with an expired claim (its worker died mid-attempt). The claim counts as an attempt, so a
 * delivery that keeps killing its worker still runs out of attempts instead of looping.
 */
export function claimDueDeliveries(db: Kysely<DB>, engine: Engine, now: string, claimedUntil: string, token: string, limit: number): Promise<DeliveryRow[]> {
  const lease: Lease = { now, until: claimedUntil, token };
  const due = db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', lease.now)
    .where(leaseFree(lease.now))
    .orderBy('next_attempt_at')
    .limit(limit);
  return claimDueRows(db, engine, 'webhook_deliveries', due, lease, { attempts: sql`${sql.ref('attempts')} + 1`, updated_at: lease.now });
}

/** Claims one delivery now, whatever its state, unless an attempt of it is in flight. */
export function claimDelivery(db: Kysely<DB>, id: string, now: string, claimedUntil: string, token: string): Promise<DeliveryRow | undefined> {
  const lease: Lease = { now, until: claimedUntil, token };
  return claimRow(db, 'webhook_deliveries', id, lease, { attempts: sql`${sql.ref('attempts')} + 1`, status: 'pending', updated_at: lease.now });
}

/** Writes an attempt's result, only if the claim is still ours (a lease that ran out may have passed it on). */
export function finishAttempt(db: Kysely<DB>, id: string, token: string, patch: Updateable<WebhookDeliveriesTable>): Promise<boolean> {
  return writeLeased(db, 'webhook_deliveries', id, token, patch, { release: true });
}

/** Gives up the pending deliveries of a hook that was disabled. */
export async function failPendingDeliveries(db: Kysely<DB>, webhookId: string, now: string, error: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', error, completed_at: now, updated_at: now, ...leaseReleased })
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .execute();
}

export function findDelivery(db: Kysely<DB>, webhookId: string, id: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).where('id', '=', id).executeTakeFirst();
}

export function findDeliveryById(db: Kysely<DB>, id: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listDeliveries(db: Kysely<DB>, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  return db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The most recently attempted delivery of a hook (what `last_delivery` shows). */
export function lastAttemptedDelivery(db: Kysely<DB>, webhookId: string): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .where('last_attempt_at', 'is not', null)
    .orderBy('last_attempt_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** When the next pending delivery falls due, so an idle worker knows how long it may sleep. */
export async function nextDueAt(db: Kysely<DB>): Promise<string | null> {
  const r = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('status', '=', 'pending')
    .where('claimed_until', 'is', null)
    .executeTakeFirst();
  return (r?.at as string | null | undefined) ?? null;
}

/** Keeps the delivery log bounded: the newest `keep` deliveries of the hook stay, older finished ones go. */
export async function pruneDeliveries(db: Kysely<DB>, webhookId: string, keep: number): Promise<void> {
  const edge = await db
    .selectFrom('webhook_deliveries')
    .select('created_at')
    .where('webhook_id', '=', webhookId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(keep - 1)
    .executeTakeFirst();
  if (!edge) return;
  await db.deleteFrom('webhook_deliveries').where('webhook_id', '=', webhookId).where('status', '<>', 'pending').where('created_at', '<', edge.created_at).execute();
}
