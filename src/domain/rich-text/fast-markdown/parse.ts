import type { Root } from 'mdast';
import { LIMITS } from '../document.ts';
import { GIVE_UP, giveUp } from './give-up.ts';
import { parseInline } from './inline.ts';

/**
 * A fast markdown → document parser for the markdown most posts are made of: ATX headings,
 * paragraphs, hard breaks, thematic breaks, block quotes, bullet and ordered lists (nested by
 * indentation), fenced code (backticks), emphasis, strong emphasis, code spans, backslash
 * escapes, inline links and images. It gives exactly the tree mdast-util-from-markdown
 * (micromark, CommonMark + GFM) gives for such text, without positions, in a small fraction of
 * the time (docs/entries.md "Parsing markdown fast").
 *
 * Anything outside that subset, or anything where the two could possibly differ, makes it give
 * up (`undefined`) and the caller parses with micromark: HTML and autolinks, character
 * references, tables, strikethrough, task items, footnotes, link definitions and references,
 * setext headings, indented and tilde-fenced code, lazy continuation lines, tabs outside code,
 * CR line endings, empty list items, unusual indentation and link forms other than
 * `[text](url)` / `[text](url "title")`. Giving up is always safe;
 * test/unit/markdown-fast.test.ts checks both parsers agree on everything this one accepts.
 * Every step is linear in the text (emphasis and code span matching count their steps and give
 * up past a multiple of the length).
 */

type Node = Record<string, unknown>;


export function fastMarkdownToDocument(markdown: string): Root | undefined {
  if (CONTROL.test(markdown)) return undefined;
  try {
    return { type: 'root', children: parseBlocks(markdown.split('\n'), 0).nodes } as unknown as Root;
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
}

/** Control characters other than tab and line feed (CR line endings among them): left to micromark. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\0-\x08\x0b-\x1f]/;

function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) !== 0x20) return false;
  return true;
}

function indentOf(line: string): number {
  let i = 0;
  while (line.charCodeAt(i) === 0x20) i++;
  return i;
}

/** `***`, `- - -`, `___ ` …: three or more of one of `*-_`, spaces allowed between. */
function isThematicBreak(line: string): boolean {
  const c = line.charCodeAt(0);
  if (c !== 0x2a && c !== 0x2d && c !== 0x5f) return false;
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    const d = line.charCodeAt(i);
    if (d === c) count++;
    else if (d !== 0x20) return false;
  }
  return count >= 3;
}

/** The number of `#` of an ATX heading line, or 0. */
function atxLevel(line: string): number {
  let k = 0;
  while (line.charCodeAt(k) === 0x23) k++;
  if (k === 0 || k > 6) return 0;
  return k === line.length || line.charCodeAt(k) === 0x20 ? k : 0;
}

interface Marker {
  ordered: boolean;
  /** The bullet character, or the ordered delimiter `.`/`)`. */
  ch: number;
  start: number;
  /** Columns up to the content (marker and one space). */
  width: number;
}

/**
 * The list item marker starting this line, or null when the line is no list item. Gives up on
 * empty items and on more than one space after the marker (indented code in items, wider
 * content offsets).
 */
function listMarker(line: string): Marker | null {
  const c = line.charCodeAt(0);
  let width: number;
  let m: Marker;
  if (c === 0x2d || c === 0x2a || c === 0x2b) {
    if (line.length === 1) giveUp();
    if (line.charCodeAt(1) !== 0x20) return null;
    width = 2;
    m = { ordered: false, ch: c, start: 0, width };
  } else if (c >= 0x30 && c <= 0x39) {
    let j = 1;
    while (j < line.length && line.charCodeAt(j) >= 0x30 && line.charCodeAt(j) <= 0x39) j++;
    const d = line.charCodeAt(j);
    if (d !== 0x2e && d !== 0x29) return null;
    if (j > 9) giveUp();
    if (j + 1 === line.length) giveUp();
    if (line.charCodeAt(j + 1) !== 0x20) return null;
    width = j + 2;
    m = { ordered: true, ch: d, start: Number.parseInt(line.slice(0, j), 10), width };
  } else {
    return null;
  }
  if (width >= line.length || line.charCodeAt(width) === 0x20) giveUp();
  return m;
}

interface Blocks {
  nodes: Node[];
  /** Whether a blank line separates two of the blocks (a list item's `spread`). */
  blankBetween: boolean;
}

/** Deeper nesting is left to micromark (and refused on write: markdown-nesting.ts). */
const MAX_DEPTH = LIMITS.depth * 2;

function parseBlocks(lines: string[], depth: number): Blocks {
  if (depth > MAX_DEPTH) giveUp();
  const nodes: Node[] = [];
  let blankBetween = false;
  let i = 0;
  const n = lines.length;
  while (i < n) {
    const line = lines[i];
    if (isBlank(line)) {
      i++;
      continue;
    }
    if (nodes.length > 0 && isBlank(lines[i - 1])) blankBetween = true;
    const c = line.charCodeAt(0);
    if (c === 0x20) giveUp(); // indented: paragraph continuation or code, left to micromark
    if (c === 0x23) {
      const level = atxLevel(line);
      if (level) {
        nodes.push(heading(line, level));
        i++;
        continue;
      }
    }
    if (c === 0x60 && line.startsWith('```')) {
      i = fencedCode(lines, i, nodes);
      continue;
    }
    if (isThematicBreak(line)) {
      nodes.push({ type: 'thematicBreak' });
      i++;
      continue;
    }
    if (c === 0x3e) {
      if (i > 0 && !isBlank(lines[i - 1]) && opensBlock(line.slice(1).trimStart())) giveUp();
      i = blockquote(lines, i, nodes, depth);
      continue;
    }
    const marker = listMarker(line);
    if (marker) {
      i = list(lines, i, marker, nodes, depth);
      continue;
    }
    i = paragraph(lines, i, nodes);
  }
  return { nodes, blankBetween };
}

/** A fence of backticks (no indentation) to a closing fence; an unclosed one is left to micromark. */
function fencedCode(lines: string[], i: number, out: Node[]): number {
  const line = lines[i];
  let n = 3;
  while (line.charCodeAt(n) === 0x60) n++;
  const info = line.slice(n);
  if (info.includes('`') || info.includes('\t') || info.includes('\\') || info.includes('&')) giveUp();
  // The language is the first word; the meta the rest, from its first non-space on (trailing spaces kept).
  const t = info.replace(/^ +/, '');
  const space = t.indexOf(' ');
  const lang = t === '' ? null : space < 0 ? t : t.slice(0, space);
  const rest = space < 0 ? '' : t.slice(space).replace(/^ +/, '');
  const meta = rest === '' ? null : rest;
  for (let j = i + 1; j < lines.length; j++) {
    const l = lines[j];
    const indent = indentOf(l);
    if (l.charCodeAt(indent) === 0x60 && l.startsWith('```', indent)) {
      let k = indent;
      while (l.charCodeAt(k) === 0x60) k++;
      // A shorter run, or one with more after it, is content.
      if (k - indent >= n && indent < 4 && /^[ \t]*$/.test(l.slice(k))) {
        if (indent > 0 || l.includes('\t')) giveUp(); // an indented or tabbed closing fence
        out.push({ type: 'code', lang, meta, value: lines.slice(i + 1, j).join('\n') });
        return j + 1;
      }
    }
    if (l.length > 0 && isBlank(l)) giveUp(); // whitespace-only lines: container indentation rules
  }
  giveUp(); // unclosed: runs to the end of its container
}

function heading(line: string, depth: number): Node {
  let start = depth;
  while (line.charCodeAt(start) === 0x20) start++;
  let end = line.length;
  while (end > start && line.charCodeAt(end - 1) === 0x20) end--;
  if (end > start && line.charCodeAt(end - 1) === 0x23) giveUp(); // a closing sequence, maybe
  return { type: 'heading', depth, children: parseInline(line.slice(start, end)) };
}

function blockquote(lines: string[], i: number, out: Node[], depth: number): number {
  const inner: string[] = [];
  let j = i;
  for (; j < lines.length; j++) {
    const l = lines[j];
    if (l.charCodeAt(0) === 0x3e) inner.push(l.slice(l.charCodeAt(1) === 0x20 ? 2 : 1));
    else if (isBlank(l)) break;
    else giveUp(); // lazy continuation, or a block right after the quote
  }
  out.push({ type: 'blockquote', children: parseBlocks(inner, depth + 1).nodes });
  return j;
}

function sameList(a: Marker, b: Marker): boolean {
  return a.ordered === b.ordered && a.ch === b.ch;
}

function list(lines: string[], i: number, first: Marker, out: Node[], depth: number): number {
  const items: Node[] = [];
  let spread = false;
  let marker = first;
  const n = lines.length;
  for (;;) {
    const width = marker.width;
    const head = lines[i].slice(width);
    if (head.charCodeAt(0) === 0x5b) giveUp(); // maybe a task list item
    // A block opening on the line of an item that interrupts a paragraph is read as interrupting it too.
    if (i > 0 && !isBlank(lines[i - 1]) && opensBlock(head)) giveUp();
    const content = [head];
    let j = i + 1;
    let next: Marker | null = null;
    for (; j < n; j++) {
      const l = lines[j];
      if (isBlank(l)) {
        content.push(l.length > width ? l.slice(width) : '');
        continue;
      }
      const indent = indentOf(l);
      if (indent >= width) {
        content.push(l.slice(width));
        continue;
      }
      if (indent > 0) giveUp();
      if (isThematicBreak(l)) {
        if (!isBlank(lines[j - 1])) giveUp();
        break;
      }
      const m = listMarker(l);
      if (m) {
        if (sameList(m, marker)) next = m; // else another list starts here
        break;
      }
      if (!isBlank(lines[j - 1])) giveUp(); // lazy continuation
      break;
    }
    let k = content.length;
    while (k > 0 && isBlank(content[k - 1])) k--;
    const trailingBlank = k < content.length;
    content.length = k;
    const blocks = parseBlocks(content, depth + 1);
    items.push({ type: 'listItem', spread: blocks.blankBetween, checked: null, children: blocks.nodes });
    if (!next) {
      i = j;
      break;
    }
    if (trailingBlank) spread = true;
    marker = next;
    i = j;
  }
  out.push({ type: 'list', ordered: first.ordered, start: first.ordered ? first.start : null, spread, children: items });
  return i;
}

/** Whether a line may open a block of its own (a marker character first). */
function startsLikeBlock(r: string): boolean {
  const c = r.charCodeAt(0);
  return c === 0x23 || c === 0x3e || c === 0x2d || c === 0x2a || c === 0x2b || c === 0x5f || c === 0x3d || (c >= 0x30 && c <= 0x39);
}

/** Whether a line opens a block with a marker: heading, quote, thematic break or list item. */
function opensBlock(r: string): boolean {
  const c = r.charCodeAt(0);
  if (c === 0x23) return atxLevel(r) > 0;
  if (c === 0x3e || isThematicBreak(r) || r.startsWith('```')) return true;
  if (c === 0x2d || c === 0x2a || c === 0x2b) return r.length === 1 || r.charCodeAt(1) === 0x20;
  if (c >= 0x30 && c <= 0x39) {
    let j = 1;
    while (j < r.length && r.charCodeAt(j) >= 0x30 && r.charCodeAt(j) <= 0x39) j++;
    const d = r.charCodeAt(j);
    return (d === 0x2e || d === 0x29) && (j + 1 === r.length || r.charCodeAt(j + 1) === 0x20);
  }
  return false;
}

/** Whether a paragraph's next line starts a block instead of continuing it (true), or continues it (false). */
function interrupts(r: string, indent: number): boolean {
  if (r.startsWith('```')) giveUp(); // a fence interrupting, or a code span
  if (!startsLikeBlock(r)) return false;
  const c = r.charCodeAt(0);
  if (indent > 0) giveUp();
  if (c === 0x23) return atxLevel(r) > 0;
  if (c === 0x3e) return true;
  if (c === 0x3d) giveUp(); // maybe a setext underline
  if (c === 0x2d) {
    if (isThematicBreak(r) || /^-+ *$/.test(r)) giveUp(); // setext underline or thematic break
    if (r.charCodeAt(1) !== 0x20) return false;
    if (!isBlank(r.slice(2))) return true;
    giveUp(); // an empty item
  }
  if (c === 0x5f || c === 0x2a) {
    if (isThematicBreak(r)) return true;
    if (c === 0x5f) return false;
  }
  if (c === 0x2a || c === 0x2b) {
    if (r.charCodeAt(1) !== 0x20) return false;
    if (r.length > 2 && !isBlank(r.slice(2))) return true;
    giveUp();
  }
  // A digit.
  let j = 1;
  while (j < r.length && r.charCodeAt(j) >= 0x30 && r.charCodeAt(j) <= 0x39) j++;
  const d = r.charCodeAt(j);
  if (d !== 0x2e && d !== 0x29) return false;
  giveUp(); // an ordered item that may or may not interrupt
}

function paragraph(lines: string[], i: number, out: Node[]): number {
  let text = trimEnd(lines[i]);
  let j = i + 1;
  for (; j < lines.length; j++) {
    const l = lines[j];
    if (isBlank(l)) break;
    const indent = indentOf(l);
    const r = indent ? l.slice(indent) : l;
    if (indent < 4 && interrupts(r, indent)) break;
    text += trimEnd(r);
  }
  // `text` ends with the line break of its last line (or not): take it off.
  const last = text.charCodeAt(text.length - 1);
  if (last === 0x0a || last === 0x00) text = text.slice(0, -1);
  out.push({ type: 'paragraph', children: parseInline(text) });
  return j;
}

/**
 * A paragraph line without its trailing spaces, followed by its line ending: `\n`, or NUL for a
 * hard break (two or more trailing spaces).
 */
function trimEnd(line: string): string {
  let end = line.length;
  while (end > 0 && line.charCodeAt(end - 1) === 0x20) end--;
  const body = line.slice(0, end);
  const spaces = line.length - end;
  if (spaces === 1 && line.charCodeAt(end - 1) === 0x5c) giveUp(); // `\ ` would read as a hard break
  return body + (spaces >= 2 ? '\0' : '\n');
}
