import type { AppContext } from '../context.ts';
import { runUnitOfWork } from '../unit-of-work.ts';
import { archiveEntry } from '../entries/archive-entry.ts';
import { publishEntry } from '../entries/publish-entry.ts';
import { unpublishEntry } from '../entries/unpublish-entry.ts';
import { publishRelease } from '../releases/publish-release.ts';
import { actorFromJson } from '../translation/job-actor.ts';
import { finishPendingSchedule, listDueSchedules, nextDueTime, type ScheduleRow } from '../../db/repos/schedules.ts';
import { isKeyActive } from '../../db/repos/translation-jobs.ts';
import type { Actor } from '../../domain/actor.ts';
import { AppError } from '../../domain/errors.ts';
import { keyCannot } from '../../domain/permissions.ts';

/** Due actions taken per look; the next look follows at once while more are due. */
const DUE_PER_LOOK = 20;

export type RunOutcome = 'done' | 'failed' | 'taken';

/**
 * Runs the actions that are due. Each runs in one unit of work that first ends the schedule
 * (`pending` → `done`) and then does the action as whoever scheduled it: both commit together or
 * not at all. A node killed mid-way leaves it pending for the next look (its transaction never
 * committed); a second node reaching the same row finds it no longer pending and does nothing,
 * so each action happens exactly once. An action that fails its rules (the entry no longer
 * validates, the key was revoked) is rolled back and recorded as failed in a unit of work of its
 * own, with the `schedule.failed` deploy-hook event. Returns how long to sleep.
 */
export async function runDueSchedules(ctx: AppContext, pollMs: number, now: () => Date = () => new Date()): Promise<number> {
  const due = await listDueSchedules(ctx.database.db, ctx.database.engine, now().toISOString(), DUE_PER_LOOK);
  for (const row of due) await runSchedule(ctx, row, now());
  if (due.length === DUE_PER_LOOK) return 0;
  const next = await nextDueTime(ctx.database.db);
  return next === null ? pollMs : Math.max(0, Math.min(pollMs, Date.parse(next) - now().getTime()));
}

export async function runSchedule(ctx: AppContext, row: ScheduleRow, at: Date): Promise<RunOutcome> {
  const actor = actorFromJson(row.actor);
  try {
    await requireActiveKey(ctx, actor, row, at);
    const ran = await runUnitOfWork(
      ctx.database,
      actor,
      async (uow) => {
        if (!(await finishPendingSchedule(uow.trx, row.space_id, row.id, { status: 'done', finished_at: uow.now }))) return false;
        await perform(uow, row);
        return true;
      },
      { now: at },
    );
    return ran ? 'done' : 'taken';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return recordFailure(ctx, actor, row, err, at);
  }
}

function perform(uow: Parameters<typeof publishEntry>[0], row: ScheduleRow): Promise<unknown> {
  if (row.target_type === 'release') return publishRelease(uow, { id: row.target_id });
  const input = { id: row.target_id };
  switch (row.action) {
    case 'publish':
      return publishEntry(uow, input);
    case 'unpublish':
      return unpublishEntry(uow, input);
    case 'archive':
      return archiveEntry(uow, input);
  }
}

/** The action runs as the key that scheduled it, so it fails once that key is revoked or has expired. */
async function requireActiveKey(ctx: AppContext, actor: Actor, row: ScheduleRow, at: Date): Promise<void> {
  if ((actor.type !== 'key' && actor.type !== 'agent') || !actor.id) return;
  if (await isKeyActive(ctx.database.db, row.space_id, actor.id, at.toISOString())) return;
  throw keyCannot(actor, 'publish', `run the scheduled ${row.action}`, { reason: `the key "${actor.name}" that scheduled it was revoked or has expired`, fix: 'Schedule the action again with a valid key.' });
}

async function recordFailure(ctx: AppContext, actor: Actor, row: ScheduleRow, err: AppError, at: Date): Promise<RunOutcome> {
  const error = { code: err.code, message: err.message, fix: err.fix, ...(err.details ? { details: err.details } : {}) };
  const recorded = await runUnitOfWork(
    ctx.database,
    actor,
    async (uow) => {
      if (!(await finishPendingSchedule(uow.trx, row.space_id, row.id, { status: 'failed', finished_at: uow.now, error: JSON.stringify(error) }))) return false;
      const about = { target_type: row.target_type, target_id: row.target_id, action: row.action, at: row.run_at };
      uow.record({ action: 'schedule.failed', resourceType: 'schedule', resourceId: row.id, details: { ...about, error: { code: err.code, message: err.message } } });
      uow.emit({ event: 'schedule.failed', resourceType: 'Schedule', resourceId: row.id, data: { ...about, error_code: err.code, error: err.message } });
      return true;
    },
    { now: at },
  );
  return recorded ? 'failed' : 'taken';
}
