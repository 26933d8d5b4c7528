import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * What the readiness checks read from one HTML page. Parsed with parse5, the HTML standard's
 * parsing algorithm as browsers run it: a page is judged by the tree a crawler's parser builds,
 * so a stray tag that moves a `<title>` or a `<meta>` out of the head is seen as it really lands.
 */
export interface PageFacts {
  lang: string | null;
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** `<link rel="alternate" hreflang>` values, lower-case. */
  hreflangs: string[];
  /** `og:*` properties with a non-empty content. */
  openGraph: Record<string, string>;
  /** One item per `application/ld+json` script: its `@type`s, or the parse error. */
  jsonLd: Array<{ types: string[] } | { error: string }>;
  /**
   * The JSON-LD nodes of the page that state facts: each top-level object and each `@graph`
   * member, at most MAX_JSON_LD_NODES, to compare with the entry the page shows.
   */
  jsonLdNodes: Array<Record<string, unknown>>;
  /** Heading levels in document order (1 for h1 …). */
  headings: number[];
  /** `src` of each `<img>` without an `alt` attribute (alt="" marks a decorative image and is fine). */
  imagesWithoutAlt: string[];
  images: number;
  /** Directives of `<meta name="robots">` and of crawler-specific robots metas, lower-case. */
  robotsMeta: string[];
  /** Words of visible text in the body, without running any script. */
  words: number;
  /** External or inline scripts on the page. */
  scripts: number;
}

/** Robots meta names that address the crawlers the check cares about. */
const ROBOTS_META_NAMES = new Set(['robots', 'googlebot', 'gptbot', 'claudebot', 'ccbot', 'perplexitybot', 'oai-searchbot', 'bingbot']);
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);
/** Cap on parsed text and nodes, so a huge page cannot make the check slow. */
const MAX_NODES = 200_000;
/** JSON-LD nodes kept per page for the comparison with the entry. */
const MAX_JSON_LD_NODES = 50;

function collectNodes(value: unknown, out: Array<Record<string, unknown>>): void {
  for (const v of Array.isArray(value) ? value : [value]) {
    if (out.length >= MAX_JSON_LD_NODES || v === null || typeof v !== 'object' || Array.isArray(v)) continue;
    const obj = v as Record<string, unknown>;
    if (Array.isArray(obj['@graph'])) {
      for (const g of obj['@graph']) if (g && typeof g === 'object' && !Array.isArray(g) && out.length < MAX_JSON_LD_NODES) out.push(g as Record<string, unknown>);
    } else out.push(obj);
  }
}

function attr(el: T.Element, name: string): string | null {
  return el.attrs.find((a) => a.name === name)?.value ?? null;
}

function isElement(node: T.Node): node is T.Element {
  return 'tagName' in node;
}

function childrenOf(node: T.Node): T.ChildNode[] {
  if (isElement(node) && node.tagName === 'template') return (node as T.Template).content.childNodes;
  return 'childNodes' in node ? node.childNodes : [];
}

function textOf(node: T.Node): string {
  if (node.nodeName === '#text') return (node as T.TextNode).value;
  return childrenOf(node).map(textOf).join('');
}

function jsonLdTypes(value: unknown, out: Set<string>, depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) jsonLdTypes(v, out, depth + 1);
    return;
  }
  const obj = value as Record<string, unknown>;
  const t = obj['@type'];
  for (const name of Array.isArray(t) ? t : [t]) if (typeof name === 'string' && name) out.add(name);
  if (Array.isArray(obj['@graph'])) jsonLdTypes(obj['@graph'], out, depth + 1);
}

export function readPage(html: string): PageFacts {
  const doc = parse(html);
  const facts: PageFacts = {
    lang: null,
    title: null,
    description: null,
    canonical: null,
    hreflangs: [],
    openGraph: {},
    jsonLd: [],
    jsonLdNodes: [],
    headings: [],
    imagesWithoutAlt: [],
    images: 0,
    robotsMeta: [],
    words: 0,
    scripts: 0,
  };
  const text: string[] = [];
  let seen = 0;
  const visit = (node: T.Node, inBody: boolean, visible: boolean): void => {
    if (++seen > MAX_NODES) return;
    if (node.nodeName === '#text') {
      if (inBody && visible) text.push((node as T.TextNode).value);
      return;
    }
    if (!isElement(node)) {
      for (const c of childrenOf(node)) visit(c, inBody, visible);
      return;
    }
    const tag = node.tagName;
    switch (tag) {
      case 'html':
        facts.lang ??= attr(node, 'lang')?.trim() || null;
        break;
      case 'title':
        if (facts.title === null) facts.title = textOf(node).replace(/\s+/g, ' ').trim();
        break;
      case 'meta': {
        const name = attr(node, 'name')?.toLowerCase().trim();
        const property = attr(node, 'property')?.toLowerCase().trim();
        const content = attr(node, 'content')?.trim() ?? '';
        if (name === 'description' && facts.description === null) facts.description = content;
        if (name && ROBOTS_META_NAMES.has(name)) facts.robotsMeta.push(...directives(content));
        const og = property?.startsWith('og:') ? property : name?.startsWith('og:') ? name : null;
        if (og && content && !(og in facts.openGraph)) facts.openGraph[og] = content;
        break;
      }
      case 'link': {
        const rel = (attr(node, 'rel') ?? '').toLowerCase().split(/\s+/);
        const href = attr(node, 'href')?.trim();
        if (rel.includes('canonical') && href && facts.canonical === null) facts.canonical = href;
        const hreflang = attr(node, 'hreflang')?.trim().toLowerCase();
        if (rel.includes('alternate') && hreflang && href) facts.hreflangs.push(hreflang);
        break;
      }
      case 'script': {
        facts.scripts++;
        if ((attr(node, 'type') ?? '').trim().toLowerCase() === 'application/ld+json') {
          try {
            const types = new Set<string>();
            const parsed: unknown = JSON.parse(textOf(node));
            jsonLdTypes(parsed, types);
            collectNodes(parsed, facts.jsonLdNodes);
            facts.jsonLd.push({ types: [...types] });
          } catch (err) {
            facts.jsonLd.push({ error: (err as Error).message });
          }
        }
        return;
      }
      case 'img':
        facts.images++;
        if (attr(node, 'alt') === null) facts.imagesWithoutAlt.push(attr(node, 'src') ?? '(no src)');
        break;
      default:
        if (/^h[1-6]$/.test(tag)) facts.headings.push(Number(tag[1]));
    }
    const hidden = NOT_TEXT.has(tag) || attr(node, 'hidden') !== null;
    for (const c of childrenOf(node)) visit(c, inBody || tag === 'body', visible && !hidden);
  };
  visit(doc, false, true);
  facts.words = text.join(' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return facts;
}

/** The directives of a robots meta or X-Robots-Tag value, lower-cased ("max-snippet: 0" read as "max-snippet:0"). */
export function directives(value: string): string[] {
  return value.toLowerCase().replace(/\s*:\s*/g, ':').split(/[\s,]+/).filter(Boolean);
}
