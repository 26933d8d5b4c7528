import type { Kysely } from 'kysely';
import { findSpace } from '../../db/repos/spaces.ts';
import type { DB } from '../../db/schema.ts';
import { siteHosts } from '../../domain/analytics/classify.ts';
import { onEveryCommit } from '../unit-of-work.ts';
import { cachesTrusted, onCacheReset } from '../../runtime/cache-trust.ts';

/**
 * The hosts of each space's production_url and preview_url, which browser events must come
 * from, and the time zone its analytics count in. Remembered for a few seconds (every page view of a busy site asks); a site-settings
 * change committed on this node forgets them at once.
 */
const TTL_MS = 5_000;
export interface SiteOfSpace {
  hosts: Set<string>;
  /** IANA time zone the site's analytics count days and hours in. */
  timeZone: string;
}
const cache = new WeakMap<Kysely<DB>, Map<string, { site: SiteOfSpace | null; until: number }>>();

onEveryCommit((work) => {
  if (work.actions.includes('space.updated')) cache.get(work.database.db)?.delete(work.spaceId);
});
onCacheReset((db) => cache.get(db)?.clear());

/** The site's hosts and time zone; null when the space does not exist. */
export async function siteOfSpace(db: Kysely<DB>, spaceId: string, nowMs = Date.now()): Promise<SiteOfSpace | null> {
  let map = cache.get(db);
  if (!map) cache.set(db, (map = new Map()));
  const hit = map.get(spaceId);
  if (hit && hit.until > nowMs && cachesTrusted(db)) return hit.site;
  const space = await findSpace(db, spaceId);
  const site = space ? { hosts: siteHosts([space.production_url, space.preview_url]), timeZone: space.time_zone } : null;
  if (map.size > 10_000) map.clear();
  map.set(spaceId, { site, until: nowMs + TTL_MS });
  return site;
}
