import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { orderFields } from '../../src/domain/content-model/field-order.ts';
import { buildContentType, field } from '../support/builders.ts';

const def = buildContentType({ api_id: 'post', fields: [field('a', 'symbol'), field('b', 'symbol'), { ...field('gone', 'symbol'), removed: true }, field('c', 'symbol'), field('d', 'symbol')] });
const ids = (fields: { api_id: string }[]) => fields.map((f) => f.api_id);

describe('orderFields', () => {
  const cases: [string, string[], string[] | Record<string, string>][] = [
    ['listed first, the rest after in their order, removed last', ['c', 'a'], ['c', 'a', 'b', 'd', 'gone']],
    ['all listed', ['d', 'c', 'b', 'a'], ['d', 'c', 'b', 'a', 'gone']],
    ['the current order', ['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd', 'gone']],
    ['a removed field cannot be listed', ['gone'], { 'fields[0]': 'the API ID of a field of post ("gone" is not one)' }],
    ['unknown and repeated', ['a', 'x', 'a'], { 'fields[1]': 'the API ID of a field of post ("x" is not one)', 'fields[2]': 'each field once ("a" is repeated)' }],
  ];
  for (const [name, listed, expected] of cases) {
    it(name, () => {
      const { fields, problems } = orderFields(def, listed);
      if (Array.isArray(expected)) {
        assert.deepEqual(problems, {});
        assert.deepEqual(ids(fields), expected);
      } else {
        assert.deepEqual(problems, expected);
        assert.equal(fields, def.fields, 'nothing reordered');
      }
    });
  }
});
