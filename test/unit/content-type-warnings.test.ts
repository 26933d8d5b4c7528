import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contentTypeWarnings } from '../../src/domain/content-model/type-warnings.ts';
import { field } from '../support/builders.ts';

describe('contentTypeWarnings', () => {
  const cases: Array<[string, string | null, ReturnType<typeof field>[], RegExp | null]> = [
    ['{slug} without a slug field', '/blog/{slug}', [field('title', 'symbol')], /no field of type slug/],
    ['{slug} with a slug field of any name', '/blog/{slug}', [field('handle', 'slug')], null],
    ['{slug} with only a removed slug field', '/blog/{slug}', [field('slug', 'slug', { removed: true })], /no field of type slug/],
    ['a fixed path', '/about', [], null],
    ['no url_path', null, [], null],
  ];
  for (const [name, url_path, fields, expected] of cases) {
    it(name, () => {
      const out = contentTypeWarnings({ api_id: 'post', url_path, fields });
      if (expected) assert.match(out.join('\n'), expected);
      else assert.deepEqual(out, []);
    });
  }
});
