import { linkRowsOf, writeEntryLinks } from './link-index.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { newOrderedId } from '../ids.ts';
import { findActiveEntryOfType, insertEntry, insertEntryVersion, type EntryRow } from '../../db/repos/entries.ts';
import { validationFailed } from '../../domain/errors.ts';
import { transition } from '../../domain/entries/state.ts';
import { applyFieldWrites } from '../../domain/entries/write-values.ts';
import { checkWrittenLinks } from './check-written-links.ts';
import { emitEntryEvents } from './entry-events.ts';
import { heldEntryWrites } from './held-entry-writes.ts';
import { writeLocale } from './guards.ts';
import { requirePermission, requireContentType } from '../../domain/permissions.ts';
import { loadSpaceModel } from './space-model.ts';
import { indexCreated, latestSearchRowsOf } from './search-index.ts';

export interface CreateEntryInput {
  content_type: string;
  fields: Record<string, unknown>;
  /** Language of the sent values: a code, `*` (values keyed by code), or absent for the default language. */
  locale?: string;
  /** A batch may pick the id up front (so later operations can point at it); otherwise a new one. */
  id?: string;
}

/**
 * SPEC "States and transitions" create: a draft at version 1; required fields are not checked
 * until publish, but every sent value must fit its field and links must exist.
 */
export async function createEntry(uow: UnitOfWork, input: CreateEntryInput): Promise<EntryRow> {
  requirePermission(uow.actor, 'write', 'create entries');
  const spaceId = uow.actor.spaceId;
  const model = await loadSpaceModel(uow.trx, spaceId);
  const def = model.types.get(input.content_type);
  if (!def) {
    throw validationFailed({ content_type: `the API ID of a content type of this space (${[...model.types.keys()].join(', ') || 'none yet: create one first'})` });
  }
  requireContentType(uow.actor, def.api_id, 'create');
  const held = heldEntryWrites(uow.trx);
  if (def.singleton) {
    await held?.flush(); // the check reads the table
    const existing = await findActiveEntryOfType(uow.trx, spaceId, def.api_id);
    if (existing) throw validationFailed({ content_type: `a type that is not a singleton: ${def.api_id} already has its entry "${existing.id}"; edit that one` });
  }
  const locale = writeLocale(input.locale, model.locales);
  const { fields, errors } = applyFieldWrites(def, {}, { fields: input.fields, locale }, model.locales);
  Object.assign(errors, await checkWrittenLinks(uow, def, fields, Object.keys(input.fields), model.locales));
  if (Object.keys(errors).length) throw validationFailed(errors);

  const t = transition({ status: null, upToDate: false }, 'create');
  if (!t.ok) throw new Error(t.reason);
  const json = JSON.stringify(fields);
  const row: EntryRow = {
    id: input.id ?? newOrderedId(),
    space_id: spaceId,
    content_type: def.api_id,
    status: t.status,
    version: 1,
    published_version: null,
    position: null,
    fields: json,
    published_fields: null,
    created_at: uow.now,
    updated_at: uow.now,
    published_at: null,
    first_published_at: null,
    archived_at: null,
  };
  const version = { entry_id: row.id, space_id: spaceId, version: 1, fields: json, author_type: uow.actor.type, author_name: uow.actor.name, published: 0, created_at: uow.now };
  if (held) held.create(row, version, latestSearchRowsOf(model, row, fields), linkRowsOf(row, def));
  else {
    await insertEntry(uow.trx, row);
    await insertEntryVersion(uow.trx, version);
    await indexCreated(uow.trx, model, row, fields);
    await writeEntryLinks(uow.trx, row, def);
  }
  uow.record({ action: 'entry.created', resourceType: 'entry', resourceId: row.id, details: { content_type: row.content_type, version: 1 } });
  emitEntryEvents(uow, model, row, t.events, null);
  return row;
}
