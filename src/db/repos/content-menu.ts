import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

/** The stored Content-menu group order of a space, or null when never set. */
export async function findGroupOrder(db: Kysely<DB>, spaceId: string): Promise<string[] | null> {
  const row = await db.selectFrom('content_menus').select('group_order').where('space_id', '=', spaceId).executeTakeFirst();
  return row ? (JSON.parse(row.group_order) as string[]) : null;
}

export async function saveGroupOrder(db: Kysely<DB>, spaceId: string, groups: readonly string[], now: string): Promise<void> {
  const group_order = JSON.stringify(groups);
  await db
    .insertInto('content_menus')
    .values({ space_id: spaceId, group_order, updated_at: now })
    .onConflict((oc) => oc.column('space_id').doUpdateSet({ group_order, updated_at: now }))
    .execute();
}
