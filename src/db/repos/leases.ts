import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Engine } from '../client.ts';
import { skipLocked } from '../dialect/locking.ts';
import type { DB } from '../schema.ts';

/**
 * Rows workers hold under a lease (docs/ARCHITECTURE.md "Workers"): `claimed_until` is when the
 * lease runs out, `claim_token` whose it is. A worker claims rows by setting both, works, and
 * finishes by writing its outcome only while the token is still its own; a worker that died
 * leaves its rows to whoever claims after `claimed_until`. Every job table (translation jobs,
 * deploy-hook deliveries, search syncs, answer runs) goes through these helpers.
 */
export type LeasedTable = { [T in keyof DB]: DB[T] extends { id: string; claimed_until: string | null; claim_token: string | null } ? T : never }[keyof DB];

/** A claim: made at `now`, held until `until`, by whoever holds `token`. */
export interface Lease {
  now: string;
  until: string;
  token: string;
}

interface LeaseColumns {
  id: string;
  claimed_until: string | null;
  claim_token: string | null;
}

/** The one shape every leased table shares, so one query serves them all. */
type LeaseView = Kysely<Record<'leased', LeaseColumns>>;
const view = (db: Kysely<DB>): LeaseView => db as unknown as LeaseView;
const asView = <T extends LeasedTable>(table: T) => table as unknown as 'leased';

/** Columns a claim writes besides the lease: values, or SQL such as `attempts + 1`. */
export type LeaseSet<T extends LeasedTable> = { [C in keyof DB[T]]?: DB[T][C] | RawBuilder<unknown> };

/** No live lease: never claimed, released, or its worker's lease ran out at or before `now`. */
export function leaseFree(now: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref('claimed_until')} is null or ${sql.ref('claimed_until')} <= ${now})`;
}

/** The columns a claim writes. */
export function leaseHeld(lease: Lease): { claimed_until: string; claim_token: string } {
  return { claimed_until: lease.until, claim_token: lease.token };
}

/** The columns a finished (or given up) claim writes. */
export const leaseReleased = { claimed_until: null, claim_token: null } as const;

/**
 * Claims the rows `due` selects (their ids, in its order, at most its limit): one UPDATE that
 * sets the lease and `set`, with SKIP LOCKED on PostgreSQL so several nodes each take different
 * rows, atomic on SQLite; the UPDATE checks again that no live lease holds the row.
 */
export function claimDueRows<T extends LeasedTable>(
  db: Kysely<DB>,
  engine: Engine,
  table: T,
  due: SelectQueryBuilder<DB, T, { id: string }>,
  lease: Lease,
  set: LeaseSet<T> = {},
): Promise<Selectable<DB[T]>[]> {
  return view(db)
    .updateTable(asView(table))
    .set({ ...(set as object), ...leaseHeld(lease) })
    .where('id', 'in', skipLocked(due, engine) as never)
    .where(leaseFree(lease.now))
    .returningAll()
    .execute() as unknown as Promise<Selectable<DB[T]>[]>;
}

/** Claims one row by id, unless a live lease holds it (`where` narrows further: a status it must have). */
export function claimRow<T extends LeasedTable>(db: Kysely<DB>, table: T, id: string, lease: Lease, set: LeaseSet<T> = {}, where?: Expression<SqlBool>): Promise<Selectable<DB[T]> | undefined> {
  let q = view(db)
    .updateTable(asView(table))
    .set({ ...(set as object), ...leaseHeld(lease) })
    .where('id', '=', id);
  if (where) q = q.where(where);
  return q.where(leaseFree(lease.now)).returningAll().executeTakeFirst() as unknown as Promise<Selectable<DB[T]> | undefined>;
}

/**
 * Writes to a claimed row only while the claim is `token`'s (a lease that ran out may have passed
 * it on); `release` also ends the claim. `where` narrows further (a status the row must still
 * have). Returns whether the row was written.
 */
export async function writeLeased<T extends LeasedTable>(
  db: Kysely<DB>,
  table: T,
  id: string,
  token: string,
  patch: Updateable<DB[T]>,
  opts: { release?: boolean; where?: Expression<SqlBool> } = {},
): Promise<boolean> {
  let q = view(db)
    .updateTable(asView(table))
    .set({ ...(patch as Updateable<LeaseColumns>), ...(opts.release ? leaseReleased : {}) })
    .where('id', '=', id)
    .where('claim_token', '=', token);
  if (opts.where) q = q.where(opts.where);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Whether the claim on the row is still `token`'s (checked inside the transaction that stores its work). */
export async function holdsLease(db: Kysely<DB>, table: LeasedTable, id: string, token: string): Promise<boolean> {
  return (await view(db).selectFrom(asView(table)).select('id').where('id', '=', id).where('claim_token', '=', token).executeTakeFirst()) !== undefined;
}
