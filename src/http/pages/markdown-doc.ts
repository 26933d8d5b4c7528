import { readFileSync } from 'node:fs';
import type { Root, RootContent } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** The docs/ pages that /docs also serves, by file name; links between them keep working. */
const SERVED: Record<string, string> = { 'deploy-hooks.md': '/docs/deploy-hooks' };

function plainText(n: RootContent): string {
  if ('value' in n && typeof n.value === 'string') return n.value;
  return 'children' in n ? (n.children as RootContent[]).map(plainText).join('') : '';
}

/**
 * A link to another docs/ file points at its /docs page when there is one; otherwise the link
 * is dropped and its text kept (the repository's docs/ folder is not served).
 */
function relink(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((n): RootContent[] => {
    if (n.type === 'link' && /^[a-z0-9-]+\.md(#.*)?$/.test(n.url)) {
      const [file, hash] = n.url.split('#') as [string, string | undefined];
      const to = SERVED[file];
      if (!to) return relink(n.children as RootContent[]);
      return [{ ...n, url: hash ? `${to}#${hash}` : to, children: relink(n.children as RootContent[]) as typeof n.children }];
    }
    if (n.type === 'heading') {
      // GitHub's anchor ids, so /docs/deploy-hooks#verifying-the-signature works as on GitHub.
      const id = plainText(n).toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');
      return [{ ...n, data: { ...n.data, hProperties: { id } }, children: relink(n.children as RootContent[]) as typeof n.children }];
    }
    if ('children' in n) return [{ ...n, children: relink(n.children as RootContent[]) } as RootContent];
    return [n];
  });
}

/**
 * Renders one page of docs/ (the same markdown the repository shows) to HTML, once at start-up:
 * the served page and the file cannot drift apart. The files are ours, so nothing is sanitised.
 */
export function renderDocsMarkdown(file: string): { title: string; html: string } {
  const markdown = readFileSync(new URL(`../../../docs/${file}`, import.meta.url), 'utf8');
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);
  const tree = processor.parse(markdown) as Root;
  tree.children = relink(tree.children);
  const heading = tree.children.find((n) => n.type === 'heading' && n.depth === 1);
  const title = heading ? plainText(heading) : file;
  return { title, html: processor.stringify(processor.runSync(tree) as never) };
}
