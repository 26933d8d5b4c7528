import type { ReadPage } from './page-checks.ts';
import { listSome, result } from './result.ts';
import { comparableUrl } from './sitemap.ts';
import type { CheckResult, PublishedEntryFacts, SpaceFacts } from './types.ts';

/**
 * Types of the thing a page is about. A node of another type (the site's Organization, the
 * WebPage frame, an author's Person, a breadcrumb) is compared only when its `url` or `@id`
 * names the page itself: otherwise its name is not the entry's.
 */
const MAIN_TYPES = new Set(['article', 'blogposting', 'newsarticle', 'techarticle', 'scholarlyarticle', 'report', 'product', 'event', 'recipe', 'course', 'jobposting', 'howto', 'softwareapplication', 'book', 'movie', 'creativework', 'service', 'videoobject', 'podcastepisode', 'review', 'dataset']);
/** Types that frame the page (the site, the page itself, its trail), never the entry, even when they name the page's URL. */
const FRAME_TYPES = new Set(['webpage', 'itempage', 'collectionpage', 'aboutpage', 'contactpage', 'profilepage', 'searchresultspage', 'website', 'organization', 'breadcrumblist']);
/** Field names, besides the title field, a template may take a node's name from (an SEO title). */
const NAME_FIELD = /(title|name|headline)/i;
/** Properties never compared by name: identifiers and links differ in form from field values. */
const SKIP_PROPS = new Set(['url', 'image', 'logo', 'sameas', 'mainentityofpage', 'inlanguage', 'identifier', 'thumbnailurl', 'contenturl']);

/** One statement of the page's structured data that the published entry contradicts. */
export interface DataMismatch {
  entryId: string;
  contentType: string;
  field: string;
  page: string;
  /** Where it was read: "Article.headline". */
  property: string;
  onPage: string;
  inEntry: string;
}

const MAX_QUOTED = 120;
const quote = (v: string) => JSON.stringify(v.length > MAX_QUOTED ? `${v.slice(0, MAX_QUOTED - 1)}…` : v);

function normal(v: string): string {
  return v
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#0?39;|&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, ' ')
    .replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Whether the page states the entry's value, allowing for what templates legitimately do:
 * a site name after the title ("Hello | Acme"), a description cut short (with or without an
 * ellipsis), the date of a date-time, a number written as text.
 */
export function sameValue(onPage: string | number | boolean, inEntry: string | number | boolean): boolean {
  if (typeof inEntry === 'number' || typeof onPage === 'number') {
    const a = Number(onPage);
    const b = Number(inEntry);
    if (Number.isFinite(a) && Number.isFinite(b)) return a === b;
  }
  const p = normal(String(onPage));
  const e = normal(String(inEntry));
  if (p === e) return true;
  if (/^\d{4}-\d\d-\d\d/.test(p) && /^\d{4}-\d\d-\d\d/.test(e)) return p.slice(0, 10) === e.slice(0, 10);
  if (p.startsWith(e) && /^\s*[|\-–—:·•]\s/.test(p.slice(e.length) + ' ')) return true;
  if (p.endsWith(e) && /\s[|\-–—:·•]\s*$/.test(` ${p.slice(0, p.length - e.length)}`)) return true;
  const cut = p.replace(/(…|\.\.\.)$/, '').trim();
  return cut.length >= 20 && cut.length < e.length && e.startsWith(cut);
}

const typesOf = (node: Record<string, unknown>) => {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
};

/** The nodes of the page about the entry: not the site's frame, and not about another URL. */
function entryNodes(page: ReadPage): Array<Record<string, unknown>> {
  const here = new Set([comparableUrl(page.url), comparableUrl(page.requested)]);
  const explicit: Array<Record<string, unknown>> = [];
  const implicit: Array<Record<string, unknown>> = [];
  for (const n of page.facts.jsonLdNodes) {
    const types = typesOf(n).map((t) => t.toLowerCase());
    if (types.some((t) => FRAME_TYPES.has(t))) continue;
    const main = types.some((t) => MAIN_TYPES.has(t));
    const about = typeof n.url === 'string' ? n.url : typeof n['@id'] === 'string' && /^https?:/.test(n['@id']) && main ? (n['@id'] as string).replace(/#.*$/, '') : null;
    if (about === null) {
      if (main) implicit.push(n);
      continue;
    }
    try {
      // A node about another URL (a related post) is not this entry; one naming this page is.
      if (here.has(comparableUrl(new URL(about, page.url).href))) explicit.push(n);
    } catch {
      // not a URL: not about this page
    }
  }
  // Several unnamed main nodes (the products of a listing page) are not the entry: compare none.
  return explicit.length > 0 ? explicit : implicit.length === 1 ? implicit : [];
}

const scalar = (v: unknown): string | number | boolean | null => (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) ? v : null);
const fieldKey = (k: string) => k.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * What the page's JSON-LD says about its entry against the published entry: the name
 * (`headline`, `name`) against the title field, `description` against the description-like
 * fields (it may state any one of them), and a property named like a field (`price`, `sku`,
 * `datePublished` for `date_published`; also inside `offers`) against that field. A statement
 * counts as contradicted only when every node of the page stating it disagrees, and a page in
 * another language than the default one is not compared, so a mismatch is never a guess.
 */
export function findDataMismatches(pages: readonly ReadPage[], facts: SpaceFacts): { compared: number; mismatches: DataMismatch[] } {
  const byUrl = new Map(facts.entries.flatMap((e) => (e.url ? [[comparableUrl(e.url), e] as const] : [])));
  const mismatches: DataMismatch[] = [];
  let compared = 0;
  for (const page of pages) {
    if (page.isHome && !byUrl.has(comparableUrl(page.requested))) continue;
    const entry = byUrl.get(comparableUrl(page.requested)) ?? byUrl.get(comparableUrl(page.url));
    if (!entry) continue;
    const lang = page.facts.lang?.toLowerCase().split('-')[0];
    if (lang && lang !== facts.defaultLocale.toLowerCase().split('-')[0]) continue;
    const nodes = entryNodes(page);
    if (nodes.length === 0) continue;
    compared++;
    mismatches.push(...compareEntry(page, entry, nodes));
  }
  return { compared, mismatches };
}

function compareEntry(page: ReadPage, entry: PublishedEntryFacts, nodes: Array<Record<string, unknown>>): DataMismatch[] {
  const out: DataMismatch[] = [];
  const values = entry.values ?? {};
  const fieldsByKey = new Map(Object.keys(values).map((k) => [fieldKey(k), k]));
  /** [property path, node value] for each node stating `read`, then judged all together. */
  const judge = (label: string | ((n: Record<string, unknown>) => string), read: (n: Record<string, unknown>) => string | number | boolean | null, field: string, accepted: Array<string | number | boolean>) => {
    if (accepted.length === 0) return;
    const stated = nodes.flatMap((n) => {
      const v = read(n);
      return v === null || (typeof v === 'string' && v.trim() === '') ? [] : [{ n, v }];
    });
    if (stated.length === 0 || stated.some(({ v }) => accepted.some((a) => sameValue(v, a)))) return;
    const { n, v } = stated[0];
    out.push({ entryId: entry.id, contentType: entry.contentType, field, page: page.path, property: `${typesOf(n)[0] ?? 'Thing'}.${typeof label === 'string' ? label : label(n)}`, onPage: String(v), inEntry: String(accepted[0]) });
  };

  if (entry.titleField && typeof entry.title === 'string' && entry.title.trim()) {
    const names = [entry.title, ...Object.entries(values).flatMap(([k, v]) => (k !== entry.titleField && NAME_FIELD.test(k) && typeof v === 'string' ? [v] : []))];
    // headline and name are judged together: a node may carry either, or both in different wordings.
    judge((n) => (scalar(n.headline) !== null ? 'headline' : 'name'), (n) => scalar(n.headline) ?? scalar(n.name), entry.titleField, names);
  }
  const descriptions = entry.descriptionFields.flatMap((d) => (typeof d.value === 'string' && d.value.trim() ? [{ field: d.apiId, value: d.value }] : []));
  if (descriptions.length > 0) judge('description', (n) => scalar(n.description), descriptions[0].field, descriptions.map((d) => d.value));

  const seen = new Set<string>(['headline', 'name', 'description']);
  const compareProps = (label: (k: string) => string, pick: (n: Record<string, unknown>) => Record<string, unknown> | null) => {
    for (const node of nodes) {
      const obj = pick(node);
      if (!obj) continue;
      for (const k of Object.keys(obj)) {
        if (k.startsWith('@') || SKIP_PROPS.has(k.toLowerCase()) || seen.has(label(k))) continue;
        const field = fieldsByKey.get(fieldKey(k));
        if (!field || field === entry.titleField) continue;
        seen.add(label(k));
        judge(label(k), (n) => scalar(pick(n)?.[k]), field, [values[field]]);
      }
    }
  };
  compareProps((k) => k, (n) => n);
  const offer = (n: Record<string, unknown>) => {
    const o = Array.isArray(n.offers) ? n.offers[0] : n.offers;
    return o && typeof o === 'object' && !Array.isArray(o) ? (o as Record<string, unknown>) : null;
  };
  compareProps((k) => `offers.${k}`, offer);
  return out;
}

/** Most mismatches named in one detail. */
const MAX_NAMED = 10;

export function structuredDataMatchCheck(pages: readonly ReadPage[], facts: SpaceFacts): CheckResult {
  const { compared, mismatches } = findDataMismatches(pages, facts);
  if (compared === 0) {
    return result('structured_data_match', 'pass', 'No sampled page of a published entry carries JSON-LD about its entry, so nothing could disagree with it.');
  }
  if (mismatches.length === 0) return result('structured_data_match', 'pass', `The JSON-LD of ${compared} published entry page(s) states what the entries say.`);
  const lines = mismatches.map((m) => `entry ${m.entryId} (${m.contentType}) field "${m.field}" is ${quote(m.inEntry)}, but ${m.page} says ${quote(m.onPage)} in ${m.property}`);
  const entries = [...new Set(mismatches.map((m) => m.entryId))];
  const api = `${facts.apiBaseUrl}/api/v1/spaces/${facts.spaceId}`;
  return result(
    'structured_data_match',
    'fail',
    `The structured data of ${entries.length} published entr${entries.length === 1 ? 'y' : 'ies'}' pages contradicts the entry: ${listSome(lines, 3)} (${compared} page(s) compared). Assistants read JSON-LD as fact.`,
    `The live pages state other values in their JSON-LD than the published entries: ${listSome(lines, MAX_NAMED)}. If the entries were published after the site was last built, rebuild it (POST ${api}/webhooks/{id}/test on the production deploy hook, listed by GET ${api}/webhooks). If a rebuild does not fix it, the page template fills these JSON-LD properties from something other than the entry's field: make it render each property from the field named here.`,
  );
}
