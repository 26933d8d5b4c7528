import type { Kysely } from 'kysely';
import type { DB, EntriesTable } from '../schema.ts';
import type { IncomingLink } from './entry-links.ts';

/** What deleting a content type reads and removes besides its definition (docs/content-model.md "Deleting content types"). */

export type EntryStatus = EntriesTable['status'];

/** How many entries of the type there are, by status. */
export async function countEntriesByStatus(db: Kysely<DB>, spaceId: string, contentType: string): Promise<Record<EntryStatus, number>> {
  const rows = await db
    .selectFrom('entries')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('space_id', '=', spaceId)
    .where('content_type', '=', contentType)
    .groupBy('status')
    .execute();
  const out: Record<EntryStatus, number> = { draft: 0, changed: 0, published: 0, archived: 0 };
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

/** Ids of the type's entries (all archived by the time this is called), in id order. */
export async function listEntryIdsOfType(db: Kysely<DB>, spaceId: string, contentType: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('entries').select('id').where('space_id', '=', spaceId).where('content_type', '=', contentType).orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** The content-type rows of the quick-access list that name the type. */
export async function deleteQuickAccessOfType(db: Kysely<DB>, spaceId: string, contentType: string): Promise<void> {
  await db.deleteFrom('quick_access_items').where('space_id', '=', spaceId).where('content_type', '=', contentType).execute();
}

/**
 * Takes the type out of the people's write limits, except for a person limited to it alone:
 * no limit at all would mean every type, so that person keeps the limit (and can change no entry
 * until an owner names other types). Returns the user ids kept that way.
 */
export async function dropWriteLimitsOfType(db: Kysely<DB>, spaceId: string, contentType: string): Promise<string[]> {
  const rows = await db.selectFrom('membership_write_types').select(['user_id', 'content_type']).where('space_id', '=', spaceId).execute();
  const limited = new Set(rows.filter((r) => r.content_type === contentType).map((r) => r.user_id));
  const alone = [...limited].filter((u) => rows.every((r) => r.user_id !== u || r.content_type === contentType));
  const drop = [...limited].filter((u) => !alone.includes(u));
  if (drop.length > 0) {
    await db.deleteFrom('membership_write_types').where('space_id', '=', spaceId).where('content_type', '=', contentType).where('user_id', 'in', drop).execute();
  }
  return alone;
}

export async function deleteContentTypeRow(db: Kysely<DB>, spaceId: string, apiId: string): Promise<void> {
  await db.deleteFrom('content_types').where('space_id', '=', spaceId).where('api_id', '=', apiId).execute();
}

/** Links from entries of other types to entries of this type (latest and published), at most `limit` rows. */
export function findLinksIntoType(db: Kysely<DB>, spaceId: string, contentType: string, limit: number): Promise<Array<IncomingLink & { target_id: string }>> {
  return db
    .selectFrom('entries as t')
    .innerJoin('entry_links as l', (j) => j.onRef('l.target_id', '=', 't.id').onRef('l.space_id', '=', 't.space_id'))
    .innerJoin('entries as e', 'e.id', 'l.entry_id')
    .select(['l.entry_id', 'e.content_type', 'e.status', 'l.published', 'l.field', 'l.target_id'])
    .where('t.space_id', '=', spaceId)
    .where('t.content_type', '=', contentType)
    .where('l.target_type', '=', 'Entry')
    .where('e.content_type', '!=', contentType)
    .orderBy('l.target_id')
    .orderBy('l.entry_id')
    .orderBy('l.published')
    .orderBy('l.field')
    .limit(limit)
    .execute();
}
