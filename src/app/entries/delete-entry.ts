import type { UnitOfWork } from '../unit-of-work.ts';
import { deleteEntryRow } from '../../db/repos/entries.ts';
import { appError } from '../../domain/errors.ts';
import { requireContentType } from '../../domain/permissions.ts';
import { lockEntry } from './guards.ts';
import { LISTED_LINKS, linkingEntries, unlinkEntries, type LinkingEntry } from './unlink-entries.ts';

export interface DeleteResult {
  deleted: { type: 'Entry' | 'Asset'; id: string };
  /** The entries whose links to it were removed (each got a new version). */
  unlinked: LinkingEntry[];
}

/** The refusal of a delete while something still points at the target. */
export function stillLinked(what: string, id: string, linking: readonly LinkingEntry[]) {
  const listed = linking.slice(0, LISTED_LINKS);
  const names = listed.slice(0, 5).map((l) => `${l.entry} (${l.content_type}: ${l.fields.join(', ')})`);
  return appError('validation_failed', `The ${what} "${id}" is used by ${linking.length} ${linking.length === 1 ? 'entry' : 'entries'}: ${names.join('; ')}${linking.length > 5 ? '; …' : ''}.`, {
    fix: 'Send unlink=true to remove those links (each linking entry gets a new version; rich-text links keep their text), or edit the entries first. dry_run=true shows what would change.',
    details: { fields: { unlink: `${linking.length} ${linking.length === 1 ? 'entry links' : 'entries link'} to it; send unlink=true to remove the links` }, links: listed, total: linking.length },
  });
}

/**
 * Deletes an archived entry for good (docs/entries.md "Deleting"): refused while other entries
 * link to it unless `unlink` removes those links in the same unit of work. The entry leaves the
 * delivery caches (its `entry.deleted` event counts as a change of what is live) and deploy hooks
 * get `entry.deleted`.
 */
export async function deleteEntry(uow: UnitOfWork, input: { id: string; unlink?: boolean }): Promise<DeleteResult> {
  const row = await lockEntry(uow, input.id);
  requireContentType(uow.actor, row.content_type, 'archive');
  if (row.status !== 'archived') {
    throw appError('validation_failed', `Entry ${row.id} is ${row.status}; only archived entries can be deleted.`, {
      fix: `Archive it first (POST …/entries/${row.id}/archive), then delete it.`,
      details: { fields: { status: 'archived (archive the entry first)' } },
    });
  }
  const linking = await linkingEntries(uow, { type: 'Entry', id: row.id });
  if (linking.length > 0 && !input.unlink) throw stillLinked('entry', row.id, linking);
  await unlinkEntries(uow, { type: 'Entry', id: row.id }, linking);
  await deleteEntryRow(uow.trx, uow.actor.spaceId, row.id);
  uow.record({ action: 'entry.deleted', resourceType: 'entry', resourceId: row.id, details: { content_type: row.content_type, version: row.version, unlinked: linking.length } });
  uow.emit({ event: 'entry.deleted', resourceType: 'Entry', resourceId: row.id, data: { content_type: row.content_type, version: row.version, status: 'deleted' } });
  return { deleted: { type: 'Entry', id: row.id }, unlinked: linking };
}
