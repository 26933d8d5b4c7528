import type { AppContext } from '../context.ts';
import { classifyHit, type Hit } from '../../domain/analytics/classify.ts';
import { crawlerRanges } from './crawler-ranges.ts';
import { placeFromHeaders, type Place } from '../../domain/analytics/location.ts';
import { addDays, dayOf } from '../../domain/analytics/report.ts';
import { DEFAULT_TIME_ZONE, localTime } from '../../domain/analytics/time-zone.ts';
import { visitorHash } from '../../domain/analytics/visitor.ts';
import type { CustomEvent } from '../../domain/analytics/visits.ts';
import { placeFromAddress } from '../../integrations/geo/place-from-address.ts';
import { saltsFor } from './salts.ts';
import type { SiteOfSpace } from './site-hosts.ts';
import type { CountedEvent } from './store.ts';
import { storeEvents } from './store-events.ts';

export interface IncomingHit extends Hit {
  at: string;
  /** The visitor's IP address: hashed into the visitor and looked up for the country, then dropped. */
  address: string | null;
  /** CDN location headers (or a place the caller already knows). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  place?: Place;
  /** A custom event of the browser script: counted for goals, not as a page view. */
  custom?: CustomEvent;
}

export interface CountSummary {
  page_views: number;
  crawler_visits: number;
  /** Search-engine crawler visits (Googlebot, bingbot…) that count as their operator's: verified, or nothing to verify against. */
  search_crawler_visits: number;
  /** Crawlers claiming a name whose operator publishes its ranges, from an address outside them. */
  unverified_crawlers: number;
  bots_ignored: number;
  /** Page views of people left out because the caller asked for crawlers only. */
  people_ignored: number;
  /** Custom events counted (the browser script's `tessera(name, props)` and data attributes). */
  custom_events: number;
}

function placeOf(hit: IncomingHit): Place {
  if (hit.place?.country) return hit.place;
  const fromHeaders = placeFromHeaders(hit.headers);
  if (fromHeaders.country) return fromHeaders;
  return placeFromAddress(hit.address);
}

/**
 * Classifies hits of one space, hashes visitors with the day's salt and writes them (group
 * commit; resolves once stored). Addresses and user agents go no further than this function.
 */
export async function countHits(ctx: AppContext, spaceId: string, site: SiteOfSpace, hits: readonly IncomingHit[], now: Date, opts: { people?: boolean } = {}): Promise<CountSummary> {
  const summary: CountSummary = { page_views: 0, crawler_visits: 0, search_crawler_visits: 0, unverified_crawlers: 0, bots_ignored: 0, people_ignored: 0, custom_events: 0 };
  // With people: false (the site counts people with the browser script), only AI crawlers count.
  const classified = hits
    .map((h) => ({ hit: h, c: classifyHit(h, site.hosts), utcDay: dayOf(h.at), local: localTime(h.at, site.timeZone) }))
    .filter((x) => {
      if (opts.people !== false || x.c.kind !== 'page_view') return true;
      summary.people_ignored += 1;
      return false;
    });
  const today = dayOf(now);
  // The day before each day of the call (a call's events fall on one or two days).
  const dayBefore = new Map<string, string>();
  const before = (day: string) => {
    let d = dayBefore.get(day);
    if (d === undefined) dayBefore.set(day, (d = addDays(day, -1)));
    return d;
  };
  const wanted = new Set<string>();
  // Salts are per UTC day; the site's local day decides which rollup day an event counts in.
  for (const { c, utcDay } of classified) if (c.kind === 'page_view') wanted.add(utcDay).add(before(utcDay));
  const salts = wanted.size ? await saltsFor(ctx.database.db, [...wanted], new Set(classified.filter((x) => x.c.kind === 'page_view').map((x) => x.utcDay).filter((d) => d <= today)), now.toISOString()) : new Map<string, string>();
  const zoned = site.timeZone !== DEFAULT_TIME_ZONE;

  const events: CountedEvent[] = [];
  for (const { hit, c, utcDay, local } of classified) {
    if (c.kind === 'bot') {
      summary.bots_ignored += 1;
    } else if (c.kind === 'crawler') {
      // The address is checked against the operator's published ranges, then dropped like any other.
      const verified = crawlerRanges().verify(c.crawler.name, hit.address);
      if (verified === false) summary.unverified_crawlers += 1;
      else summary.crawler_visits += 1;
      events.push({ kind: 'crawler', spaceId, at: hit.at, day: local.day, hour: local.hour, path: c.path, crawler: c.crawler, verified });
    } else if (c.kind === 'search_crawler') {
      // Verified the same way where the search engine publishes its ranges (Google, Microsoft).
      const verified = crawlerRanges().verify(c.crawler.name, hit.address);
      if (verified === false) summary.unverified_crawlers += 1;
      else summary.search_crawler_visits += 1;
      events.push({ kind: 'search_crawler', spaceId, at: hit.at, day: local.day, hour: local.hour, path: c.path, crawler: c.crawler, verified });
    } else {
      if (hit.custom) summary.custom_events += 1;
      else summary.page_views += 1;
      const place = placeOf(hit);
      const address = hit.address ?? '';
      const previousSalt = salts.get(before(utcDay));
      const fields = {
        spaceId,
        at: hit.at,
        day: local.day,
        hour: local.hour,
        zoned,
        path: c.path,
        visitor: visitorHash(salts.get(utcDay)!, spaceId, address, hit.userAgent),
        previousVisitor: previousSalt ? visitorHash(previousSalt, spaceId, address, hit.userAgent) : null,
        attribution: c.attribution,
        device: c.device,
        browser: c.browser,
        os: c.os,
        country: place.country,
        city: place.city,
      };
      events.push(hit.custom ? { ...fields, kind: 'custom', name: hit.custom.name, props: hit.custom.props } : { ...fields, kind: 'page_view' });
    }
  }
  await storeEvents(ctx, events);
  return summary;
}
