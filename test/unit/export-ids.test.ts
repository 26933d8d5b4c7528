import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { remapIds, remapValue } from '../../src/domain/export-ids.ts';

describe('remapping exported ids', () => {
  const map = new Map([['4fGh8KlmN0pQrS2tUvWx', 'NEWid000000000000001'], ['e-1', 'e-2']]);
  const cases: Array<[string, string]> = [
    ['{"author":"4fGh8KlmN0pQrS2tUvWx"}', '{"author":"NEWid000000000000001"}'],
    ['["4fGh8KlmN0pQrS2tUvWx","other"]', '["NEWid000000000000001","other"]'],
    ['"![x](asset:4fGh8KlmN0pQrS2tUvWx)"', '"![x](asset:NEWid000000000000001)"'],
    ['"e-1 and e-10 and xe-1"', '"e-2 and e-10 and xe-1"'],
    ['"4fGh8KlmN0pQrS2tUvWxY"', '"4fGh8KlmN0pQrS2tUvWxY"'],
  ];
  for (const [input, expected] of cases) it(input, () => assert.equal(remapIds(input, map), expected));
  it('leaves values alone when nothing is remapped', () => {
    const v = { a: ['4fGh8KlmN0pQrS2tUvWx'] };
    assert.equal(remapValue(v, new Map()), v);
    assert.deepEqual(remapValue(v, map), { a: ['NEWid000000000000001'] });
  });
});
