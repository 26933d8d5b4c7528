import type { UnitOfWork } from '../unit-of-work.ts';
import { findEntryVersion, type EntryRow } from '../../db/repos/entries.ts';
import { appError } from '../../domain/errors.ts';
import { restoreWrite } from '../../domain/entries/restore-write.ts';
import { parseStored } from './entry-events.ts';
import { lockEntry, requirePermission, requireWritableType } from './guards.ts';
import { loadSpaceModel } from './space-model.ts';
import { saveEdit, versionConflict } from './update-entry.ts';

export interface RestoreEntryVersionInput {
  id: string;
  /** The version whose values come back. */
  version: number;
  /** The version the caller saw as the latest; a newer stored one answers `version_conflict`. */
  current_version?: number;
}

/**
 * Restoring is an edit (SPEC "Entries": every edit creates a new version): the values of
 * version n, of every field type, become a new latest version; nothing earlier is rewritten. The
 * same rules as editing apply (permission, type limits, archived entries, links that must still
 * exist). Restoring values equal to the latest changes nothing and saves no version.
 */
export async function restoreEntryVersion(uow: UnitOfWork, input: RestoreEntryVersionInput): Promise<EntryRow> {
  requirePermission(uow, 'write', 'restore entry versions');
  const row = await lockEntry(uow, input.id);
  requireWritableType(uow, row.content_type);
  if (input.current_version !== undefined && input.current_version !== row.version) throw versionConflict(row.id, row.version, input.current_version);
  const old = await findEntryVersion(uow.trx, row.id, input.version);
  if (!old) {
    throw appError('not_found', `Entry ${row.id} has no version ${input.version}; its versions are 1 to ${row.version}.`, {
      fix: `Pick a version listed by GET /api/v1/spaces/${row.space_id}/entries/${row.id}/versions.`,
    });
  }
  const model = await loadSpaceModel(uow.trx, uow.actor.spaceId);
  const def = model.types.get(row.content_type);
  const fields = def ? restoreWrite(def, parseStored(row.fields) ?? {}, parseStored(old.fields) ?? {}, model.locales) : {};
  return saveEdit(uow, row, { fields, locale: '*', version: input.current_version, restoredFrom: input.version });
}
