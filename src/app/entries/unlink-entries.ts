import type { UnitOfWork } from '../unit-of-work.ts';
import { insertEntryVersion, updateEntryIfUnchanged } from '../../db/repos/entries.ts';
import { findIncomingLinks, type IncomingLink } from '../../db/repos/entry-links.ts';
import { versionConflict } from './update-entry.ts';
import { unlinkFields, type LinkTarget } from '../../domain/entries/unlink.ts';
import { lockEntry } from './guards.ts';
import { writeEntryLinks } from './link-index.ts';
import { writeSortKeys } from './sort-keys.ts';
import { loadSpaceModel } from './space-model.ts';
import { emitEntryEvents, parseStored } from './entry-events.ts';

/** At most this many links are listed in a refusal or a dry run (the count is always exact). */
export const LISTED_LINKS = 100;

/** What points at a target, grouped by entry: `[{entry, content_type, fields, published}]`. */
export interface LinkingEntry {
  entry: string;
  content_type: string;
  status: string;
  fields: string[];
  /** Whether its published version links too (delivery readers see it). */
  published: boolean;
}

export async function linkingEntries(uow: UnitOfWork, target: LinkTarget): Promise<LinkingEntry[]> {
  const rows = await findIncomingLinks(uow.trx, uow.actor.spaceId, target.type, target.id, 10_000);
  return groupLinks(rows);
}

function groupLinks(rows: IncomingLink[]): LinkingEntry[] {
  const out = new Map<string, LinkingEntry>();
  for (const r of rows) {
    let e = out.get(r.entry_id);
    if (!e) out.set(r.entry_id, (e = { entry: r.entry_id, content_type: r.content_type, status: r.status, fields: [], published: false }));
    if (!e.fields.includes(r.field)) e.fields.push(r.field);
    if (r.published === 1) e.published = true;
  }
  return [...out.values()];
}

/**
 * Removes every link to the target from the entries that have one (a delete with `unlink=true`):
 * each gets a new version without them, saved like an edit (activity, `entry.saved`); a published
 * version that links is rewritten in place too, so the live site never points at what is deleted
 * (`entry.published` then tells the deploy hooks). A rich-text link keeps its text.
 */
export async function unlinkEntries(uow: UnitOfWork, target: LinkTarget, linking: readonly LinkingEntry[]): Promise<void> {
  if (linking.length === 0) return;
  const model = await loadSpaceModel(uow.trx, uow.actor.spaceId);
  for (const l of linking) {
    const row = await lockEntry(uow, l.entry);
    const def = model.types.get(row.content_type);
    if (!def) continue;
    const latest = unlinkFields(def, parseStored(row.fields) ?? {}, target);
    const live = row.published_fields ? unlinkFields(def, parseStored(row.published_fields)!, target) : null;
    const fields = JSON.stringify(latest.fields);
    const published = live?.changed ? JSON.stringify(live.fields) : row.published_fields;
    const version = latest.changed ? row.version + 1 : row.version;
    const next = { ...row, fields, published_fields: published, version, updated_at: uow.now };
    const written = await updateEntryIfUnchanged(uow.trx, row, { fields, published_fields: published, version, updated_at: uow.now });
    if (!written) throw versionConflict(row.id, row.version, row.version);
    if (latest.changed) {
      await insertEntryVersion(uow.trx, { entry_id: row.id, space_id: row.space_id, version, fields, author_type: uow.actor.type, author_name: uow.actor.name, published: 0, created_at: uow.now });
    }
    if (live?.changed) await writeSortKeys(uow.trx, row, live.fields);
    await writeEntryLinks(uow.trx, next, def);
    uow.record({
      action: 'entry.updated',
      resourceType: 'entry',
      resourceId: row.id,
      details: { content_type: row.content_type, version, fields: l.fields, unlinked: target.ids ? { type: target.type, ids: [...target.ids] } : { type: target.type, id: target.id } },
    });
    emitEntryEvents(uow, model, next, live?.changed ? ['entry.saved', 'entry.published'] : ['entry.saved'], live ? live.fields : null);
  }
}
