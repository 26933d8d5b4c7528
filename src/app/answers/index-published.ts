import { deleteSearchDocuments, indexedEntries, insertSearchDocuments, liveEntries, publishedSnapshots, type NewSearchDocument } from '../../db/repos/search-documents.ts';
import { publishedDocuments } from '../../domain/answers/published-text.ts';
import { parseStored } from '../entries/entry-events.ts';
import { loadSpaceModel } from '../entries/space-model.ts';
import type { UnitOfWork } from '../unit-of-work.ts';

const CHUNK = 500;

/**
 * Brings the full-text index of a space's published content in step with what is live: every
 * entry published (or re-published) since it was indexed is indexed again, and entries no longer
 * live leave the index. It compares publication times, so a space where nothing changed costs
 * two small reads. Runs read the index right after this; the publish path stays as fast as it was.
 */
export async function indexPublishedContent(uow: UnitOfWork): Promise<{ indexed: number; removed: number }> {
  const spaceId = uow.actor.spaceId;
  const [live, indexed] = await Promise.all([liveEntries(uow.trx, spaceId), indexedEntries(uow.trx, spaceId)]);
  const stale = [...live].filter(([id, at]) => indexed.get(id) !== at).map(([id]) => id);
  const gone = [...indexed.keys()].filter((id) => !live.has(id));
  if (stale.length === 0 && gone.length === 0) return { indexed: 0, removed: 0 };

  const model = await loadSpaceModel(uow.trx, spaceId);
  for (let i = 0; i < stale.length + gone.length; i += CHUNK) await deleteSearchDocuments(uow.trx, spaceId, [...stale, ...gone].slice(i, i + CHUNK));
  for (let i = 0; i < stale.length; i += CHUNK) {
    const rows: NewSearchDocument[] = [];
    for (const e of await publishedSnapshots(uow.trx, spaceId, stale.slice(i, i + CHUNK))) {
      const def = model.types.get(e.content_type);
      const stored = parseStored(e.published_fields);
      if (!def || !stored || !e.published_at) continue;
      const docs = publishedDocuments(def, stored);
      // An entry without prose still gets one empty row, so it counts as indexed at this publication.
      if (docs.length === 0) docs.push({ locale: model.locales.defaultLocale, field: '', body: '' });
      for (const d of docs) {
        rows.push({ space_id: spaceId, entry_id: e.id, content_type: e.content_type, locale: d.locale, field: d.field, published_at: e.published_at, body: d.body });
      }
    }
    await insertSearchDocuments(uow.trx, rows);
  }
  return { indexed: stale.length, removed: gone.length };
}
