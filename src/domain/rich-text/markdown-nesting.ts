import { LIMITS } from './document.ts';

/**
 * How deeply a markdown text nests block containers (block quotes and lists), estimated line by
 * line without parsing: the `>` and list markers at the start of each line plus two columns of
 * indentation per nested list. Parsing markdown nested thousands of levels deep takes the parser
 * quadratic time and overflows the stack of anything walking the tree, so such text is refused
 * before parsing (docs/limits.md "Request bodies"). Stops once past `max`.
 */
export function markdownNestingDepth(markdown: string, max: number = LIMITS.depth * 2): number {
  let deepest = 0;
  let i = 0;
  const n = markdown.length;
  while (i < n) {
    let depth = 0;
    let columns = 0;
    // The container prefix of this line: spaces, tabs, `>` and list markers followed by a space.
    for (;;) {
      const c = markdown.charCodeAt(i);
      if (c === 0x20) {
        columns++;
        i++;
      } else if (c === 0x09) {
        columns += 4;
        i++;
      } else if (c === 0x3e) {
        depth++;
        i += markdown.charCodeAt(i + 1) === 0x20 ? 2 : 1; // the space after a marker is no indentation
      } else if ((c === 0x2d || c === 0x2a || c === 0x2b) && isBlank(markdown.charCodeAt(i + 1))) {
        depth++;
        i += markdown.charCodeAt(i + 1) === 0x20 ? 2 : 1;
      } else if (c >= 0x30 && c <= 0x39) {
        let j = i;
        while (j < n && j - i < 9 && markdown.charCodeAt(j) >= 0x30 && markdown.charCodeAt(j) <= 0x39) j++;
        const after = markdown.charCodeAt(j);
        if ((after === 0x2e || after === 0x29) && isBlank(markdown.charCodeAt(j + 1))) {
          depth++;
          i = markdown.charCodeAt(j + 1) === 0x20 ? j + 2 : j + 1;
        } else break;
      } else break;
      if (depth + Math.floor(columns / 2) > max) return depth + Math.floor(columns / 2);
    }
    deepest = Math.max(deepest, depth + Math.floor(columns / 2));
    const eol = markdown.indexOf('\n', i);
    i = eol === -1 ? n : eol + 1;
  }
  return deepest;
}

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || Number.isNaN(c);
}

/**
 * At most this many `[` and `<` (links, images, HTML), and twice as many `*` and `_` (emphasis),
 * in one markdown value: the parser resolves them in time that grows with the square of their
 * number, so a 100 KB text of them would hold the CPU for a minute.
 */
export const MARKDOWN_MAX_BRACKETS = 5000;
export const MARKDOWN_MAX_EMPHASIS_MARKS = 10_000;

/** Why a markdown text is refused before parsing (too deeply nested, too many brackets or emphasis marks), or null. */
export function markdownProblem(markdown: string): string | null {
  if (markdownNestingDepth(markdown) > LIMITS.depth * 2) return `markdown nesting block quotes and lists at most ${LIMITS.depth} levels deep`;
  // All four counted at once by the regular expression engine (much faster than a loop over every
  // character): under the lower limit in all, the text is under both. Only a text with more takes
  // the loop below, which says which limit it reaches first.
  if (count(markdown, /[[<*_]/g) <= Math.min(MARKDOWN_MAX_BRACKETS, MARKDOWN_MAX_EMPHASIS_MARKS)) return null;
  let brackets = 0;
  let marks = 0;
  for (let i = 0; i < markdown.length; i++) {
    const c = markdown.charCodeAt(i);
    if ((c === 0x5b || c === 0x3c) && ++brackets > MARKDOWN_MAX_BRACKETS) return `markdown with at most ${MARKDOWN_MAX_BRACKETS} "[" and "<" characters in all`;
    if ((c === 0x2a || c === 0x5f) && ++marks > MARKDOWN_MAX_EMPHASIS_MARKS) return `markdown with at most ${MARKDOWN_MAX_EMPHASIS_MARKS} "*" and "_" characters in all`;
  }
  return null;
}

function count(text: string, chars: RegExp): number {
  let n = 0;
  while (chars.exec(text) !== null) n++;
  return n;
}
