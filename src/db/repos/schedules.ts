import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../client.ts';
import { skipLocked } from '../dialect/locking.ts';
import type { DB, SchedulesTable } from '../schema.ts';

export type ScheduleRow = Selectable<SchedulesTable>;

export async function insertSchedule(db: Kysely<DB>, row: ScheduleRow): Promise<void> {
  await db.insertInto('schedules').values(row).execute();
}

export function findSchedule(db: Kysely<DB>, spaceId: string, id: string): Promise<ScheduleRow | undefined> {
  return db.selectFrom('schedules').selectAll().where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
}

export interface ScheduleFilter {
  targetType?: 'entry' | 'release';
  targetId?: string;
  status?: ScheduleRow['status'];
  /** Only those due at or after this time. */
  from?: string;
  /** Only those due before this time. */
  to?: string;
}

/** The space's scheduled actions in the order they fall due (then by id), one page. */
export async function listSchedules(db: Kysely<DB>, spaceId: string, filter: ScheduleFilter, limit: number, skip: number): Promise<{ rows: ScheduleRow[]; total: number }> {
  let q = db.selectFrom('schedules').where('space_id', '=', spaceId);
  if (filter.targetType) q = q.where('target_type', '=', filter.targetType);
  if (filter.targetId) q = q.where('target_id', '=', filter.targetId);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.from) q = q.where('run_at', '>=', filter.from);
  if (filter.to) q = q.where('run_at', '<', filter.to);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('run_at').orderBy('id').limit(limit).offset(skip).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function countPendingSchedules(db: Kysely<DB>, spaceId: string): Promise<number> {
  const r = await db
    .selectFrom('schedules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('space_id', '=', spaceId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Pending actions due at `now`, oldest first, skipping rows another node is running (PostgreSQL). */
export function listDueSchedules(db: Kysely<DB>, engine: Engine, now: string, limit: number): Promise<ScheduleRow[]> {
  return skipLocked(db.selectFrom('schedules').selectAll().where('status', '=', 'pending').where('run_at', '<=', now).orderBy('run_at').orderBy('id').limit(limit), engine).execute();
}

/** When the next pending action falls due, if any. */
export async function nextDueTime(db: Kysely<DB>): Promise<string | null> {
  const r = await db.selectFrom('schedules').select('run_at').where('status', '=', 'pending').orderBy('run_at').limit(1).executeTakeFirst();
  return r?.run_at ?? null;
}

/**
 * Ends a pending action (done, failed or cancelled) unless it has ended already. Inside the
 * transaction that also runs the action this is the claim: on PostgreSQL a second node's update
 * waits for the first to commit, then finds the row no longer pending; on SQLite writes take
 * turns. Returns whether this call ended it.
 */
export async function finishPendingSchedule(db: Kysely<DB>, spaceId: string, id: string, patch: Pick<ScheduleRow, 'status' | 'finished_at'> & { error?: string | null }): Promise<boolean> {
  const r = await db.updateTable('schedules').set(patch).where('space_id', '=', spaceId).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Cancels the pending actions of one target (a deleted release); returns how many. */
export async function cancelPendingSchedulesOf(db: Kysely<DB>, spaceId: string, targetType: 'entry' | 'release', targetId: string, now: string): Promise<number> {
  const r = await db
    .updateTable('schedules')
    .set({ status: 'cancelled', finished_at: now })
    .where('space_id', '=', spaceId)
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
