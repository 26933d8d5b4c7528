import { writeEntryLinks } from '../entries/link-index.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import { iterateStoredCopies, writeStoredCopy, type StoredCopy } from '../../db/repos/entry-values.ts';
import type { StoredFields } from '../../domain/locales.ts';
import { writeSortKeys } from '../entries/sort-keys.ts';
import { reindexEntry } from '../entries/search-index.ts';
import { loadSpaceModel } from '../entries/space-model.ts';

type Rewrite = (fields: StoredFields) => { fields: StoredFields; changed: boolean; collision?: boolean };

/**
 * Applies a by-language rewrite to every stored value of the space: latest, published and every
 * version. Returns the entries changed and those that collided (the caller decides to refuse;
 * the unit of work rolls everything back when it throws).
 */
export async function rewriteLocaleValues(uow: UnitOfWork, rewrite: Rewrite, defaultLocaleAfter?: string): Promise<{ changedEntries: Set<string>; collisions: Set<string> }> {
  const changedEntries = new Set<string>();
  const collisions = new Set<string>();
  const pending: Array<{ row: StoredCopy; fields: string; published: string | null }> = [];
  for await (const row of iterateStoredCopies(uow.trx, uow.actor.spaceId)) {
    const publishedJson = row.table === 'entries' ? row.published_fields : null;
    const latest = rewrite(JSON.parse(row.fields) as StoredFields);
    const published = publishedJson ? rewrite(JSON.parse(publishedJson) as StoredFields) : null;
    if (latest.collision || published?.collision) {
      collisions.add(row.entry_id);
      continue;
    }
    if (latest.changed || published?.changed) {
      changedEntries.add(row.entry_id);
      pending.push({ row, fields: JSON.stringify(latest.fields), published: published ? JSON.stringify(published.fields) : publishedJson });
    }
  }
  if (collisions.size === 0) {
    const model = await loadSpaceModel(uow.trx, uow.actor.spaceId);
    // The search text of fields that are not localized is read under the default language, which a move renames.
    const searchModel = { types: model.types, locales: { defaultLocale: defaultLocaleAfter ?? model.locales.defaultLocale } };
    for (const p of pending) {
      await writeStoredCopy(uow.trx, p.row, p.fields, p.published);
      if (p.row.table !== 'entries') continue;
      const entry = { space_id: uow.actor.spaceId, id: p.row.entry_id, content_type: p.row.content_type };
      await writeSortKeys(uow.trx, entry, p.published);
      await reindexEntry(uow.trx, searchModel, { ...entry, fields: p.fields, published_fields: p.published });
      await writeEntryLinks(uow.trx, { ...entry, fields: p.fields, published_fields: p.published });
    }
  }
  return { changedEntries, collisions };
}
