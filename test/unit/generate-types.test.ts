import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateTypeScript, typeNames } from '../../src/domain/content-model/generate-types.ts';
import { buildField, buildType } from '../support/builders.ts';

describe('typed content generator', () => {
  it('names each content type once, clear of the shared names', () => {
    const cases: Array<[string[], string[]]> = [
      [['blogPost', 'author'], ['BlogPost', 'Author']],
      [['asset', 'entry', 'link'], ['Asset2', 'Entry2', 'Link2']],
      [['sync_page', 'syncPage'], ['SyncPage2', 'SyncPage3']],
      [['page', 'pageFields'], ['Page', 'PageFields2']],
    ];
    for (const [ids, names] of cases) assert.deepEqual([...typeNames(ids.map((id) => buildType(id))).values()], names, ids.join(','));
  });

  it('is a pure function of the model: same model, same text; removed fields are left out', () => {
    const model = { spaceId: 's', defaultLocale: 'en', locales: ['en', 'de'], types: [buildType('post', [buildField('title', 'symbol'), buildField('old', 'symbol', { removed: true })])] };
    const text = generateTypeScript(model);
    assert.equal(generateTypeScript(structuredClone(model)), text);
    assert.match(text, /title\?: string;/);
    assert.doesNotMatch(text, /old\?:/);
    assert.match(text, /export type Locale = "en" \| "de";/);
  });
});
