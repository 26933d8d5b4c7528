import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { ASSET_SCHEME, cleanDocument, LIMITS, stripPositions, type RichTextDocument } from './document.ts';

/**
 * Conversions between markdown, the stored mdast document and sanitised HTML, with unified.
 * The markdown style is fixed so markdown → document → markdown is stable (docs/entries.md).
 */
export const MARKDOWN_STYLE: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
};

const parser = unified().use(remarkParse).use(remarkGfm);
const stringifier = unified().use(remarkStringify, MARKDOWN_STYLE).use(remarkGfm);
const htmlRenderer = unified().use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

export function markdownToDocument(markdown: string): RichTextDocument {
  return stripPositions(parser.parse(markdown)) as RichTextDocument;
}

export function documentToMarkdown(doc: RichTextDocument): string {
  return stringifier.stringify(structuredClone(doc) as Root);
}

/** What an `asset:<id>` reference becomes in HTML: the file URL and its alt text. */
export type AssetResolver = (id: string) => { url: string; alt: string | null } | undefined;

/**
 * Sanitised HTML (GitHub's rules via rehype-sanitize; raw HTML inside markdown is dropped).
 * File references become the file URLs; an image whose file is gone is left out, and an image
 * without its own alt text takes the file's.
 */
export function documentToHtml(doc: RichTextDocument, resolve: AssetResolver): string {
  const tree = resolveAssets(structuredClone(doc), resolve);
  return htmlRenderer.stringify(htmlRenderer.runSync(tree as Root));
}

function resolveAssets<T>(node: T, resolve: AssetResolver): T {
  const n = node as { type?: string; url?: string; alt?: string | null; children?: unknown[] };
  if (Array.isArray(n.children)) {
    n.children = n.children
      .map((c) => resolveAssets(c, resolve))
      .filter((c) => !((c as { type?: string; url?: string }).type === 'image' && (c as { url?: string }).url === ''));
  }
  if (typeof n.url === 'string' && n.url.startsWith(ASSET_SCHEME)) {
    const asset = resolve(n.url.slice(ASSET_SCHEME.length));
    n.url = asset?.url ?? '';
    if (n.type === 'image' && asset && !n.alt) n.alt = asset.alt ?? '';
  }
  return node;
}

export type RichTextResult = { ok: true; value: RichTextDocument } | { ok: false; expected: string };

const EXPECTED = 'rich text: a markdown string, or a block document (mdast: an object with "type": "root", or that object as JSON text)';

/**
 * Rich text on write (SPEC "Value formats"): markdown, a block document, or that document as
 * JSON text. Always stored as the document.
 */
export function normalizeRichText(v: unknown): RichTextResult {
  let candidate: unknown = v;
  if (typeof v === 'string') {
    if (v.length > LIMITS.chars) return { ok: false, expected: `rich text of at most ${LIMITS.chars} characters` };
    const t = v.trimStart();
    if (t.startsWith('{')) {
      try {
        candidate = JSON.parse(v);
      } catch {
        candidate = undefined;
      }
    }
    if (typeof candidate !== 'object' || candidate === null || (candidate as { type?: unknown }).type !== 'root') candidate = markdownToDocument(v);
  } else if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    return { ok: false, expected: EXPECTED };
  } else if (JSON.stringify(v).length > LIMITS.chars * 2) {
    return { ok: false, expected: `a rich-text document of at most ${LIMITS.chars * 2} characters of JSON` };
  }
  const r = cleanDocument(candidate);
  return r.ok ? { ok: true, value: r.doc } : { ok: false, expected: r.expected };
}
