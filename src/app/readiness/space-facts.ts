import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { findAssetsByIds } from '../../db/repos/assets.ts';
import { listPublishedEntries } from '../../db/repos/readiness.ts';
import type { DB } from '../../db/schema.ts';
import type { StoredFields } from '../../domain/entries/types.ts';
import { entryFacts } from '../../domain/readiness/entry-facts.ts';
import type { SpaceFacts } from '../../domain/readiness/types.ts';
import { siteUrlOf } from '../../domain/entries/site-url.ts';
import { loadSpaceModel } from '../entries/space-model.ts';

/** Most published entries one check looks at (the most recently published). */
export const MAX_CHECKED_ENTRIES = 5000;

/** What the readiness checks know from Tessera's own data: published entries, their URLs and files. */
export async function readSpaceFacts(db: Kysely<DB>, config: Config, spaceId: string): Promise<SpaceFacts> {
  const model = await loadSpaceModel(db, spaceId);
  const rows = await listPublishedEntries(db, spaceId, MAX_CHECKED_ENTRIES);
  const entries = rows.map((row) => {
    const stored = JSON.parse(row.published_fields) as StoredFields;
    const url = siteUrlOf(model, row.content_type, stored, '*', 'production');
    return entryFacts(row.id, model.types.get(row.content_type), stored, model.locales, url, { version: row.version, status: row.status });
  });
  const assets = await findAssetsByIds(db, spaceId, [...new Set(entries.flatMap((e) => e.assetIds))]);
  return {
    spaceId,
    apiBaseUrl: config.baseUrl,
    productionUrl: model.space.production_url ?? '',
    defaultLocale: model.locales.defaultLocale,
    locales: model.locales.codes,
    entries,
    assets: assets.map((a) => ({ id: a.id, title: a.title, filename: a.filename, contentType: a.content_type, alt: a.alt })),
    allowPlainHttpLocally: config.allowPrivateTargets,
  };
}
