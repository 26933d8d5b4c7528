import type { UnitOfWork } from '../unit-of-work.ts';
import { deleteAssetRow } from '../../db/repos/assets.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { getFile } from './get-asset.ts';
import { linkingEntries, unlinkEntries } from '../entries/unlink-entries.ts';
import { stillLinked, type DeleteResult } from '../entries/delete-entry.ts';

/**
 * Deletes a file (docs/assets.md "Deleting"): refused while entries use it (file fields, rich-text
 * images, links and embeds) unless `unlink` removes those uses in the same unit of work. Its URLs
 * answer 410 Gone from then on; deploy hooks get `asset.deleted`.
 */
export async function deleteAsset(uow: UnitOfWork, input: { id: string; unlink?: boolean }): Promise<DeleteResult> {
  requirePermission(uow.actor, 'write', 'delete files');
  const asset = await getFile(uow.trx, uow.actor.spaceId, input.id);
  const linking = await linkingEntries(uow, { type: 'Asset', id: asset.id });
  if (linking.length > 0 && !input.unlink) throw stillLinked('file', asset.id, linking);
  await unlinkEntries(uow, { type: 'Asset', id: asset.id }, linking);
  await deleteAssetRow(uow.trx, uow.actor.spaceId, asset.id, uow.now);
  uow.record({ action: 'asset.deleted', resourceType: 'asset', resourceId: asset.id, details: { filename: asset.filename, unlinked: linking.length } });
  uow.emit({ event: 'asset.deleted', resourceType: 'Asset', resourceId: asset.id, data: { filename: asset.filename, content_type: asset.content_type } });
  return { deleted: { type: 'Asset', id: asset.id }, unlinked: linking };
}
