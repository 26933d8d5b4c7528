import type { Kysely } from 'kysely';
import type { DB, EntryLinksTable } from '../schema.ts';

const ROWS_PER_INSERT = 500;

export async function insertEntryLinks(db: Kysely<DB>, rows: readonly EntryLinksTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await db.insertInto('entry_links').values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
}

export async function replaceEntryLinks(db: Kysely<DB>, spaceId: string, entryId: string, rows: readonly EntryLinksTable[]): Promise<void> {
  await db.deleteFrom('entry_links').where('space_id', '=', spaceId).where('entry_id', '=', entryId).execute();
  await insertEntryLinks(db, rows);
}

export interface IncomingLink {
  entry_id: string;
  content_type: string;
  status: string;
  published: number;
  field: string;
}

/** The entries pointing at a target (latest values and published snapshots), with their fields; at most `limit` rows. */
export function findIncomingLinks(db: Kysely<DB>, spaceId: string, targetType: 'Entry' | 'Asset', targetId: string, limit: number): Promise<IncomingLink[]> {
  return db
    .selectFrom('entry_links as l')
    .innerJoin('entries as e', 'e.id', 'l.entry_id')
    .select(['l.entry_id', 'e.content_type', 'e.status', 'l.published', 'l.field'])
    .where('l.space_id', '=', spaceId)
    .where('l.target_type', '=', targetType)
    .where('l.target_id', '=', targetId)
    .where('l.entry_id', '!=', targetId)
    .orderBy('l.entry_id')
    .orderBy('l.published')
    .orderBy('l.field')
    .limit(limit)
    .execute();
}

/** Per target id, how many other entries point at it (latest values, or published snapshots with `published`). */
export async function countIncomingLinks(db: Kysely<DB>, spaceId: string, targetType: 'Entry' | 'Asset', targetIds: readonly string[], published: 0 | 1): Promise<Map<string, number>> {
  if (targetIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('entry_links')
    .select(['target_id', (eb) => eb.fn.count<number>('entry_id').distinct().as('n')])
    .where('space_id', '=', spaceId)
    .where('target_type', '=', targetType)
    .where('target_id', 'in', targetIds)
    .where('published', '=', published)
    .whereRef('entry_id', '!=', 'target_id')
    .groupBy('target_id')
    .execute();
  return new Map(rows.map((r) => [r.target_id, Number(r.n)]));
}

export interface LinkToUnreadable {
  entry_id: string;
  field: string;
  target_id: string;
}

/**
 * Links a live site cannot follow, at most `limit` rows by linking entry, field and target:
 * - `archived`: in the latest values of entries that are not archived, to archived entries;
 * - `draft`: in the published values of entries, to entries not published (a rich-text field
 *   with `draft_links: "warn"` publishes them; delivery shows such a link as its text).
 * The targets drive the join (few of them), each looked up in the link index by target.
 */
export function findLinksToUnreadable(db: Kysely<DB>, spaceId: string, target: 'archived' | 'draft', limit: number): Promise<LinkToUnreadable[]> {
  const q = db
    .selectFrom('entries as t')
    // SQLite keeps a CROSS JOIN's order; joined plainly, it scanned the whole link index.
    .crossJoin('entry_links as l')
    .whereRef('l.space_id', '=', 't.space_id')
    .whereRef('l.target_id', '=', 't.id')
    .innerJoin('entries as e', 'e.id', 'l.entry_id')
    .select(['l.entry_id', 'l.field', 'l.target_id'])
    .where('t.space_id', '=', spaceId)
    .where('t.status', '=', target)
    .where('l.target_type', '=', 'Entry');
  const linking = target === 'archived' ? q.where('l.published', '=', 0).where('e.status', '!=', 'archived') : q.where('l.published', '=', 1).where('e.published_version', 'is not', null);
  return linking.orderBy('l.entry_id').orderBy('l.field').orderBy('l.target_id').limit(limit).execute();
}
