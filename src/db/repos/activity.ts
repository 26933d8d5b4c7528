import type { Insertable, Kysely } from 'kysely';
import type { ActivityTable, DB } from '../schema.ts';

/** The activity records a unit of work gathered, written in its transaction. */
export async function insertActivity(db: Kysely<DB>, rows: Insertable<ActivityTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('activity').values(rows).execute();
}
