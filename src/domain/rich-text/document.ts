import type { Root } from 'mdast';

/**
 * The rich-text block document is mdast (https://github.com/syntax-tree/mdast), the syntax tree
 * of unified/remark: front ends render it with mdast-util-to-hast, react-markdown's pipeline or
 * any unified tool. We store the tree without `position`/`data`, and accept only the node types
 * below (CommonMark + GFM), each with only its documented properties. See docs/entries.md.
 */
export type RichTextDocument = Root;

type Prop = 'string' | 'string?' | 'boolean?' | 'depth' | 'start?' | 'align' | 'url' | 'embed' | 'embedAttributes';

interface NodeSpec {
  children?: true;
  value?: true;
  props?: Record<string, Prop>;
}

export const NODE_SPECS: Record<string, NodeSpec> = {
  root: { children: true },
  paragraph: { children: true },
  heading: { children: true, props: { depth: 'depth' } },
  thematicBreak: {},
  blockquote: { children: true },
  list: { children: true, props: { ordered: 'boolean?', start: 'start?', spread: 'boolean?' } },
  listItem: { children: true, props: { checked: 'boolean?', spread: 'boolean?' } },
  table: { children: true, props: { align: 'align' } },
  tableRow: { children: true },
  tableCell: { children: true },
  html: { value: true },
  code: { value: true, props: { lang: 'string?', meta: 'string?' } },
  definition: { props: { identifier: 'string', label: 'string?', url: 'url', title: 'string?' } },
  footnoteDefinition: { children: true, props: { identifier: 'string', label: 'string?' } },
  text: { value: true },
  emphasis: { children: true },
  strong: { children: true },
  delete: { children: true },
  inlineCode: { value: true },
  break: {},
  link: { children: true, props: { url: 'url', title: 'string?' } },
  image: { props: { url: 'url', alt: 'string?', title: 'string?' } },
  linkReference: { children: true, props: { identifier: 'string', label: 'string?', referenceType: 'string' } },
  imageReference: { props: { identifier: 'string', label: 'string?', referenceType: 'string', alt: 'string?' } },
  footnoteReference: { props: { identifier: 'string', label: 'string?' } },
  // Embeds, shaped as mdast-util-directive's nodes so remark-directive front ends read them:
  // `::entry{id=…}` / `::asset{id=…}` on a line of their own, `:entry{id=…}` inside text.
  leafDirective: { children: true, props: { name: 'embed', attributes: 'embedAttributes' } },
  textDirective: { children: true, props: { name: 'embed', attributes: 'embedAttributes' } },
};

/** The node types of embeds; their `children` (a directive's label) stay empty. */
export const EMBED_TYPES: ReadonlySet<string> = new Set(['leafDirective', 'textDirective']);

export const LIMITS = { nodes: 20_000, depth: 32, chars: 200_000 } as const;

/** `asset:<id>` in an image or link URL points at a file of the space (resolved on read). */
export const ASSET_SCHEME = 'asset:';
/** `entry:<id>` in a link URL points at an entry of the space (its `sys.url` on read). */
export const ENTRY_SCHEME = 'entry:';
/** What an id inside rich text may look like (the ids this service makes, and imported ones). */
export const LINK_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SAFE_URL = /^(https?:|mailto:|tel:|asset:[A-Za-z0-9_-]+$|entry:[A-Za-z0-9_-]+$|\/|#|\.{0,2}\/|[^:]*$)/i;

function checkProp(kind: Prop, v: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof v === 'string';
    case 'string?':
      return v === undefined || v === null || typeof v === 'string';
    case 'boolean?':
      return v === undefined || v === null || typeof v === 'boolean';
    case 'depth':
      return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6;
    case 'start?':
      return v === undefined || v === null || (Number.isInteger(v) && (v as number) >= 0);
    case 'align':
      return v === undefined || v === null || (Array.isArray(v) && v.every((a) => a === null || a === 'left' || a === 'right' || a === 'center'));
    case 'url':
      return typeof v === 'string' && SAFE_URL.test(v.trim());
    case 'embed':
      return v === 'entry' || v === 'asset';
    case 'embedAttributes':
      return typeof v === 'object' && v !== null && Object.keys(v).length === 1 && typeof (v as { id?: unknown }).id === 'string' && LINK_ID.test((v as { id: string }).id);
  }
}

function expectedProp(kind: Prop): string {
  switch (kind) {
    case 'depth':
      return 'an integer 1 to 6';
    case 'url':
      return 'a URL (http, https, mailto, tel, relative, asset:<id> or entry:<id>)';
    case 'embed':
      return '"entry" or "asset" (what is embedded)';
    case 'embedAttributes':
      return 'an object {"id": "<entry or file id>"}';
    case 'align':
      return 'an array of "left", "right", "center" or null';
    case 'start?':
      return 'a non-negative integer';
    default:
      return kind.startsWith('boolean') ? 'true, false or null' : 'a string';
  }
}

/** Each node type's properties as [name, kind] pairs, listed once (cleanDocument runs per write). */
const SPEC_PROPS: Record<string, Array<[string, Prop]>> = Object.fromEntries(Object.entries(NODE_SPECS).map(([type, spec]) => [type, Object.entries(spec.props ?? {})]));

/**
 * Checks a block document sent by a client and returns a clean copy (known properties only),
 * or says what is wrong and where (`children[2].url`). The path is spelled out only for an
 * error: the child indices on the way down are kept in `trail`.
 */
export function cleanDocument(input: unknown): { ok: true; doc: RichTextDocument } | { ok: false; expected: string } {
  let count = 0;
  const trail: number[] = [];
  const at = () => 'document' + trail.map((i) => `.children[${i}]`).join('');
  const walk = (node: unknown, depth: number): Record<string, unknown> | string => {
    if (++count > LIMITS.nodes) return `at most ${LIMITS.nodes} nodes`;
    if (depth > LIMITS.depth) return `at most ${LIMITS.depth} levels of nesting (at ${at()})`;
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return `${at()}: a node object with a "type"`;
    const n = node as Record<string, unknown>;
    const type = n.type;
    const spec = typeof type === 'string' && Object.hasOwn(NODE_SPECS, type) ? NODE_SPECS[type] : undefined;
    if (!spec) return `${at()}: a known node type (${Object.keys(NODE_SPECS).join(', ')}), not ${JSON.stringify(type)}`;
    if ((type === 'root') !== (depth === 0)) return `${at()}: "root" only at the top of the document`;
    const out: Record<string, unknown> = { type };
    for (const [prop, kind] of SPEC_PROPS[type as string]) {
      const v = n[prop];
      if (!checkProp(kind, v)) return `${at()}.${prop}: ${expectedProp(kind)}`;
      if (kind === 'embedAttributes') out[prop] = { id: (v as { id: string }).id };
      else if (v !== undefined) out[prop] = v;
    }
    if (type === 'image' && typeof out.url === 'string' && out.url.startsWith(ENTRY_SCHEME)) return `${at()}.url: an image shows a file (asset:<id>); link to an entry with a "link" node`;
    if (EMBED_TYPES.has(type as string)) {
      if (n.children !== undefined && !(Array.isArray(n.children) && n.children.length === 0)) return `${at()}.children: an empty array (an embed has no text of its own)`;
      out.children = [];
      return out;
    }
    if (spec.value) {
      if (typeof n.value !== 'string') return `${at()}.value: a string`;
      out.value = n.value;
    }
    if (spec.children) {
      const children = n.children;
      if (!Array.isArray(children)) return `${at()}.children: an array of nodes`;
      const kids: unknown[] = new Array(children.length);
      for (let i = 0; i < children.length; i++) {
        trail.push(i);
        const r = walk(children[i], depth + 1);
        if (typeof r === 'string') return r;
        trail.pop();
        kids[i] = r;
      }
      out.children = kids;
    }
    return out;
  };
  const r = walk(input, 0);
  if (typeof r === 'string') return { ok: false, expected: `a rich-text document (mdast): ${r}` };
  return { ok: true, doc: r as unknown as RichTextDocument };
}

/** Removes parser bookkeeping (`position`, `data`) so stored documents hold content only. */
export function stripPositions<T>(node: T): T {
  if (Array.isArray(node)) return node.map(stripPositions) as T;
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'position' || k === 'data') continue;
    out[k] = k === 'children' ? stripPositions(v) : v;
  }
  return out as T;
}

/** One link or embed inside a document, with where it is (`document.children[2].children[0]`). */
export interface RichTextTarget {
  link_type: 'Entry' | 'Asset';
  id: string;
  embed: boolean;
  path: string;
}

/** The target of one node: an `entry:`/`asset:` URL or an embed; undefined for anything else. */
export function nodeTarget(node: unknown): { link_type: 'Entry' | 'Asset'; id: string; embed: boolean } | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const n = node as { type?: unknown; url?: unknown; name?: unknown; attributes?: { id?: unknown } };
  if (typeof n.url === 'string') {
    if (n.url.startsWith(ASSET_SCHEME)) return { link_type: 'Asset', id: n.url.slice(ASSET_SCHEME.length), embed: false };
    if (n.url.startsWith(ENTRY_SCHEME)) return { link_type: 'Entry', id: n.url.slice(ENTRY_SCHEME.length), embed: false };
    return undefined;
  }
  if (typeof n.type === 'string' && EMBED_TYPES.has(n.type) && typeof n.attributes?.id === 'string') {
    return { link_type: n.name === 'entry' ? 'Entry' : 'Asset', id: n.attributes.id, embed: true };
  }
  return undefined;
}

/** Every entry and file the document links to or embeds, in document order. */
export function richTextTargets(doc: unknown): RichTextTarget[] {
  const out: RichTextTarget[] = [];
  const visit = (node: unknown, path: string) => {
    const t = nodeTarget(node);
    if (t) out.push({ ...t, path });
    const children = (node as { children?: unknown } | null)?.children;
    if (Array.isArray(children)) children.forEach((c, i) => visit(c, `${path}.children[${i}]`));
  };
  if (typeof doc === 'object' && doc !== null) visit(doc, 'document');
  return out;
}

/** Ids of files the document points at: `asset:<id>` (images, links, definitions) and file embeds. */
export function richTextAssetIds(doc: unknown, into: Set<string> = new Set()): Set<string> {
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const t = nodeTarget(node);
    if (t?.link_type === 'Asset') into.add(t.id);
    const children = (node as { children?: unknown }).children;
    if (Array.isArray(children)) children.forEach(visit);
  };
  visit(doc);
  return into;
}

/** Ids of entries the document links to (`entry:<id>`) or embeds. */
export function richTextEntryIds(doc: unknown, into: Set<string> = new Set()): Set<string> {
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const t = nodeTarget(node);
    if (t?.link_type === 'Entry') into.add(t.id);
    const children = (node as { children?: unknown }).children;
    if (Array.isArray(children)) children.forEach(visit);
  };
  visit(doc);
  return into;
}

/** Images that point at files, with their own alt text (publish checks alt text on files). */
export function richTextAssetImages(doc: unknown): Array<{ id: string; alt: string | null }> {
  const out: Array<{ id: string; alt: string | null }> = [];
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const n = node as { type?: string; url?: unknown; alt?: unknown; children?: unknown[] };
    if (n.type === 'image' && typeof n.url === 'string' && n.url.startsWith(ASSET_SCHEME)) {
      out.push({ id: n.url.slice(ASSET_SCHEME.length), alt: typeof n.alt === 'string' && n.alt.trim() ? n.alt : null });
    }
    if (Array.isArray(n.children)) n.children.forEach(visit);
  };
  visit(doc);
  return out;
}
