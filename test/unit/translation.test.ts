import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { markdownToDocument } from '../../src/domain/rich-text/convert.ts';
import { applyRichTextAnswers, richTextSegments } from '../../src/domain/translation/rich-text-segments.ts';
import { slugify, uniqueSlug } from '../../src/domain/translation/slugs.ts';
import { buildTranslatedValue, planTranslation, sourceHash, translationStates } from '../../src/domain/translation/plan.ts';
import { localeContext } from '../../src/domain/entries/types.ts';
import { buildContentType, field } from '../support/builders.ts';

describe('rich-text segments', () => {
  const doc = markdownToDocument('Read *this* and [that](https://x.test) now.\n\n| a | b |\n|---|---|\n| one | two |\n\n```\ncode\n```');

  it('sends each block as one segment with numbered tags and skips code', () => {
    const { segments } = richTextSegments(doc);
    assert.deepEqual(
      segments.map((s) => s.text),
      ['Read <1>this</1> and <2>that</2> now.', 'a', 'b', 'one', 'two'],
    );
  });

  const cases: [string, string, boolean][] = [
    ['same tags, new words', 'Lies <1>dies</1> und <2>das</2> jetzt.', true],
    ['tags reordered', '<2>Das</2> und <1>dies</1> lesen.', true],
    ['a tag dropped', 'Lies dies und <2>das</2> jetzt.', false],
    ['a tag repeated', 'Lies <1>dies</1> <1>und</1> <2>das</2>.', false],
    ['an unknown tag added', 'Lies <1>dies</1> und <2>das</2> <3>jetzt</3>.', false],
    ['a tag moved inside another', 'Lies <1>dies <2>das</2></1> jetzt.', false],
    ['unbalanced', 'Lies <1>dies und <2>das</2> jetzt.', false],
    ['self-closing instead of a container', 'Lies <1/> und <2>das</2>.', false],
  ];
  for (const [name, answer, fits] of cases) {
    it(`${name} → ${fits ? 'fits' : 'skipped'}`, () => {
      const { segments } = richTextSegments(doc);
      const answers = new Map(segments.map((s) => [s.key, s.text]));
      answers.set(segments[0].key, answer);
      const out = applyRichTextAnswers(doc, answers);
      assert.equal(out !== null, fits);
    });
  }

  it('puts the words back on the same nodes, keeping link URLs', () => {
    const { segments } = richTextSegments(doc);
    const answers = new Map(segments.map((s) => [s.key, s.text]));
    answers.set(segments[0].key, 'Lies <1>dies</1> &amp; <2>das</2> jetzt.');
    const out = applyRichTextAnswers(doc, answers) as { children: { children: Record<string, unknown>[] }[] };
    const p = out.children[0].children;
    assert.deepEqual(p.map((n) => n.type), ['text', 'emphasis', 'text', 'link', 'text']);
    assert.equal(p[2].value, ' & ');
    assert.equal(p[3].url, 'https://x.test');
    assert.deepEqual(p[3].children, [{ type: 'text', value: 'das' }]);
  });

  it('a missing segment means the document does not fit', () => {
    const { segments } = richTextSegments(doc);
    const answers = new Map(segments.slice(1).map((s) => [s.key, s.text]));
    assert.equal(applyRichTextAnswers(doc, answers), null);
  });
});

describe('slugs', () => {
  const cases: [string, string][] = [
    ['Über uns', 'uber-uns'],
    ['  Straße & Co. ', 'strasse-co'],
    ['Ça va?', 'ca-va'],
    ['już', 'juz'],
    ['日本語', ''],
  ];
  for (const [text, slug] of cases) it(`${text} → "${slug}"`, () => assert.equal(slugify(text), slug));

  it('numbers a taken slug', () => {
    assert.equal(uniqueSlug('uber-uns', new Set()), 'uber-uns');
    assert.equal(uniqueSlug('uber-uns', new Set(['uber-uns', 'uber-uns-2'])), 'uber-uns-3');
  });
});

describe('planTranslation and stale translations', () => {
  const def = buildContentType({
    api_id: 'page',
    fields: [field('title', 'symbol', { localized: true }), field('views', 'integer', { localized: true }), field('sku', 'symbol'), field('links', 'list', { localized: true, item_fields: [{ api_id: 'n', name: 'n', type: 'integer' }] })],
  });
  const ctx = localeContext('en', [{ code: 'de', fallback_code: 'en' }]);

  it('plans only localized text fields that have a source, empty in the target unless overwrite', () => {
    const stored = { title: { en: 'Hi', de: 'Hallo' }, views: { en: 3 }, sku: { en: 'A-1' }, links: { en: [{ n: 1 }] } };
    assert.deepEqual(planTranslation(def, stored, ctx, 'de', { overwrite: false, stale: false }, []).map((p) => p.field.api_id), []);
    assert.deepEqual(planTranslation(def, stored, ctx, 'de', { overwrite: true, stale: false }, []).map((p) => p.field.api_id), ['title']);
  });

  it('plans a filled field again with stale only when its source changed', () => {
    const stored = { title: { en: 'Hi there', de: 'Hallo' } };
    const fresh = [{ locale: 'de', field: 'title', source_hash: sourceHash('Hi there') }];
    const old = [{ locale: 'de', field: 'title', source_hash: sourceHash('Hi') }];
    assert.equal(planTranslation(def, stored, ctx, 'de', { overwrite: false, stale: true }, fresh).length, 0);
    assert.equal(planTranslation(def, stored, ctx, 'de', { overwrite: false, stale: true }, old)[0].reason, 'stale');
    assert.deepEqual(translationStates(def, stored, ctx, old), { de: { fields: ['title'], stale: ['title'] } });
    assert.deepEqual(translationStates(def, stored, ctx, fresh), { de: { fields: ['title'], stale: [] } });
  });

  it('skips a short text whose translation outgrew its limit', () => {
    const built = buildTranslatedValue({ field: field('title', 'symbol', { localized: true }), source: 'Hi' }, new Map([['title', 'x'.repeat(300)]]));
    assert.equal(built.ok, false);
  });

  it('keeps the whitespace around a translated text', () => {
    const built = buildTranslatedValue({ field: field('title', 'symbol', { localized: true }), source: '  Hi ' }, new Map([['title', 'Hallo']]));
    assert.deepEqual(built, { ok: true, value: '  Hallo ' });
  });
});
