import type { UnitOfWork } from '../unit-of-work.ts';
import { newId } from '../ids.ts';
import { findRelease } from '../../db/repos/releases.ts';
import { countPendingSchedules, insertSchedule, type ScheduleRow } from '../../db/repos/schedules.ts';
import { appError, notFound, validationFailed } from '../../domain/errors.ts';
import { normalizeLocaleCode } from '../../domain/locales.ts';
import { requireContentType, requirePermission } from '../../domain/permissions.ts';
import { isScheduleAction, MAX_PENDING_SCHEDULES, parseScheduleTime, SCHEDULE_ACTIONS } from '../../domain/publishing/schedules.ts';
import type { ReleaseItem } from '../../domain/publishing/releases.ts';
import { findEntry } from '../../db/repos/entries.ts';
import { actorToJson } from '../translation/job-actor.ts';
import { entryFactsOf, requireItemTypes } from '../releases/release-entries.ts';
import { loadSpaceModel } from '../entries/space-model.ts';

export interface CreateScheduleInput {
  target_type: 'entry' | 'release';
  target_id: string;
  /** Entries: publish, unpublish or archive; releases: publish. */
  action?: string;
  /** RFC 3339 date-time with a zone. */
  at: string;
  /** The language the entry is shown in where the schedule is listed. */
  locale?: string;
}

/**
 * Schedules an action for a time. Scheduling needs what the action needs (`publish`, and for a
 * person limited to some content types, those types), checked now and again when it runs, as
 * the same key or person: a key revoked in between makes the run fail instead.
 */
export async function createSchedule(uow: UnitOfWork, input: CreateScheduleInput): Promise<ScheduleRow> {
  const action = input.action ?? 'publish';
  const spaceId = uow.actor.spaceId;
  if (!isScheduleAction(action)) throw validationFailed({ action: `one of ${SCHEDULE_ACTIONS.join(', ')}` });
  requirePermission(uow.actor, 'publish', `schedule ${action}`);
  const time = parseScheduleTime(input.at, Date.parse(uow.now));
  if ('errors' in time) throw validationFailed(time.errors);
  let locale: string | null = null;
  if (input.locale !== undefined) {
    const model = await loadSpaceModel(uow.trx, spaceId);
    locale = normalizeLocaleCode(input.locale);
    if (!locale || !model.locales.codes.includes(locale)) throw validationFailed({ locale: `a language of this site (${model.locales.codes.join(', ')})` });
  }
  if (input.target_type === 'entry') {
    const entry = await findEntry(uow.trx, spaceId, input.target_id);
    if (!entry) throw notFound('entry', input.target_id);
    requireContentType(uow.actor, entry.content_type, action);
  } else {
    if (action !== 'publish') throw validationFailed({ action: 'publish: a release is scheduled to be published (each entry has its own action inside it)' });
    const release = await findRelease(uow.trx, spaceId, input.target_id);
    if (!release) throw notFound('release', input.target_id);
    if (release.status !== 'open') {
      throw appError('validation_failed', `Release ${release.id} is already published.`, { fix: 'Schedule an open release.', details: { fields: { release: 'an open release' } } });
    }
    const items = JSON.parse(release.items) as ReleaseItem[];
    requireItemTypes(uow.actor, items, await entryFactsOf(uow.trx, spaceId, items.map((i) => i.id)));
  }
  if ((await countPendingSchedules(uow.trx, spaceId)) >= MAX_PENDING_SCHEDULES) {
    throw validationFailed({ at: `room for it: a site holds at most ${MAX_PENDING_SCHEDULES} pending scheduled actions; cancel some first` });
  }
  const row: ScheduleRow = {
    id: newId(),
    space_id: spaceId,
    target_type: input.target_type,
    target_id: input.target_id,
    action,
    locale,
    run_at: time.at,
    status: 'pending',
    actor: actorToJson(uow.actor),
    created_by: uow.actor.name,
    error: null,
    created_at: uow.now,
    finished_at: null,
  };
  await insertSchedule(uow.trx, row);
  uow.record({ action: 'schedule.created', resourceType: 'schedule', resourceId: row.id, details: { target_type: row.target_type, target_id: row.target_id, action, at: row.run_at } });
  return row;
}
