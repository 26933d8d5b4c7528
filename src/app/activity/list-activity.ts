import type { Kysely } from 'kysely';
import { requirePermission, type Actor } from '../../domain/actor.ts';
import { listActivity as listActivityRows, type ActivityFilter, type ActivityRow } from '../../db/repos/activity.ts';
import type { DB } from '../../db/schema.ts';

export interface ActivityPage {
  items: ActivityRow[];
  /** The `before` cursor of the next (older) page, or null on the last page. */
  next: number | null;
}

/**
 * The space's activity, newest first (SPEC: "Every change is recorded in the site's activity
 * under the name of the key that made it"). Paged by an id cursor, not `skip`, so records
 * written while someone reads never shift a page.
 */
export async function listActivity(db: Kysely<DB>, actor: Actor, filter: ActivityFilter, limit: number): Promise<ActivityPage> {
  requirePermission(actor, 'read_drafts', 'read the activity of the space');
  const rows = await listActivityRows(db, actor.spaceId, filter, limit);
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? Number(items[items.length - 1].id) : null };
}
