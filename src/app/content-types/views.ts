import type { Kysely } from 'kysely';
import { findAssetsByIds, type AssetRow } from '../../db/repos/assets.ts';
import { listContentTypeRecords } from '../../db/repos/content-types.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../domain/errors.ts';
import { effectiveContentTypes } from '../../domain/content-model/infer.ts';
import type { EffectiveContentType } from '../../domain/content-model/types.ts';

/** A content type as the API shows it: effective values, timestamps and its preview files. */
export interface ContentTypeView {
  type: EffectiveContentType;
  created_at: string;
  updated_at: string;
  /** The preview files that still exist, in the stored order. */
  previews: AssetRow[];
}

/** Every type of the space, resolved, in Content-menu order. Works on a transaction too, so dry runs see their own change. */
export async function listContentTypeViews(db: Kysely<DB>, spaceId: string): Promise<ContentTypeView[]> {
  const records = await listContentTypeRecords(db, spaceId);
  const byId = new Map(records.map((r) => [r.definition.api_id, r]));
  const types = effectiveContentTypes(records.map((r) => r.definition));
  const assets = new Map((await findAssetsByIds(db, spaceId, types.flatMap((t) => t.previews ?? []))).map((a) => [a.id, a]));
  return types.map((type) => {
    const r = byId.get(type.api_id)!;
    return {
      type,
      created_at: r.created_at,
      updated_at: r.updated_at,
      previews: (type.previews ?? []).map((id) => assets.get(id)).filter((a): a is AssetRow => a !== undefined),
    };
  });
}

export async function readContentTypeView(db: Kysely<DB>, spaceId: string, apiId: string): Promise<ContentTypeView> {
  const view = (await listContentTypeViews(db, spaceId)).find((v) => v.type.api_id === apiId);
  if (!view) throw notFound('content type', apiId);
  return view;
}
