import type { AppContext } from '../context.ts';
import { appError, validationFailed } from '../../domain/errors.ts';
import { hostAllowed, readBrowserEvent } from '../../domain/analytics/events.ts';
import { countHits, type CountSummary } from './count-hits.ts';
import { siteOfSpace } from './site-hosts.ts';

export interface BrowserCollectInput {
  spaceId: string;
  body: unknown;
  /** The Origin header the browser sent, if any. */
  origin: string | undefined;
  address: string;
  userAgent: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  now: Date;
}

/**
 * A page view or custom event sent by the browser script (docs/analytics.md). No key: it is accepted only when
 * the page (and the Origin header, when sent) is on a host of the space's production_url or
 * preview_url, so no other site can write into this space's figures.
 */
export async function collectBrowserEvent(ctx: AppContext, input: BrowserCollectInput): Promise<CountSummary> {
  const event = readBrowserEvent(input.body);
  const site = await siteOfSpace(ctx.database.db, input.spaceId);
  if (!site) throw appError('not_found', `There is no space "${input.spaceId}".`, { fix: 'Check data-space on the analytics script tag: it is the space slug.' });
  const hosts = site.hosts;
  if (hosts.size === 0) {
    throw validationFailed(
      { url: 'the site has no production_url or preview_url, so no host may send events' },
      'This space takes no browser events yet.',
      'Set the site production_url (and preview_url) with PATCH /api/v1/spaces/{space_id}.',
    );
  }
  const origin = input.origin && input.origin !== 'null' ? input.origin : undefined;
  if (!hostAllowed(event.url, hosts) || (origin !== undefined && !hostAllowed(origin, hosts))) {
    throw validationFailed(
      { url: `the page must be on ${[...hosts].filter((h) => !h.startsWith('www.')).join(' or ')}` },
      'The event comes from a host that is not this site; nothing was stored.',
      "Load the script only on the site's own pages, or correct the space's production_url / preview_url.",
    );
  }
  const url = new URL(event.url);
  return countHits(
    ctx,
    input.spaceId,
    site,
    [{ path: `${url.pathname}${url.search}`, referrer: event.referrer, userAgent: input.userAgent.slice(0, 512), width: event.width, at: input.now.toISOString(), address: input.address, headers: input.headers, custom: event.custom ?? undefined }],
    input.now,
  );
}
