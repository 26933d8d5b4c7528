import type { Kysely, Selectable } from 'kysely';
import type { AssetsTable, DB } from '../schema.ts';

export type AssetRow = Selectable<AssetsTable>;

/** Assets of the space among `ids` (one query; missing ids are simply absent). */
export async function findAssetsByIds(db: Kysely<DB>, spaceId: string, ids: readonly string[]): Promise<AssetRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('assets').selectAll().where('space_id', '=', spaceId).where('id', 'in', [...new Set(ids)]).execute();
}
