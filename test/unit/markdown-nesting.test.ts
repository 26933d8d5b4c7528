import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeRichText } from '../../src/domain/rich-text/convert.ts';
import { markdownNestingDepth, markdownProblem } from '../../src/domain/rich-text/markdown-nesting.ts';

describe('markdown nesting, estimated without parsing', () => {
  const cases: Array<[string, string, number]> = [
    ['plain text', 'Hello *world*', 0],
    ['a quote', '> quoted', 1],
    ['quote in quote', '> > deeper', 2],
    ['a list', '- a\n- b', 1],
    ['ordered list', '1. one\n2. two', 1],
    ['nested lists by indentation', '- a\n  - b\n    - c', 3],
    ['a thematic break is no list', '---', 0],
    ['a number is no list', '2024 was good', 0],
    ['emphasis is no list', '*not a list*', 0],
    ['indented code', '        code', 4],
  ];
  for (const [name, md, depth] of cases) it(name, () => assert.equal(markdownNestingDepth(md), depth));
});

describe('markdown refused before parsing, quickly', () => {
  const refused: Array<[string, string]> = [
    ['100,000 block quotes', '>'.repeat(100_000) + ' x'],
    ['50,000 nested list markers', '- '.repeat(50_000) + 'x'],
    ['lists nested by indentation', Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')],
    ['30,000 unclosed links', '[a]('.repeat(30_000)],
    ['30,000 HTML tags', '<a>'.repeat(30_000)],
    ['30,000 emphasis openings', '*a '.repeat(30_000)],
  ];
  for (const [name, md] of refused) {
    it(name, () => {
      assert.ok(markdownProblem(md));
      const r = normalizeRichText(md);
      assert.equal(r.ok, false);
    });
  }

  it('accepts ordinary documents: nested lists, quotes, many links', () => {
    const md = ['# Title', '> A quote', '> > nested', '- one', '  - two', '    - three', '', ...Array.from({ length: 500 }, (_, i) => `[link ${i}](https://example.com/${i}) *and* _more_`)].join('\n');
    assert.equal(markdownProblem(md), null);
    assert.equal(normalizeRichText(md).ok, true);
  });
});
