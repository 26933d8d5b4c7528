import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { joinPieces, splitSegment } from '../../src/domain/translation/pieces.ts';
import { checkGlossary, glossaryFor, glossaryHash, missingTerms } from '../../src/domain/translation/glossary.ts';
import { richTextSegments } from '../../src/domain/translation/rich-text-segments.ts';
import { markdownToDocument } from '../../src/domain/rich-text/convert.ts';

describe('splitting oversized segments', () => {
  it('keeps a segment within the limit whole, text untouched', () => {
    assert.deepEqual(splitSegment('t', ' Short text. ', 100), [{ id: 't', text: ' Short text. ', lead: '', tail: '' }]);
  });

  it('cuts at sentence ends, each piece within the limit, and joins back to the same text', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Sentence ${i} is here.`).join(' ');
    const pieces = splitSegment('b', text, 100);
    assert.ok(pieces.length > 5);
    for (const p of pieces) {
      assert.ok(p.text.length <= 100);
      assert.match(p.text, /\.$/);
    }
    assert.equal(joinPieces(pieces, new Map(pieces.map((p) => [p.id, p.text]))), text);
  });

  it('prefers a cut outside formatting tags, and never cuts inside a tag or an entity', () => {
    const text = `First sentence. <1>Inside a tag. Still inside. More inside here.</1> After. ${'x'.repeat(30)} &amp; <2/> end.`;
    const pieces = splitSegment('b', text, 60);
    for (const p of pieces) assert.doesNotMatch(p.text, /^[^<]*\d+>|<\/?\d*$|&am$|^p;/);
    assert.equal(pieces[0].text, 'First sentence.');
    assert.equal(joinPieces(pieces, new Map(pieces.map((p) => [p.id, p.text]))), text);
  });

  it('a missing piece means no answer for the segment', () => {
    const pieces = splitSegment('b', 'One. Two. Three. Four. Five. Six.', 16);
    const answers = new Map(pieces.slice(1).map((p) => [p.id, p.text]));
    assert.equal(joinPieces(pieces, answers), undefined);
  });
});

describe('autolinks and titles in rich text', () => {
  it('sends an autolink as one leaf tag, a named link\'s words, and link and image titles', () => {
    const doc = markdownToDocument('Go to <https://a.test/x>, [docs](https://a.test/d "The docs") and ![Logo](asset:logo "Our logo").');
    assert.deepEqual(richTextSegments(doc).segments.map((s) => s.text), ['The docs', 'Logo', 'Our logo', 'Go to <1/>, <2>docs</2> and <3/>.']);
  });
});

describe('glossary', () => {
  const codes = ['en', 'de'];
  const cases: [string, unknown, string[]][] = [
    ['a good glossary', { never_translate: ['Tessera'], terms: [{ term: 'cart', translations: { de: 'Warenkorb' } }], tone: { de: 'formal' } }, []],
    ['empty', {}, []],
    ['not an object', [], ['glossary']],
    ['an empty term', { never_translate: [''] }, ['never_translate[0]']],
    ['a term too long', { never_translate: ['x'.repeat(101)] }, ['never_translate[0]']],
    ['an unknown language', { terms: [{ term: 'cart', translations: { fr: 'panier' } }] }, ['terms[0].translations.fr']],
    ['a bad tone', { tone: { de: 'polite' } }, ['tone.de']],
    ['an unknown property', { style: 'x' }, ['style']],
    ['too many terms', { never_translate: Array.from({ length: 501 }, (_, i) => `t${i}`) }, ['never_translate']],
  ];
  for (const [name, raw, bad] of cases) {
    it(`${name} → ${bad.length ? bad.join(', ') : 'ok'}`, () => {
      const r = checkGlossary(raw, codes);
      assert.deepEqual(r.ok ? [] : Object.keys(r.fields), bad);
    });
  }

  const view = glossaryFor({ never_translate: ['Tessera'], terms: [{ term: 'cart', translations: { de: 'Warenkorb' } }], tone: { de: 'formal' } }, 'de');
  const checks: [string, string, string[]][] = [
    ['Tessera has a cart', 'Tessera hat einen Warenkorb', []],
    ['Tessera has a cart', 'Tesserä hat einen Warenkorb', ['Tessera']],
    ['Tessera has a cart', 'Tessera hat einen Einkaufswagen', ['cart']],
    ['No terms here', 'Keine Begriffe', []],
    ['Carts are not the term', 'Wagen', []],
  ];
  for (const [source, answer, missing] of checks) {
    it(`"${answer}" for "${source}" misses ${missing.join(', ') || 'nothing'}`, () => assert.deepEqual(missingTerms(view, source, answer), missing));
  }

  it('the memory key part changes with the glossary of the target language only', () => {
    const g = { never_translate: [], terms: [{ term: 'cart', translations: { de: 'Warenkorb' } }], tone: {} };
    assert.equal(glossaryHash(glossaryFor(g, 'fr')), '');
    assert.notEqual(glossaryHash(glossaryFor(g, 'de')), '');
    assert.notEqual(glossaryHash(glossaryFor(g, 'de')), glossaryHash(glossaryFor({ ...g, tone: { de: 'formal' as const } }, 'de')));
  });
});
