import type { Kysely, Selectable } from 'kysely';
import type { DB, IdempotencyKeysTable } from '../schema.ts';

export type IdempotencyRow = Selectable<IdempotencyKeysTable>;
export interface IdempotencyId {
  space_id: string;
  /** The principal: `agent:<id>`, `user:<id>`, `key:<id>` (app/idempotency/idempotency-principal.ts). */
  caller: string;
  idem_key: string;
}

/**
 * Inserts the key's record in the write's transaction, or takes over one that expired or holds
 * no answer: true when this write owns the key. On PostgreSQL an insert racing another
 * transaction's uncommitted record of the same key waits until that transaction ends, so a
 * concurrent duplicate sees the committed record (or, after a rollback, owns the key).
 */
export async function claimIdempotencyRecord(db: Kysely<DB>, row: IdempotencyRow): Promise<boolean> {
  const r = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['space_id', 'caller', 'idem_key'])
        .doUpdateSet({ request_hash: row.request_hash, status: null, content_type: null, response: null, created_at: row.created_at, expires_at: row.expires_at })
        .where((eb) => eb.or([eb('idempotency_keys.expires_at', '<=', row.created_at), eb('idempotency_keys.status', 'is', null)])),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findIdempotencyKey(db: Kysely<DB>, id: IdempotencyId): Promise<IdempotencyRow | undefined> {
  return db.selectFrom('idempotency_keys').selectAll().where('space_id', '=', id.space_id).where('caller', '=', id.caller).where('idem_key', '=', id.idem_key).executeTakeFirst();
}

export async function storeIdempotencyAnswer(db: Kysely<DB>, id: IdempotencyId, answer: { status: number; content_type: string | null; response: string }): Promise<void> {
  await db.updateTable('idempotency_keys').set(answer).where('space_id', '=', id.space_id).where('caller', '=', id.caller).where('idem_key', '=', id.idem_key).execute();
}

export async function deleteExpiredIdempotencyKeys(db: Kysely<DB>, spaceId: string, now: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('space_id', '=', spaceId).where('expires_at', '<=', now).execute();
}
