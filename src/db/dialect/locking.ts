import type { Engine } from '../client.ts';

/**
 * Row locks for read-modify-write inside a transaction. PostgreSQL takes `FOR UPDATE` so a
 * concurrent writer waits and then reads the committed row; SQLite needs nothing because a
 * write transaction already excludes every other writer.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(qb: Q, engine: Engine): Q {
  return engine === 'postgres' ? qb.forUpdate() : qb;
}
