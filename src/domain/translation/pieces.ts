/**
 * A segment longer than a request may carry (a rich-text paragraph of 20,000 characters) is
 * sent in pieces cut at sentence ends and joined back from the answers, so no request goes out
 * oversized. Rich-text segments carry numbered tags (`<1>…</1>`): a cut is made outside every
 * tag when the text allows it, never inside a tag or an entity, and the tags are checked once
 * the pieces are joined again.
 */

export interface Piece {
  /** `segment id~n` */
  id: string;
  /** The piece without its surrounding whitespace (models drop it). */
  text: string;
  lead: string;
  tail: string;
}

const SENTENCE_END = /[.!?。！？…]["'”’)»]*\s+/g;
const SPACE = /\s+/g;

/** Tag depth before each position of a segment text (0 outside every `<n>…</n>`), and positions inside a tag or entity. */
function scan(text: string): { depth: Int32Array; inToken: Uint8Array } {
  const depth = new Int32Array(text.length + 1);
  const inToken = new Uint8Array(text.length + 1);
  let d = 0;
  let i = 0;
  while (i < text.length) {
    depth[i] = d;
    const m = /^<(\/?)\d+(\/?)>|^&(?:lt|gt|amp);/.exec(text.slice(i, i + 16));
    if (!m) {
      i++;
      continue;
    }
    for (let j = i + 1; j < i + m[0].length; j++) {
      inToken[j] = 1;
      depth[j] = d;
    }
    if (m[0].startsWith('<') && m[2] !== '/') d = m[1] === '/' ? Math.max(0, d - 1) : d + 1;
    i += m[0].length;
  }
  depth[text.length] = d;
  return { depth, inToken };
}

function cutIn(text: string, from: number, max: number, info: ReturnType<typeof scan>): number {
  const window = text.slice(from, from + max);
  const minimum = Math.floor(max / 5);
  const ends = (re: RegExp) => [...window.matchAll(re)].map((m) => m.index + m[0].length).filter((e) => e > minimum && e <= window.length);
  const sentences = ends(SENTENCE_END);
  const spaces = ends(SPACE);
  const outside = (e: number) => info.depth[from + e] === 0;
  const pick = sentences.filter(outside).at(-1) ?? sentences.at(-1) ?? spaces.filter(outside).at(-1) ?? spaces.at(-1);
  if (pick !== undefined) return from + pick;
  // No space at all: cut inside a word, but never inside a tag or an entity.
  let at = from + window.length;
  while (at > from + 1 && info.inToken[at]) at--;
  return at;
}

/**
 * Splits a segment's text into pieces of at most `max` characters whose concatenation is the
 * text again; a text within `max` is one piece.
 */
export function splitSegment(id: string, text: string, max: number): Piece[] {
  if (max < 16) throw new RangeError('max must be at least 16');
  if (text.length <= max) return [{ id, text, lead: '', tail: '' }];
  const parts: string[] = [];
  const info = scan(text);
  let from = 0;
  while (text.length - from > max) {
    const at = cutIn(text, from, max, info);
    parts.push(text.slice(from, at));
    from = at;
  }
  parts.push(text.slice(from));
  return parts.map((p, i) => {
    const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(p) as RegExpExecArray;
    return { id: `${id}~${i}`, text: m[2], lead: m[1], tail: m[3] };
  });
}

/** The answer of a split segment from its pieces' answers, or undefined when any piece is missing. */
export function joinPieces(pieces: readonly Piece[], answers: ReadonlyMap<string, string>): string | undefined {
  if (pieces.length === 1) return answers.get(pieces[0].id);
  let out = '';
  for (const p of pieces) {
    const a = answers.get(p.id);
    if (a === undefined || a.trim() === '') return undefined;
    out += `${p.lead}${a.trim()}${p.tail}`;
  }
  return out;
}
