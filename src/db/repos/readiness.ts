import type { Kysely, Selectable } from 'kysely';
import type { DB, ReadinessChecksTable } from '../schema.ts';

export type ReadinessCheckRow = Selectable<ReadinessChecksTable>;

/**
 * Claims the space's check slot: one conditional upsert, so it is atomic on both engines and
 * across nodes. It writes `now` and returns true when there was no claim or the last one started
 * at or before `notAfter`; otherwise it changes nothing and returns false. On PostgreSQL a
 * concurrent claimer waits for the row lock, then sees the new time and gets false.
 */
export async function claimReadinessSlot(db: Kysely<DB>, spaceId: string, now: string, notAfter: string): Promise<boolean> {
  const row = await db
    .insertInto('readiness_claims')
    .values({ space_id: spaceId, started_at: now })
    .onConflict((oc) => oc.column('space_id').doUpdateSet({ started_at: now }).where('readiness_claims.started_at', '<=', notAfter))
    .returning('space_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findReadinessClaim(db: Kysely<DB>, spaceId: string): Promise<string | undefined> {
  const row = await db.selectFrom('readiness_claims').select('started_at').where('space_id', '=', spaceId).executeTakeFirst();
  return row?.started_at;
}

export async function insertReadinessCheck(db: Kysely<DB>, row: ReadinessCheckRow): Promise<void> {
  await db.insertInto('readiness_checks').values(row).execute();
}

/** Deletes all but the newest `keep` checks of the space. */
export async function pruneReadinessChecks(db: Kysely<DB>, spaceId: string, keep: number): Promise<void> {
  const kept = db.selectFrom('readiness_checks').select('id').where('space_id', '=', spaceId).orderBy('checked_at', 'desc').orderBy('id', 'desc').limit(keep);
  await db.deleteFrom('readiness_checks').where('space_id', '=', spaceId).where('id', 'not in', kept).execute();
}

/** Newest first. */
export function listReadinessChecks(db: Kysely<DB>, spaceId: string, limit: number): Promise<ReadinessCheckRow[]> {
  return db.selectFrom('readiness_checks').selectAll().where('space_id', '=', spaceId).orderBy('checked_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export interface PublishedEntryRow {
  id: string;
  content_type: string;
  published_fields: string;
  published_at: string | null;
  version: number;
  status: 'published' | 'changed';
}

/** The space's published entries (published values), most recently published first. */
export async function listPublishedEntries(db: Kysely<DB>, spaceId: string, limit: number): Promise<PublishedEntryRow[]> {
  const rows = await db
    .selectFrom('entries')
    .select(['id', 'content_type', 'published_fields', 'published_at', 'version', 'status'])
    .where('space_id', '=', spaceId)
    .where('status', 'in', ['published', 'changed'])
    .where('published_fields', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows as PublishedEntryRow[];
}
