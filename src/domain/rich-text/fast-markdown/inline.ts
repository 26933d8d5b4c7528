import { giveUp } from './give-up.ts';

/**
 * The inline half of the fast markdown parser (parse.ts): text, hard breaks, emphasis,
 * strong emphasis, inline links and images, with CommonMark's delimiter algorithm as micromark
 * runs it (its flanking classes, and the rule of three on the runs' remaining lengths) over a
 * linked list of pieces. Called on a paragraph's or heading's text: lines joined by `\n`, their
 * outer spaces gone, a hard break as NUL.
 */

type Node = Record<string, unknown>;

/** What a piece is: text, a delimiter run (`*`, `__` …) or a node. */
const Kind = { Text: 0, Delim: 1, Node: 2 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

class Piece {
  kind: Kind;
  text: string;
  /** For nodes: emphasis, strong, link, image, break. */
  type = '';
  url = '';
  title: string | null = null;
  /** For nodes: the first piece inside. */
  inner: Piece | null = null;
  prev: Piece | null = null;
  next: Piece | null = null;
  // Delimiter runs.
  ch = 0;
  count = 0;
  open = false;
  close = false;
  prevDelim: Piece | null = null;
  nextDelim: Piece | null = null;
  constructor(kind: Kind, text: string) {
    this.kind = kind;
    this.text = text;
  }
}

interface Bracket {
  piece: Piece;
  image: boolean;
  /** Where in the text the bracket opened. */
  at: number;
  /** The last delimiter run before the bracket. */
  bottom: Piece | null;
}

function isAsciiPunctuation(c: number): boolean {
  return (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);
}

const PUNCTUATION = /\p{P}|\p{S}/u;
const WHITESPACE = /\s/u;

/** micromark's classes: 1 whitespace (or nothing), 2 punctuation, 0 other. */
function classify(s: string, at: number): number {
  if (at < 0 || at >= s.length) return 1;
  const c = s.charCodeAt(at);
  if (c === 0x20 || c === 0x0a || c === 0x00) return 1;
  if (c < 0x80) {
    return isAsciiPunctuation(c) ? 2 : 0;
  }
  if (c >= 0xd800 && c <= 0xdfff) giveUp(); // astral characters next to emphasis: left to micromark
  const ch = s[at];
  if (WHITESPACE.test(ch)) return 1;
  return PUNCTUATION.test(ch) ? 2 : 0;
}


class InlineParser {
  private head: Piece | null = null;
  private tail: Piece | null = null;
  private lastDelim: Piece | null = null;
  private brackets: Bracket[] = [];
  /** Link openers before this position are inactive (no links in links). */
  private lastLinkAt = -1;
  private steps = 0;
  private readonly maxSteps: number;
  private readonly s: string;

  constructor(s: string) {
    this.s = s;
    this.maxSteps = 4 * s.length + 1000;
  }

  private append(p: Piece): Piece {
    p.prev = this.tail;
    if (this.tail) this.tail.next = p;
    else this.head = p;
    this.tail = p;
    return p;
  }

  parse(): Node[] {
    const s = this.s;
    const n = s.length;
    let textStart = 0;
    // The regular expression engine finds the next special character much faster than a loop.
    const special = /[*_[\]!\0`\\]/g;
    let m: RegExpExecArray | null;
    while ((m = special.exec(s)) !== null) {
      const i = m.index;
      const c = s.charCodeAt(i);
      if (c === 0x21 && s.charCodeAt(i + 1) !== 0x5b) continue;
      if (i > textStart) this.append(new Piece(Kind.Text, s.slice(textStart, i)));
      textStart = this.special(c, i);
      special.lastIndex = textStart;
    }
    if (n > textStart) this.append(new Piece(Kind.Text, s.slice(textStart)));
    this.processEmphasis(null);
    return toNodes(this.head);
  }

  /** Handles the special character at `i`; returns where text goes on. */
  private special(c: number, i: number): number {
    const s = this.s;
    if (c === 0x00) {
      const p = new Piece(Kind.Node, '');
      p.type = 'break';
      this.append(p);
      return i + 1;
    }
    if (c === 0x60) return this.codeSpan(i);
    if (c === 0x5c) {
      const d = s.charCodeAt(i + 1);
      if (d === 0x0a) {
        const p = new Piece(Kind.Node, '');
        p.type = 'break';
        this.append(p);
        return i + 2;
      }
      if (isAsciiPunctuation(d)) {
        this.append(new Piece(Kind.Text, s[i + 1]));
        return i + 2;
      }
      this.append(new Piece(Kind.Text, '\\'));
      return i + 1;
    }
    if (c === 0x2a || c === 0x5f) {
      let j = i + 1;
      while (s.charCodeAt(j) === c) j++;
      const p = new Piece(Kind.Delim, '');
      p.ch = c;
      p.count = j - i;
      const before = classify(s, i - 1);
      const after = classify(s, j);
      // micromark's attention: left- and right-flanking by the classes of the characters around.
      const canOpen = after === 0 || (after === 2 && before !== 0);
      const canClose = before === 0 || (before === 2 && after !== 0);
      p.open = c === 0x2a ? canOpen : canOpen && (before !== 0 || !canClose);
      p.close = c === 0x2a ? canClose : canClose && (after !== 0 || !canOpen);
      this.append(p);
      p.prevDelim = this.lastDelim;
      if (this.lastDelim) this.lastDelim.nextDelim = p;
      this.lastDelim = p;
      return j;
    }
    if (c === 0x5b || c === 0x21) {
      const image = c === 0x21;
      const p = this.append(new Piece(Kind.Text, image ? '![' : '['));
      this.brackets.push({ piece: p, image, at: i, bottom: this.lastDelim });
      return i + (image ? 2 : 1);
    }
    // `]`
    const opener = this.brackets.pop();
    if (!opener) {
      this.append(new Piece(Kind.Text, ']'));
      return i + 1;
    }
    if (!opener.image && opener.at < this.lastLinkAt) {
      this.append(new Piece(Kind.Text, ']'));
      return i + 1;
    }
    if (s.charCodeAt(i + 1) !== 0x28) {
      // Not an inline link; with no definitions in the text, no reference either: plain text.
      this.append(new Piece(Kind.Text, ']'));
      return i + 1;
    }
    const dest = this.destination(i + 2);
    // The link: the pieces after the opener, emphasis inside resolved first.
    this.processEmphasis(opener.bottom);
    const node = opener.piece;
    node.kind = Kind.Node;
    node.type = opener.image ? 'image' : 'link';
    node.text = '';
    node.inner = node.next;
    if (node.inner) node.inner.prev = null;
    node.next = null;
    this.tail = node;
    node.url = dest.url;
    node.title = dest.title;
    if (!opener.image) this.lastLinkAt = i;
    return dest.end;
  }

  /** A code span from the backtick run at `i`, or the run as text when no run of its length closes it. */
  private codeSpan(i: number): number {
    const s = this.s;
    let j = i + 1;
    while (s.charCodeAt(j) === 0x60) j++;
    const size = j - i;
    let k = j;
    for (;;) {
      const b = s.indexOf('`', k);
      if (b === -1) {
        this.steps += s.length - k;
        if (this.steps > this.maxSteps) giveUp();
        this.append(new Piece(Kind.Text, s.slice(i, j)));
        return j;
      }
      let e = b + 1;
      while (s.charCodeAt(e) === 0x60) e++;
      this.steps += e - k;
      if (this.steps > this.maxSteps) giveUp();
      if (e - b === size) {
        let value = s.slice(j, b);
        // Line endings become spaces in code spans, but trailing spaces went with the lines: left to micromark.
        if (value.includes('\n') || value.includes('\0')) giveUp();
        if (value.length >= 2 && value.charCodeAt(0) === 0x20 && value.charCodeAt(value.length - 1) === 0x20 && !/^ +$/.test(value)) value = value.slice(1, -1);
        const p = new Piece(Kind.Node, '');
        p.type = 'inlineCode';
        p.text = value;
        this.append(p);
        return e;
      }
      k = e;
    }
  }

  /** `url)` or `url "title")` from `at`; gives up on every other form. */
  private destination(at: number): { url: string; title: string | null; end: number } {
    const s = this.s;
    let j = at;
    for (; j < s.length; j++) {
      const c = s.charCodeAt(j);
      if (c === 0x29 || c === 0x20) break;
      if (c === 0x28 || c === 0x0a || c === 0x00 || c === 0x22 || c === 0x27 || c === 0x5c || c === 0x60) giveUp();
    }
    const url = s.slice(at, j);
    if (s.charCodeAt(j) === 0x29) return { url, title: null, end: j + 1 };
    if (j === at || s.charCodeAt(j) !== 0x20 || s.charCodeAt(j + 1) !== 0x22) giveUp();
    const t = j + 2;
    let k = t;
    for (; k < s.length; k++) {
      const c = s.charCodeAt(k);
      if (c === 0x22) break;
      if (c === 0x0a || c === 0x00 || c === 0x5c || c === 0x60) giveUp();
    }
    if (k >= s.length || s.charCodeAt(k + 1) !== 0x29) giveUp();
    return { url, title: s.slice(t, k), end: k + 2 };
  }

  private removeDelim(d: Piece): void {
    if (d.prevDelim) d.prevDelim.nextDelim = d.nextDelim;
    if (d.nextDelim) d.nextDelim.prevDelim = d.prevDelim;
    else this.lastDelim = d.prevDelim;
    d.prevDelim = null;
    d.nextDelim = null;
  }

  private removePiece(p: Piece): void {
    if (p.prev) p.prev.next = p.next;
    else this.head = p.next;
    if (p.next) p.next.prev = p.prev;
    else this.tail = p.prev;
  }

  /** Matches emphasis among the delimiter runs after `bottom`, then drops those runs. */
  private processEmphasis(bottom: Piece | null): void {
    let closer: Piece | null = null;
    for (let d = this.lastDelim; d && d !== bottom; d = d.prevDelim) closer = d;
    while (closer) {
      if (++this.steps > this.maxSteps) giveUp();
      if (!closer.close) {
        closer = closer.nextDelim;
        continue;
      }
      let opener = closer.prevDelim;
      let found = false;
      while (opener && opener !== bottom) {
        if (++this.steps > this.maxSteps) giveUp();
        if (opener.ch === closer.ch && opener.open) {
          const odd = (opener.close || closer.open) && closer.count % 3 !== 0 && (opener.count + closer.count) % 3 === 0;
          if (!odd) {
            found = true;
            break;
          }
        }
        opener = opener.prevDelim;
      }
      if (!found || !opener) {
        closer = closer.nextDelim;
        continue;
      }
      const use = opener.count > 1 && closer.count > 1 ? 2 : 1;
      opener.count -= use;
      closer.count -= use;
      // Delimiter runs between them are text now.
      opener.nextDelim = closer;
      closer.prevDelim = opener;
      const node = new Piece(Kind.Node, '');
      node.type = use === 2 ? 'strong' : 'emphasis';
      const first = opener.next !== closer ? opener.next : null;
      const last = closer.prev !== opener ? closer.prev : null;
      node.inner = first;
      if (first && last) {
        first.prev = null;
        last.next = null;
      }
      opener.next = node;
      node.prev = opener;
      node.next = closer;
      closer.prev = node;
      if (opener.count === 0) {
        this.removeDelim(opener);
        this.removePiece(opener);
      }
      if (closer.count === 0) {
        const next = closer.nextDelim;
        this.removeDelim(closer);
        this.removePiece(closer);
        closer = next;
      }
    }
    // The runs left are text.
    while (this.lastDelim && this.lastDelim !== bottom) this.removeDelim(this.lastDelim);
  }
}

/**
 * What inline text leaves to micromark: `<` opening HTML or an autolink, character references,
 * tabs, `~` (strikethrough), `|` and `:-`/`-:` (tables), `]:` (definitions), `[^` (footnotes).
 * A definition anywhere changes links everywhere, which giving up on the whole text covers.
 */
const OUTSIDE_SUBSET = /<(?![ \n]|$)|&(?:#|[A-Za-z0-9]+;)|[\t~|]|\]:|\[\^|:-|-:/;

export function parseInline(s: string): Node[] {
  if (s.length === 0) return [];
  if (OUTSIDE_SUBSET.test(s)) giveUp();
  return new InlineParser(s).parse();
}

function pieceText(p: Piece): string {
  return p.kind === Kind.Delim ? String.fromCharCode(p.ch).repeat(p.count) : p.text;
}

/** The pieces from `p` on as mdast nodes, adjacent text in one node (as micromark's data). */
function toNodes(p: Piece | null): Node[] {
  const out: Node[] = [];
  let text = '';
  for (; p; p = p.next) {
    if (p.kind !== Kind.Node) {
      text += pieceText(p);
      continue;
    }
    if (text) {
      out.push({ type: 'text', value: text });
      text = '';
    }
    switch (p.type) {
      case 'break':
        out.push({ type: 'break' });
        break;
      case 'inlineCode':
        out.push({ type: 'inlineCode', value: p.text });
        break;
      case 'link':
        out.push({ type: 'link', title: p.title, url: p.url, children: toNodes(p.inner) });
        break;
      case 'image':
        out.push({ type: 'image', title: p.title, url: p.url, alt: plainText(p.inner) });
        break;
      default:
        out.push({ type: p.type, children: toNodes(p.inner) });
    }
  }
  if (text) out.push({ type: 'text', value: text });
  return out;
}

/** An image's description as text (its alt). */
function plainText(p: Piece | null): string {
  let text = '';
  for (; p; p = p.next) {
    if (p.kind !== Kind.Node) text += pieceText(p);
    else if (p.type === 'image') text += plainText(p.inner);
    else if (p.type === 'break') giveUp();
    else if (p.type === 'inlineCode') text += p.text;
    else text += plainText(p.inner);
  }
  return text;
}
