import type { SyncPage } from '../app/sync/read-sync.ts';
import { presentAsset } from './asset.ts';
import { presentEntryCollection } from './entry.ts';

/**
 * A sync page (docs/front-ends.md "Sync"): a delivery collection whose items are, in commit
 * order, the entries and assets as delivery shows them now and `DeletedEntry` / `DeletedAsset`
 * records for what delivery no longer shows; then `next_page_token` while changes remain, else
 * `next_sync_token`.
 */
export function presentSyncPage(page: SyncPage, baseUrl: string, limit: number) {
  const entries = new Map(presentEntryCollection(page.entries, baseUrl, { skip: 0, limit }).items.map((e) => [e.sys.id, e]));
  const assets = new Map(page.assets.map((a) => [a.id, presentAsset(baseUrl, a)]));
  const items: unknown[] = [];
  for (const c of page.changes) {
    const found = c.item_type === 'Entry' ? entries.get(c.item_id) : assets.get(c.item_id);
    if (found) items.push(found);
    else if (!page.initial) items.push({ sys: { type: c.item_type === 'Entry' ? 'DeletedEntry' : 'DeletedAsset', id: c.item_id, deleted_at: c.changed_at } });
  }
  return {
    sys: { type: 'Array' as const },
    limit,
    items,
    ...(page.more ? { next_page_token: page.token } : { next_sync_token: page.token }),
  };
}
