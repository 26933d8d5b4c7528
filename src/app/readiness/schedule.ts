import type { AppContext } from '../context.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import {
  deleteReadinessSchedule,
  dueReadinessSchedules,
  findReadinessSchedule,
  listReadinessChecks,
  nextReadinessDue,
  saveReadinessSchedule,
  setReadinessScheduleError,
  takeDueReadinessCheck,
  type ReadinessScheduleRow,
} from '../../db/repos/readiness.ts';
import { findSpace } from '../../db/repos/spaces.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { systemActor, type Actor } from '../../domain/actor.ts';
import { AppError, appError, notFound } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { runReadinessCheck } from './run-readiness-check.ts';

/** Longest interval between scheduled checks: 30 days. The shortest is an hour, so a site is never polled hard. */
export const MAX_INTERVAL_HOURS = 720;
const HOUR_MS = 3_600_000;

export interface ReadinessSchedule {
  /** Hours between scheduled checks; null: no scheduled checks. */
  interval_hours: number | null;
  next_check_at: string | null;
  last_error: string | null;
}

const present = (row: ReadinessScheduleRow | undefined): ReadinessSchedule =>
  row ? { interval_hours: row.interval_hours, next_check_at: row.next_check_at, last_error: row.last_error } : { interval_hours: null, next_check_at: null, last_error: null };

export async function readReadinessSchedule(db: Kysely<DB>, actor: Actor): Promise<ReadinessSchedule> {
  requirePermission(actor, 'read_drafts', 'read the readiness schedule');
  return present(await findReadinessSchedule(db, actor.spaceId));
}

/**
 * Sets (or, with null, stops) the space's scheduled readiness checks. The first one falls due
 * one interval after the last check, or at once when that is past (or there was none).
 */
export async function setReadinessSchedule(ctx: AppContext, actor: Actor, intervalHours: number | null, now: Date = new Date()): Promise<ReadinessSchedule> {
  requirePermission(actor, 'manage_model', 'schedule readiness checks');
  const spaceId = actor.spaceId;
  return runUnitOfWork(
    ctx.database,
    actor,
    async (uow) => {
      if (intervalHours === null) {
        await deleteReadinessSchedule(uow.trx, spaceId);
        uow.record({ action: 'readiness.schedule_changed', resourceType: 'readiness', resourceId: spaceId, details: { interval_hours: null } });
        return present(undefined);
      }
      const space = await findSpace(uow.trx, spaceId);
      if (!space) throw notFound('space', spaceId);
      if (!space.production_url) {
        throw appError('check_unavailable', 'The site has no live URL (production_url), so there is nothing to check on a schedule.', {
          fix: `Set the live site's address first: PATCH /api/v1/spaces/${spaceId} with {"production_url": "https://www.example.com"}, then set the schedule again.`,
          details: { reason: 'no_production_url' },
        });
      }
      const [last] = await listReadinessChecks(uow.trx, spaceId, 1);
      const afterLast = last ? Date.parse(last.checked_at) + intervalHours * HOUR_MS : 0;
      const row: ReadinessScheduleRow = {
        space_id: spaceId,
        interval_hours: intervalHours,
        next_check_at: new Date(Math.max(Date.parse(uow.now), afterLast)).toISOString(),
        last_error: null,
        updated_at: uow.now,
      };
      await saveReadinessSchedule(uow.trx, row);
      uow.record({ action: 'readiness.schedule_changed', resourceType: 'readiness', resourceId: spaceId, details: { interval_hours: intervalHours } });
      return present(row);
    },
    { now },
  );
}

/**
 * Runs the scheduled checks that fell due, one after the other. Each is taken by moving its
 * next time on conditionally (takeDueReadinessCheck), so when several worker nodes look at once
 * exactly one runs it; the check itself then claims the site's once-a-minute slot like a
 * manual one. A check that cannot run (no production_url any more, a manual check in the same
 * minute) leaves its reason in `last_error` and waits for the next interval. Returns how many ran.
 */
export async function runDueReadinessChecks(ctx: AppContext, now: Date, limit = 10): Promise<number> {
  let ran = 0;
  for (const row of await dueReadinessSchedules(ctx.database.db, now.toISOString(), limit)) {
    const next = new Date(now.getTime() + row.interval_hours * HOUR_MS).toISOString();
    if (!(await takeDueReadinessCheck(ctx.database.db, row.space_id, row.next_check_at, next))) continue;
    try {
      await runReadinessCheck(ctx, systemActor(row.space_id, 'schedule'));
      await setReadinessScheduleError(ctx.database.db, row.space_id, null);
      ran += 1;
    } catch (err) {
      const why = err instanceof AppError ? `${err.message} ${err.fix}` : `the check failed: ${(err as Error).message}`;
      await setReadinessScheduleError(ctx.database.db, row.space_id, why.slice(0, 1000));
      if (!(err instanceof AppError)) throw err;
    }
  }
  return ran;
}

/** When the next scheduled check of any space falls due (null: none), so the worker sleeps until then. */
export function nextScheduledReadinessCheck(ctx: AppContext): Promise<string | null> {
  return nextReadinessDue(ctx.database.db);
}
