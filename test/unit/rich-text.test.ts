import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { documentToHtml, documentToMarkdown, markdownToDocument, normalizeRichText } from '../../src/domain/rich-text/convert.ts';
import { RICH_TEXT_DOCUMENTS } from '../fixtures/rich-text-documents.ts';
import { cleanDocument, richTextAssetIds, richTextAssetImages, stripPositions } from '../../src/domain/rich-text/document.ts';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';

const CANONICAL = RICH_TEXT_DOCUMENTS;

describe('rich text: markdown → document → markdown', () => {
  for (const [name, md] of Object.entries(CANONICAL)) {
    it(`is stable for ${name}`, () => {
      const doc = markdownToDocument(md);
      assert.equal(documentToMarkdown(doc), md);
      assert.deepEqual(markdownToDocument(documentToMarkdown(doc)), doc);
    });
  }

  it('settles other markdown styles after one pass', () => {
    const md = '* star list\n* more\n\n*em* __strong__\n\n***\n\nSetext\n======\n';
    const once = documentToMarkdown(markdownToDocument(md));
    assert.equal(documentToMarkdown(markdownToDocument(once)), once);
    assert.deepEqual(markdownToDocument(once), markdownToDocument(md));
  });

  // The parser leaves out GFM constructs whose characters a text lacks; the tree must be the one
  // the parser gives with every construct on, near the edges of each construct's characters too.
  const ALL_GFM = {
    extensions: [gfmTable(), gfmStrikethrough(), gfmTaskListItem(), gfmFootnote()],
    mdastExtensions: [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTaskListItemFromMarkdown(), gfmFootnoteFromMarkdown()],
  };
  const GFM_EDGES = {
    'a piped table': '| a | b |\n| - | - |\n| 1 | 2 |\n',
    'a one-column table without pipes, left colon': 'a\n:-\nb\n',
    'a one-column table without pipes, right colon': 'a\n-:\n',
    'a one-column table, both colons': 'head\n:---:\ncell\n',
    'a setext heading (no colon, no table)': 'a\n-\n',
    'a thematic break': 'a\n\n---\n',
    'a colon in prose': 'Note: - not a table\n',
    strikethrough: 'a ~~gone~~ b ~one~\n',
    'a footnote': 'Said[^1].\n\n[^1]: Where.\n',
    'task list items': '- [ ] to do\n- [x] done\n- [X] also\n',
    'a link and no task': '- [link](https://x.test)\n',
    'CR line endings': 'a\r:-\rb\r',
    'everything at once': '| a |\n| :- |\n| ~~b~~ |\n\n- [ ] c[^n]\n\n[^n]: d\n',
    'none of them': '# Title\n\nPlain *text* with a [link](https://x.test).\n',
  };
  for (const [name, md] of Object.entries(GFM_EDGES)) {
    it(`parses ${name} as the parser with every GFM construct does`, () => {
      assert.deepEqual(markdownToDocument(md), stripPositions(fromMarkdown(md, ALL_GFM)));
      const written = normalizeRichText(md);
      const full = cleanDocument(fromMarkdown(md, ALL_GFM));
      assert.ok(written.ok && full.ok);
      assert.deepEqual(written.value, full.doc);
    });
  }

  it('stores no parser positions', () => {
    assert.doesNotMatch(JSON.stringify(markdownToDocument('# x\n\ny')), /position/);
  });
});

describe('rich text: documents sent by clients', () => {
  it('accepts a valid mdast tree and keeps only known properties', () => {
    const r = cleanDocument({ type: 'root', extra: 1, children: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'x', position: {} }] }] });
    assert.deepEqual(r, { ok: true, doc: { type: 'root', children: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'x' }] }] } });
  });

  for (const [name, doc, hint] of [
    ['an unknown node type', { type: 'root', children: [{ type: 'video', url: 'x' }] }, 'children\\[0\\]: a known node type'],
    ['a heading depth of 7', { type: 'root', children: [{ type: 'heading', depth: 7, children: [] }] }, 'depth'],
    ['a javascript: link', { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [] }] }] }, 'url'],
    ['text without a value', { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text' }] }] }, 'value'],
    ['a nested root', { type: 'root', children: [{ type: 'root', children: [] }] }, 'root'],
    ['children that are not a list', { type: 'root', children: 'x' }, 'children'],
  ] as const) {
    it(`rejects ${name}, saying where`, () => {
      const r = cleanDocument(doc);
      assert.equal(r.ok, false);
      assert.match(!r.ok ? r.expected : '', new RegExp(hint));
    });
  }

  it('reads JSON text as a document and other text as markdown', () => {
    const doc = { type: 'root', children: [{ type: 'thematicBreak' }] };
    assert.deepEqual(normalizeRichText(JSON.stringify(doc)), { ok: true, value: doc });
    const md = normalizeRichText('{not json} is *markdown*');
    assert.equal(md.ok && md.value.children[0].type, 'paragraph');
  });

  it('rejects markdown with an unsafe link', () => {
    assert.equal(normalizeRichText('[x](javascript:alert(1))').ok, false);
  });
});

describe('rich text: HTML output', () => {
  it('is sanitised: raw HTML and scripts are dropped', () => {
    const html = documentToHtml(markdownToDocument('Hi <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n**ok**'), () => undefined);
    assert.doesNotMatch(html, /script|onerror/);
    assert.match(html, /<strong>ok<\/strong>/);
  });

  it('links bare URLs in HTML, keeping the document and markdown as written', () => {
    const doc = markdownToDocument('See https://example.com/a_b. And `https://code.example` stays.');
    assert.equal(documentToMarkdown(doc), 'See https://example.com/a_b. And `https://code.example` stays.\n');
    const html = documentToHtml(doc, () => undefined);
    assert.equal(html, '<p>See <a href="https://example.com/a_b">https://example.com/a_b</a>. And <code>https://code.example</code> stays.</p>');
  });

  it('resolves file references to file URLs, taking the file alt text when the image has none', () => {
    const doc = markdownToDocument('![](asset:a1) ![Own alt](asset:a1) [PDF](asset:d2) ![gone](asset:zz)');
    const html = documentToHtml(doc, (id) => (id === 'zz' ? undefined : { url: `https://cdn.test/${id}`, alt: 'File alt' }));
    assert.match(html, /<img src="https:\/\/cdn.test\/a1" alt="File alt">/);
    assert.match(html, /<img src="https:\/\/cdn.test\/a1" alt="Own alt">/);
    assert.match(html, /<a href="https:\/\/cdn.test\/d2">PDF<\/a>/);
    assert.doesNotMatch(html, /zz|gone/);
  });

  it('lists the files a document points at, and its images with their alt text', () => {
    const doc = markdownToDocument('![](asset:a1) [x](asset:b2)\n\n[ref]: asset:c3');
    assert.deepEqual([...richTextAssetIds(doc)].sort(), ['a1', 'b2', 'c3']);
    assert.deepEqual(richTextAssetImages(doc), [{ id: 'a1', alt: null }]);
  });
});
