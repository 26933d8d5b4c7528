import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fieldsUseAsset } from '../../src/domain/asset-usage.ts';
import type { ContentTypeDefinition, FieldDefinition } from '../../src/domain/content-model/types.ts';

const field = (api_id: string, type: FieldDefinition['type']): FieldDefinition => ({ api_id, name: api_id, type, required: false, localized: false, hidden: false });
const def: ContentTypeDefinition = {
  api_id: 'post', name: 'Post', description: null, singleton: false, url_path: null, display_field: 'title', display_field_source: 'explicit',
  fields: [field('title', 'symbol'), field('hero', 'asset'), field('gallery', 'assets'), field('body', 'rich_text'), field('slug', 'slug')],
};
const ID = 'AbC123assetid0000001';

describe('fieldsUseAsset', () => {
  const cases: Array<[string, Record<string, Record<string, unknown>>, boolean]> = [
    ['an asset field holding the id', { hero: { en: ID } }, true],
    ['an asset field in another locale', { hero: { en: 'other', de: ID } }, true],
    ['an assets list containing it', { gallery: { en: ['x', ID] } }, true],
    ['markdown embedding its file URL', { body: { en: `![x](https://cms.example/files/site/${ID}/abc/x.png)` } }, true],
    ['a block document linking it', { body: { en: { type: 'doc', content: [{ type: 'embedded-asset', target: { sys: { id: ID } } }] } } }, true],
    ['the id as the text of a symbol field', { title: { en: ID } }, false],
    ['the id as part of a slug', { slug: { en: `${ID}-x` } }, false],
    ['another asset', { hero: { en: 'ZZZ' }, gallery: { en: ['Y'] } }, false],
    ['nothing', {}, false],
  ];
  for (const [name, fields, expected] of cases) it(`${name} → ${expected}`, () => assert.equal(fieldsUseAsset(fields, def, ID), expected));

  it('without a content model, any value naming the asset counts', () => {
    assert.equal(fieldsUseAsset({ x: { en: [ID] } }, undefined, ID), true);
    assert.equal(fieldsUseAsset({ x: { en: 'other' } }, undefined, ID), false);
  });
});
