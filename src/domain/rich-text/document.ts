import type { Root } from 'mdast';

/**
 * The rich-text block document is mdast (https://github.com/syntax-tree/mdast), the syntax tree
 * of unified/remark: front ends render it with mdast-util-to-hast, react-markdown's pipeline or
 * any unified tool. We store the tree without `position`/`data`, and accept only the node types
 * below (CommonMark + GFM), each with only its documented properties. See docs/entries.md.
 */
export type RichTextDocument = Root;

type Prop = 'string' | 'string?' | 'boolean?' | 'depth' | 'start?' | 'align' | 'url';

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
};

export const LIMITS = { nodes: 20_000, depth: 32, chars: 200_000 } as const;

/** `asset:<id>` in an image or link URL points at a file of the space (resolved on read). */
export const ASSET_SCHEME = 'asset:';
const SAFE_URL = /^(https?:|mailto:|tel:|asset:[A-Za-z0-9_-]+$|\/|#|\.{0,2}\/|[^:]*$)/i;

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
  }
}

function expectedProp(kind: Prop): string {
  switch (kind) {
    case 'depth':
      return 'an integer 1 to 6';
    case 'url':
      return 'a URL (http, https, mailto, tel, relative, or asset:<id>)';
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
      if (v !== undefined) out[prop] = v;
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

/** Ids of files the document points at with `asset:<id>` (images, links, definitions). */
export function richTextAssetIds(doc: unknown, into: Set<string> = new Set()): Set<string> {
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const n = node as { url?: unknown; children?: unknown[] };
    if (typeof n.url === 'string' && n.url.startsWith(ASSET_SCHEME)) into.add(n.url.slice(ASSET_SCHEME.length));
    if (Array.isArray(n.children)) n.children.forEach(visit);
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
