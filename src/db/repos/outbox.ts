import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../client.ts';
import { skipLocked } from '../dialect/locking.ts';
import type { DB, OutboxTable } from '../schema.ts';

export type OutboxRow = Selectable<OutboxTable>;

/** The oldest events not yet fanned out to deploy hooks; skipped by other workers while locked. */
export function takeUndispatched(db: Kysely<DB>, engine: Engine, limit: number): Promise<OutboxRow[]> {
  const q = db.selectFrom('outbox').selectAll().where('dispatched_at', 'is', null).orderBy('created_at').orderBy('id').limit(limit);
  return skipLocked(q, engine).execute();
}

export async function markDispatched(db: Kysely<DB>, ids: string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('outbox').set({ dispatched_at: now }).where('id', 'in', ids).execute();
}

/** Drops events fanned out before `before`; their deliveries hold what receivers need. */
export async function pruneDispatched(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('outbox').where('dispatched_at', 'is not', null).where('dispatched_at', '<', before).execute();
}

/** The events a unit of work emitted, written in its transaction (delivered after commit). */
export async function insertOutboxEvents(db: Kysely<DB>, rows: OutboxRow[]): Promise<void> {
  if (rows.length) await db.insertInto('outbox').values(rows).execute();
}
