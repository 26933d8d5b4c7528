import { expressionBuilder, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Engine } from '../client.ts';
import { claimDueRows, claimRow, leaseFree, writeLeased, type Lease } from './leases.ts';
import type { DB, TranslationJobsTable } from '../schema.ts';

export type TranslationJobRow = Selectable<TranslationJobsTable>;

export async function insertTranslationJob(db: Kysely<DB>, row: TranslationJobRow): Promise<void> {
  await db.insertInto('translation_jobs').values(row).execute();
}

export function findTranslationJob(db: Kysely<DB>, spaceId: string, id: string): Promise<TranslationJobRow | undefined> {
  return db.selectFrom('translation_jobs').selectAll().where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
}

export function listTranslationJobs(db: Kysely<DB>, spaceId: string, limit: number): Promise<TranslationJobRow[]> {
  return db.selectFrom('translation_jobs').selectAll().where('space_id', '=', spaceId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** An unfinished job of the space for the same language and type, if any (one at a time each). */
export function findOpenTranslationJob(db: Kysely<DB>, spaceId: string, locale: string, contentType: string | null): Promise<TranslationJobRow | undefined> {
  return db
    .selectFrom('translation_jobs')
    .selectAll()
    .where('space_id', '=', spaceId)
    .where('locale', '=', locale)
    .where('content_type', contentType === null ? 'is' : '=', contentType)
    .where('status', 'in', ['queued', 'running', 'paused'])
    .executeTakeFirst();
}

/**
 * Claims up to `limit` unfinished jobs that are due and not held by a live lease (a worker that
 * died leaves its job to whoever claims after the lease). Several nodes never claim the same job.
 */
export function claimDueTranslationJobs(db: Kysely<DB>, engine: Engine, now: string, claimedUntil: string, token: string, limit: number): Promise<TranslationJobRow[]> {
  const lease: Lease = { now, until: claimedUntil, token };
  const due = db
    .selectFrom('translation_jobs')
    .select('id')
    .where('status', 'in', ['queued', 'running'])
    .where('run_after', '<=', lease.now)
    .where(leaseFree(lease.now))
    .orderBy('run_after')
    .limit(limit);
  return claimDueRows(db, engine, 'translation_jobs', due, lease, { status: 'running', updated_at: lease.now });
}

/** Claims one job now unless another worker holds a live lease on it. */
export function claimTranslationJob(db: Kysely<DB>, spaceId: string, id: string, now: string, claimedUntil: string, token: string): Promise<TranslationJobRow | undefined> {
  const lease: Lease = { now, until: claimedUntil, token };
  const eb = expressionBuilder<DB, 'translation_jobs'>();
  return claimRow(db, 'translation_jobs', id, lease, { status: 'running', updated_at: lease.now }, eb.and([eb('space_id', '=', spaceId), eb('status', 'in', ['queued', 'running'])]));
}

/** Writes progress only while the claim is ours. Returns whether it was written. */
export function updateClaimedTranslationJob(db: Kysely<DB>, id: string, token: string, patch: Updateable<TranslationJobsTable>): Promise<boolean> {
  return writeLeased(db, 'translation_jobs', id, token, patch);
}

export async function updateTranslationJob(db: Kysely<DB>, id: string, patch: Updateable<TranslationJobsTable>): Promise<void> {
  await db.updateTable('translation_jobs').set(patch).where('id', '=', id).execute();
}

/** Entries a job works through, in id order after `after`: the type's (or the space's) entries that are not archived. */
export async function listEntryIdsAfter(db: Kysely<DB>, spaceId: string, contentType: string | null, after: string, limit: number): Promise<string[]> {
  let q = db.selectFrom('entries').select('id').where('space_id', '=', spaceId).where('status', '!=', 'archived').where('id', '>', after);
  if (contentType !== null) q = q.where('content_type', '=', contentType);
  const rows = await q.orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

export async function countEntriesFor(db: Kysely<DB>, spaceId: string, contentType: string | null): Promise<number> {
  let q = db.selectFrom('entries').select((eb) => eb.fn.countAll<number>().as('n')).where('space_id', '=', spaceId).where('status', '!=', 'archived');
  if (contentType !== null) q = q.where('content_type', '=', contentType);
  const r = await q.executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Whether the key (or agent token) that started a job may still act: exists, not revoked, not expired. */
export async function isKeyActive(db: Kysely<DB>, spaceId: string, keyId: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('api_keys')
    .select('id')
    .where('space_id', '=', spaceId)
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return row !== undefined;
}
