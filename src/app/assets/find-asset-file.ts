import type { Kysely } from 'kysely';
import { appError, notFound } from '../../domain/errors.ts';
import { findAsset, hadPastFile, wasAssetDeleted, type AssetRow } from '../../db/repos/assets.ts';
import type { DB } from '../../db/schema.ts';
import { getFile } from './get-asset.ts';

/**
 * The asset a public file URL names (docs/assets.md "Delivery"). `current` is false when the
 * hash is one the asset's file had before it was replaced: that URL redirects to the current
 * file. A hash the asset never had is `not_found`, like an unknown id.
 */
export async function findAssetFile(db: Kysely<DB>, spaceId: string, id: string, sha256: string): Promise<{ asset: AssetRow; current: boolean }> {
  const found = await findAsset(db, spaceId, id);
  if (!found && (await wasAssetDeleted(db, spaceId, id))) {
    throw appError('not_found', `The file "${id}" was deleted.`, { status: 410, fix: 'Remove this URL from the page; the file no longer exists.' });
  }
  const asset = found ?? (await getFile(db, spaceId, id));
  if (asset.sha256 === sha256) return { asset, current: true };
  if (/^[0-9a-f]{64}$/.test(sha256) && (await hadPastFile(db, spaceId, id, sha256))) return { asset, current: false };
  throw notFound('file', `${id}/${sha256}`);
}
