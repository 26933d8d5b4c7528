import type { Kysely } from 'kysely';
import { fieldsUseAsset, type StoredFields } from '../../domain/asset-usage.ts';
import type { ContentTypeDefinition } from '../../domain/content-model/types.ts';
import { findPublishedEntriesMentioning } from '../../db/repos/assets.ts';
import { findContentTypeDefinition } from '../../db/repos/content-types.ts';
import type { DB } from '../../db/schema.ts';

/** Ids of published entries whose published version uses the asset (see `fieldsUseAsset`). */
export async function publishedEntriesUsingAsset(db: Kysely<DB>, spaceId: string, assetId: string): Promise<string[]> {
  const candidates = await findPublishedEntriesMentioning(db, spaceId, assetId);
  const models = new Map<string, ContentTypeDefinition | undefined>();
  const out: string[] = [];
  for (const entry of candidates) {
    if (!models.has(entry.content_type)) models.set(entry.content_type, await findContentTypeDefinition(db, spaceId, entry.content_type));
    const fields = JSON.parse(entry.published_fields!) as StoredFields;
    if (fieldsUseAsset(fields, models.get(entry.content_type), assetId)) out.push(entry.id);
  }
  return out.sort();
}
