import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, NodesTable } from '../schema.ts';

export type NodeRow = Selectable<NodesTable>;

export async function upsertNode(db: Kysely<DB>, row: Omit<NodeRow, 'epoch_applied'>): Promise<void> {
  await db
    .insertInto('nodes')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet({ seen_at: row.seen_at }))
    .execute();
}

/** Nodes other than `id` whose last heartbeat is at or after `since`. */
export async function listOtherLiveNodes(db: Kysely<DB>, id: string, since: string): Promise<NodeRow[]> {
  return db.selectFrom('nodes').selectAll().where('id', '!=', id).where('seen_at', '>=', since).orderBy('started_at').execute();
}

/** Forgets nodes silent since before `before` (crashed ones never say goodbye). */
export async function deleteNodesSeenBefore(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('nodes').where('seen_at', '<', before).execute();
}

export async function deleteNode(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('nodes').where('id', '=', id).execute();
}

export async function readCacheEpoch(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('cache_epoch').select('epoch').where('id', '=', 1).executeTakeFirst();
  return row?.epoch ?? 0;
}

export async function bumpCacheEpoch(db: Kysely<DB>): Promise<void> {
  await db.updateTable('cache_epoch').set((eb) => ({ epoch: eb('epoch', '+', 1) })).where('id', '=', 1).execute();
}

export async function setEpochApplied(db: Kysely<DB>, id: string, epoch: number): Promise<void> {
  await db.updateTable('nodes').set({ epoch_applied: epoch }).where('id', '=', id).execute();
}

/** Live nodes serving reads on `bus` (or of a version that records none), other than `id`, that have not applied cache epoch `epoch` yet. */
export async function listNodesBehindEpoch(db: Kysely<DB>, id: string, bus: string, epoch: number, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('nodes')
    .select('id')
    .where('id', '!=', id)
    // A node of a version that records no bus or epoch is waited for until the writer gives up.
    .where((eb) => eb.or([eb('bus', '=', bus), eb.and([eb('bus', 'is', null), eb('redis', '=', 1)])]))
    .where('role', '!=', 'worker')
    .where('seen_at', '>=', since)
    .where((eb) => eb.or([eb('epoch_applied', 'is', null), eb('epoch_applied', '<', epoch)]))
    .execute();
  return rows.map((r) => r.id);
}

/** Bumps the cache epoch; the new value. */
export async function bumpCacheEpochReturning(db: Kysely<DB>): Promise<number> {
  const row = await db.updateTable('cache_epoch').set((eb) => ({ epoch: eb('epoch', '+', 1) })).where('id', '=', 1).returning('epoch').executeTakeFirstOrThrow();
  return row.epoch;
}

/** One round trip to the database (the readiness check). */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
