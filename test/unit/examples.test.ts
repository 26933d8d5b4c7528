import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { exampleValue } from '../../src/domain/content-model/examples.ts';
import { FIELD_TYPES } from '../../src/domain/content-model/types.ts';
import { checkValue } from '../../src/domain/values.ts';

describe('example values shown in llms.txt', () => {
  for (const type of FIELD_TYPES) {
    it(`${type}: the example passes the value check, or there is none for ids`, () => {
      const field = {
        api_id: 'heroTitle',
        name: 'Hero title',
        type,
        options: ['red', 'green'],
        item_fields: [
          { api_id: 'label', name: 'Label', type: 'symbol' as const },
          { api_id: 'size', name: 'Size', type: 'select' as const, options: ['s', 'm'] },
          { api_id: 'link', name: 'Link', type: 'reference' as const },
        ],
      };
      const v = exampleValue(field);
      if (['reference', 'references', 'asset', 'assets'].includes(type)) return assert.equal(v, undefined);
      const r = checkValue(field, v);
      assert.ok(r.ok, `${type}: ${JSON.stringify(v)} ${r.ok ? '' : r.expected}`);
    });
  }
  it('turns API IDs into slugs', () => assert.equal(exampleValue({ api_id: 'pageSlug', name: 'Slug', type: 'slug' }), 'example-page-slug'));
});
