import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { restoreWrite } from '../../src/domain/entries/restore-write.ts';
import type { FieldDefinition } from '../../src/domain/content-model/types.ts';

const f = (api_id: string, type: string, extra: Partial<FieldDefinition> = {}) => ({ api_id, name: api_id, type, ...extra }) as FieldDefinition;
const def = { fields: [f('title', 'symbol', { localized: true }), f('author', 'reference'), f('body', 'rich_text'), f('old', 'symbol', { removed: true })] };
const ctx = { defaultLocale: 'en' };
const doc = (text: string) => ({ type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] });

describe('restoreWrite: the edit that brings back a version', () => {
  const cases: Array<[string, Record<string, Record<string, unknown>>, Record<string, Record<string, unknown>>, Record<string, Record<string, unknown>>]> = [
    ['the same values: nothing to write', { title: { en: 'A' } }, { title: { en: 'A' } }, {}],
    ['a changed value comes back in its stored form', { author: { en: 'e2' }, body: { en: doc('new') } }, { author: { en: 'e1' }, body: { en: doc('old') } }, { author: { en: 'e1' }, body: { en: doc('old') } }],
    ['a value the version did not have is emptied', { author: { en: 'e2' } }, {}, { author: { en: null } }],
    ['a language the version did not have is emptied, one it had comes back', { title: { en: 'A', de: 'B' } }, { title: { en: 'A', fr: 'C' } }, { title: { de: null, fr: 'C' } }],
    ['a field removed from the type is left alone', { old: { en: 'now' } }, { old: { en: 'then' } }, {}],
    ['a field that is not localized is written in the default language only', { author: { en: 'e1', de: 'stray' } }, { author: { en: 'e2' } }, { author: { en: 'e2' } }],
  ];
  for (const [name, current, version, expected] of cases) {
    it(name, () => assert.deepEqual(restoreWrite(def, current, version, ctx), expected));
  }
});
