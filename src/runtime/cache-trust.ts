import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Whether this process may answer from (and fill) its in-process caches of a database right
 * now. One node alone always may. With several nodes (docs/deploy.md) the commit bus says so
 * only while this node is provably receiving every other node's invalidations; when it stops
 * being sure, caches are bypassed, and when it is sure again they are emptied first
 * (`resetCaches`), so a missed invalidation never serves stale content. The check is an
 * in-memory call on the hot path.
 */
type Gate = () => boolean;
const gates = new WeakMap<Kysely<DB>, Gate>();
const resetters = new Set<(db: Kysely<DB>) => void>();

export function cachesTrusted(db: Kysely<DB>): boolean {
  const gate = gates.get(db);
  return gate === undefined || gate();
}

export function setCacheGate(db: Kysely<DB>, gate: Gate | null): void {
  if (gate) gates.set(db, gate);
  else gates.delete(db);
}

/** Registers how a cache empties itself (for every database of the process; check `db`). */
export function onCacheReset(fn: (db: Kysely<DB>) => void): () => void {
  resetters.add(fn);
  return () => resetters.delete(fn);
}

/** Empties every in-process cache of the database (after this node may have missed invalidations). */
export function resetCaches(db: Kysely<DB>): void {
  for (const fn of resetters) fn(db);
}
