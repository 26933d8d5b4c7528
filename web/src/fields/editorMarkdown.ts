import { $remark } from '@milkdown/kit/utils';

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  children?: MdNode[];
  position?: { start: { offset?: number } };
}

function walk(node: MdNode, visit: (node: MdNode, parent: MdNode | null, index: number) => void, parent: MdNode | null = null, index = 0): void {
  visit(node, parent, index);
  node.children?.forEach((child, i) => walk(child, visit, node, i));
}

/**
 * Markdown as the editor reads it, brought to what its schema holds without changing the
 * document, so the editor saves back what the API stored:
 * - An image without a title (or alt) has `null` there in mdast; the editor's image node takes
 *   only strings, and one bad attribute made the whole document fail to load (saved empty).
 *   An empty string is written back as no title.
 * - A bare URL in text is text in the stored document (the API does not turn it into a link);
 *   GFM's autolink literals would make it a link node. A link the source did not write as
 *   `[…](…)` or `<…>` goes back to text.
 * Runs on the parsed tree only: a tree being saved has no source to compare with.
 */
export const storedForm = $remark('tessera-stored-form', () => () => (tree: unknown, file: { value?: unknown }) => {
  const source = typeof file?.value === 'string' ? file.value : null;
  walk(tree as MdNode, (node, parent, index) => {
    if (node.type === 'image') {
      node.title ??= '';
      node.alt ??= '';
    }
    if (source !== null && parent && node.type === 'link') {
      const start = node.position?.start.offset;
      if (start !== undefined && source[start] !== '[' && source[start] !== '<') {
        const text = (node.children ?? []).map((c) => c.value ?? '').join('');
        parent.children![index] = { type: 'text', value: text, position: node.position };
      }
    }
  });
});
