import { sql, type Kysely, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { AssetsTable, DB } from '../schema.ts';

export type AssetRow = Selectable<AssetsTable>;

/** Assets of the space among `ids` (one query; missing ids are simply absent). */
export async function findAssetsByIds(db: Kysely<DB>, spaceId: string, ids: readonly string[]): Promise<AssetRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('assets').selectAll().where('space_id', '=', spaceId).where('id', 'in', [...new Set(ids)]).execute();
}

export function findAsset(db: Kysely<DB>, spaceId: string, id: string): Promise<AssetRow | undefined> {
  return db.selectFrom('assets').selectAll().where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
}

/** Which files a list shows: a kind of file, and words each found in its title, file name, alt text or description. */
export interface AssetFilter {
  kind?: 'image' | 'video' | 'pdf' | 'other';
  /** Lower-case words, each matched as a substring (AND). */
  words?: string[];
}

/** `%`, `_` and the escape character itself taken literally in a LIKE pattern. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered<QB extends SelectQueryBuilder<DB, 'assets', object>>(qb: QB, spaceId: string, filter: AssetFilter): QB {
  let q = qb.where('space_id', '=', spaceId) as QB;
  const pdf = 'application/pdf';
  if (filter.kind === 'image') q = q.where('content_type', 'like', 'image/%') as QB;
  else if (filter.kind === 'video') q = q.where('content_type', 'like', 'video/%') as QB;
  else if (filter.kind === 'pdf') q = q.where('content_type', '=', pdf) as QB;
  else if (filter.kind === 'other') q = q.where('content_type', 'not like', 'image/%').where('content_type', 'not like', 'video/%').where('content_type', '<>', pdf) as QB;
  for (const word of filter.words ?? []) {
    // lower() on both engines (PostgreSQL's LIKE is case-sensitive, SQLite's only for ASCII).
    const pattern = `%${likeLiteral(word)}%`;
    const text = sql<string>`lower(coalesce(${sql.ref('title')}, '') || ' ' || coalesce(${sql.ref('filename')}, '') || ' ' || coalesce(${sql.ref('alt')}, '') || ' ' || coalesce(${sql.ref('description')}, ''))`;
    q = q.where(sql<boolean>`${text} like ${pattern} escape '\\'`) as QB;
  }
  return q;
}

/** Newest first; ties broken by id so pages never overlap. */
export async function listAssets(db: Kysely<DB>, spaceId: string, page: { limit: number; skip: number }, filter: AssetFilter = {}): Promise<{ total: number; items: AssetRow[] }> {
  const [count, items] = await Promise.all([
    filtered(db.selectFrom('assets').select((eb) => eb.fn.countAll<string | number>().as('n')), spaceId, filter).executeTakeFirstOrThrow(),
    filtered(db.selectFrom('assets').selectAll(), spaceId, filter).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.skip).execute(),
  ]);
  return { total: Number(count.n), items };
}

export async function insertAsset(db: Kysely<DB>, row: AssetRow): Promise<void> {
  await db.insertInto('assets').values(row).execute();
}

export async function updateAsset(db: Kysely<DB>, spaceId: string, id: string, patch: Updateable<AssetsTable>): Promise<void> {
  await db.updateTable('assets').set(patch).where('space_id', '=', spaceId).where('id', '=', id).execute();
}

/**
 * Published entries whose published fields mention the id anywhere in their JSON text: a
 * cheap, index-free first pass; the caller decides with the content model which really use it.
 */
export function findPublishedEntriesMentioning(db: Kysely<DB>, spaceId: string, assetId: string) {
  // Asset ids are base62, so they hold no LIKE wildcards.
  return db
    .selectFrom('entries')
    .select(['id', 'content_type', 'published_fields'])
    .where('space_id', '=', spaceId)
    .where('status', 'in', ['published', 'changed'])
    .where('published_fields', 'is not', null)
    .where('published_fields', 'like', `%${assetId}%`)
    .execute();
}

/** Remembers a hash the asset's file had before a replacement (idempotent). */
export async function insertPastFile(db: Kysely<DB>, row: { space_id: string; asset_id: string; sha256: string; replaced_at: string }): Promise<void> {
  await db.insertInto('asset_past_files').values(row).onConflict((oc) => oc.columns(['space_id', 'asset_id', 'sha256']).doNothing()).execute();
}

/** Whether the asset's file ever had this hash before a replacement. */
export async function hadPastFile(db: Kysely<DB>, spaceId: string, assetId: string, sha256: string): Promise<boolean> {
  const row = await db
    .selectFrom('asset_past_files')
    .select('sha256')
    .where('space_id', '=', spaceId)
    .where('asset_id', '=', assetId)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the asset and remembers its id, so its file URLs answer 410 Gone. */
export async function deleteAssetRow(db: Kysely<DB>, spaceId: string, id: string, now: string): Promise<void> {
  await db.deleteFrom('assets').where('space_id', '=', spaceId).where('id', '=', id).execute();
  await db.insertInto('deleted_assets').values({ space_id: spaceId, id, deleted_at: now }).execute();
}

export async function wasAssetDeleted(db: Kysely<DB>, spaceId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('deleted_assets').select('id').where('space_id', '=', spaceId).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
