import type { Kysely } from 'kysely';
import { notFound } from '../../domain/errors.ts';
import { findAsset, type AssetRow } from '../../db/repos/assets.ts';
import type { DB } from '../../db/schema.ts';

/** One asset of the space (any key may read assets: files have no draft state). */
export async function getAsset(db: Kysely<DB>, spaceId: string, id: string): Promise<AssetRow> {
  const row = await findAsset(db, spaceId, id);
  if (!row) throw notFound('asset', id);
  return row;
}

/** The asset behind a public file URL; an unknown one is a missing file (SPEC "Files"). */
export async function getFile(db: Kysely<DB>, spaceId: string, id: string): Promise<AssetRow> {
  const row = await findAsset(db, spaceId, id);
  if (!row) throw notFound('file', id);
  return row;
}
