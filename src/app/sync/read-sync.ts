import type { Database } from '../../db/client.ts';
import { findAssetsByIds, type AssetRow } from '../../db/repos/assets.ts';
import { findReadableEntries } from '../../db/repos/entries.ts';
import { listSyncChanges, type SyncChangeRow } from '../../db/repos/sync.ts';
import type { Actor } from '../../domain/actor.ts';
import { parseLocale } from '../../domain/entries/query.ts';
import type { RichTextFormat } from '../../domain/entries/types.ts';
import { parseSyncStart, syncToken } from '../../domain/sync-token.ts';
import { resolveLinks, type EntryReadResult } from '../entries/resolve-links.ts';
import { loadSpaceModel } from '../entries/space-model.ts';

export interface ReadSyncInput {
  initial?: boolean;
  sync_token?: string;
  limit: number;
  locale?: string;
  rich_text: RichTextFormat;
}

/** One page of a sync: the changes in commit order and what presenting them needs. */
export interface SyncPage {
  changes: SyncChangeRow[];
  /** The published entries among the changes, read as delivery reads them. */
  entries: EntryReadResult;
  assets: AssetRow[];
  /** Whether the page left changes out; then `token` is a page token, else the next sync token. */
  more: boolean;
  token: string;
  /** A first sync (or a page of one) leaves out what is no longer there. */
  initial: boolean;
}

/**
 * SPEC extension "Sync" (docs/front-ends.md): what delivery shows that changed after the
 * client's token, oldest change first, in delivery's own shapes; an entry or asset delivery
 * no longer shows (unpublished, archived, deleted) comes as a deletion. Every key that reads
 * content may sync; every key syncs the published content, as delivery keys read it.
 */
export async function readSync(database: Database, actor: Actor, input: ReadSyncInput): Promise<SyncPage> {
  const start = parseSyncStart(input.initial, input.sync_token);
  const model = await loadSpaceModel(database.db, actor.spaceId);
  const locale = parseLocale(input.locale, model.locales);
  const rows = await listSyncChanges(database.db, actor.spaceId, start.after, input.limit + 1);
  const more = rows.length > input.limit;
  const changes = more ? rows.slice(0, input.limit) : rows;
  const ids = (type: string) => changes.filter((c) => c.item_type === type).map((c) => c.item_id);
  const [entryRows, assets] = await Promise.all([findReadableEntries(database.db, actor.spaceId, ids('Entry'), 'delivery'), findAssetsByIds(database.db, actor.spaceId, ids('Asset'))]);
  const entries = await resolveLinks(database.db, model, entryRows, entryRows.length, { audience: 'delivery', locale, richText: input.rich_text, include: 0 });
  const last = changes.length ? changes[changes.length - 1].seq : start.after;
  return { changes, entries, assets, more, token: syncToken({ after: last, initial: more && start.initial }), initial: start.initial };
}
