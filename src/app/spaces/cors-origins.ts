import type { Kysely } from 'kysely';
import type { UnitOfWork } from '../unit-of-work.ts';
import { onEveryCommit } from '../unit-of-work.ts';
import { type Actor } from '../../domain/actor.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { cachesTrusted, onCacheReset } from '../../runtime/cache-trust.ts';
import { MAX_CORS_ORIGINS, normalizeOrigin, siteOrigins, type SpaceOrigins } from '../../domain/cors.ts';
import { notFound, validationFailed } from '../../domain/errors.ts';
import { listCorsOrigins, replaceCorsOrigins } from '../../db/repos/cors-origins.ts';
import { findSpace } from '../../db/repos/spaces.ts';
import type { DB } from '../../db/schema.ts';

/**
 * The browser origins of each space, kept a few seconds per process so browser reads on the hot
 * path need no query; a change committed on this node drops them at once, other nodes notice
 * within ORIGINS_CACHE_MS.
 */
const ORIGINS_CACHE_MS = 5_000;
const cache = new WeakMap<Kysely<DB>, Map<string, { value: SpaceOrigins | null; until: number }>>();

onEveryCommit((work) => {
  if (work.actions.some((a) => a.startsWith('space.'))) cache.get(work.database.db)?.delete(work.spaceId);
});
onCacheReset((db) => cache.get(db)?.clear());

/** Cached origins of a space, or undefined when not known on this node right now (then call `readSpaceOrigins`). */
export function peekSpaceOrigins(db: Kysely<DB>, spaceId: string, nowMs = Date.now()): SpaceOrigins | null | undefined {
  const hit = cache.get(db)?.get(spaceId);
  return hit && hit.until > nowMs && cachesTrusted(db) ? hit.value : undefined;
}

/** The site URLs and extra origins of a space (null when there is no such space). */
export async function readSpaceOrigins(db: Kysely<DB>, spaceId: string): Promise<SpaceOrigins | null> {
  const space = await findSpace(db, spaceId);
  const value = space ? { production_url: space.production_url, preview_url: space.preview_url, extra: await listCorsOrigins(db, spaceId) } : null;
  let map = cache.get(db);
  if (!map) cache.set(db, (map = new Map()));
  if (map.size > 10_000) map.clear();
  map.set(spaceId, { value, until: Date.now() + ORIGINS_CACHE_MS });
  return value;
}

export interface CorsSettings {
  origins: string[];
  site_origins: string[];
  loopback: true;
}

export async function readCorsSettings(db: Kysely<DB>, actor: Actor): Promise<CorsSettings> {
  requirePermission(actor, 'manage_webhooks', 'read site settings');
  const spaceId = actor.spaceId;
  const s = await readSpaceOrigins(db, spaceId);
  if (!s) throw notFound('space', spaceId);
  return { origins: [...s.extra], site_origins: siteOrigins(s), loopback: true };
}

/** Replaces the extra origins of the space (site settings: `manage_webhooks`). */
export async function setCorsOrigins(uow: UnitOfWork, origins: readonly string[]): Promise<CorsSettings> {
  requirePermission(uow.actor, 'manage_webhooks', 'change site settings');
  if (origins.length > MAX_CORS_ORIGINS) throw validationFailed({ origins: `at most ${MAX_CORS_ORIGINS} origins` });
  const clean: string[] = [];
  const errors: Record<string, string> = {};
  origins.forEach((o, i) => {
    const n = normalizeOrigin(o);
    if (!n) errors[`origins[${i}]`] = 'an origin like "https://www.example.com" or "http://localhost:5173" (scheme, host and port only), "https://*.example.com" for every subdomain of example.com (the "*" stands for whole leading labels only, before a domain of two labels or more), or "*" for any';
    else if (!clean.includes(n)) clean.push(n);
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  const space = await findSpace(uow.trx, uow.actor.spaceId);
  if (!space) throw notFound('space', uow.actor.spaceId);
  await replaceCorsOrigins(uow.trx, space.id, clean, uow.now);
  uow.record({ action: 'space.cors_origins_changed', resourceType: 'space', resourceId: space.id, details: { origins: clean } });
  return { origins: clean, site_origins: siteOrigins(space), loopback: true };
}
