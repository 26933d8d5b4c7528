import type { UnitOfWork } from '../unit-of-work.ts';
import { findSchedule, finishPendingSchedule, type ScheduleRow } from '../../db/repos/schedules.ts';
import { appError, notFound } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';

/**
 * Cancels a pending scheduled action. One that has run (or is running right now on a worker and
 * commits first) is no longer pending: the answer says what became of it.
 */
export async function cancelSchedule(uow: UnitOfWork, input: { id: string }): Promise<ScheduleRow> {
  requirePermission(uow.actor, 'publish', 'cancel scheduled actions');
  const row = await findSchedule(uow.trx, uow.actor.spaceId, input.id);
  if (!row) throw notFound('scheduled action', input.id);
  const cancelled = row.status === 'pending' && (await finishPendingSchedule(uow.trx, row.space_id, row.id, { status: 'cancelled', finished_at: uow.now }));
  if (!cancelled) {
    const now = await findSchedule(uow.trx, uow.actor.spaceId, input.id);
    throw appError('validation_failed', `Scheduled action ${row.id} is ${now?.status ?? row.status}, so it cannot be cancelled.`, {
      fix: 'Only pending scheduled actions can be cancelled; undo a done one with the opposite action (e.g. unpublish).',
      details: { fields: { status: 'a pending scheduled action' } },
    });
  }
  uow.record({ action: 'schedule.cancelled', resourceType: 'schedule', resourceId: row.id, details: { target_type: row.target_type, target_id: row.target_id, action: row.action } });
  return { ...row, status: 'cancelled', finished_at: uow.now };
}
