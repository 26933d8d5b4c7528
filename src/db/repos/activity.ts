import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ActivityTable, DB } from '../schema.ts';

/** The activity records a unit of work gathered, written in its transaction. */
export async function insertActivity(db: Kysely<DB>, rows: Insertable<ActivityTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('activity').values(rows).execute();
}

export type ActivityRow = Selectable<ActivityTable>;

export interface ActivityFilter {
  resourceType?: string;
  resourceId?: string;
  action?: string;
  /** Only records older than this id (the cursor of the page before). */
  before?: number;
}

/** The newest activity of a space first; `limit + 1` rows tell the caller whether a next page exists. */
export function listActivity(db: Kysely<DB>, spaceId: string, filter: ActivityFilter, limit: number): Promise<ActivityRow[]> {
  let q = db.selectFrom('activity').selectAll().where('space_id', '=', spaceId);
  if (filter.resourceType !== undefined) q = q.where('resource_type', '=', filter.resourceType);
  if (filter.resourceId !== undefined) q = q.where('resource_id', '=', filter.resourceId);
  if (filter.action !== undefined) q = q.where('action', '=', filter.action);
  if (filter.before !== undefined) q = q.where('id', '<', filter.before);
  return q.orderBy('id', 'desc').limit(limit + 1).execute();
}
