/**
 * GFM-style autolinks for HTML output: bare http(s) URLs in text (outside links and code)
 * become links. Done when rendering, so stored documents keep exactly what was written.
 */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]*[^\s<>".,:;!?'")\]]/g;
const SKIP = new Set(['link', 'linkReference', 'inlineCode', 'code', 'html', 'definition']);

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  url?: string;
}

export function linkBareUrls<T>(tree: T): T {
  const visit = (node: Node) => {
    if (!node.children || SKIP.has(node.type)) return;
    const out: Node[] = [];
    for (const child of node.children) {
      if (child.type !== 'text' || !child.value?.includes('://')) {
        visit(child);
        out.push(child);
        continue;
      }
      let last = 0;
      for (const m of child.value.matchAll(URL_IN_TEXT)) {
        if (m.index > last) out.push({ type: 'text', value: child.value.slice(last, m.index) });
        out.push({ type: 'link', url: m[0], children: [{ type: 'text', value: m[0] }] });
        last = m.index + m[0].length;
      }
      if (last < child.value.length) out.push({ type: 'text', value: child.value.slice(last) });
    }
    node.children = out;
  };
  visit(tree as Node);
  return tree;
}
