/**
 * Rich text is translated by its text, never by asking the model to rebuild the tree (a model asked
 * for the tree may return a different structure): each block that holds inline content (paragraph,
 * heading, table cell) becomes one segment in which inline nodes are numbered tags — `<1>` … `</1>`
 * around emphasis, strong, strikethrough and links, `<2/>` for inline code, breaks, images and
 * other leaves. The answer is parsed back onto the same nodes; every tag must come back exactly
 * once, inside the same parent tag, else the field does not fit and is skipped. Image alt texts and
 * link and image titles are segments of their own. An autolink (a link whose visible text is its
 * own address) is a single `<n/>` tag: the address is structure, not words. Code, HTML,
 * directives and definitions are left as they are.
 */

type Node = { type: string; value?: string; alt?: string; title?: string | null; children?: Node[] } & Record<string, unknown>;

export interface RichSegment {
  /** Unique inside the document, e.g. "b3" for a block, "a5" for an image alt text. */
  key: string;
  text: string;
}

/** Where a segment goes back into the tree. */
type Slot =
  | { kind: 'block'; key: string; node: Node; tags: TagInfo[] }
  | { kind: 'alt'; key: string; node: Node }
  | { kind: 'title'; key: string; node: Node };

interface TagInfo {
  node: Node;
  container: boolean;
  /** The tag number of the enclosing tag, 0 at block level. */
  parent: number;
}

const CONTAINERS = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference']);
const PHRASING_HOLDERS = new Set(['paragraph', 'heading', 'tableCell']);
const LETTERS = /\p{L}/u;

export function escapeSegmentText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link whose only content is its own address (`<https://…>`, `<a@b.test>`, `www.…`): nothing in it is words. */
export function isAutolink(n: Node): boolean {
  if (n.type !== 'link' || typeof n.url !== 'string') return false;
  const kids = n.children ?? [];
  if (kids.length !== 1 || kids[0].type !== 'text') return false;
  const shown = kids[0].value ?? '';
  const url = n.url;
  return shown === url || url === `mailto:${shown}` || url === `http://${shown}` || url === `https://${shown}`;
}

function unescapeSegmentText(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Splits a document into the segments to translate, with the slots to put answers back. */
export function richTextSegments(doc: unknown): { segments: RichSegment[]; slots: Slot[] } {
  const segments: RichSegment[] = [];
  const slots: Slot[] = [];
  let counter = 0;

  const inline = (nodes: Node[], tags: TagInfo[], parent: number): string => {
    let out = '';
    for (const n of nodes) {
      if (n.type === 'text') {
        out += escapeSegmentText(n.value ?? '');
        continue;
      }
      const container = CONTAINERS.has(n.type) && !isAutolink(n);
      tags.push({ node: n, container, parent });
      const id = tags.length;
      if (n.type === 'image' && typeof n.alt === 'string' && LETTERS.test(n.alt)) {
        const key = `a${++counter}`;
        segments.push({ key, text: n.alt });
        slots.push({ kind: 'alt', key, node: n });
      }
      if ((n.type === 'image' || n.type === 'link') && typeof n.title === 'string' && LETTERS.test(n.title)) {
        const key = `t${++counter}`;
        segments.push({ key, text: n.title });
        slots.push({ kind: 'title', key, node: n });
      }
      if (container) out += `<${id}>${inline(n.children ?? [], tags, id)}</${id}>`;
      else out += `<${id}/>`;
    }
    return out;
  };

  const block = (n: Node): void => {
    if (PHRASING_HOLDERS.has(n.type)) {
      const tags: TagInfo[] = [];
      const text = inline(n.children ?? [], tags, 0);
      if (LETTERS.test(text.replace(/<\/?\d+\/?>/g, ''))) {
        const key = `b${++counter}`;
        segments.push({ key, text });
        slots.push({ kind: 'block', key, node: n, tags });
      }
      return;
    }
    for (const c of n.children ?? []) block(c);
  };
  if (typeof doc === 'object' && doc !== null) block(doc as Node);
  return { segments, slots };
}

/**
 * Puts translated segments back into a copy of the document. Returns null when any answer
 * does not fit: a segment missing, a tag missing, repeated, added, or moved to another parent.
 */
export function applyRichTextAnswers(doc: unknown, answers: ReadonlyMap<string, string>): unknown {
  const copy = structuredClone(doc);
  const { slots } = richTextSegments(copy);
  for (const slot of slots) {
    const answer = answers.get(slot.key);
    if (answer === undefined) return null;
    if (slot.kind === 'alt' || slot.kind === 'title') {
      if (/<\/?\d+\/?>/.test(answer)) return null;
      slot.node[slot.kind] = answer;
      continue;
    }
    const children = parseInline(answer, slot.tags);
    if (!children) return null;
    slot.node.children = children;
  }
  return copy;
}

const TOKEN = /<(\/?)(\d+)(\/?)>/g;

function parseInline(answer: string, tags: TagInfo[]): Node[] | null {
  const used = new Set<number>();
  const root: Node[] = [];
  const stack: { id: number; children: Node[] }[] = [{ id: 0, children: root }];
  let last = 0;
  const pushText = (raw: string) => {
    if (raw === '') return;
    stack[stack.length - 1].children.push({ type: 'text', value: unescapeSegmentText(raw) });
  };
  for (const m of answer.matchAll(TOKEN)) {
    pushText(answer.slice(last, m.index));
    last = m.index + m[0].length;
    const [closing, num, selfClosing] = [m[1] === '/', Number(m[2]), m[3] === '/'];
    const info = tags[num - 1];
    if (!info || (closing && selfClosing)) return null;
    const top = stack[stack.length - 1];
    if (closing) {
      if (top.id !== num) return null;
      stack.pop();
      continue;
    }
    if (used.has(num) || info.parent !== top.id || info.container === selfClosing) return null;
    used.add(num);
    if (selfClosing) {
      top.children.push(structuredClone(info.node));
    } else {
      const { children: _old, ...props } = info.node;
      const node: Node = { ...props, children: [] } as Node;
      top.children.push(node);
      stack.push({ id: num, children: node.children as Node[] });
    }
  }
  pushText(answer.slice(last));
  if (stack.length !== 1 || used.size !== tags.length) return null;
  return root;
}
