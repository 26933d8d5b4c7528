/**
 * Pure rules for reading one AI assistant answer about a site (SPEC "Answers"): whether the
 * site is mentioned and cited, its position among the brands named, the sources, and the
 * figures of a run. Nothing here calls the provider; docs/answers.md explains each rule.
 */

export interface Source {
  url: string;
  title: string | null;
}

export interface SiteIdentity {
  /** The space's name and the configured aliases. */
  names: string[];
  /** The production site's host without `www.`, or null without a live URL. */
  domain: string | null;
  /** Every host that is the site (without `www.`): the production host, aliases written as hosts, the hosts of entries' URLs. */
  domains: string[];
  /** Entries' live URLs (normalised by `pageKey`) to their ids: which of our pages a source is. */
  pages: Map<string, string>;
}

const bareHost = (h: string) => h.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');

/** A URL without scheme, `www.`, query, fragment and trailing slash, to compare pages. */
export function pageKey(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return `${bareHost(u.hostname)}${u.pathname.replace(/\/+$/, '') || ''}`;
  } catch {
    return null;
  }
}

/**
 * Who the site is: its names (the space's name and aliases), and its hosts (the production
 * URL's, any alias that is a host name such as `crumb.co.uk`, and those of entries' URLs).
 */
export function siteIdentity(spaceName: string, aliases: readonly string[], productionUrl: string | null, entryPages: ReadonlyArray<{ id: string; url: string }> = []): SiteIdentity {
  let domain: string | null = null;
  if (productionUrl) {
    try {
      domain = bareHost(new URL(productionUrl).hostname);
    } catch {
      domain = null;
    }
  }
  const names = [...new Set([spaceName, ...aliases].map((n) => n.trim()).filter((n) => n.length >= 2))];
  const domains = new Set<string>(domain ? [domain] : []);
  for (const a of aliases) if (/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i.test(a.trim().replace(/^https?:\/\//i, '').replace(/\/.*$/, ''))) domains.add(bareHost(a.trim().replace(/^https?:\/\//i, '').replace(/\/.*$/, '')));
  const pages = new Map<string, string>();
  for (const p of entryPages) {
    const key = pageKey(p.url);
    if (!key) continue;
    pages.set(key, p.id);
    domains.add(key.split('/')[0]);
  }
  return { names, domain, domains: [...domains], pages };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `name` first appears in `text` as a whole word (case-insensitive), or -1. */
export function firstMention(text: string, name: string): number {
  if (!name) return -1;
  const re = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(name)}(?=$|[^\\p{L}\\p{N}])`, 'iu');
  const m = re.exec(text);
  return m ? m.index + m[1].length : -1;
}

/** Where the site first appears in the answer: by any of its names or hosts; -1 if nowhere. */
export function siteMention(text: string, site: SiteIdentity): number {
  const spots = [...site.names, ...site.domains].map((n) => firstMention(text, n)).filter((i) => i >= 0);
  return spots.length ? Math.min(...spots) : -1;
}

function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** True when a source lives on the site's domain or one of its subdomains. */
export function isOnSite(url: string, domain: string | null): boolean {
  const host = hostOf(url);
  if (!host || !domain) return false;
  const bare = host.replace(/^www\./, '');
  return bare === domain || bare.endsWith(`.${domain}`);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * The sources an answer gives, in the formats web-grounded providers use: OpenAI's
 * `url_citation` annotations on the message; Perplexity-style top-level `citations` (URLs)
 * and `search_results` ({title, url}); `citations` on the message. First occurrence wins.
 */
export function answerSources(message: Json, raw: Json): Source[] {
  const found = new Map<string, Source>();
  const add = (url: unknown, title: unknown) => {
    const u = str(url);
    if (!u || !hostOf(u) || u.length > 2000) return;
    const prior = found.get(u);
    if (!prior) found.set(u, { url: u, title: str(title) });
    else if (!prior.title && str(title)) prior.title = str(title);
  };
  for (const a of Array.isArray(message.annotations) ? message.annotations : []) {
    if (!isObject(a)) continue;
    const c = isObject(a.url_citation) ? a.url_citation : a;
    if (a.type === 'url_citation' || isObject(a.url_citation)) add(c.url, c.title);
  }
  for (const list of [raw.search_results, message.search_results]) {
    for (const r of Array.isArray(list) ? list : []) if (isObject(r)) add(r.url, r.title);
  }
  for (const list of [raw.citations, message.citations]) {
    for (const c of Array.isArray(list) ? list : []) {
      if (typeof c === 'string') add(c, null);
      else if (isObject(c)) add(c.url, c.title);
    }
  }
  return [...found.values()];
}

/** True when `brand` is one of the site's own names or hosts: never a competitor. */
export function isSiteBrand(brand: string, site: SiteIdentity): boolean {
  const b = brand.trim().toLowerCase();
  if (site.domains.some((d) => b === d || bareHost(b) === d || b.includes(d))) return true;
  return site.names.some((n) => n.toLowerCase() === b);
}

/** True when a source is the site: on one of its hosts or their subdomains. */
export function isSiteSource(url: string, site: SiteIdentity): boolean {
  return site.domains.some((d) => isOnSite(url, d));
}

/** The sources that are the site's pages, each with the entry it shows when it is one. */
export function citedPages(sources: readonly Source[], site: SiteIdentity): Array<{ url: string; entry_id: string | null }> {
  return sources.filter((s) => isSiteSource(s.url, site)).map((s) => ({ url: s.url, entry_id: site.pages.get(pageKey(s.url) ?? '') ?? null }));
}

export interface AnswerReading {
  mentioned: boolean;
  cited: boolean;
  /** 1 when the site is the first brand the answer names; null when it is not mentioned. */
  position: number | null;
  competitors: string[];
}

/**
 * Reads one answer: `brands` are the brands, businesses or sites the model found named in it.
 * The position is the site's rank among them by first appearance in the text, so the reading
 * does not depend on the order the model listed them in.
 */
export function readAnswer(text: string, sources: readonly Source[], brands: readonly string[], site: SiteIdentity): AnswerReading {
  const at = siteMention(text, site);
  const cited = sources.some((s) => isSiteSource(s.url, site));
  const seen = new Set<string>();
  const competitors: string[] = [];
  for (const b of brands) {
    const name = b.trim().replace(/\s+/g, ' ');
    if (!name || name.length > 100 || isSiteBrand(name, site) || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    competitors.push(name);
  }
  if (at < 0) return { mentioned: false, cited, position: null, competitors };
  const before = competitors.filter((c) => {
    const i = firstMention(text, c);
    return i >= 0 && i < at;
  }).length;
  return { mentioned: true, cited, position: before + 1, competitors };
}

export interface RunFigures {
  answers: number;
  mentioned: number;
  cited: number;
  average_position: number | null;
  competitors: Array<{ name: string; answers: number }>;
  /** Our mentions against all brand mentions (ours and competitors'), as a percentage; null without any. */
  share_of_voice: number | null;
}

/** A run's figures from its answers' readings; competitors most named first, at most 20. */
export function runFigures(readings: readonly AnswerReading[]): RunFigures {
  const positions = readings.map((r) => r.position).filter((p): p is number => p !== null);
  const counts = new Map<string, { name: string; answers: number }>();
  let theirs = 0;
  for (const r of readings) {
    const named = new Set(r.competitors.map((x) => x.toLowerCase()));
    theirs += named.size;
    for (const c of named) {
      const name = r.competitors.find((x) => x.toLowerCase() === c) as string;
      const prior = counts.get(c);
      if (prior) prior.answers += 1;
      else counts.set(c, { name, answers: 1 });
    }
  }
  const ours = readings.filter((r) => r.mentioned).length;
  return {
    answers: readings.length,
    mentioned: ours,
    cited: readings.filter((r) => r.cited).length,
    average_position: positions.length ? Math.round((positions.reduce((a, b) => a + b, 0) / positions.length) * 100) / 100 : null,
    competitors: [...counts.values()].sort((a, b) => b.answers - a.answers || a.name.localeCompare(b.name)).slice(0, 20),
    share_of_voice: ours + theirs > 0 ? Math.round((ours / (ours + theirs)) * 1000) / 10 : null,
  };
}

/** The hosts (without `www.`) the answers cite most, each with the answers citing it; at most `limit`. */
export function topCitedDomains(sourcesPerAnswer: ReadonlyArray<readonly Source[]>, limit = 10): Array<{ domain: string; answers: number }> {
  const counts = new Map<string, number>();
  for (const sources of sourcesPerAnswer) {
    const hosts = new Set(sources.flatMap((s) => (hostOf(s.url) ? [bareHost(hostOf(s.url) as string)] : [])));
    for (const h of hosts) counts.set(h, (counts.get(h) ?? 0) + 1);
  }
  return [...counts].map(([domain, answers]) => ({ domain, answers })).sort((a, b) => b.answers - a.answers || a.domain.localeCompare(b.domain)).slice(0, limit);
}

/** Our pages the answers cite most, each with the answers citing it and its entry; at most `limit`. */
export function topCitedPages(pagesPerAnswer: ReadonlyArray<ReadonlyArray<{ url: string; entry_id: string | null }>>, limit = 10): Array<{ url: string; entry_id: string | null; answers: number }> {
  const counts = new Map<string, { url: string; entry_id: string | null; answers: number }>();
  for (const pages of pagesPerAnswer) {
    const seen = new Set<string>();
    for (const p of pages) {
      const key = pageKey(p.url) ?? p.url;
      if (seen.has(key)) continue;
      seen.add(key);
      const prior = counts.get(key);
      if (prior) prior.answers += 1;
      else counts.set(key, { ...p, answers: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.answers - a.answers || a.url.localeCompare(b.url)).slice(0, limit);
}
