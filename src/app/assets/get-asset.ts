import type { Kysely } from 'kysely';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { notFound } from '../../domain/errors.ts';
import { findAsset, type AssetRow } from '../../db/repos/assets.ts';
import type { DB } from '../../db/schema.ts';

/** One asset of the space (every key may read assets: files have no draft state). */
export async function getAsset(db: Kysely<DB>, actor: Actor, id: string): Promise<AssetRow> {
  requirePermission(actor, 'read', 'read files');
  const row = await findAsset(db, actor.spaceId, id);
  if (!row) throw notFound('asset', id);
  return row;
}

/**
 * The check of `updateAsset` that must come before any new bytes are read or downloaded, so a
 * PATCH of a missing asset (or by a key that cannot write) is refused without receiving them.
 * REST and MCP call it first; `updateAsset` checks again inside its unit of work.
 */
export async function assetToUpdate(db: Kysely<DB>, actor: Actor, id: string): Promise<AssetRow> {
  requirePermission(actor, 'write', 'change files');
  return getAsset(db, actor, id);
}

/** The asset behind a public file URL; an unknown one is a missing file (SPEC "Files"). */
export async function getFile(db: Kysely<DB>, spaceId: string, id: string): Promise<AssetRow> {
  const row = await findAsset(db, spaceId, id);
  if (!row) throw notFound('file', id);
  return row;
}
