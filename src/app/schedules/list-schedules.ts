import type { Database } from '../../db/client.ts';
import { findEntry } from '../../db/repos/entries.ts';
import { listSchedules, type ScheduleFilter, type ScheduleRow } from '../../db/repos/schedules.ts';
import type { Actor } from '../../domain/actor.ts';
import { invalidParameter } from '../../domain/entries/query.ts';
import { notFound } from '../../domain/errors.ts';
import { checkPage } from '../../domain/paging.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { describeTargets, type ScheduleTargets } from './describe-targets.ts';

export interface ListSchedulesInput {
  entry_id?: string;
  release_id?: string;
  status?: ScheduleRow['status'];
  from?: string;
  to?: string;
  limit: number;
  skip: number;
}

/** Scheduled actions of the space (or of one entry or release), in the order they fall due: the calendar. */
export async function listSchedulesOf(database: Database, actor: Actor, input: ListSchedulesInput): Promise<{ rows: ScheduleRow[]; total: number; targets: ScheduleTargets }> {
  requirePermission(actor, 'read_drafts', 'read scheduled actions');
  checkPage(input, 1000);
  const filter: ScheduleFilter = { status: input.status };
  for (const k of ['from', 'to'] as const) {
    const v = input[k];
    if (v === undefined) continue;
    const ms = Date.parse(v);
    if (!Number.isFinite(ms)) throw invalidParameter(k, 'a date or date-time, e.g. 2030-03-01 or 2030-03-01T00:00:00Z');
    filter[k] = new Date(ms).toISOString();
  }
  if (input.entry_id !== undefined) {
    if (!(await findEntry(database.db, actor.spaceId, input.entry_id))) throw notFound('entry', input.entry_id);
    Object.assign(filter, { targetType: 'entry', targetId: input.entry_id });
  } else if (input.release_id !== undefined) {
    Object.assign(filter, { targetType: 'release', targetId: input.release_id });
  }
  const page = await listSchedules(database.db, actor.spaceId, filter, input.limit, input.skip);
  return { ...page, targets: await describeTargets(database.db, actor.spaceId, page.rows) };
}
