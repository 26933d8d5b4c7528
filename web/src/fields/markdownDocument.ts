import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * Markdown read into mdast the way the API reads it (remark + GFM), without source positions:
 * two spellings of one document (`*` or `-` bullets, `_` or `*` emphasis) give the same tree.
 * Loaded only when a screen compares or renders documents, so the entry form stays small.
 */
const parser = unified().use(remarkParse).use(remarkGfm);

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) if (k !== 'position') out[k] = strip(v);
  return out;
}

export function parseMarkdown(markdown: string): Root {
  return strip(parser.runSync(parser.parse(markdown))) as Root;
}

/** Whether two markdown texts hold the same document. */
export function sameDocument(a: string, b: string): boolean {
  return JSON.stringify(parseMarkdown(a)) === JSON.stringify(parseMarkdown(b));
}
