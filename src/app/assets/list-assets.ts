import type { Kysely } from 'kysely';
import { listAssets as listAssetRows, type AssetRow } from '../../db/repos/assets.ts';
import type { DB } from '../../db/schema.ts';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { checkPage } from '../../domain/paging.ts';

export interface AssetPage {
  total: number;
  skip: number;
  limit: number;
  items: AssetRow[];
}

/** A page of the space's assets, newest first (SPEC "Limits": limit 1 to 1000). */
export async function listAssets(db: Kysely<DB>, actor: Actor, page: { limit: number; skip: number }): Promise<AssetPage> {
  requirePermission(actor, 'read', 'list files');
  checkPage(page);
  const { total, items } = await listAssetRows(db, actor.spaceId, page);
  return { total, skip: page.skip, limit: page.limit, items };
}
