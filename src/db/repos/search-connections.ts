import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Engine } from '../client.ts';
import { claimDueRows, holdsLease, leaseFree, writeLeased, type Lease } from './leases.ts';
import type { DB, SearchConnectionsTable, SearchEngine } from '../schema.ts';

export type SearchConnectionRow = Selectable<SearchConnectionsTable>;

export function listSearchConnections(db: Kysely<DB>, spaceId: string): Promise<SearchConnectionRow[]> {
  return db.selectFrom('search_connections').selectAll().where('space_id', '=', spaceId).orderBy('engine').execute();
}

export function findSearchConnection(db: Kysely<DB>, spaceId: string, engine: SearchEngine): Promise<SearchConnectionRow | undefined> {
  return db.selectFrom('search_connections').selectAll().where('space_id', '=', spaceId).where('engine', '=', engine).executeTakeFirst();
}

export function findSearchConnectionById(db: Kysely<DB>, id: string): Promise<SearchConnectionRow | undefined> {
  return db.selectFrom('search_connections').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSearchConnection(db: Kysely<DB>, row: SearchConnectionRow): Promise<void> {
  await db.insertInto('search_connections').values(row).execute();
}

export async function updateSearchConnection(db: Kysely<DB>, id: string, patch: Updateable<SearchConnectionsTable>): Promise<void> {
  await db.updateTable('search_connections').set(patch).where('id', '=', id).execute();
}

/** Removes a connection, its sealed credentials and (by cascade) every day stored for it. */
export async function deleteSearchConnection(db: Kysely<DB>, id: string): Promise<void> {
  for (const table of ['search_query_days', 'search_page_days', 'search_total_days'] as const) await db.deleteFrom(table).where('connection_id', '=', id).execute();
  await db.deleteFrom('search_connections').where('id', '=', id).execute();
}

/**
 * Claims up to `limit` connections whose sync is due and not held by a live lease (several
 * nodes each take different ones: SKIP LOCKED on PostgreSQL, one atomic UPDATE on SQLite).
 */
export function claimDueSearchConnections(db: Kysely<DB>, engine: Engine, now: string, claimedUntil: string, token: string, limit: number): Promise<SearchConnectionRow[]> {
  const lease: Lease = { now, until: claimedUntil, token };
  const due = db
    .selectFrom('search_connections')
    .select('id')
    .where('site_url', 'is not', null)
    .where('next_sync_at', '<=', lease.now)
    .where(leaseFree(lease.now))
    .orderBy('next_sync_at')
    .limit(limit);
  return claimDueRows(db, engine, 'search_connections', due, lease);
}

/** Writes a sync's outcome, only while the claim is still ours; false when it was lost (or the connection removed). */
export function finishSearchSync(db: Kysely<DB>, id: string, token: string, patch: Updateable<SearchConnectionsTable>): Promise<boolean> {
  return writeLeased(db, 'search_connections', id, token, patch, { release: true });
}

/** Whether the claim is still held (checked inside the transaction that stores the days). */
export function holdsSearchClaim(db: Kysely<DB>, id: string, token: string): Promise<boolean> {
  return holdsLease(db, 'search_connections', id, token);
}

/** When the next sync falls due, so an idle worker knows how long it may sleep. */
export async function nextSearchSyncAt(db: Kysely<DB>): Promise<string | null> {
  const r = await db
    .selectFrom('search_connections')
    .select((eb) => eb.fn.min('next_sync_at').as('at'))
    .where('site_url', 'is not', null)
    .where('claimed_until', 'is', null)
    .executeTakeFirst();
  return (r?.at as string | null | undefined) ?? null;
}
