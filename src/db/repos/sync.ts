import type { Kysely } from 'kysely';
import type { DB, SyncChangesTable } from '../schema.ts';

export type SyncChangeRow = SyncChangesTable;

/**
 * Takes `count` change numbers of the space and returns the first. The UPDATE locks the space's
 * head row until the transaction ends (PostgreSQL; SQLite runs one writer at a time), so no
 * other unit of work numbers a change of the space before this one commits or rolls back:
 * changes commit in the order of their numbers.
 */
export async function takeSyncNumbers(db: Kysely<DB>, spaceId: string, count: number): Promise<number> {
  await db.insertInto('sync_heads').values({ space_id: spaceId, seq: 0 }).onConflict((oc) => oc.column('space_id').doNothing()).execute();
  const row = await db
    .updateTable('sync_heads')
    .set((eb) => ({ seq: eb('seq', '+', count) }))
    .where('space_id', '=', spaceId)
    .returning('seq')
    .executeTakeFirstOrThrow();
  return Number(row.seq) - count + 1;
}

/** Records the latest change of each item (one row per item: an older change of it is replaced). */
export async function upsertSyncChanges(db: Kysely<DB>, rows: readonly SyncChangeRow[]): Promise<void> {
  // A few hundred rows a statement keeps every engine under its bound-parameter limit (an import notes every entry).
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('sync_changes')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['space_id', 'item_type', 'item_id']).doUpdateSet((eb) => ({ seq: eb.ref('excluded.seq'), changed_at: eb.ref('excluded.changed_at') })))
      .execute();
  }
}

/** Changes numbered after `after`, oldest first; `limit` rows at most. */
export async function listSyncChanges(db: Kysely<DB>, spaceId: string, after: number, limit: number): Promise<SyncChangeRow[]> {
  const rows = await db.selectFrom('sync_changes').selectAll().where('space_id', '=', spaceId).where('seq', '>', after).orderBy('seq').limit(limit).execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}

/** The space's last change number (0 before any). */
export async function readSyncHead(db: Kysely<DB>, spaceId: string): Promise<number> {
  const row = await db.selectFrom('sync_heads').select('seq').where('space_id', '=', spaceId).executeTakeFirst();
  return row ? Number(row.seq) : 0;
}
