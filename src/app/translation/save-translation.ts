import { writeEntryLinks } from '../entries/link-index.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { insertEntryVersion, updateEntryIfUnchanged, type EntryRow } from '../../db/repos/entries.ts';
import { listOtherFieldsOfType, saveTranslationSources } from '../../db/repos/entry-translations.ts';
import { appError } from '../../domain/errors.ts';
import { transition } from '../../domain/entries/state.ts';
import type { StoredFields } from '../../domain/entries/types.ts';
import { uniqueSlug } from '../../domain/translation/slugs.ts';
import { emitEntryEvents, parseStored } from '../entries/entry-events.ts';
import { lockEntry } from '../entries/guards.ts';
import { requirePermission, requireContentType } from '../../domain/permissions.ts';
import { versionConflict } from '../entries/update-entry.ts';
import { loadSpaceModel } from '../entries/space-model.ts';
import { indexEdited } from '../entries/search-index.ts';

export interface TranslatedValue {
  field: string;
  type: string;
  value: unknown;
  sourceHash: string;
}

export interface SaveTranslationInput {
  id: string;
  /** The version the translation was made from. */
  version: number;
  from: string;
  to: string;
  values: readonly TranslatedValue[];
  skipped: readonly string[];
  model: string;
  /** Tokens the translation used, recorded in the activity. */
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  fromMemory?: number;
}

/**
 * Writes a finished translation as one new draft version (SPEC "States and transitions":
 * translate never publishes; `entry.saved` fires). The AI answered outside any transaction, so
 * the entry is locked and re-checked here: if anyone saved it meanwhile, nothing is written
 * (409 `version_conflict`) rather than overwriting their edit with a translation of older text.
 */
export async function saveTranslation(uow: UnitOfWork, input: SaveTranslationInput): Promise<EntryRow> {
  requirePermission(uow.actor, 'write', 'translate entries');
  const row = await lockEntry(uow, input.id);
  requireContentType(uow.actor, row.content_type, 'translate');
  if (row.version !== input.version) {
    const err = versionConflict(row.id, row.version, input.version);
    throw appError('version_conflict', `Entry ${row.id} was saved (version ${row.version}) while it was being translated from version ${input.version}. Nothing was saved.`, {
      fix: 'Translate it again: the new translation starts from the latest version.',
      details: err.details,
    });
  }
  if (input.values.length === 0) return row;
  const t = transition({ status: row.status, upToDate: row.published_version === row.version }, 'edit');
  if (!t.ok) throw appError('validation_failed', `Entry ${row.id} cannot be translated: ${t.reason}.`, { fix: t.fix, details: { fields: { id: 'an entry that is not archived' } } });

  const model = await loadSpaceModel(uow.trx, uow.actor.spaceId);
  const fields: StoredFields = structuredClone(parseStored(row.fields) ?? {});
  const slugFields = input.values.filter((v) => v.type === 'slug');
  const others = slugFields.length > 0 ? (await listOtherFieldsOfType(uow.trx, row.space_id, row.content_type, row.id)).map((j) => JSON.parse(j) as StoredFields) : [];
  for (const v of input.values) {
    let value = v.value;
    if (v.type === 'slug') {
      const taken = new Set(others.map((o) => o[v.field]?.[input.to]).filter((s): s is string => typeof s === 'string'));
      value = uniqueSlug(value as string, taken);
    }
    fields[v.field] = { ...(fields[v.field] ?? {}), [input.to]: value };
  }

  const json = JSON.stringify(fields);
  const next: EntryRow = { ...row, fields: json, version: row.version + 1, status: t.status, updated_at: uow.now };
  const written = await updateEntryIfUnchanged(uow.trx, row, { fields: json, version: next.version, status: next.status, updated_at: uow.now });
  if (!written) throw versionConflict(row.id, row.version + 1, input.version);
  await writeEntryLinks(uow.trx, next);
  await insertEntryVersion(uow.trx, { entry_id: row.id, space_id: row.space_id, version: next.version, fields: json, author_type: uow.actor.type, author_name: uow.actor.name, published: 0, created_at: uow.now });
  await indexEdited(uow.trx, model, next, fields);
  await saveTranslationSources(
    uow.trx,
    input.values.map((v) => ({ entry_id: row.id, locale: input.to, field: v.field, space_id: row.space_id, source_hash: v.sourceHash, translated_at: uow.now })),
  );
  uow.record({
    action: 'entry.translated',
    resourceType: 'entry',
    resourceId: row.id,
    details: { version: next.version, from: input.from, to: input.to, fields: input.values.map((v) => v.field), skipped: input.skipped, model: input.model, usage: input.usage, from_memory: input.fromMemory },
  });
  emitEntryEvents(uow, model, next, t.events, parseStored(row.published_fields));
  return next;
}
