import type { UnitOfWork } from '../unit-of-work.ts';
import type { EntryRow } from '../../db/repos/entries.ts';
import type { EntryEvent } from '../../domain/entries/state.ts';
import type { StoredFields } from '../../domain/entries/types.ts';
import { siteUrlOf } from '../../domain/entries/site-url.ts';
import type { SpaceModel } from './space-model.ts';

/**
 * Writes the deploy-hook events of an entry change into the outbox (same transaction).
 * `liveFields` is the published snapshot the live site shows (or showed, for
 * entry.unpublished), so hooks can rebuild or purge that page.
 */
export function emitEntryEvents(uow: UnitOfWork, model: SpaceModel, row: EntryRow, events: EntryEvent[], liveFields: StoredFields | null): void {
  const url = siteUrlOf(model, row.content_type, liveFields, model.locales.defaultLocale, 'production');
  for (const event of events) {
    uow.emit({
      event,
      resourceType: 'Entry',
      resourceId: row.id,
      data: { content_type: row.content_type, version: row.version, status: row.status, ...(url ? { url } : {}) },
    });
  }
}

export function parseStored(json: string | null): StoredFields | null {
  return json ? (JSON.parse(json) as StoredFields) : null;
}
