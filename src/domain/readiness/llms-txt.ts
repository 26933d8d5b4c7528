import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Heading, List, Root, RootContent } from 'mdast';

export interface LlmsTxtVerdict {
  /** What makes the file unusable (not the llmstxt.org shape at all). */
  errors: string[];
  /** What is missing but allowed by the format. */
  warnings: string[];
  /** Link count across the file's sections. */
  links: number;
}

const isHeading = (n: RootContent, depth: number): n is Heading => n.type === 'heading' && n.depth === depth;

/**
 * Checks /llms.txt against the llmstxt.org format: an H1 with the site's name first (the one
 * required part), then a blockquote summary, then H2 sections holding markdown lists of links
 * (`- [name](url): notes`).
 */
export function checkLlmsTxt(text: string): LlmsTxtVerdict {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (/^\s*<(!doctype|html|head|body)\b/i.test(text)) {
    return { errors: ['it is an HTML page (often the site answering every path with its app shell), not markdown'], warnings, links: 0 };
  }
  const tree: Root = fromMarkdown(text.slice(0, 500_000));
  const nodes = tree.children.filter((n) => n.type !== 'html' && n.type !== 'definition');
  if (nodes.length === 0 || !isHeading(nodes[0], 1)) errors.push('it does not start with an H1 naming the site ("# Site name")');
  if (tree.children.filter((n) => isHeading(n, 1)).length > 1) errors.push('it has more than one H1; the format has exactly one');
  if (!nodes.some((n) => n.type === 'blockquote')) warnings.push('no blockquote summary ("> what the site is about") after the H1');
  const sections = nodes.filter((n) => isHeading(n, 2));
  let links = 0;
  const listsWithoutLinks: number[] = [];
  nodes.forEach((n, i) => {
    if (n.type !== 'list') return;
    const inSection = nodes.slice(0, i).some((m) => isHeading(m, 2));
    if (!inSection) return;
    for (const item of (n as List).children) {
      const hasLink = JSON.stringify(item).includes('"type":"link"');
      if (hasLink) links++;
      else listsWithoutLinks.push(i);
    }
  });
  if (sections.length === 0) warnings.push('no H2 sections ("## Docs") listing the pages worth reading');
  else if (links === 0) warnings.push('its sections list no links ("- [Page](https://…): what it holds")');
  if (listsWithoutLinks.length > 0) warnings.push(`${listsWithoutLinks.length} list item(s) in its sections are not links`);
  return { errors, warnings, links };
}
