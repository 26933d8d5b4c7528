import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decodeBase64, refName, shapeProblems, type BatchOperation } from '../../src/domain/batch/operations.ts';
import { mentionsRefs, resolveFieldRefs, type RefTarget } from '../../src/domain/batch/refs.ts';
import type { ContentTypeDefinition, FieldDefinition } from '../../src/domain/content-model/types.ts';

const f = (api_id: string, type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ api_id, name: api_id, type, required: false, localized: false, hidden: false, ...extra });
const DEF: ContentTypeDefinition = {
  api_id: 'post', name: 'Post', description: null, singleton: false, url_path: null, display_field: 'title', display_field_source: 'explicit',
  fields: [
    f('title', 'symbol'), f('author', 'reference'), f('related', 'references'), f('cover', 'asset'), f('gallery', 'assets'), f('body', 'rich_text'),
    f('credits', 'list', { item_fields: [{ api_id: 'role', name: 'Role', type: 'symbol' }, { api_id: 'person', name: 'Person', type: 'reference' }] }),
    f('old', 'reference', { removed: true }),
  ],
};
const refs: Record<string, RefTarget> = {
  ada: { id: 'E1', type: 'Entry', content_type: 'author', operation: 0 },
  logo: { id: 'A1', type: 'Asset', operation: 1 },
};
const lookup = (name: string) => refs[name] ?? 'is not the ref of any operation in this batch';

describe('batch operation shapes', () => {
  const cases: Array<[BatchOperation, string[]]> = [
    [{ op: 'create_entry', content_type: 'post', fields: {} }, []],
    [{ op: 'create_entry', fields: {} }, ['content_type']],
    [{ op: 'create_entry', content_type: 'post', fields: {}, id: 'x' }, ['id']],
    [{ op: 'update_entry', id: 'x', fields: {}, version: 2, locale: 'de', ref: 'u' }, []],
    [{ op: 'update_entry', fields: {} }, ['id']],
    [{ op: 'publish_entry', id: 'x', fields: {} }, ['fields']],
    [{ op: 'archive_entry' }, ['id']],
    [{ op: 'create_asset', url: 'https://x.test/a.png', filename: 'a.png', alt: null }, []],
    [{ op: 'create_asset', data: 'AA==' }, ['filename']],
    [{ op: 'create_asset', data: 'AA==', filename: '  ' }, ['filename']],
    [{ op: 'create_asset' }, ['url']],
    [{ op: 'create_asset', url: 'https://x.test/a.png', data: 'AA==', filename: 'a' }, ['data']],
    [{ op: 'create_asset', url: 'https://x.test/a.png', locale: 'en' }, ['locale']],
    [{ op: 'publish_entry', id: 'x', ref: 'bad name' }, ['ref']],
    [{ op: 'publish_entry', id: 'x', ref: '$p' }, ['ref']],
  ];
  for (const [op, keys] of cases) {
    it(`${JSON.stringify(op)} → ${keys.join(',') || 'ok'}`, () => assert.deepEqual(Object.keys(shapeProblems(op)).sort(), keys));
  }
});

describe('refName and mentionsRefs', () => {
  it('reads $name strings only', () => {
    assert.equal(refName('$logo'), 'logo');
    assert.equal(refName('$'), null);
    assert.equal(refName('logo'), null);
    assert.equal(refName(5), null);
    assert.equal(mentionsRefs({ a: [{ b: '$x' }] }), true);
    assert.equal(mentionsRefs({ a: ['x', 1, null] }), false);
  });
});

describe('decodeBase64', () => {
  it('accepts standard, URL-safe, wrapped and data: URL forms; refuses the rest', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0x00, 0x10]);
    for (const s of [bytes.toString('base64'), bytes.toString('base64url'), `data:image/png;base64,${bytes.toString('base64')}`, '+/8A\nEA==']) {
      assert.deepEqual(Buffer.from(decodeBase64(s)!), bytes, s);
    }
    for (const s of ['not base64!', 'A', 'data:text/plain,hello', 'AA==AA']) assert.equal(decodeBase64(s), null, s);
  });
});

describe('resolveFieldRefs', () => {
  it('resolves link fields, list reference columns and per-language values; leaves rich text and text alone', () => {
    const r = resolveFieldRefs(
      DEF,
      { title: '$ada', author: '$ada', related: ['$ada', 'E9'], cover: '$logo', gallery: ['$logo'], body: 'see $ada', credits: [{ role: '$ada', person: '$ada' }] },
      'en',
      'en',
      lookup,
    );
    assert.deepEqual(r.errors, {});
    assert.deepEqual(r.fields, { title: '$ada', author: 'E1', related: ['E1', 'E9'], cover: 'A1', gallery: ['A1'], body: 'see $ada', credits: [{ role: '$ada', person: 'E1' }] });
    const all = resolveFieldRefs(DEF, { author: { en: '$ada', de: '$ada' } }, '*', 'en', lookup);
    assert.deepEqual(all.fields, { author: { en: 'E1', de: 'E1' } });
  });
  it('keys errors like the entry operations, and says what a ref is when it is the wrong kind', () => {
    const r = resolveFieldRefs(DEF, { author: '$logo', cover: '$ada', related: ['$nope'], credits: [{ person: '$nope' }], old: '$nope' }, 'en', 'en', lookup);
    assert.deepEqual(Object.keys(r.errors).sort(), ['author', 'cover', 'credits', 'related']);
    assert.match(r.errors.author, /file of operation 1.*links entries/);
    assert.match(r.errors.cover, /entry of operation 0.*links files/);
    assert.match(r.errors.credits, /^row 0, person: "\$nope" is not the ref/);
    const de = resolveFieldRefs(DEF, { author: { en: '$ada', de: '$nope' } }, '*', 'en', lookup);
    assert.deepEqual(Object.keys(de.errors), ['author.de']);
  });
});
