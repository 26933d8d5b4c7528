import type { Kysely } from 'kysely';
import type { LinkFacts, LinkIds } from '../../domain/entries/links.ts';
import { findAssetsByIds } from '../../db/repos/assets.ts';
import { findLinkTargets } from '../../db/repos/entries.ts';
import type { DB } from '../../db/schema.ts';

/** Looks up what link rules need about linked entries and files: two queries. */
export async function loadLinkFacts(db: Kysely<DB>, spaceId: string, links: LinkIds): Promise<LinkFacts> {
  const [entries, assets] = await Promise.all([findLinkTargets(db, spaceId, [...links.entries]), findAssetsByIds(db, spaceId, [...links.assets])]);
  return {
    entries: new Map(entries.map((e) => [e.id, e])),
    assets: new Map(assets.map((a) => [a.id, { alt: a.alt, content_type: a.content_type }])),
  };
}
