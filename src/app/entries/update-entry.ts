import { writeEntryLinks } from './link-index.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { insertEntryVersion, updateEntryIfUnchanged, type EntryRow } from '../../db/repos/entries.ts';
import { appError, validationFailed, type AppError } from '../../domain/errors.ts';
import { transition } from '../../domain/entries/state.ts';
import { applyFieldWrites } from '../../domain/entries/write-values.ts';
import { checkWrittenLinks } from './check-written-links.ts';
import { emitEntryEvents, parseStored } from './entry-events.ts';
import { lockEntry, writeLocale } from './guards.ts';
import { requirePermission, requireContentType } from '../../domain/permissions.ts';
import { loadSpaceModel } from './space-model.ts';
import { indexEdited } from './search-index.ts';
import { noteHandTranslations } from '../translation/note-hand-translations.ts';

export interface UpdateEntryInput {
  id: string;
  fields: Record<string, unknown>;
  /** The version the caller edited; a newer stored version means someone else saved meanwhile. */
  version?: number;
  locale?: string;
}

export function versionConflict(id: string, current: number, sent: number): AppError {
  const why = sent < current ? 'someone saved it meanwhile' : `version ${sent} does not exist yet`;
  return appError('version_conflict', `Entry ${id} is at version ${current}, not ${sent}: ${why}. Nothing was saved.`, {
    details: { current_version: current, sent_version: sent },
  });
}

/**
 * SPEC "Entries" edit: only sent fields change, `null` empties, every edit is a new version. The
 * row is locked for the transaction and the write is conditional on the version read, so two
 * edits of the same version cannot both win. An edit that changes nothing saves nothing.
 */
export async function updateEntry(uow: UnitOfWork, input: UpdateEntryInput): Promise<EntryRow> {
  requirePermission(uow.actor, 'write', 'edit entries');
  const row = await lockEntry(uow, input.id);
  requireContentType(uow.actor, row.content_type, 'edit');
  if (input.version !== undefined && input.version !== row.version) throw versionConflict(row.id, row.version, input.version);
  return saveEdit(uow, row, input);
}

/**
 * The write half of an edit, shared with restoring a version (`restore-entry-version.ts`): the
 * caller has locked `row` and checked who may write it. `restoredFrom` names the version whose
 * values these are, for the activity record.
 */
export async function saveEdit(uow: UnitOfWork, row: EntryRow, input: Omit<UpdateEntryInput, 'id'> & { restoredFrom?: number }): Promise<EntryRow> {
  const t = transition({ status: row.status, upToDate: row.published_version === row.version }, 'edit');
  if (!t.ok) throw appError('validation_failed', `Entry ${row.id} cannot be edited: ${t.reason}.`, { fix: t.fix, details: { fields: { status: 'an entry that is not archived' } } });

  const model = await loadSpaceModel(uow.trx, uow.actor.spaceId);
  const def = model.types.get(row.content_type);
  if (!def) throw validationFailed({ content_type: `an existing content type; "${row.content_type}" no longer exists` });
  const locale = writeLocale(input.locale, model.locales);
  const { fields, errors } = applyFieldWrites(def, parseStored(row.fields) ?? {}, { fields: input.fields, locale }, model.locales);
  Object.assign(errors, await checkWrittenLinks(uow, def, fields, Object.keys(input.fields), model.locales));
  if (Object.keys(errors).length) throw validationFailed(errors);

  const json = JSON.stringify(fields);
  if (json === row.fields) return row;
  const next: EntryRow = { ...row, fields: json, version: row.version + 1, status: t.status, updated_at: uow.now };
  const written = await updateEntryIfUnchanged(uow.trx, row, { fields: json, version: next.version, status: next.status, updated_at: uow.now });
  if (!written) throw versionConflict(row.id, row.version + 1, input.version ?? row.version);
  await insertEntryVersion(uow.trx, { entry_id: row.id, space_id: row.space_id, version: next.version, fields: json, author_type: uow.actor.type, author_name: uow.actor.name, published: 0, created_at: uow.now });
  await indexEdited(uow.trx, model, next, fields);
  await writeEntryLinks(uow.trx, next, def);
  if (locale !== model.locales.defaultLocale) await noteHandTranslations(uow, row.id, locale, input.fields, fields, model.locales);
  const changed = Object.keys(input.fields);
  if (input.restoredFrom !== undefined) {
    uow.record({ action: 'entry.restored', resourceType: 'entry', resourceId: row.id, details: { version: next.version, restored_from: input.restoredFrom, fields: changed } });
  } else {
    uow.record({ action: 'entry.updated', resourceType: 'entry', resourceId: row.id, details: { version: next.version, fields: changed, ...(locale !== model.locales.defaultLocale ? { locale } : {}) } });
  }
  emitEntryEvents(uow, model, next, t.events, parseStored(row.published_fields));
  return next;
}
