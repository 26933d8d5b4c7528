import type { Kysely } from 'kysely';
import { findAssetsByIds, type AssetRow } from '../../db/repos/assets.ts';
import { findPublishedIds, findReadableEntries, type ReadEntryRow } from '../../db/repos/entries.ts';
import { listTranslationSources } from '../../db/repos/entry-translations.ts';
import type { DB } from '../../db/schema.ts';
import { translationStates, type TranslationState } from '../../domain/translation/plan.ts';
import { activeFields } from '../../domain/content-model/types.ts';
import { collectValueLinks, emptyLinks, type LinkIds } from '../../domain/entries/links.ts';
import { storedOf, valuesOf } from '../../domain/entries/site-url.ts';
import type { Audience, RichTextFormat } from '../../domain/entries/types.ts';
import type { SpaceModel } from './space-model.ts';
import { readMemoFor, type ReadMemo, type RememberedEntry } from './read-memo.ts';

export interface EntryReadOptions {
  audience: Audience;
  /** A language code of the space or `*`. */
  locale: string;
  richText: RichTextFormat;
  /** Levels of links to resolve into `includes` (0 to 2). */
  include: number;
}

/** What a search found about one item: its rank (higher is better, within one answer) and the matched passage as HTML. */
export interface SearchFacts {
  rank: number;
  snippet: string;
}

/** Entries read for one reader, with what presenting them needs. */
export interface EntryReadResult {
  model: SpaceModel;
  options: EntryReadOptions;
  items: ReadEntryRow[];
  total: number;
  /** False when `total` is a lower bound: a search with more matches than it counts. */
  totalExact?: false;
  /** Linked entries (not among items), each once, level by level. */
  includedEntries: ReadEntryRow[];
  /** Linked files; in `includes.Asset` when include ≥ 1, and used to resolve rich text. */
  assets: AssetRow[];
  /**
   * The read values of rows (items and includes), in the reader's language(s); rows found in
   * `remembered` may have none (`valuesOf` reads them when needed).
   */
  values: Map<string, Record<string, unknown>>;
  /** Delivery reads: what is remembered of each row from earlier reads (`read-memo.ts`), and where to remember more. */
  memo?: ReadMemo;
  remembered?: Map<string, RememberedEntry>;
  /** Delivery readers: the linked entries they may see (published); undefined for readers of drafts. */
  visibleEntries?: Set<string>;
  /** Readers of drafts: per item, which fields of which languages were machine-translated and which are stale (docs/translation.md). */
  translations?: Map<string, Record<string, TranslationState>>;
  /** One entry read by a reader of drafts: how many other entries link to it in their latest values (`sys.links_count`). */
  linksCount?: number;
  /** A search (`query=`): each item's rank and matched passage, shown as `sys.search`. */
  search?: Map<string, SearchFacts>;
  /** For `rich_text=html`: every linked entry this reader may see, by id (rich-text links become their URLs). */
  linkTargets?: Map<string, ReadEntryRow>;
  /** Every entry and asset id the result shows or links to, found or not (what a cached copy depends on). */
  linked: { entries: string[]; assets: string[] };
}

function linksOf(model: SpaceModel, row: ReadEntryRow, values: Record<string, unknown>, locale: string, into: LinkIds): void {
  const def = model.types.get(row.content_type);
  if (!def) return;
  for (const f of activeFields(def)) {
    const v = values[f.api_id];
    if (v === undefined) continue;
    if (locale === '*') for (const lv of Object.values(v as Record<string, unknown>)) collectValueLinks(f, lv, into);
    else collectValueLinks(f, v, into);
  }
}

/**
 * Resolves links for a page of entries with one entries query per include level (never one per
 * entry) and one files query. Delivery readers also learn which linked entries are published,
 * so links to anything else are left out of what they see.
 */
export async function resolveLinks(db: Kysely<DB>, model: SpaceModel, items: ReadEntryRow[], total: number, opts: EntryReadOptions): Promise<EntryReadResult> {
  const spaceId = model.space.id;
  const values = new Map<string, Record<string, unknown>>();
  const memo = readMemoFor(model, opts) ?? undefined;
  const remembered = memo ? new Map<string, RememberedEntry>() : undefined;
  const seen = new Set(items.map((r) => r.id));
  const assetIds = new Set<string>();
  const included: ReadEntryRow[] = [];
  const visible = opts.audience === 'delivery' ? new Set<string>(seen) : undefined;

  const tried = new Set(seen);
  const unresolved = new Set<string>();
  let level = items;
  for (let depth = 0; ; depth++) {
    const links = emptyLinks();
    for (const row of level) {
      const known = memo?.get(row);
      if (known) {
        remembered!.set(row.id, known);
        for (const id of known.entries) links.entries.add(id);
        for (const id of known.assets) links.assets.add(id);
        continue;
      }
      const v = valuesOf(model, row, opts);
      values.set(row.id, v);
      if (!memo) {
        linksOf(model, row, v, opts.locale, links);
        continue;
      }
      const own = emptyLinks();
      linksOf(model, row, v, opts.locale, own);
      for (const id of own.entries) links.entries.add(id);
      for (const id of own.assets) links.assets.add(id);
      const e = memo.set(row, [...own.entries], [...own.assets]);
      if (e) remembered!.set(row.id, e);
    }
    for (const id of links.assets) assetIds.add(id);
    const fresh = [...links.entries].filter((id) => !tried.has(id));
    if (depth >= opts.include) {
      for (const id of fresh) unresolved.add(id);
      break;
    }
    if (fresh.length === 0) break;
    for (const id of fresh) tried.add(id);
    level = await findReadableEntries(db, spaceId, fresh, opts.audience);
    for (const row of level) {
      visible?.add(row.id);
      included.push(row);
    }
  }
  // HTML turns rich-text links into the URLs of their targets, so it reads the targets past the
  // last level too (not shown in `includes`).
  let linkTargets: Map<string, ReadEntryRow> | undefined;
  if (opts.richText === 'html') {
    linkTargets = new Map([...items, ...included].map((row) => [row.id, row]));
    if (unresolved.size > 0) {
      for (const row of await findReadableEntries(db, spaceId, [...unresolved], opts.audience)) {
        linkTargets.set(row.id, row);
        visible?.add(row.id);
      }
    }
  } else if (visible && unresolved.size > 0) {
    // Links past the last level show as Link objects; delivery readers only see those whose
    // target is published (ids tried above and not found are not published: left out).
    for (const id of await findPublishedIds(db, spaceId, [...unresolved])) visible.add(id);
  }
  const needAssets = assetIds.size > 0 && (opts.include > 0 || opts.richText === 'html');
  const assets = needAssets ? await findAssetsByIds(db, spaceId, [...assetIds]) : [];
  const translations = opts.audience === 'drafts' ? await translationsOf(db, model, items) : undefined;
  const linked = { entries: [...tried, ...unresolved], assets: [...assetIds] };
  return { model, options: opts, items, total, includedEntries: included, assets, values, visibleEntries: visible, translations, linked, memo, remembered, linkTargets };
}

/** Stale-translation state of the items that have machine-translated values (one query). */
async function translationsOf(db: Kysely<DB>, model: SpaceModel, items: ReadEntryRow[]): Promise<Map<string, Record<string, TranslationState>>> {
  const out = new Map<string, Record<string, TranslationState>>();
  if (model.locales.codes.length < 2 || items.length === 0) return out;
  const sources = await listTranslationSources(db, model.space.id, items.map((r) => r.id));
  if (sources.length === 0) return out;
  for (const row of items) {
    const def = model.types.get(row.content_type);
    const own = sources.filter((s) => s.entry_id === row.id);
    if (!def || own.length === 0) continue;
    const states = translationStates(def, storedOf(row, 'drafts'), model.locales, own);
    if (Object.keys(states).length > 0) out.set(row.id, states);
  }
  return out;
}
