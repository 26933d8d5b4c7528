import type { Kysely, Selectable } from 'kysely';
import type { DB, WebhooksTable } from '../schema.ts';

export type WebhookRow = Selectable<WebhooksTable>;

export function listWebhooks(db: Kysely<DB>, spaceId: string): Promise<WebhookRow[]> {
  return db.selectFrom('webhooks').selectAll().where('space_id', '=', spaceId).orderBy('created_at').orderBy('id').execute();
}

export function listEnabledWebhooks(db: Kysely<DB>, spaceIds: string[]): Promise<WebhookRow[]> {
  if (spaceIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('webhooks').selectAll().where('space_id', 'in', spaceIds).where('disabled_at', 'is', null).orderBy('id').execute();
}

export function findWebhook(db: Kysely<DB>, spaceId: string, id: string): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
}

export function findWebhooksByIds(db: Kysely<DB>, ids: string[]): Promise<WebhookRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('webhooks').selectAll().where('id', 'in', ids).execute();
}

export async function countWebhooks(db: Kysely<DB>, spaceId: string): Promise<number> {
  const r = await db.selectFrom('webhooks').select((eb) => eb.fn.countAll<number>().as('n')).where('space_id', '=', spaceId).executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertWebhook(db: Kysely<DB>, row: WebhookRow): Promise<void> {
  await db.insertInto('webhooks').values(row).execute();
}

export async function deleteWebhook(db: Kysely<DB>, spaceId: string, id: string): Promise<number> {
  const r = await db.deleteFrom('webhooks').where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Records an attempt's result on the hook: a success clears the failure streak (and a disable, when asked). */
export async function noteWebhookAttempt(db: Kysely<DB>, id: string, ok: boolean, now: string, opts: { enable?: boolean } = {}): Promise<void> {
  if (ok) {
    const patch = opts.enable ? { consecutive_failures: 0, failing_since: null, disabled_at: null, disabled_reason: null } : { consecutive_failures: 0, failing_since: null };
    await db.updateTable('webhooks').set(patch).where('id', '=', id).execute();
    return;
  }
  await db
    .updateTable('webhooks')
    .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1), failing_since: eb.fn.coalesce('failing_since', eb.val(now)) }))
    .where('id', '=', id)
    .execute();
}

export async function disableWebhook(db: Kysely<DB>, id: string, now: string, reason: string): Promise<void> {
  await db.updateTable('webhooks').set({ disabled_at: now, disabled_reason: reason }).where('id', '=', id).where('disabled_at', 'is', null).execute();
}
