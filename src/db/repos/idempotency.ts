import type { Kysely, Selectable } from 'kysely';
import type { DB, IdempotencyKeysTable } from '../schema.ts';

export type IdempotencyRow = Selectable<IdempotencyKeysTable>;
export interface IdempotencyId {
  space_id: string;
  caller: string;
  idem_key: string;
}

/** Inserts the reservation unless the key exists (on any node): true when this request owns it. */
export async function reserveIdempotencyKey(db: Kysely<DB>, row: IdempotencyRow): Promise<boolean> {
  const r = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) => oc.columns(['space_id', 'caller', 'idem_key']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findIdempotencyKey(db: Kysely<DB>, id: IdempotencyId): Promise<IdempotencyRow | undefined> {
  return db.selectFrom('idempotency_keys').selectAll().where('space_id', '=', id.space_id).where('caller', '=', id.caller).where('idem_key', '=', id.idem_key).executeTakeFirst();
}

/** Takes over a key whose record expired or whose first request died before answering. */
export async function takeOverIdempotencyKey(db: Kysely<DB>, row: IdempotencyRow, staleBefore: string): Promise<boolean> {
  const r = await db
    .updateTable('idempotency_keys')
    .set({ request_hash: row.request_hash, status: null, content_type: null, response: null, created_at: row.created_at, expires_at: row.expires_at })
    .where('space_id', '=', row.space_id)
    .where('caller', '=', row.caller)
    .where('idem_key', '=', row.idem_key)
    .where((eb) => eb.or([eb('expires_at', '<=', row.created_at), eb.and([eb('status', 'is', null), eb('created_at', '<', staleBefore)])]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function completeIdempotencyKey(db: Kysely<DB>, id: IdempotencyId, answer: { status: number; content_type: string | null; response: string }): Promise<void> {
  await db.updateTable('idempotency_keys').set(answer).where('space_id', '=', id.space_id).where('caller', '=', id.caller).where('idem_key', '=', id.idem_key).execute();
}

export async function deleteIdempotencyKey(db: Kysely<DB>, id: IdempotencyId): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('space_id', '=', id.space_id).where('caller', '=', id.caller).where('idem_key', '=', id.idem_key).execute();
}

export async function deleteExpiredIdempotencyKeys(db: Kysely<DB>, spaceId: string, now: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('space_id', '=', spaceId).where('expires_at', '<=', now).execute();
}
