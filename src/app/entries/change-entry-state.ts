import { writeEntryLinks } from './link-index.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { updateEntryIfUnchanged, type EntryRow } from '../../db/repos/entries.ts';
import { deleteEntrySlugs } from '../../db/repos/entry-slugs.ts';
import { writeSortKeys } from './sort-keys.ts';
import { appError } from '../../domain/errors.ts';
import { transition, type EntryAction } from '../../domain/entries/state.ts';
import { emitEntryEvents, parseStored } from './entry-events.ts';
import { lockEntry } from './guards.ts';
import { requireContentType, requirePermission } from '../../domain/permissions.ts';
import { loadSpaceModel } from './space-model.ts';
import { versionConflict } from './update-entry.ts';
import { indexUnpublished } from './search-index.ts';

/**
 * Unpublish, archive and unarchive: state changes that save no new version (docs/entries.md
 * "States"). Leaving the live site clears the published snapshot, so delivery stops showing the
 * entry at once and `entry.unpublished` carries the URL it had.
 */
export async function changeEntryState(uow: UnitOfWork, id: string, action: Extract<EntryAction, 'unpublish' | 'archive' | 'unarchive'>): Promise<EntryRow> {
  requirePermission(uow.actor, 'publish', `${action} entries`);
  const row = await lockEntry(uow, id);
  requireContentType(uow.actor, row.content_type, action);
  const t = transition({ status: row.status, upToDate: row.published_version === row.version }, action);
  if (!t.ok) throw appError('validation_failed', `Entry ${row.id} cannot be changed: ${t.reason}.`, { fix: t.fix });
  if (!t.changed) return row;

  const leavesLive = row.published_fields !== null && (action === 'unpublish' || action === 'archive');
  const next: EntryRow = {
    ...row,
    status: t.status,
    updated_at: uow.now,
    ...(leavesLive ? { published_version: null, published_fields: null, published_at: null } : {}),
    ...(action === 'archive' ? { archived_at: uow.now } : {}),
    ...(action === 'unarchive' ? { archived_at: null } : {}),
  };
  const written = await updateEntryIfUnchanged(uow.trx, row, {
    status: next.status,
    updated_at: next.updated_at,
    published_version: next.published_version,
    published_fields: next.published_fields,
    published_at: next.published_at,
    archived_at: next.archived_at,
  });
  if (!written) throw versionConflict(row.id, row.version, row.version);
  if (leavesLive) {
    await deleteEntrySlugs(uow.trx, row.id);
    await writeSortKeys(uow.trx, row, null); // delivery lists read these keys: no published values, no keys
    await indexUnpublished(uow.trx, row.id); // nor published text to search
    await writeEntryLinks(uow.trx, next);
  }
  uow.record({ action: `entry.${action === 'unpublish' ? 'unpublished' : `${action}d`}`, resourceType: 'entry', resourceId: row.id });
  if (t.events.length) emitEntryEvents(uow, await loadSpaceModel(uow.trx, uow.actor.spaceId), next, t.events, parseStored(row.published_fields));
  return next;
}
