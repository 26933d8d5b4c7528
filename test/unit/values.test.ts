import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkValue } from '../../src/domain/values.ts';
import type { FieldDefinition } from '../../src/domain/content-model/types.ts';

type Case = [type: FieldDefinition['type'], input: unknown, expected: unknown | Error, extra?: Partial<FieldDefinition>];
const BAD = new Error('rejected');

// SPEC "Value formats inside an entry's fields": one row per rule, accepted (normalised) or rejected.
const CASES: Case[] = [
  ['symbol', 'Hello', 'Hello'],
  ['symbol', 'x'.repeat(256), 'x'.repeat(256)],
  ['symbol', 'x'.repeat(257), BAD],
  ['symbol', 5, BAD],
  ['text', 'long\ntext', 'long\ntext'],
  ['text', 'x'.repeat(50_001), BAD],
  ['text', ['a'], BAD],
  ['integer', 3, 3],
  ['integer', -7, -7],
  ['integer', 3.5, BAD],
  ['integer', '3', BAD],
  ['integer', 2 ** 60, BAD],
  ['number', 3.5, 3.5],
  ['number', 3, 3],
  ['number', Number.NaN, BAD],
  ['number', '3.5', BAD],
  ['boolean', true, true],
  ['boolean', false, false],
  ['boolean', 'true', BAD],
  ['boolean', 1, BAD],
  ['date', '2026-05-01', '2026-05-01'],
  ['date', '2026-05-01T09:30:00+02:00', '2026-05-01T09:30:00+02:00'],
  ['date', '2026-05-01T09:30:00Z', '2026-05-01T09:30:00Z'],
  ['date', '2026-05-01T09:30', '2026-05-01T09:30'],
  ['date', '2026-05-01T09:30:00.123-05:00', '2026-05-01T09:30:00.123-05:00'],
  ['date', '2026-02-30', BAD],
  ['date', '2026-05-01T25:00:00Z', BAD],
  ['date', '01/05/2026', BAD],
  ['date', 1714550400, BAD],
  ['json', { a: [1, 2] }, { a: [1, 2] }],
  ['json', [1, 'two'], [1, 'two']],
  ['json', 'text', 'text'],
  ['json', 0, 0],
  ['slug', 'my-first-post', 'my-first-post'],
  ['slug', 'post2', 'post2'],
  ['slug', 'My Post', BAD],
  ['slug', 'double--hyphen', BAD],
  ['slug', '-leading', BAD],
  ['slug', 'a'.repeat(201), BAD],
  ['tags', ['news', ' tech ', 'news'], ['news', 'tech']],
  ['tags', [], []],
  ['tags', 'news', BAD],
  ['tags', [''], BAD],
  ['tags', [3], BAD],
  ['reference', 'abc123', 'abc123'],
  ['reference', ['abc'], BAD],
  ['reference', 'has space', BAD],
  ['references', ['a1', 'b2'], ['a1', 'b2']],
  ['references', 'a1', BAD],
  ['references', ['a1', 5], BAD],
  ['asset', 'img_1', 'img_1'],
  ['asset', { id: 'x' }, BAD],
  ['assets', ['i1', 'i2'], ['i1', 'i2']],
  ['assets', [null], BAD],
  ['url', 'https://example.com/page', 'https://example.com/page'],
  ['url', 'http://example.com', 'http://example.com'],
  ['url', 'ftp://example.com', BAD],
  ['url', 'javascript:alert(1)', BAD],
  ['url', 'example.com', BAD],
  ['email', 'ada@example.com', 'ada@example.com'],
  ['email', 'ada@example', BAD],
  ['email', 'not an email', BAD],
  ['color', '#1A2B3C', '#1a2b3c'],
  ['color', '1a2b3c', '#1a2b3c'],
  ['color', '#ABC', '#abc'],
  ['color', '#12345', BAD],
  ['color', 'red', BAD],
  ['select', 'draft', 'draft', { options: ['draft', 'final'] }],
  ['select', 'other', BAD, { options: ['draft', 'final'] }],
  ['multi_select', ['a', 'b'], ['a', 'b'], { options: ['a', 'b', 'c'] }],
  ['multi_select', ['a', 'z'], BAD, { options: ['a', 'b', 'c'] }],
  ['multi_select', ['a', 'a'], BAD, { options: ['a', 'b', 'c'] }],
  ['multi_select', 'a', BAD, { options: ['a', 'b', 'c'] }],
];

describe('checkValue: every field type', () => {
  for (const [type, input, expected, extra] of CASES) {
    it(`${type} ${JSON.stringify(input)?.slice(0, 40)} → ${expected === BAD ? 'rejected' : 'accepted'}`, () => {
      const r = checkValue({ type, ...extra } as FieldDefinition, input);
      if (expected === BAD) {
        assert.equal(r.ok, false);
        assert.ok(!r.ok && r.expected.length > 5, 'says what is expected');
      } else {
        assert.deepEqual(r, { ok: true, value: expected });
      }
    });
  }
});

describe('checkValue: list rows against item_fields', () => {
  const list = {
    type: 'list',
    item_fields: [
      { api_id: 'label', name: 'Label', type: 'symbol' },
      { api_id: 'count', name: 'Count', type: 'integer' },
      { api_id: 'tint', name: 'Tint', type: 'color' },
      { api_id: 'size', name: 'Size', type: 'select', options: ['s', 'm'] },
      { api_id: 'page', name: 'Page', type: 'reference' },
    ],
  } as unknown as FieldDefinition;

  it('normalises each cell by its type and drops null cells', () => {
    const r = checkValue(list, [{ label: 'A', count: 2, tint: 'FFF', size: 's', page: 'e1' }, { label: 'B', count: null }]);
    assert.deepEqual(r, { ok: true, value: [{ label: 'A', count: 2, tint: '#fff', size: 's', page: 'e1' }, { label: 'B' }] });
  });

  for (const [name, rows, hint] of [
    ['not a list', { label: 'A' }, 'list of rows'],
    ['a row that is not an object', ['A'], 'row 0'],
    ['an unknown column', [{ label: 'A', colour: 'red' }], 'colour'],
    ['a cell of the wrong type', [{ count: 'two' }], 'row 0, count'],
    ['an option outside the list', [{ size: 'xl' }], 'row 0, size'],
  ] as const) {
    it(`rejects ${name}`, () => {
      const r = checkValue(list, rows);
      assert.equal(r.ok, false);
      assert.match(!r.ok ? r.expected : '', new RegExp(hint));
    });
  }
});

describe('checkValue: rich text', () => {
  it('turns markdown into the block document', () => {
    const r = checkValue({ type: 'rich_text' } as FieldDefinition, '# Hi');
    assert.deepEqual(r, { ok: true, value: { type: 'root', children: [{ type: 'heading', depth: 1, children: [{ type: 'text', value: 'Hi' }] }] } });
  });
  it('accepts the document as an object or as JSON text, and rejects other values', () => {
    const doc = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'x' }] }] };
    assert.deepEqual(checkValue({ type: 'rich_text' } as FieldDefinition, doc), { ok: true, value: doc });
    assert.deepEqual(checkValue({ type: 'rich_text' } as FieldDefinition, JSON.stringify(doc)), { ok: true, value: doc });
    assert.equal(checkValue({ type: 'rich_text' } as FieldDefinition, 42).ok, false);
    assert.equal(checkValue({ type: 'rich_text' } as FieldDefinition, ['x']).ok, false);
  });
});
