import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { jsonNestingDepth, scanJson } from '../../src/http/json-body.ts';

describe('JSON nesting depth, counted without parsing or recursion', () => {
  const cases: Array<[string, number]> = [
    ['1', 0],
    ['{}', 1],
    ['[[],[[]]]', 3],
    ['{"a":{"b":[1,{"c":2}]}}', 4],
    ['"[[[[{{{{"', 0],
    ['{"a":"\\"[[[["}', 1],
    ['{"a":"\\\\","b":[[]]}', 3],
    ['[' + '{"x":'.repeat(50) + '1' + '}'.repeat(50) + ']', 51],
  ];
  for (const [text, depth] of cases) it(text.slice(0, 40), () => assert.equal(jsonNestingDepth(text), depth));

  it('stops counting just past the limit, even for millions of levels', () => {
    assert.equal(jsonNestingDepth('['.repeat(5_000_000), 100), 101);
  });
});

describe('NUL characters in JSON strings', () => {
  const cases: Array<[string, boolean]> = [
    ['{"a":"\\u0000"}', true],
    ['["x\\u0000y"]', true],
    ['{"a":"\\\\u0000"}', false],
    ['{"a":"\\u00001"}', true],
    ['{"a":"\\u0001"}', false],
    ['{"a":"u0000"}', false],
  ];
  for (const [text, nul] of cases) it(text, () => assert.equal(scanJson(text).nul, nul));
});
