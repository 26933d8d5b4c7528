import type { UnitOfWork } from '../unit-of-work.ts';
import { deleteEntryRow } from '../../db/repos/entries.ts';
import {
  countEntriesByStatus,
  deleteContentTypeRow,
  deleteQuickAccessOfType,
  dropWriteLimitsOfType,
  findLinksIntoType,
  listEntryIdsOfType,
} from '../../db/repos/model-deletes.ts';
import { requireContentType, requirePermission } from '../../domain/permissions.ts';
import { activeFields, type ContentTypeDefinition } from '../../domain/content-model/types.ts';
import { appError, notFound } from '../../domain/errors.ts';
import { LISTED_LINKS, unlinkEntries, type LinkingEntry } from '../entries/unlink-entries.ts';
import { forgetSpaceModel } from '../entries/space-model.ts';
import { loadModelForChange, recordModelChange } from './model-change.ts';

/** A type delete removes at most this many (archived) entries with it; more are deleted first on their own. */
export const TYPE_DELETE_MAX_ENTRIES = 10_000;

export interface DeleteContentTypeInput {
  id: string;
  /** Delete the type's entries with it; every one must be archived. */
  deleteEntries?: boolean;
  /** Remove the links entries of other types have to those entries (each gets a new version). */
  unlink?: boolean;
}

export interface DeleteContentTypeResult {
  content_type: string;
  /** Ids of the entries deleted with it. */
  entries_deleted: string[];
  /** Entries of other types whose links to those entries were removed. */
  unlinked: LinkingEntry[];
  /** People whose write limit named only this type: they keep it (so they can change no entries). */
  write_limits_kept: string[];
}

/** A field of another type that names this one among what it may link to. */
export interface LinkingField {
  content_type: string;
  field: string;
}

/** Fields of other types whose `link_content_types` (or a list column's) name `apiId`; hidden fields count, removed ones do not. */
export function fieldsLinkingTo(all: readonly ContentTypeDefinition[], apiId: string): LinkingField[] {
  const out: LinkingField[] = [];
  for (const def of all) {
    if (def.api_id === apiId) continue;
    for (const f of activeFields(def)) {
      if (f.link_content_types?.includes(apiId)) out.push({ content_type: def.api_id, field: f.api_id });
      for (const item of f.item_fields ?? []) {
        if (item.link_content_types?.includes(apiId)) out.push({ content_type: def.api_id, field: `${f.api_id}.${item.api_id}` });
      }
    }
  }
  return out;
}

/**
 * Deletes a content type (docs/content-model.md "Deleting content types"). Refused, with
 * everything that blocks it listed, while:
 * - fields of other types may link only to it or name it in `link_content_types` (change them first);
 * - it has entries that are not archived (archive them first: nothing live disappears by accident);
 * - it has archived entries and `deleteEntries` is not set;
 * - entries of other types link to those entries and `unlink` is not set.
 * With `deleteEntries` its entries are deleted as `DELETE …/entries/{id}` deletes one (activity,
 * `entry.deleted`), all in this unit of work. The change is one `content_type.changed` event,
 * which also empties every node's delivery caches for the space.
 */
export async function deleteContentType(uow: UnitOfWork, input: DeleteContentTypeInput): Promise<DeleteContentTypeResult> {
  const records = await loadModelForChange(uow);
  const all = records.map((r) => r.definition);
  const def = all.find((d) => d.api_id === input.id);
  if (!def) throw notFound('content type', input.id);
  const spaceId = uow.actor.spaceId;

  const fields = fieldsLinkingTo(all, def.api_id);
  const counts = await countEntriesByStatus(uow.trx, spaceId, def.api_id);
  const total = counts.draft + counts.changed + counts.published + counts.archived;
  const notArchived = total - counts.archived;
  const problems: Record<string, string> = {};
  const reasons: string[] = [];
  const fixes: string[] = [];
  if (fields.length > 0) {
    const names = fields.map((f) => `${f.content_type}.${f.field}`);
    problems.link_content_types = `no field of another type naming "${def.api_id}"; ${names.join(', ')} ${names.length === 1 ? 'does' : 'do'}`;
    reasons.push(`${names.join(', ')} may link to it`);
    fixes.push(`remove "${def.api_id}" from link_content_types of ${names.join(', ')} (PATCH …/content_types/{type}/fields/{field}), or delete those fields`);
  }
  if (notArchived > 0) {
    problems.entries = `no entries that are not archived; ${describeCounts(counts)}`;
    reasons.push(`it has entries that are not archived (${describeCounts(counts)})`);
    fixes.push(`archive its ${notArchived} ${notArchived === 1 ? 'entry' : 'entries'} that ${notArchived === 1 ? 'is' : 'are'} not archived (POST …/entries/{id}/archive, or archive_entry operations in a batch)`);
  } else if (counts.archived > 0 && !input.deleteEntries) {
    problems.delete_entries = `true, to delete its ${counts.archived} archived ${counts.archived === 1 ? 'entry' : 'entries'} with it`;
    reasons.push(`it has ${counts.archived} archived ${counts.archived === 1 ? 'entry' : 'entries'}`);
    fixes.push('send delete_entries=true to delete its archived entries with it');
  }
  if (counts.archived > TYPE_DELETE_MAX_ENTRIES && input.deleteEntries) {
    problems.delete_entries = `at most ${TYPE_DELETE_MAX_ENTRIES} entries deleted with a type; it has ${counts.archived}`;
    reasons.push(`it has more than ${TYPE_DELETE_MAX_ENTRIES} entries`);
    fixes.push(`delete some of its entries first (DELETE …/entries/{id}, or delete_entry operations in a batch)`);
  }

  const deleting = Object.keys(problems).length === 0 && input.deleteEntries ? await listEntryIdsOfType(uow.trx, spaceId, def.api_id, TYPE_DELETE_MAX_ENTRIES) : [];
  const links = deleting.length > 0 ? await findLinksIntoType(uow.trx, spaceId, def.api_id, 100_000) : [];
  const linkingEntries = new Set(links.map((l) => l.entry_id));
  if (links.length > 0 && !input.unlink) {
    problems.unlink = `true, to remove the links ${linkingEntries.size} ${linkingEntries.size === 1 ? 'entry' : 'entries'} of other types ${linkingEntries.size === 1 ? 'has' : 'have'} to its entries`;
    reasons.push(`${linkingEntries.size} ${linkingEntries.size === 1 ? 'entry' : 'entries'} of other types link to its entries`);
    fixes.push('send unlink=true to remove those links (each linking entry gets a new version; rich-text links keep their text)');
  }
  if (Object.keys(problems).length > 0) {
    const linking = groupByEntry(links).slice(0, LISTED_LINKS);
    throw appError('validation_failed', `Content type "${def.api_id}" cannot be deleted: ${reasons.join('; ')}.`, {
      fix: `${capitalise(fixes.join('; then '))}. dry_run=true shows what a delete would remove.`,
      details: { fields: problems, entries: { total, ...counts }, linking_fields: fields, ...(linking.length ? { links: linking } : {}) },
    });
  }

  if (deleting.length > 0) {
    requirePermission(uow.actor, 'publish', 'delete entries');
    requireContentType(uow.actor, def.api_id, 'archive');
  }
  // One pass over the linking entries: each loses its links to every deleted entry in one new version.
  const unlinked = groupByEntry(links);
  if (unlinked.length > 0) await unlinkEntries(uow, { type: 'Entry', id: deleting[0], ids: new Set(deleting) }, unlinked);
  for (const id of deleting) {
    await deleteEntryRow(uow.trx, spaceId, id);
    uow.record({ action: 'entry.deleted', resourceType: 'entry', resourceId: id, details: { content_type: def.api_id, with_content_type: true } });
    uow.emit({ event: 'entry.deleted', resourceType: 'Entry', resourceId: id, data: { content_type: def.api_id, status: 'deleted' } });
  }
  await deleteQuickAccessOfType(uow.trx, spaceId, def.api_id);
  const kept = await dropWriteLimitsOfType(uow.trx, spaceId, def.api_id);
  await deleteContentTypeRow(uow.trx, spaceId, def.api_id);
  forgetSpaceModel(uow.trx); // later operations of a batch read the model without it
  recordModelChange(uow, def.api_id, 'deleted', { entries_deleted: deleting.length, unlinked: unlinked.length });
  return { content_type: def.api_id, entries_deleted: deleting, unlinked, write_limits_kept: kept };
}

function describeCounts(c: Record<string, number>): string {
  return Object.entries(c)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function groupByEntry(rows: ReadonlyArray<{ entry_id: string; content_type: string; status: string; field: string; published: number }>): LinkingEntry[] {
  const out = new Map<string, LinkingEntry>();
  for (const r of rows) {
    mergeLinking(out, { entry: r.entry_id, content_type: r.content_type, status: r.status, fields: [r.field], published: r.published === 1 });
  }
  return [...out.values()];
}

function mergeLinking(into: Map<string, LinkingEntry>, l: LinkingEntry): void {
  const e = into.get(l.entry);
  if (!e) {
    into.set(l.entry, { ...l, fields: [...l.fields] });
    return;
  }
  for (const f of l.fields) if (!e.fields.includes(f)) e.fields.push(f);
  e.published ||= l.published;
}
