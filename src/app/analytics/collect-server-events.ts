import type { AppContext } from '../context.ts';
import type { Actor } from '../../domain/actor.ts';
import { validationFailed, type FieldErrors } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { EVENT_LIMITS, eventTime, type ServerEventInput } from '../../domain/analytics/events.ts';
import { cityName, countryCode, LOCATION_HEADERS } from '../../domain/analytics/location.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/analytics/time-zone.ts';
import { countHits, type CountSummary, type IncomingHit } from './count-hits.ts';
import { siteOfSpace } from './site-hosts.ts';

/**
 * Requests a site's server or edge saw (docs/analytics.md "From the server"): the way AI
 * crawlers, which run no script, get counted. The body names each visitor's address, so the
 * caller must hold a credential that never appears in front-end code: a key that writes (a
 * management key or an agent token). A delivery key is published in pages and would let anyone
 * invent visitors. Events always count for the key's own space. Every event is checked before any is stored. A site that counts people with the
 * browser script sends `only_crawlers`, so nobody is counted twice.
 */
export async function collectServerEvents(ctx: AppContext, actor: Actor, events: readonly ServerEventInput[], now: Date, opts: { onlyCrawlers?: boolean } = {}): Promise<CountSummary> {
  requirePermission(actor, 'write', 'send server-side analytics events');
  const errors: FieldErrors = {};
  const hits: IncomingHit[] = events.map((e, i) => {
    const at = eventTime(e.at, now);
    if (!e.path.startsWith('/')) errors[`events.${i}.path`] = 'the requested path, starting with "/" (query string allowed)';
    if (at === null) errors[`events.${i}.at`] = `an ISO date-time from the last ${EVENT_LIMITS.backdateHours} hours, not in the future`;
    if (e.country !== undefined && e.country !== null && !countryCode(e.country)) errors[`events.${i}.country`] = 'a two-letter country code such as "DE", or null';
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(e.headers ?? {})) if (LOCATION_HEADERS.includes(k.toLowerCase())) headers[k.toLowerCase()] = v;
    return {
      path: e.path,
      referrer: e.referrer ?? null,
      userAgent: e.user_agent,
      width: null,
      at: at ?? now.toISOString(),
      address: e.ip ?? null,
      headers,
      place: e.country ? { country: countryCode(e.country), city: cityName(e.city) } : undefined,
    };
  });
  if (Object.keys(errors).length) throw validationFailed(errors, 'Some events are not valid; none was stored.');
  const site = (await siteOfSpace(ctx.database.db, actor.spaceId)) ?? { hosts: new Set<string>(), timeZone: DEFAULT_TIME_ZONE };
  return countHits(ctx, actor.spaceId, site, hits, now, { people: opts.onlyCrawlers !== true });
}
