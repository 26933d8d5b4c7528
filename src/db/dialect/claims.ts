import type { SelectQueryBuilder } from 'kysely';
import type { Engine } from '../client.ts';

/**
 * Row claims for workers. PostgreSQL: `FOR UPDATE SKIP LOCKED`, so several workers (on several
 * nodes) each take different rows without waiting on each other. SQLite has no row locks and
 * runs one write transaction at a time, so the claiming `UPDATE … RETURNING` alone is atomic.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function skipLocked<Q extends SelectQueryBuilder<any, any, any>>(query: Q, engine: Engine): Q {
  return engine === 'postgres' ? (query.forUpdate().skipLocked() as Q) : query;
}

/** `FOR UPDATE` (wait for the lock) on PostgreSQL; nothing on SQLite, whose writers are serialised. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lockRows<Q extends SelectQueryBuilder<any, any, any>>(query: Q, engine: Engine): Q {
  return engine === 'postgres' ? (query.forUpdate() as Q) : query;
}
