import type { Kysely } from 'kysely';
import { IDEMPOTENCY_TTL_MS, idempotencyKeyReused, type KeySource } from '../../domain/idempotency.ts';
import { claimIdempotencyRecord, findIdempotencyKey, storeIdempotencyAnswer, type IdempotencyId } from '../../db/repos/idempotency.ts';
import type { DB } from '../../db/schema.ts';

/** A write that came with an Idempotency-Key: whose key, which request, and where the key was sent. */
export interface IdempotentRequest {
  id: IdempotencyId;
  fingerprint: string;
  source: KeySource;
}

/** The answer replayed to a retry: the HTTP status, content type and body, exactly as first sent. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/**
 * What `runUnitOfWork` needs to make a write idempotent: the request, and how to build its answer
 * from the write's result inside the transaction (reads go through `trx`), so the answer is
 * committed with the write or not at all.
 */
export interface IdempotentWrite<T> {
  request: IdempotentRequest;
  answer(value: T, trx: Kysely<DB>): Promise<StoredAnswer>;
}

/** Thrown out of a unit of work whose key already has a committed answer: the caller sends `answer` instead, and nothing was written. */
export class IdempotentReplay extends Error {
  readonly answer: StoredAnswer;
  constructor(answer: StoredAnswer) {
    super('idempotent replay');
    this.name = 'IdempotentReplay';
    this.answer = answer;
  }
}

/**
 * First statement of an idempotent write's transaction: owns the key, or throws the committed
 * answer of the same request (`IdempotentReplay`) or the refusal of a reused key. The record
 * lives and dies with the transaction, so a write that never committed (rolled back, its
 * process killed) leaves no record to wait for, and one that committed always has its answer.
 */
export async function claimIdempotentWrite(trx: Kysely<DB>, request: IdempotentRequest, now: string): Promise<void> {
  const expiresAt = new Date(Date.parse(now) + IDEMPOTENCY_TTL_MS).toISOString();
  const row = { ...request.id, request_hash: request.fingerprint, status: null, content_type: null, response: null, created_at: now, expires_at: expiresAt };
  if (await claimIdempotencyRecord(trx, row)) return;
  const existing = await findIdempotencyKey(trx, request.id);
  if (!existing || existing.status === null || existing.response === null) {
    // Only possible if the record vanished between the two statements (expired and deleted): claim again.
    if (await claimIdempotencyRecord(trx, row)) return;
    throw new Error('idempotency record could neither be claimed nor read');
  }
  if (existing.request_hash !== request.fingerprint) throw idempotencyKeyReused(request.source, request.id.idem_key);
  throw new IdempotentReplay({ status: existing.status, contentType: existing.content_type, body: existing.response });
}

/** Last statement before commit: the answer the retries will get. */
export async function storeIdempotentAnswer(trx: Kysely<DB>, request: IdempotentRequest, answer: StoredAnswer): Promise<void> {
  await storeIdempotencyAnswer(trx, request.id, { status: answer.status, content_type: answer.contentType, response: answer.body });
}
