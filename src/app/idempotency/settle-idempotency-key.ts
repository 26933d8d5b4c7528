import type { Kysely } from 'kysely';
import { completeIdempotencyKey, deleteIdempotencyKey, type IdempotencyId } from '../../db/repos/idempotency.ts';
import type { DB } from '../../db/schema.ts';

/**
 * Stores the first request's answer for its retries, or frees the key when there is nothing
 * worth replaying: a server error (the request changed nothing, so a retry should run again)
 * or a body that was not kept.
 */
export async function settleIdempotencyKey(db: Kysely<DB>, id: IdempotencyId, answer: { status: number; contentType: string | null; body: string | null }): Promise<void> {
  if (answer.status >= 500 || answer.body === null) await deleteIdempotencyKey(db, id);
  else await completeIdempotencyKey(db, id, { status: answer.status, content_type: answer.contentType, response: answer.body });
}
