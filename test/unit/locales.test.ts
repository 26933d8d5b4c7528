import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createsFallbackCycle, defaultLocaleName, fallbackChain, hasLocaleValues, moveLocaleValues, normalizeLocaleCode, removeLocaleValues } from '../../src/domain/locales.ts';

describe('locale codes', () => {
  const cases: [string, string | null][] = [
    ['en', 'en'], ['EN', 'en'], ['en-us', 'en-US'], ['pt_BR', 'pt-BR'], [' de ', 'de'],
    ['eng', null], ['e', null], ['en-USA', null], ['en-', null], ['', null], ['12', null],
  ];
  for (const [input, expected] of cases) it(`${JSON.stringify(input)} → ${expected}`, () => assert.equal(normalizeLocaleCode(input), expected));

  it('names a language in its own language', () => {
    assert.equal(defaultLocaleName('de'), 'Deutsch');
    assert.equal(defaultLocaleName('en'), 'English');
    assert.equal(defaultLocaleName('fr'), 'Français');
    assert.match(defaultLocaleName('fr-CA'), /^Français/);
  });
});

describe('moving and removing values by language', () => {
  it('moves values to the new code', () => {
    const r = moveLocaleValues({ title: { en: 'a', de: 'b' }, body: { en: 'c' } }, 'en', 'en-GB');
    assert.deepEqual(r, { fields: { title: { de: 'b', 'en-GB': 'a' }, body: { 'en-GB': 'c' } }, changed: true, collision: false });
  });
  it('reports a collision and moves nothing when both codes hold a value', () => {
    const input = { title: { en: 'a', de: 'b' } };
    const r = moveLocaleValues(input, 'en', 'de');
    assert.equal(r.collision, true);
    assert.equal(r.fields, input);
  });
  it('leaves fields without the code alone', () => {
    assert.equal(moveLocaleValues({ title: { de: 'b' } }, 'en', 'fr').changed, false);
  });
  it('removes a language', () => {
    assert.deepEqual(removeLocaleValues({ t: { en: 1, de: 2 }, u: { en: 3 } }, 'de'), { fields: { t: { en: 1 }, u: { en: 3 } }, changed: true });
    assert.equal(removeLocaleValues({ t: { en: 1 } }, 'de').changed, false);
    assert.equal(hasLocaleValues({ t: { en: 1 } }, 'en'), true);
    assert.equal(hasLocaleValues({ t: { en: 1 } }, 'de'), false);
  });
});

describe('fallbacks', () => {
  const map = new Map<string, string | null>([['en', null], ['de', 'en'], ['de-AT', 'de'], ['x', 'y'], ['y', 'x']]);
  it('follows the chain to the end', () => assert.deepEqual(fallbackChain('de-AT', map), ['de-AT', 'de', 'en']));
  it('stops at a cycle', () => assert.deepEqual(fallbackChain('x', map), ['x', 'y']));
  it('detects a fallback that would close a loop', () => {
    assert.equal(createsFallbackCycle('en', 'de-AT', map), true);
    assert.equal(createsFallbackCycle('de-AT', 'en', map), false);
    assert.equal(createsFallbackCycle('en', null, map), false);
  });
});
