import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { takeSyncNumbers, upsertSyncChanges, type SyncChangeRow } from '../../db/repos/sync.ts';
import type { TouchedContent } from '../touched-content.ts';
import type { UnitOfWork } from '../unit-of-work.ts';

export type SyncItemType = 'Entry' | 'Asset';

const noted = new WeakMap<UnitOfWork, Map<string, SyncItemType>>();

/**
 * Marks an entry or asset as changed for the sync API in this unit of work, for a change the
 * unit's events do not already say (deleting an entry or asset: the next sync answers it as
 * `DeletedEntry` / `DeletedAsset` once it is no longer readable by delivery).
 */
export function noteSyncChange(uow: UnitOfWork, type: SyncItemType, id: string): void {
  let m = noted.get(uow);
  if (!m) noted.set(uow, (m = new Map()));
  m.set(`${type}:${id}`, type);
}

/**
 * Numbers, in the unit of work's transaction and just before its commit, every change to what
 * delivery shows: entries whose published snapshot changed (published, unpublished, archived
 * while live), assets written, and what was noted with `noteSyncChange`. Runs last, so the
 * space's change counter stays locked only from here to the commit (docs/front-ends.md "Sync").
 */
export async function recordSyncChanges(trx: Kysely<DB>, uow: UnitOfWork, spaceId: string, touched: TouchedContent): Promise<void> {
  const items = new Map<string, { type: SyncItemType; id: string }>();
  for (const e of touched.entries) if (e.live) items.set(`Entry:${e.id}`, { type: 'Entry', id: e.id });
  for (const id of touched.assets) items.set(`Asset:${id}`, { type: 'Asset', id });
  for (const [key, type] of noted.get(uow) ?? []) items.set(key, { type, id: key.slice(type.length + 1) });
  if (items.size === 0) return;
  const first = await takeSyncNumbers(trx, spaceId, items.size);
  const rows: SyncChangeRow[] = [...items.values()].map((it, i) => ({ space_id: spaceId, item_type: it.type, item_id: it.id, seq: first + i, changed_at: uow.now }));
  await upsertSyncChanges(trx, rows);
}
