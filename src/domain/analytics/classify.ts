import Bowser from 'bowser';
import { isbot } from 'isbot';
import { aiEngineOfReferrer, aiEngineOfUtmSource } from './ai-assistants.ts';
import { matchAiCrawler, type AiCrawler } from './ai-crawlers.ts';
import { matchSearchCrawler, type SearchCrawler } from './search-crawlers.ts';

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
  | { kind: 'search_crawler'; crawler: SearchCrawler; path: string }
  | {
      kind: 'page_view';
      path: string;
      device: Device;
      /** Browser and operating system names as bowser reports them ("Chrome", "iOS"), or null. */
      browser: string | null;
      os: string | null;
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

/**
 * What the user agent alone says: an AI crawler, another bot, or a person's device type. Parsing
 * it (the crawler pattern, isbot's pattern, bowser) is most of the cost of classifying an event,
 * and a site sees the same few hundred user agents over and over, so answers are remembered for
 * the most recently seen USER_AGENTS_REMEMBERED of them (least recently used forgotten first).
 * The answer depends on the string only, so remembering never changes it.
 */
type AgentKind = { kind: 'crawler'; crawler: AiCrawler } | { kind: 'search_crawler'; crawler: SearchCrawler } | { kind: 'bot' } | { kind: 'person'; type: string | undefined; browser: string | null; os: string | null };

export const USER_AGENTS_REMEMBERED = 2_000;
const agents = new Map<string, AgentKind>();

function personOf(userAgent: string): AgentKind {
  const p = Bowser.parse(userAgent);
  return { kind: 'person', type: p.platform.type, browser: p.browser.name ? cut(p.browser.name, 50) : null, os: p.os.name ? cut(p.os.name, 50) : null };
}

export function agentKind(userAgent: string): AgentKind {
  const hit = agents.get(userAgent);
  if (hit) {
    agents.delete(userAgent);
    agents.set(userAgent, hit);
    return hit;
  }
  const crawler = matchAiCrawler(userAgent);
  const search = crawler ? null : matchSearchCrawler(userAgent);
  const kind: AgentKind = crawler
    ? { kind: 'crawler', crawler }
    : search
      ? { kind: 'search_crawler', crawler: search }
      : !userAgent.trim() || isbot(userAgent)
      ? { kind: 'bot' }
      : personOf(userAgent);
  if (agents.size >= USER_AGENTS_REMEMBERED) agents.delete(agents.keys().next().value as string);
  agents.set(userAgent, kind);
  return kind;
}

export function deviceOf(userAgent: string, width: number | null): Device {
  const a = agentKind(userAgent);
  const type = a.kind === 'person' ? a.type : Bowser.parse(userAgent).platform.type;
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
 * Sorts one request into an AI crawler visit, a search-engine crawler visit, another bot (not
 * counted) or a page view of a person. Crawlers are checked first: `isbot` would call them bots too.
 */
export function classifyHit(hit: Hit, hosts: ReadonlySet<string>): Classified {
  const agent = agentKind(hit.userAgent);
  if (agent.kind === 'bot') return { kind: 'bot' };
  const { path, params } = splitPath(hit.path);
  if (agent.kind === 'crawler') return { kind: 'crawler', crawler: agent.crawler, path };
  if (agent.kind === 'search_crawler') return { kind: 'search_crawler', crawler: agent.crawler, path };
  return { kind: 'page_view', path, device: deviceOf(hit.userAgent, hit.width), browser: agent.browser, os: agent.os, attribution: attributionOf(params, hit.referrer, hosts) };
}
