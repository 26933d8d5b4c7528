import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { documentToMarkdown, markdownToDocument } from '../../src/domain/rich-text/convert.ts';

/** documentToMarkdown remembers recent conversions (cold delivery lists as markdown); the answer must follow the document, never an earlier one. */
describe('markdown conversions remembered by document', () => {
  it('gives the same text for the same document and fresh text for a changed one, even the same object changed in place', () => {
    const doc = markdownToDocument('# Title\n\nSome *text*.');
    const first = documentToMarkdown(doc);
    assert.equal(documentToMarkdown(structuredClone(doc)), first);
    ((doc.children[0] as { children: Array<{ value: string }> }).children[0]).value = 'Changed';
    assert.match(documentToMarkdown(doc), /^# Changed/);
    assert.notEqual(documentToMarkdown(doc), first);
  });
});
