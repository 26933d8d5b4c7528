import Bowser from 'bowser';
import { isbot } from 'isbot';
import { aiEngineOfReferrer, aiEngineOfUtmSource } from './ai-assistants.ts';
import { matchAiCrawler, type AiCrawler } from './ai-crawlers.ts';

/** Where a visitor came from, decided by the first page view of their day (docs/analytics.md). */
export interface Attribution {
  /** AI assistant name, utm_source, referring host, or 'Direct'. */
  source: string;
  /** The AI assistant that sent the visitor, or null. */
  aiEngine: string | null;
  /** Referring page as host + path (no query), or null. */
  referrer: string | null;
  /** utm_campaign, or null. */
  campaign: string | null;
}

export type Device = 'desktop' | 'mobile' | 'tablet' | 'tv' | 'unknown';

export type Classified =
  | { kind: 'bot' }
  | { kind: 'crawler'; crawler: AiCrawler; path: string }
  | {
      kind: 'page_view';
      path: string;
      device: Device;
      /** null when the visitor came from another page of the site (then the day's first attribution holds). */
      attribution: Attribution | null;
    };

export interface Hit {
  /** The page: its path with the query string (utm_* parameters are read from it). */
  path: string;
  referrer: string | null;
  userAgent: string;
  /** Screen width in CSS pixels (browser events), for the device class when the user agent says nothing. */
  width: number | null;
}

export const MAX_PATH = 512;
const MAX_VALUE = 200;

const cut = (s: string, n = MAX_VALUE) => (s.length > n ? s.slice(0, n) : s);
export const stripWww = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** Hosts of the site (production and preview URL), with and without `www.`. */
export function siteHosts(urls: ReadonlyArray<string | null>): Set<string> {
  const out = new Set<string>();
  for (const u of urls) {
    if (!u) continue;
    try {
      const host = stripWww(new URL(u).hostname);
      out.add(host);
      out.add(`www.${host}`);
    } catch {
      // a stored URL is always valid; nothing to add otherwise
    }
  }
  return out;
}

export function deviceOf(userAgent: string, width: number | null): Device {
  const type = Bowser.parse(userAgent).platform.type;
  if (type === 'desktop' || type === 'mobile' || type === 'tablet' || type === 'tv') return type;
  if (width === null) return 'unknown';
  return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}

function splitPath(pathWithQuery: string): { path: string; params: URLSearchParams } {
  const url = new URL(pathWithQuery, 'http://site.invalid');
  return { path: cut(url.pathname, MAX_PATH), params: url.searchParams };
}

function attributionOf(params: URLSearchParams, referrer: string | null, hosts: ReadonlySet<string>): Attribution | null {
  const utmSource = params.get('utm_source')?.trim() || null;
  const campaign = params.get('utm_campaign')?.trim() || null;
  let refHost: string | null = null;
  let refPath = '';
  if (referrer) {
    try {
      const r = new URL(referrer);
      if (r.protocol === 'http:' || r.protocol === 'https:') {
        refHost = r.hostname.toLowerCase();
        refPath = r.pathname;
      }
    } catch {
      refHost = null;
    }
  }
  const internal = refHost !== null && hosts.has(refHost);
  if (internal && !utmSource && !campaign) return null;
  const external = refHost !== null && !internal;
  const aiEngine = (utmSource ? aiEngineOfUtmSource(utmSource) : null) ?? (external ? aiEngineOfReferrer(refHost!, refPath) : null);
  const source = aiEngine ?? (utmSource ? cut(stripWww(utmSource)) : external ? stripWww(refHost!) : 'Direct');
  return {
    source,
    aiEngine,
    referrer: external ? cut(`${stripWww(refHost!)}${refPath === '/' ? '' : refPath}`) : null,
    campaign: campaign ? cut(campaign) : null,
  };
}

/**
 * Sorts one request into an AI crawler visit, another bot (not counted) or a page view of a
 * person. AI crawlers are checked first: `isbot` would call them bots too.
 */
export function classifyHit(hit: Hit, hosts: ReadonlySet<string>): Classified {
  const { path, params } = splitPath(hit.path);
  const crawler = matchAiCrawler(hit.userAgent);
  if (crawler) return { kind: 'crawler', crawler, path };
  if (!hit.userAgent.trim() || isbot(hit.userAgent)) return { kind: 'bot' };
  return { kind: 'page_view', path, device: deviceOf(hit.userAgent, hit.width), attribution: attributionOf(params, hit.referrer, hosts) };
}
