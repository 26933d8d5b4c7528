import type { UnitOfWork } from '../unit-of-work.ts';
import type { EntryRow } from '../../db/repos/entries.ts';
import { AppError } from '../../domain/errors.ts';
import type { ReleaseItem } from '../../domain/publishing/releases.ts';
import { archiveEntry } from '../entries/archive-entry.ts';
import { lockEntry } from '../entries/guards.ts';
import { publishEntry } from '../entries/publish-entry.ts';
import { restoreEntryVersion } from '../entries/restore-entry-version.ts';
import { unarchiveEntry } from '../entries/unarchive-entry.ts';
import { unpublishEntry } from '../entries/unpublish-entry.ts';

export interface ItemFailure {
  id: string;
  action: string;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * Runs each item of a release through the same operations as the single routes, in one unit of
 * work: links between entries the release publishes count as published (as in a batch). A publish
 * held at an older version first restores that version's values (a new version, as an edit
 * would), and a publish of an archived entry first brings it back. Every item runs even after
 * one fails, so all problems are reported at once; the caller rolls back if any failed. Errors
 * that are not the entry's (the database's) are thrown at once.
 */
export async function applyReleaseItems(uow: UnitOfWork, items: readonly ReleaseItem[]): Promise<{ rows: EntryRow[]; failures: ItemFailure[] }> {
  const publishing = new Set(items.filter((i) => i.action === 'publish').map((i) => i.id));
  const rows: EntryRow[] = [];
  const failures: ItemFailure[] = [];
  for (const item of items) {
    try {
      rows.push(await applyItem(uow, item, publishing));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      failures.push({ id: item.id, action: item.action, code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) });
    }
  }
  return { rows, failures };
}

async function applyItem(uow: UnitOfWork, item: ReleaseItem, publishing: ReadonlySet<string>): Promise<EntryRow> {
  const id = item.id;
  switch (item.action) {
    case 'publish': {
      let row = await lockEntry(uow, id);
      if (row.status === 'archived') row = await unarchiveEntry(uow, { id });
      if (item.version !== null && item.version !== row.version) await restoreEntryVersion(uow, { id, version: item.version });
      return publishEntry(uow, { id, alsoPublishing: publishing });
    }
    case 'unpublish':
      return unpublishEntry(uow, { id });
    case 'archive':
      return archiveEntry(uow, { id });
    case 'unarchive':
      return unarchiveEntry(uow, { id });
  }
}
