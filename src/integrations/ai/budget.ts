/**
 * Size budgets for requests to the AI provider. Sizes are in characters of the text sent,
 * a stable stand-in for tokens (about 4 characters per token in the languages sites use)
 * that needs no tokenizer for each model.
 */

/**
 * Packs items, in order, into consecutive groups whose summed size stays within `budget`.
 * An item larger than the budget on its own gets a group of its own: the caller splits such
 * items first (see splitText) when it has to.
 */
export function packByBudget<T>(items: readonly T[], sizeOf: (item: T) => number, budget: number): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let used = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (current.length > 0 && used + size > budget) {
      groups.push(current);
      current = [];
      used = 0;
    }
    current.push(item);
    used += size;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Splits a long text into pieces of at most `budget` characters whose concatenation is the
 * text again. It cuts after a paragraph break when it can, else after a line break, else
 * after a sentence end, else after a space, and only as a last resort inside a word.
 */
export function splitText(text: string, budget: number): string[] {
  if (budget < 1) throw new RangeError('budget must be at least 1');
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > budget) {
    const window = rest.slice(0, budget);
    const cut = lastCut(window);
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.length > 0 || pieces.length === 0) pieces.push(rest);
  return pieces;
}

const BOUNDARIES = [/\n\s*\n/g, /\n/g, /[.!?。！？]\s+/g, /\s+/g];

function lastCut(window: string): number {
  for (const boundary of BOUNDARIES) {
    let end = -1;
    for (const m of window.matchAll(boundary)) end = m.index + m[0].length;
    // A cut in the first fifth would make tiny pieces; try a weaker boundary instead.
    if (end > window.length / 5 && end < window.length + 1) return end;
  }
  return window.length;
}
