import type { Kysely } from 'kysely';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
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
  const visible = actor.can.has('manage_webhooks') ? items : items.map(withoutHookUrl);
  return { items: visible, next: rows.length > limit ? Number(items[items.length - 1].id) : null };
}

/**
 * A deploy hook's URL often is its secret (hosts put the build token in the path), and only
 * those who may manage hooks read it in GET …/webhooks: everyone else sees its origin only.
 */
function withoutHookUrl(row: ActivityRow): ActivityRow {
  if (row.resource_type !== 'webhook' || row.details === null) return row;
  const details = JSON.parse(row.details) as Record<string, unknown>;
  if (typeof details.url !== 'string') return row;
  let origin = '';
  try {
    origin = new URL(details.url).origin;
  } catch {
    // Stored URLs were validated when the hook was made; an unreadable one shows nothing.
  }
  return { ...row, details: JSON.stringify({ ...details, url: `${origin}/…` }) };
}
