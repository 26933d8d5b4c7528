import type { Database } from '../../db/client.ts';
import { listEntryRows } from '../../db/repos/entry-list.ts';
import { canReadDrafts, type Actor } from '../../domain/actor.ts';
import { invalidParameter, parseListQuery, parseOrder, type RawListQuery } from '../../domain/entries/query.ts';
import { toListSpec } from './list-spec.ts';
import { resolveLinks, type EntryReadResult } from './resolve-links.ts';
import { loadSpaceModel } from './space-model.ts';
import { searchSnippets, type EntrySearchSpec } from '../../db/dialect/full-text.ts';
import { snippetHtml } from '../../domain/entries/search-text.ts';
import type { SearchFacts } from './resolve-links.ts';

/**
 * SPEC "Entries" GET list. Delivery keys see the published snapshots of published entries only
 * (items, includes, filters and `total` alike); keys that read drafts see the latest version.
 * Without `order`, a type's `entry_order` decides; across types, the most recently updated first.
 */
export async function listEntries(database: Database, actor: Actor, raw: RawListQuery): Promise<EntryReadResult> {
  const audience = canReadDrafts(actor) ? 'drafts' : 'delivery';
  const model = await loadSpaceModel(database.db, actor.spaceId);
  const def = raw.content_type !== undefined ? model.types.get(raw.content_type) : null;
  if (def === undefined) {
    throw invalidParameter('content_type', `the API ID of a content type of this space (${[...model.types.keys()].join(', ') || 'none yet'})`);
  }
  if (raw.status !== undefined && audience === 'delivery') {
    throw invalidParameter('status', 'nothing: a delivery key reads published entries only', 'Leave status out, or use a preview or management key to list drafts and archived entries.');
  }
  let defaultOrder = '-sys.updated_at';
  if (def) {
    const entryOrder = model.effective.get(def.api_id)!.entry_order;
    try {
      parseOrder(entryOrder, def);
      defaultOrder = entryOrder;
    } catch {
      // an entry_order naming a field that no longer fits: fall back to the automatic order
    }
  }
  const q = parseListQuery(raw, def, model.locales, defaultOrder);
  // `query=` searches the language asked for, or every language when none (or *) is.
  const searchLocale = raw.locale === undefined || q.locale === '*' ? null : q.locale;
  const spec = toListSpec(actor.spaceId, q, audience, model.locales, searchLocale);
  const { rows, total, ranks, totalExact } = await listEntryRows(database.db, database.engine, spec);
  const resolved = await resolveLinks(database.db, model, rows, total, { audience, locale: q.locale, richText: q.richText, include: q.include });
  const result = totalExact === false ? { ...resolved, totalExact } : resolved;
  if (!spec.search || !ranks) return result;
  return { ...result, search: await searchFacts(database, actor.spaceId, audience, spec.search, ranks) };
}

/** Each hit's rank and its best snippet (docs/entries.md "Search"). */
async function searchFacts(database: Database, spaceId: string, audience: 'delivery' | 'drafts', search: EntrySearchSpec, ranks: Map<string, number | null>): Promise<Map<string, SearchFacts>> {
  // Unranked pages (too many matches to rank) skip the score: bm25 of a common word reads its whole index.
  const scored = [...ranks.values()].some((r) => r !== null);
  const found = await searchSnippets(database.db, database.engine, spaceId, audience === 'delivery' ? 'published' : 'latest', search, [...ranks.keys()], scored);
  const best = new Map<string, { score: number; snippet: string }>();
  for (const s of found) {
    const b = best.get(s.entry_id);
    if (!b || Number(s.score) > b.score) best.set(s.entry_id, { score: Number(s.score), snippet: s.snippet });
  }
  // Unranked pages (total_exact false) rank every item 0.
  return new Map([...ranks].map(([id, rank]) => [id, { rank: Number((rank ?? 0).toPrecision(6)), snippet: snippetHtml(best.get(id)?.snippet ?? '') }]));
}
