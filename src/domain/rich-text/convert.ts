import type { Root } from 'mdast';
import { markdownProblem } from './markdown-nesting.ts';
import { fromMarkdown, type Options as FromMarkdownOptions } from 'mdast-util-from-markdown';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmTableFromMarkdown, gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { gfmStrikethroughFromMarkdown, gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTaskListItemFromMarkdown, gfmTaskListItemToMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnoteFromMarkdown, gfmFootnoteToMarkdown } from 'mdast-util-gfm-footnote';
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { ASSET_SCHEME, cleanDocument, ENTRY_SCHEME, LIMITS, stripPositions, type RichTextDocument } from './document.ts';
import { defaultSchema } from 'hast-util-sanitize';
import type { Element } from 'hast';
import { embedMarkdown, liftEmbeds, mayHoldEmbeds } from './embeds.ts';
import { linkBareUrls } from './autolink.ts';
import { fastMarkdownToDocument } from './fast-markdown/parse.ts';
import { countConversion } from './fast-markdown/fallbacks.ts';

/**
 * Conversions between markdown, the stored mdast document and sanitised HTML (unified's mdast
 * utilities). Markdown is CommonMark plus the GFM tables, strikethrough, task lists and
 * footnotes; GFM's bare-URL autolinks are applied when rendering HTML instead of when parsing
 * (the parse extension costs more than the rest of parsing together). The markdown style is
 * fixed so markdown → document → markdown is stable (docs/entries.md "Rich text").
 */
export const MARKDOWN_STYLE: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
};

/**
 * Each GFM construct with the characters it cannot exist without. The table construct is tried
 * at the start of every line and costs about a third of a parse, so a text in which none of a
 * construct's characters occur is parsed without that construct: same tree, less work. A table
 * needs a `|`, or (one column) a delimiter row with an alignment colon next to a `-`; a
 * strikethrough a `~`; a task list item `[`; a footnote `[^`. Kept in the order the parser had
 * them all in, since constructs on the same character are tried in that order.
 */
const GFM_CONSTRUCTS = [
  { syntax: gfmTable(), tree: gfmTableFromMarkdown(), present: (md: string) => md.includes('|') || md.includes(':-') || md.includes('-:') },
  { syntax: gfmStrikethrough(), tree: gfmStrikethroughFromMarkdown(), present: (md: string) => md.includes('~') },
  { syntax: gfmTaskListItem(), tree: gfmTaskListItemFromMarkdown(), present: (md: string) => md.includes('[') },
  { syntax: gfmFootnote(), tree: gfmFootnoteFromMarkdown(), present: (md: string) => md.includes('[^') },
];
/** Parser options per set of constructs present (a bit mask), built once each. */
const parseOptions = new Map<number, FromMarkdownOptions>();

function parseOptionsFor(markdown: string): FromMarkdownOptions {
  let mask = 0;
  GFM_CONSTRUCTS.forEach((c, i) => {
    if (c.present(markdown)) mask |= 1 << i;
  });
  let options = parseOptions.get(mask);
  if (!options) {
    const used = GFM_CONSTRUCTS.filter((_, i) => mask & (1 << i));
    options = { extensions: used.map((c) => c.syntax), mdastExtensions: used.map((c) => c.tree) };
    parseOptions.set(mask, options);
  }
  return options;
}

/** The parser's tree, positions included. */
function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, parseOptionsFor(markdown));
}

/** Either parser's tree, with embed text turned into embed nodes (embeds.ts). */
function parseAny(markdown: string): Root {
  const fast = fastMarkdownToDocument(markdown);
  countConversion(fast === undefined);
  const tree = fast ?? parseMarkdown(markdown);
  return mayHoldEmbeds(markdown) ? liftEmbeds(tree) : tree;
}

const embedToMarkdown = (node: unknown) => embedMarkdown(node as { type: string });
const STRINGIFY: ToMarkdownOptions = {
  ...MARKDOWN_STYLE,
  extensions: [gfmTableToMarkdown(), gfmStrikethroughToMarkdown(), gfmTaskListItemToMarkdown(), gfmFootnoteToMarkdown()],
  handlers: { leafDirective: embedToMarkdown, textDirective: embedToMarkdown } as unknown as ToMarkdownOptions['handlers'],
};

/**
 * An embed in HTML: an empty `<div>` (block) or `<span>` (inline) with `data-embed` (`entry` or
 * `asset`) and `data-id`, for a front end to replace with its own component. A file embed also
 * carries the file as `<img>` or a link, so the page works without that step.
 */
function embedElement(node: { type: string; name?: unknown; attributes?: { id?: string }; data?: { file?: { url: string; alt: string | null; image: boolean } } }): Element {
  const file = node.data?.file;
  const inner: Element[] = !file
    ? []
    : file.image
      ? [{ type: 'element', tagName: 'img', properties: { src: file.url, alt: file.alt ?? '' }, children: [] }]
      : [{ type: 'element', tagName: 'a', properties: { href: file.url }, children: [{ type: 'text', value: file.alt ?? file.url } as never] }];
  return {
    type: 'element',
    tagName: node.type === 'leafDirective' ? 'div' : 'span',
    properties: { dataEmbed: String(node.name), dataId: String(node.attributes?.id ?? '') },
    children: inner,
  };
}
const SANITIZE = {
  ...defaultSchema,
  attributes: { ...defaultSchema.attributes, div: [...(defaultSchema.attributes?.div ?? []), 'dataEmbed', 'dataId'], span: [...(defaultSchema.attributes?.span ?? []), 'dataEmbed', 'dataId'] },
};
const htmlRenderer = unified()
  .use(remarkRehype, { handlers: { leafDirective: (_s: unknown, node: never) => embedElement(node), textDirective: (_s: unknown, node: never) => embedElement(node) } as never })
  .use(rehypeSanitize, SANITIZE)
  .use(rehypeStringify);

/**
 * The document for a markdown text: the fast parser's when the text is within what it reads
 * (fast-markdown/parse.ts: the same tree, about twenty times sooner), else micromark's.
 */
export function markdownToDocument(markdown: string): RichTextDocument {
  return stripPositions(parseAny(markdown)) as RichTextDocument;
}

/**
 * Recent conversions by document, bounded by characters. Converting one ~2 KB post costs about
 * a millisecond, so a cold list of 100 posts asked as markdown spent most of its time here after
 * every publish; the text of a document is the same whatever asks for it, and
 * most documents of a list did not change. Pure: the answer depends on the document only.
 */
const markdownMemo = new Map<string, string>();
let markdownMemoChars = 0;
const MARKDOWN_MEMO_CHARS = 4 * 1024 * 1024;

export function documentToMarkdown(doc: RichTextDocument): string {
  const key = JSON.stringify(doc);
  const hit = markdownMemo.get(key);
  if (hit !== undefined) return hit;
  const md = toMarkdown(doc as Root, STRINGIFY);
  if (key.length + md.length > MARKDOWN_MEMO_CHARS / 64) return md;
  markdownMemo.set(key, md);
  markdownMemoChars += key.length + md.length;
  for (const [k, v] of markdownMemo) {
    if (markdownMemoChars <= MARKDOWN_MEMO_CHARS) break;
    markdownMemo.delete(k);
    markdownMemoChars -= k.length + v.length;
  }
  return md;
}

/** What an `asset:<id>` reference becomes in HTML: the file URL, its alt text and whether it is an image. */
export type AssetResolver = (id: string) => { url: string; alt: string | null; content_type?: string } | undefined;
/**
 * What an `entry:<id>` link becomes in HTML: the entry's URL in the reader's language (null: it
 * has none), or undefined when the reader may not see it (the link then shows as its text).
 */
export type EntryResolver = (id: string) => { url: string | null } | undefined;

/**
 * Sanitised HTML (GitHub's rules via rehype-sanitize; raw HTML inside markdown is dropped).
 * File references become the file URLs; an image whose file is gone is left out, and an image
 * without its own alt text takes the file's. Entry links take the entry's URL, or become their
 * text; embeds become `data-embed` elements (`embedElement`), left out when their target is not
 * there for this reader.
 */
export function documentToHtml(doc: RichTextDocument, resolve: AssetResolver, resolveEntry: EntryResolver = () => undefined): string {
  const tree = linkBareUrls(resolveTargets(structuredClone(doc), resolve, resolveEntry)[0]);
  return htmlRenderer.stringify(htmlRenderer.runSync(tree as Root));
}

type HtmlNode = { type?: string; url?: string; alt?: string | null; name?: unknown; attributes?: { id?: string }; data?: unknown; children?: HtmlNode[] };

/** The node with its links resolved: none (left out), itself, or its children (an unwrapped entry link). */
function resolveTargets(n: HtmlNode, resolve: AssetResolver, resolveEntry: EntryResolver): HtmlNode[] {
  if (Array.isArray(n.children)) n.children = n.children.flatMap((c) => resolveTargets(c, resolve, resolveEntry));
  if (n.type === 'leafDirective' || n.type === 'textDirective') {
    const id = n.attributes?.id ?? '';
    if (n.name === 'entry') return resolveEntry(id) ? [n] : [];
    const a = resolve(id);
    if (!a) return [];
    n.data = { file: { url: a.url, alt: a.alt, image: (a.content_type ?? '').startsWith('image/') } };
    return [n];
  }
  if (typeof n.url === 'string' && n.url.startsWith(ENTRY_SCHEME)) {
    const target = resolveEntry(n.url.slice(ENTRY_SCHEME.length));
    if (!target?.url) return n.children ?? [];
    n.url = target.url;
  }
  if (typeof n.url === 'string' && n.url.startsWith(ASSET_SCHEME)) {
    const asset = resolve(n.url.slice(ASSET_SCHEME.length));
    n.url = asset?.url ?? '';
    if (n.type === 'image' && !asset) return [];
    if (n.type === 'image' && asset && !n.alt) n.alt = asset.alt ?? '';
  }
  return [n];
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
    if (typeof candidate !== 'object' || candidate === null || (candidate as { type?: unknown }).type !== 'root') {
      const problem = markdownProblem(v);
      if (problem) return { ok: false, expected: problem };
      // cleanDocument below keeps known properties only, so micromark's positions go without a walk of their own.
      candidate = parseAny(v);
    }
  } else if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    return { ok: false, expected: EXPECTED };
  } else if (JSON.stringify(v).length > LIMITS.chars * 2) {
    return { ok: false, expected: `a rich-text document of at most ${LIMITS.chars * 2} characters of JSON` };
  }
  const r = cleanDocument(candidate);
  return r.ok ? { ok: true, value: r.doc } : { ok: false, expected: r.expected };
}
