import type { Kysely } from 'kysely';
import { listAssets as listAssetRows, type AssetFilter, type AssetRow } from '../../db/repos/assets.ts';
import type { DB } from '../../db/schema.ts';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { checkPage } from '../../domain/paging.ts';
import { invalidParameter } from '../../domain/entries/filters.ts';

export interface AssetPage {
  total: number;
  skip: number;
  limit: number;
  items: AssetRow[];
}

export interface AssetListQuery {
  limit: number;
  skip: number;
  /** `image`, `video`, `pdf` or `other` (any other file). */
  kind?: AssetFilter['kind'];
  /** Words that must each appear in the title, file name, alt text or description. */
  query?: string;
}

const MAX_QUERY_WORDS = 10;

/** The search words of `query`: lower case, split on spaces; too many words is refused. */
export function assetQueryWords(query: string | undefined): string[] {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length > MAX_QUERY_WORDS) throw invalidParameter('query', `at most ${MAX_QUERY_WORDS} words (${words.length} given)`, `Search with ${MAX_QUERY_WORDS} words or fewer.`);
  return words;
}

/** A page of the space's assets, newest first, optionally of one kind and matching words (SPEC "Limits": limit 1 to 1000). */
export async function listAssets(db: Kysely<DB>, actor: Actor, page: AssetListQuery): Promise<AssetPage> {
  requirePermission(actor, 'read', 'list files');
  checkPage(page);
  const words = assetQueryWords(page.query);
  const { total, items } = await listAssetRows(db, actor.spaceId, { limit: page.limit, skip: page.skip }, { kind: page.kind, words });
  return { total, skip: page.skip, limit: page.limit, items };
}
