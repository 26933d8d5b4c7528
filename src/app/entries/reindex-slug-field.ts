import type { UnitOfWork } from '../unit-of-work.ts';
import { deleteFieldSlugs, insertSlugRows, iteratePublishedOfType } from '../../db/repos/entry-slugs.ts';
import type { EntrySlugsTable } from '../../db/schema.ts';
import type { StoredFields } from '../../domain/entries/types.ts';

/**
 * Keeps the published-slug index (publish uniqueness, delivery lookups by slug) right when a
 * field's type changes: a field that becomes `slug` gets its published values indexed, one that
 * stops being a slug loses its rows. Called by the field edit in the same unit of work.
 */
export async function reindexSlugField(uow: UnitOfWork, contentType: string, field: string, isSlug: boolean): Promise<void> {
  const spaceId = uow.actor.spaceId;
  await deleteFieldSlugs(uow.trx, spaceId, contentType, field);
  if (!isSlug) return;
  const rows: EntrySlugsTable[] = [];
  for await (const e of iteratePublishedOfType(uow.trx, spaceId, contentType)) {
    const byLocale = (JSON.parse(e.published_fields) as StoredFields)[field] ?? {};
    for (const [locale, value] of Object.entries(byLocale)) {
      if (typeof value === 'string') rows.push({ space_id: spaceId, entry_id: e.id, content_type: contentType, field, locale, value });
    }
  }
  await insertSlugRows(uow.trx, rows);
}
