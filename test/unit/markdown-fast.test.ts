import { describe, it } from 'node:test';
import { readdirSync, readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { fastMarkdownToDocument } from '../../src/domain/rich-text/fast-markdown/parse.ts';
import { markdownFallbacks, resetMarkdownFallbacks } from '../../src/domain/rich-text/fast-markdown/fallbacks.ts';
import { documentToMarkdown, markdownToDocument, normalizeRichText } from '../../src/domain/rich-text/convert.ts';
import { cleanDocument, stripPositions, type RichTextDocument } from '../../src/domain/rich-text/document.ts';
import { RICH_TEXT_DOCUMENTS } from '../fixtures/rich-text-documents.ts';
import { generatedMarkdown, generatedSubsetMarkdown, MARKDOWN_EDGES, pathologicalMarkdown } from '../fixtures/markdown-corpus.ts';

/** micromark with every GFM construct: the parser the fast one must agree with. */
const ALL_GFM = {
  extensions: [gfmTable(), gfmStrikethrough(), gfmTaskListItem(), gfmFootnote()],
  mdastExtensions: [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTaskListItemFromMarkdown(), gfmFootnoteFromMarkdown()],
};
const reference = (md: string) => stripPositions(fromMarkdown(md, ALL_GFM));

/** Checks one text: what the fast parser gives, if anything, is micromark's tree (key order too). Returns whether it read it. */
function agrees(md: string): boolean {
  const fast = fastMarkdownToDocument(md);
  if (!fast) return false;
  const ref = reference(md);
  assert.equal(JSON.stringify(fast), JSON.stringify(ref), `for ${JSON.stringify(md)}`);
  return true;
}

/** A post body of the kind agents write: headings, paragraphs, links, emphasis, lists, quotes, code. */
function post(i: number): string {
  return documentToMarkdown({
    type: 'root',
    children: [
      { type: 'heading', depth: 2, children: [{ type: 'text', value: `Post ${i}` }] },
      { type: 'paragraph', children: [{ type: 'text', value: 'Read the ' }, { type: 'link', url: `https://example.com/${i}`, title: null, children: [{ type: 'text', value: 'guide' }] }, { type: 'text', value: ' for ' }, { type: 'emphasis', children: [{ type: 'text', value: 'more' }] }, { type: 'text', value: '.' }] },
      { type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'text', value: 'one' }] }] }, { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: 'two' }] }] }] }] },
      { type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'text', value: 'another list' }] }] }] },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'A quote.' }] }] },
      { type: 'list', ordered: true, start: 1, spread: false, children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'text', value: 'first' }] }] }] },
      { type: 'paragraph', children: [{ type: 'text', value: 'Run ' }, { type: 'inlineCode', value: 'npm test' }, { type: 'text', value: ' (R&D, 2 < 3, a*b).' }] },
      { type: 'code', lang: 'ts', meta: null, value: 'const x = a < b && c | d;\n\nconsole.log(x);' },
      { type: 'thematicBreak' },
      { type: 'paragraph', children: [{ type: 'image', url: 'asset:a1', title: 'T', alt: 'Alt' }] },
    ],
  } as RichTextDocument);
}

describe('fast markdown parser: the same documents as micromark', () => {
  it('on the rich-text fixtures and hand-written edge cases', () => {
    for (const md of [...Object.values(RICH_TEXT_DOCUMENTS), ...MARKDOWN_EDGES]) agrees(md);
  });

  it('on generated texts of every construct', () => {
    const corpus = [...generatedMarkdown(3000, 1, true), ...generatedMarkdown(3000, 2, false), ...generatedSubsetMarkdown(3000)];
    const read = corpus.filter(agrees).length;
    assert.ok(read > 1000, `the fast parser read ${read} texts`);
  });

  it("on real markdown: the project's own documentation, whole, by section and by paragraph", () => {
    const root = new URL('../../', import.meta.url);
    const files = [new URL('README.md', root), ...readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md')).map((f) => new URL(`docs/${f}`, root))];
    let read = 0;
    for (const file of files) {
      const md = readFileSync(file, 'utf8');
      for (const text of [md, ...md.split(/\n(?=#)/), ...md.split('\n\n')]) if (agrees(text)) read++;
    }
    assert.ok(read > 500, `the fast parser read ${read} texts`);
  });

  it('on pathological inputs, which it reads (or leaves to micromark) in time bounded by their size', () => {
    for (const [name, md] of pathologicalMarkdown()) {
      // No timing: the parser counts its steps and gives up past a multiple of the length.
      const fast = fastMarkdownToDocument(md);
      if (fast && md.length <= 10_000) assert.equal(JSON.stringify(fast), JSON.stringify(reference(md)), name);
      const written = normalizeRichText(md);
      assert.equal(typeof written.ok, 'boolean', name);
    }
  });

  it('reads the common post shapes itself', () => {
    for (let i = 0; i < 20; i++) {
      const md = post(i);
      assert.ok(agrees(md), md);
    }
  });

  it('is what markdownToDocument and normalizeRichText use, falling back to micromark', () => {
    for (const md of [post(1), ...MARKDOWN_EDGES, ...Object.values(RICH_TEXT_DOCUMENTS)]) {
      const ref = reference(md);
      assert.deepEqual(markdownToDocument(md), ref);
      const written = normalizeRichText(md);
      const clean = cleanDocument(ref);
      assert.deepEqual(written, clean.ok ? { ok: true, value: clean.doc } : { ok: false, expected: clean.expected });
    }
  });

  it('leaves what it does not read to micromark', () => {
    for (const md of ['<b>x</b>', '<https://x.test>', 'a &amp; b', '| a |\n| - |', '~~x~~', '- [ ] task', 'x[^1]\n\n[^1]: y', '[a]: /u\n\n[a]', 'a\n===', '    code', 'a\r\nb', 'a\tb', '~~~\nx\n~~~', '```\nunclosed']) {
      assert.equal(fastMarkdownToDocument(md), undefined, md);
    }
  });

  it('counts the conversions that fell back to micromark', () => {
    resetMarkdownFallbacks();
    for (const md of ['# Title\n\nSome *text*.', '| a |\n| - |', 'plain', '~~x~~']) markdownToDocument(md);
    assert.deepEqual(markdownFallbacks(), { converted: 4, fellBack: 2 });
  });
});
