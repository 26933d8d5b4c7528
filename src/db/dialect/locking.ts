import type { SelectQueryBuilder } from 'kysely';
import type { Engine } from '../client.ts';

// SQLite has no row locks and runs one write transaction at a time, so both helpers add
// nothing there; PostgreSQL needs them.

/**
 * `FOR UPDATE` (wait for the lock) on PostgreSQL, for read-modify-write inside a transaction:
 * a concurrent writer waits and then reads the committed row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lockRows<Q extends SelectQueryBuilder<any, any, any>>(query: Q, engine: Engine): Q {
  return engine === 'postgres' ? (query.forUpdate() as Q) : query;
}

/**
 * Row claims for workers: `FOR UPDATE SKIP LOCKED` on PostgreSQL, so several workers (on several
 * nodes) each take different rows without waiting on each other. On SQLite the claiming
 * `UPDATE … RETURNING` alone is atomic.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function skipLocked<Q extends SelectQueryBuilder<any, any, any>>(query: Q, engine: Engine): Q {
  return engine === 'postgres' ? (query.forUpdate().skipLocked() as Q) : query;
}
