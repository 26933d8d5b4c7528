import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractJson, packByBudget, retryAfterMs, splitText } from '../../src/integrations/ai/index.ts';

describe('extractJson', () => {
  const cases: [string, string, unknown][] = [
    ['bare object', '{"a":1}', { a: 1 }],
    ['bare array', ' [1,2] ', [1, 2]],
    ['json fence', 'Here:\n```json\n{"a":"x"}\n```\nDone.', { a: 'x' }],
    ['plain fence', '```\n{"a":2}\n```', { a: 2 }],
    ['inside prose', 'Sure! {"a":"b}"} hope it helps', { a: 'b}' }],
    ['escaped quote inside string', 'x {"a":"say \\"hi\\" {"} y', { a: 'say "hi" {' }],
    ['no json', 'I cannot help with that.', undefined],
    ['broken json', '{"a": 1', undefined],
  ];
  for (const [name, text, expected] of cases) it(name, () => assert.deepEqual(extractJson(text), expected));
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const cases: [string | null, number | null][] = [
    [null, null],
    ['', null],
    ['2', 2000],
    ['0.5', 500],
    ['-3', 0],
    ['Thu, 01 Jan 2026 00:00:10 GMT', 10_000],
    ['soon', null],
  ];
  for (const [header, expected] of cases) it(`${String(header)} → ${String(expected)}`, () => assert.equal(retryAfterMs(header, now), expected));
});

describe('packByBudget', () => {
  it('keeps order and never exceeds the budget with more than one item', () => {
    assert.deepEqual(packByBudget(['aaa', 'bb', 'cccc', 'd', 'eeeeeeee'], (s) => s.length, 5), [['aaa', 'bb'], ['cccc', 'd'], ['eeeeeeee']]);
  });
  it('gives an empty list for no items', () => assert.deepEqual(packByBudget([], () => 1, 5), []));
});

describe('splitText', () => {
  const long = `${'First paragraph sentence. '.repeat(4)}\n\n${'Second one here. '.repeat(4)}\n\n${'Third. '.repeat(6)}`;
  it('joins back to the same text and keeps every piece within budget', () => {
    const pieces = splitText(long, 120);
    assert.equal(pieces.join(''), long);
    assert.ok(pieces.every((p) => p.length <= 120));
    assert.ok(pieces.length > 1);
  });
  it('cuts after a paragraph break when one is in reach', () => {
    const pieces = splitText(long, 120);
    assert.ok(pieces[0].endsWith('\n\n'));
  });
  it('cuts inside a word only when there is no space', () => {
    assert.deepEqual(splitText('abcdefghij', 4), ['abcd', 'efgh', 'ij']);
  });
  it('returns a short text as one piece', () => assert.deepEqual(splitText('short', 100), ['short']));
});
