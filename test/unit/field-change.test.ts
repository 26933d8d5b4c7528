import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { addCopyHideFix, changesAcceptedValues, describeMisfit, isTextTypeChange, refit } from '../../src/domain/content-model/field-change.ts';
import type { FieldType } from '../../src/domain/content-model/types.ts';
import { buildField as f } from '../support/builders.ts';

describe('type changes on fields with data (SPEC "Content types and fields")', () => {
  const text: FieldType[] = ['symbol', 'text', 'url', 'email', 'color', 'select', 'slug'];
  for (const from of text) {
    for (const to of text) it(`${from} → ${to} may be checked`, () => assert.equal(isTextTypeChange(f('a', from), f('a', to)), true));
  }
  const blocked: Array<[FieldType, FieldType]> = [['symbol', 'integer'], ['integer', 'number'], ['rich_text', 'text'], ['text', 'rich_text'], ['multi_select', 'select'], ['asset', 'assets']];
  for (const [from, to] of blocked) it(`${from} → ${to} is refused`, () => assert.equal(isTextTypeChange(f('a', from), f('a', to)), false));
  it('the fix names the add-copy-hide route', () => {
    const fix = addCopyHideFix('post', f('price', 'symbol'), f('price', 'integer'));
    assert.match(fix, /add a new field of type integer/);
    assert.match(fix, /copy the values/);
    assert.match(fix, /hide the old field/);
  });
});

describe('changesAcceptedValues', () => {
  it('type, select options and list columns matter; names and help do not', () => {
    assert.equal(changesAcceptedValues(f('a', 'symbol'), f('a', 'slug')), true);
    assert.equal(changesAcceptedValues(f('a', 'select', { options: ['x'] }), f('a', 'select', { options: ['x', 'y'] })), true);
    assert.equal(changesAcceptedValues(f('a', 'list', { item_fields: [] }), f('a', 'list', { item_fields: [{ api_id: 'b', name: 'B', type: 'symbol' }] })), true);
    assert.equal(changesAcceptedValues(f('a', 'symbol'), f('a', 'symbol', { name: 'New', help: 'x', hidden: true })), false);
  });
});

describe('refit: each stored value against the new type', () => {
  const cases: Array<[FieldType, unknown, boolean, unknown?]> = [
    ['slug', 'hello-world', true],
    ['slug', 'Hello World', false],
    ['email', 'ada@example.com', true],
    ['email', 'nope', false],
    ['url', 'https://example.com', true],
    ['url', 'example.com', false],
    ['color', 'ABC', true, '#abc'],
    ['symbol', 'x'.repeat(256), true],
    ['symbol', 'x'.repeat(257), false],
    ['text', 'any text', true],
    ['symbol', null, true, null],
  ];
  for (const [type, value, ok, normalised] of cases) {
    it(`${JSON.stringify(value)?.slice(0, 20)} as ${type}: ${ok ? 'fits' : 'does not fit'}`, () => {
      const r = refit(f('a', type), value);
      assert.equal(r.ok, ok);
      if (r.ok && normalised !== undefined) assert.equal(r.value, normalised);
    });
  }
  it('select needs the value among the options', () => {
    assert.equal(refit(f('a', 'select', { options: ['red'] }), 'red').ok, true);
    assert.equal(refit(f('a', 'select', { options: ['red'] }), 'blue').ok, false);
  });
  it('misfits read as a sentence naming the entry', () => {
    const line = describeMisfit({ entry_id: 'e1', where: 'version', version: 2, locale: 'de', value: 'Hallo Welt', expected: 'a slug' });
    assert.equal(line, 'entry e1 (de, version 2): "Hallo Welt"; expected a slug');
  });
});
