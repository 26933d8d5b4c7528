import type { UnitOfWork } from '../unit-of-work.ts';
import { deleteRelease as removeRelease } from '../../db/repos/releases.ts';
import { cancelPendingSchedulesOf } from '../../db/repos/schedules.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { lockOpenRelease } from './update-release.ts';

/** Deletes an open release (its entries are untouched) and cancels its pending schedules. */
export async function deleteRelease(uow: UnitOfWork, input: { id: string }): Promise<void> {
  requirePermission(uow.actor, 'write', 'delete releases');
  const row = await lockOpenRelease(uow, input.id, 'be deleted');
  await removeRelease(uow.trx, row.space_id, row.id);
  const cancelled = await cancelPendingSchedulesOf(uow.trx, row.space_id, 'release', row.id, uow.now);
  uow.record({ action: 'release.deleted', resourceType: 'release', resourceId: row.id, details: { name: row.name, schedules_cancelled: cancelled } });
}
