import type { Kysely } from 'kysely';
import type { Actor } from '../../domain/actor.ts';
import { idempotencyKeyProblem, idempotencyKeyReused, unusableIdempotencyKey, type KeySource } from '../../domain/idempotency.ts';
import { deleteExpiredIdempotencyKeys, findIdempotencyKey } from '../../db/repos/idempotency.ts';
import type { DB } from '../../db/schema.ts';
import { idempotencyPrincipal } from './idempotency-principal.ts';
import type { IdempotentRequest, StoredAnswer } from './idempotent-write.ts';

export type IdempotencyLookup = { kind: 'replay'; answer: StoredAnswer } | { kind: 'first'; request: IdempotentRequest };

/**
 * Before any work: checks the key, and answers a retry of a committed write from its record
 * without doing anything (no download, no file read). Otherwise the write runs with the
 * returned request, and its transaction claims the key (`claimIdempotentWrite`): a duplicate
 * racing this one is settled there.
 */
export async function findIdempotentAnswer(db: Kysely<DB>, actor: Actor, input: { key: string; fingerprint: string; source: KeySource }, now = new Date()): Promise<IdempotencyLookup> {
  const problem = idempotencyKeyProblem(input.key);
  if (problem) throw unusableIdempotencyKey(input.source, problem);
  const nowIso = now.toISOString();
  const request: IdempotentRequest = { id: { space_id: actor.spaceId, caller: await idempotencyPrincipal(db, actor), idem_key: input.key }, fingerprint: input.fingerprint, source: input.source };
  await deleteExpiredIdempotencyKeys(db, actor.spaceId, nowIso);
  const existing = await findIdempotencyKey(db, request.id);
  if (!existing || existing.expires_at <= nowIso || existing.status === null || existing.response === null) return { kind: 'first', request };
  if (existing.request_hash !== input.fingerprint) throw idempotencyKeyReused(input.source, input.key);
  return { kind: 'replay', answer: { status: existing.status, contentType: existing.content_type, body: existing.response } };
}
