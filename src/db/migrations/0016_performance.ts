import type { Kysely } from 'kysely';

/**
 * Lookups of many rows by id within a space (`space_id = ? AND id IN (…)`: link targets of a
 * batch, includes, quick-access labels, files of entries) get an index on both columns. The
 * primary key alone is not enough on SQLite: without statistics its planner prefers the
 * `(space_id, …)` indexes for an IN list of about 50 ids or more and walks the whole space,
 * so every batch got slower as the site grew. An index holding both constraints is
 * chosen whatever the statistics say; PostgreSQL plans these with statistics either way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('entries_space_id').on('entries').columns(['space_id', 'id']).execute();
  await db.schema.createIndex('assets_space_id').on('assets').columns(['space_id', 'id']).execute();
}
