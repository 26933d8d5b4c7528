import type { Kysely, Selectable } from 'kysely';
import type { DB, ReadinessChecksTable, ReadinessSchedulesTable } from '../schema.ts';

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

export type ReadinessScheduleRow = Selectable<ReadinessSchedulesTable>;

export function findReadinessSchedule(db: Kysely<DB>, spaceId: string): Promise<ReadinessScheduleRow | undefined> {
  return db.selectFrom('readiness_schedules').selectAll().where('space_id', '=', spaceId).executeTakeFirst();
}

export async function saveReadinessSchedule(db: Kysely<DB>, row: ReadinessScheduleRow): Promise<void> {
  await db
    .insertInto('readiness_schedules')
    .values(row)
    .onConflict((oc) => oc.column('space_id').doUpdateSet({ interval_hours: row.interval_hours, next_check_at: row.next_check_at, last_error: row.last_error, updated_at: row.updated_at }))
    .execute();
}

export async function deleteReadinessSchedule(db: Kysely<DB>, spaceId: string): Promise<void> {
  await db.deleteFrom('readiness_schedules').where('space_id', '=', spaceId).execute();
}

/** Schedules whose next check fell due, the longest waiting first. */
export function dueReadinessSchedules(db: Kysely<DB>, now: string, limit: number): Promise<ReadinessScheduleRow[]> {
  return db.selectFrom('readiness_schedules').selectAll().where('next_check_at', '<=', now).orderBy('next_check_at').orderBy('space_id').limit(limit).execute();
}

/** When the next scheduled check of any space falls due, or null. */
export async function nextReadinessDue(db: Kysely<DB>): Promise<string | null> {
  const row = await db.selectFrom('readiness_schedules').select('next_check_at').orderBy('next_check_at').limit(1).executeTakeFirst();
  return row?.next_check_at ?? null;
}

/**
 * Moves a space's next check from `expected` (what the caller read) to `next`: one conditional
 * update, so of several nodes taking the same due check exactly one gets true and runs it.
 */
export async function takeDueReadinessCheck(db: Kysely<DB>, spaceId: string, expected: string, next: string): Promise<boolean> {
  const r = await db.updateTable('readiness_schedules').set({ next_check_at: next }).where('space_id', '=', spaceId).where('next_check_at', '=', expected).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setReadinessScheduleError(db: Kysely<DB>, spaceId: string, error: string | null): Promise<void> {
  await db.updateTable('readiness_schedules').set({ last_error: error }).where('space_id', '=', spaceId).execute();
}
