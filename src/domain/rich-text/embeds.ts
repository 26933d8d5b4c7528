import { EMBED_TYPES, ENTRY_SCHEME, nodeTarget } from './document.ts';

/**
 * Embeds in markdown (docs/entries.md "Links and embeds"): `::entry{id=ID}` or `::asset{id=ID}`
 * alone on a line embeds an entry or a file as a block; `:entry{id=ID}` (or `:asset{…}`) inside
 * text embeds it inline. They are the generic-directive syntax of remark-directive, limited to
 * these two names and one `id` attribute, so ordinary text with colons ("10:30", "Note: …")
 * never turns into a directive. The markdown parsers read them as text; `liftEmbeds` then turns
 * that text into the directive nodes, so both parsers give the same tree.
 */
const BLOCK_LINE = /^::(entry|asset)\{id=([A-Za-z0-9_-]{1,64})\}$/;
const INLINE = /(?<!:):(entry|asset)\{id=([A-Za-z0-9_-]{1,64})\}/g;

type Node = { type: string; value?: string; children?: Node[] } & Record<string, unknown>;

/** Whether a markdown text may hold an embed (a cheap test before walking its tree). */
export function mayHoldEmbeds(markdown: string): boolean {
  return markdown.includes(':entry{') || markdown.includes(':asset{');
}

const embed = (type: 'leafDirective' | 'textDirective', name: string, id: string): Node => ({ type, name, attributes: { id }, children: [] });

function blockEmbeds(p: Node): Node[] | undefined {
  if (p.type !== 'paragraph' || p.children?.length !== 1 || p.children[0].type !== 'text') return undefined;
  const lines = (p.children[0].value ?? '').split('\n').map((l) => l.trim());
  const found = lines.map((l) => BLOCK_LINE.exec(l));
  if (found.some((m) => m === null)) return undefined;
  return found.map((m) => embed('leafDirective', m![1], m![2]));
}

function inlineEmbeds(text: Node): Node[] | undefined {
  const value = text.value ?? '';
  if (!value.includes('{id=')) return undefined;
  const out: Node[] = [];
  let last = 0;
  for (const m of value.matchAll(INLINE)) {
    if (m.index > last) out.push({ type: 'text', value: value.slice(last, m.index) });
    out.push(embed('textDirective', m[1], m[2]));
    last = m.index + m[0].length;
  }
  if (last === 0) return undefined;
  if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
  return out;
}

/** Turns embed text in a parsed markdown tree into embed nodes, in place. */
export function liftEmbeds<T>(tree: T): T {
  const visit = (node: Node) => {
    const children = node.children;
    if (!Array.isArray(children)) return;
    const next: Node[] = [];
    for (const c of children) {
      const blocks = blockEmbeds(c);
      if (blocks) {
        next.push(...blocks);
        continue;
      }
      const inline = c.type === 'text' ? inlineEmbeds(c) : undefined;
      if (inline) {
        next.push(...inline);
        continue;
      }
      visit(c);
      next.push(c);
    }
    node.children = next;
  };
  visit(tree as unknown as Node);
  return tree;
}

/** Markdown for an embed node (the form `liftEmbeds` reads). */
export function embedMarkdown(node: { type: string; name?: unknown; attributes?: { id?: unknown } }): string {
  const colons = node.type === 'leafDirective' ? '::' : ':';
  return `${colons}${String(node.name)}{id=${String(node.attributes?.id)}}`;
}

/**
 * A copy of the document without the links and embeds of entries a reader may not see: a link
 * keeps its text, an embed goes. Delivery readers get this, so a published page never names a
 * draft's id (as reference fields leave such links out). Undefined `visible`: unchanged.
 */
export function hideEntryLinks<T>(doc: T, visible: (id: string) => boolean): T {
  const walk = (node: Node): Node[] => {
    const t = nodeTarget(node);
    if (t?.link_type === 'Entry' && !visible(t.id)) {
      if (t.embed) return [];
      return (node.children ?? []).flatMap(walk);
    }
    if (!Array.isArray(node.children)) return [node];
    return [{ ...node, children: node.children.flatMap(walk) }];
  };
  return walk(doc as unknown as Node)[0] as unknown as T;
}

/** Whether the document links to or embeds any entry (most do not: they are returned as stored). */
export function hasEntryLinks(doc: unknown): boolean {
  const visit = (node: unknown): boolean => {
    if (typeof node !== 'object' || node === null) return false;
    const n = node as { type?: string; url?: unknown; name?: unknown; children?: unknown[] };
    if (typeof n.url === 'string' && n.url.startsWith(ENTRY_SCHEME)) return true;
    if (typeof n.type === 'string' && EMBED_TYPES.has(n.type) && n.name === 'entry') return true;
    return Array.isArray(n.children) && n.children.some(visit);
  };
  return visit(doc);
}
