import { linkRowsOf, writeEntryLinks } from './link-index.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { markVersionPublished, updateEntryIfUnchanged, type EntryRow } from '../../db/repos/entries.ts';
import { insertEntrySlugs, replaceEntrySlugs } from '../../db/repos/entry-slugs.ts';
import { sortKeyRows, writeSortKeys } from './sort-keys.ts';
import type { EntrySlugsTable } from '../../db/schema.ts';
import { activeFields, type ContentTypeDefinition } from '../../domain/content-model/types.ts';
import { appError, validationFailed } from '../../domain/errors.ts';
import { collectValueLinks, emptyLinks } from '../../domain/entries/links.ts';
import { publishProblems, slugKey } from '../../domain/entries/publish-rules.ts';
import { transition } from '../../domain/entries/state.ts';
import type { StoredFields } from '../../domain/entries/types.ts';
import { emitEntryEvents, parseStored } from './entry-events.ts';
import { heldEntryWrites, slugOwnersSeeingHeld } from './held-entry-writes.ts';
import { lockEntry } from './guards.ts';
import { requireContentType, requirePermission } from '../../domain/permissions.ts';
import { loadLinkFacts } from './link-facts.ts';
import { loadSpaceModel } from './space-model.ts';
import { versionConflict } from './update-entry.ts';
import { indexPublished } from './search-index.ts';

export interface PublishEntryInput {
  id: string;
  /**
   * Ids the caller publishes in the same unit of work (a batch): links between them count as
   * published, so entries that link to each other can go live together.
   */
  alsoPublishing?: ReadonlySet<string>;
}

/** The slug index rows of a published snapshot (also used when an import restores published entries). */
export function slugRows(def: ContentTypeDefinition, row: Pick<EntryRow, 'id' | 'space_id' | 'content_type'>, stored: StoredFields): EntrySlugsTable[] {
  const out: EntrySlugsTable[] = [];
  for (const f of activeFields(def).filter((x) => x.type === 'slug')) {
    for (const [locale, value] of Object.entries(stored[f.api_id] ?? {})) {
      if (typeof value === 'string') out.push({ space_id: row.space_id, entry_id: row.id, content_type: row.content_type, field: f.api_id, locale, value });
    }
  }
  return out;
}

/**
 * SPEC "States and transitions" publish: the whole latest version is validated, then becomes
 * the published snapshot; `entry.published` goes to the outbox. Publishing an entry whose
 * latest version is already live changes nothing.
 */
export async function publishEntry(uow: UnitOfWork, input: PublishEntryInput): Promise<EntryRow> {
  requirePermission(uow.actor, 'publish', 'publish entries');
  const row = await lockEntry(uow, input.id);
  requireContentType(uow.actor, row.content_type, 'publish');
  const t = transition({ status: row.status, upToDate: row.published_version === row.version }, 'publish');
  if (!t.ok) throw appError('validation_failed', `Entry ${row.id} cannot be published: ${t.reason}.`, { fix: t.fix, details: { fields: { status: 'an entry that is not archived' } } });
  if (!t.changed) return row;

  const model = await loadSpaceModel(uow.trx, uow.actor.spaceId);
  const def = model.types.get(row.content_type);
  if (!def) throw validationFailed({ content_type: `an existing content type; "${row.content_type}" no longer exists` });
  const stored = parseStored(row.fields) ?? {};

  const links = emptyLinks();
  for (const f of activeFields(def)) for (const v of Object.values(stored[f.api_id] ?? {})) collectValueLinks(f, v, links);
  const facts = await loadLinkFacts(uow.trx, uow.actor.spaceId, links);
  const slugOwners = new Map<string, string>();
  const mine = slugRows(def, row, stored);
  for (const field of new Set(mine.map((s) => s.field))) {
    const owners = await slugOwnersSeeingHeld(uow.trx, uow.engine, row.space_id, row.content_type, field, mine.filter((s) => s.field === field).map((s) => s.value), row.id);
    for (const o of owners) if (mine.some((m) => m.field === o.field && m.locale === o.locale && m.value === o.value)) slugOwners.set(slugKey(o.field, o.locale), o.entry_id);
  }
  const errors = publishProblems(def, stored, model.locales, { ...facts, slugOwners }, { selfId: row.id, alsoPublishing: input.alsoPublishing });
  if (Object.keys(errors).length) {
    throw validationFailed(errors, `Entry ${row.id} cannot be published: ${Object.keys(errors).length === 1 ? 'one field needs' : `${Object.keys(errors).length} fields need`} attention.`, 'Fix the fields listed in details.fields (edit the entry), then publish again.');
  }

  const next: EntryRow = {
    ...row,
    status: t.status,
    published_version: row.version,
    published_fields: row.fields,
    published_at: uow.now,
    first_published_at: row.first_published_at ?? uow.now,
    updated_at: uow.now,
  };
  const held = heldEntryWrites(uow.trx);
  if (held?.entry(row.space_id, row.id)) {
    // Created by this batch and not written yet: it will be inserted once, already published.
    held.publish(next, mine, sortKeyRows(row, stored), linkRowsOf(next, def));
  } else await writePublished(uow, row, next, mine, stored, def);
  uow.record({ action: 'entry.published', resourceType: 'entry', resourceId: row.id, details: { version: row.version } });
  emitEntryEvents(uow, model, next, t.events, stored);
  return next;
}

async function writePublished(uow: UnitOfWork, row: EntryRow, next: EntryRow, mine: EntrySlugsTable[], stored: StoredFields, def: ContentTypeDefinition): Promise<void> {
  const written = await updateEntryIfUnchanged(uow.trx, row, {
    status: next.status,
    published_version: next.published_version,
    published_fields: next.published_fields,
    published_at: next.published_at,
    first_published_at: next.first_published_at,
    updated_at: next.updated_at,
  });
  if (!written) throw versionConflict(row.id, row.version, row.version);
  await markVersionPublished(uow.trx, row.id, row.version);
  // Slug rows exist only while an entry has a published snapshot (leaving live removes them), so
  // an entry published for the first time or again after unpublishing has none to replace.
  if (row.published_fields === null) await insertEntrySlugs(uow.trx, mine);
  else await replaceEntrySlugs(uow.trx, row.id, mine);
  heldEntryWrites(uow.trx)?.slugsWritten();
  await writeSortKeys(uow.trx, row, stored); // delivery lists ordered or filtered by a field read these keys, not the JSON
  await indexPublished(uow.trx, row.id);
  await writeEntryLinks(uow.trx, next, def);
}

/**
 * Before a run of publish_entry operations of a batch: the slug owners of the entries it holds
 * (created by the batch, not written yet) are read in one query per type and slug field instead
 * of one per publish. Only a read ahead: each publish still checks its own slugs.
 */
export async function readAheadPublishes(uow: UnitOfWork, ids: Iterable<string>): Promise<void> {
  const held = heldEntryWrites(uow.trx);
  if (!held) return;
  const spaceId = uow.actor.spaceId;
  const rows = [...ids].flatMap((id) => held.entry(spaceId, id) ?? []).filter((r) => r.published_fields === null);
  if (rows.length === 0) return;
  const model = await loadSpaceModel(uow.trx, spaceId);
  const values = new Map<string, { contentType: string; field: string; values: string[] }>();
  for (const row of rows) {
    const def = model.types.get(row.content_type);
    if (!def) continue;
    for (const s of slugRows(def, row, parseStored(row.fields) ?? {})) {
      const key = JSON.stringify([s.content_type, s.field]);
      if (!values.has(key)) values.set(key, { contentType: s.content_type, field: s.field, values: [] });
      values.get(key)!.values.push(s.value);
    }
  }
  for (const v of values.values()) await held.readSlugOwners(spaceId, v.contentType, v.field, v.values);
}
