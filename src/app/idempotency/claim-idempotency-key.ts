import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { appError } from '../../domain/errors.ts';
import { IDEMPOTENCY_STALE_MS, IDEMPOTENCY_TTL_MS, idempotencyKeyProblem } from '../../domain/idempotency.ts';
import { deleteExpiredIdempotencyKeys, findIdempotencyKey, reserveIdempotencyKey, takeOverIdempotencyKey, type IdempotencyId } from '../../db/repos/idempotency.ts';
import type { DB } from '../../db/schema.ts';

export type Claim =
  | { kind: 'first'; id: IdempotencyId }
  | { kind: 'replay'; status: number; contentType: string | null; body: string };

/**
 * Claims an Idempotency-Key for the caller before the work runs. The record is a database row
 * (unique per caller and key), so every node agrees: the first request owns the key and does
 * the work; a retry with the same request gets the stored answer; the same key with another
 * request is refused (422), as is a retry while the first is still running (409).
 */
export async function claimIdempotencyKey(db: Kysely<DB>, actor: Actor, key: string, fingerprint: string, now = new Date()): Promise<Claim> {
  const problem = idempotencyKeyProblem(key);
  if (problem) {
    throw appError('invalid_parameter', 'The Idempotency-Key header is not usable.', { details: { parameters: { 'Idempotency-Key': problem } }, fix: 'Send a fresh UUID as Idempotency-Key for each new write, and the same one when retrying it.' });
  }
  const id: IdempotencyId = { space_id: actor.spaceId, caller: actor.id ?? actor.name, idem_key: key };
  const nowIso = now.toISOString();
  const row = { ...id, request_hash: fingerprint, status: null, content_type: null, response: null, created_at: nowIso, expires_at: new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString() };
  await deleteExpiredIdempotencyKeys(db, actor.spaceId, nowIso);
  if (await reserveIdempotencyKey(db, row)) return { kind: 'first', id };
  const existing = await findIdempotencyKey(db, id);
  if (!existing) return (await reserveIdempotencyKey(db, row)) ? { kind: 'first', id } : claimIdempotencyKey(db, actor, key, fingerprint, now);
  if (existing.request_hash !== fingerprint) {
    throw appError('invalid_parameter', `The Idempotency-Key "${key}" was already used for a different request.`, {
      status: 422,
      details: { parameters: { 'Idempotency-Key': 'a key not used for another request in the last 24 hours' } },
      fix: 'Use a new Idempotency-Key for a new request; send the same key only when retrying exactly the same request.',
    });
  }
  if (existing.status !== null && existing.response !== null) return { kind: 'replay', status: existing.status, contentType: existing.content_type, body: existing.response };
  if (await takeOverIdempotencyKey(db, row, new Date(now.getTime() - IDEMPOTENCY_STALE_MS).toISOString())) return { kind: 'first', id };
  throw appError('invalid_parameter', `The first request with Idempotency-Key "${key}" is still running.`, {
    status: 409,
    details: { parameters: { 'Idempotency-Key': 'a key whose first request has finished' } },
    fix: 'Wait a few seconds and retry with the same key: you will get the first request\'s answer.',
  });
}
