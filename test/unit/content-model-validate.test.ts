import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildContentType, buildField as buildFieldInput, patchContentType, patchField } from '../../src/domain/content-model/input.ts';
import { apiIdProblem, optionsProblem, validateField } from '../../src/domain/content-model/validate-field.ts';
import { entryOrderProblem, previewsProblem, urlPathProblem, validateContentType, type TypeContext } from '../../src/domain/content-model/validate-type.ts';
import { buildField as f, buildType as t } from '../support/builders.ts';

const ctx: TypeContext = { typeApiIds: new Set(['post', 'author']), previewAssets: new Map() };
const fieldErrors = (field: Parameters<typeof validateField>[0]) => validateField(field, ctx);

describe('field limits (SPEC "Limits") at their boundaries', () => {
  it('help: 300 ok, 301 rejected', () => {
    assert.deepEqual(fieldErrors(f('a', 'symbol', { help: 'x'.repeat(300) })), {});
    assert.match(fieldErrors(f('a', 'symbol', { help: 'x'.repeat(301) })).help, /at most 300/);
  });
  it('group: 40 ok, 41 rejected', () => {
    assert.deepEqual(fieldErrors(f('a', 'symbol', { group: 'x'.repeat(40) })), {});
    assert.match(fieldErrors(f('a', 'symbol', { group: 'x'.repeat(41) })).group, /at most 40/);
  });
  it('options: 50 ok, 51 rejected', () => {
    const opts = (n: number) => Array.from({ length: n }, (_, i) => `o${i}`);
    assert.equal(optionsProblem(opts(50)), null);
    assert.match(optionsProblem(opts(51))!, /at most 50/);
  });
  it('each option: 100 ok, 101 rejected', () => {
    assert.equal(optionsProblem(['x'.repeat(100)]), null);
    assert.match(optionsProblem(['x'.repeat(101)])!, /at most 100 characters/);
  });
  it('options unique, non-empty, and required for select types', () => {
    assert.match(optionsProblem(['a', 'a'])!, /unique/);
    assert.match(optionsProblem(['a', ' '])!, /non-empty/);
    assert.match(fieldErrors(f('a', 'select')).options, /required/);
    assert.match(fieldErrors(f('a', 'multi_select', { options: [] })).options, /1 to 50/);
    assert.match(fieldErrors(f('a', 'symbol', { options: ['x'] })).options, /only for select/);
  });
});

describe('content type limits at their boundaries', () => {
  it('guidance: 2000 ok, 2001 rejected', () => {
    assert.deepEqual(validateContentType(t('post', [], { guidance: 'x'.repeat(2000) }), ctx, () => null), {});
    assert.match(validateContentType(t('post', [], { guidance: 'x'.repeat(2001) }), ctx, () => null).guidance, /at most 2000/);
  });
  it('previews: 4 ok, 5 rejected; image files of the space only, each once', () => {
    const assets = new Map(['a', 'b', 'c', 'd', 'e'].map((id) => [id, { id, content_type: 'image/png' }]));
    assets.set('pdf', { id: 'pdf', content_type: 'application/pdf' });
    assert.equal(previewsProblem(['a', 'b', 'c', 'd'], assets), null);
    assert.match(previewsProblem(['a', 'b', 'c', 'd', 'e'], assets)!, /at most 4/);
    assert.match(previewsProblem(['pdf'], assets)!, /image files/);
    assert.match(previewsProblem(['zzz'], assets)!, /does not exist/);
    assert.match(previewsProblem(['a', 'a'], assets)!, /repeated/);
  });
});

describe('API IDs', () => {
  const cases: Array<[string, boolean]> = [
    ['post', true], ['blogPost', true], ['hero_image', true], ['a1', true], ['x'.repeat(64), true],
    ['x'.repeat(65), false], ['1post', false], ['_post', false], ['blog-post', false], ['blog post', false], ['', false], ['é', false],
  ];
  for (const [id, ok] of cases) it(`${JSON.stringify(id.length > 20 ? `${id.length} chars` : id)} ${ok ? 'ok' : 'rejected'}`, () => assert.equal(apiIdProblem(id) === null, ok));
});

describe('urlPathProblem', () => {
  const withSlug = t('post', [f('slug', 'slug')]);
  const noSlug = t('post', [f('title', 'symbol')]);
  const cases: Array<[string, ReturnType<typeof t>, RegExp | null]> = [
    ['/blog/{slug}', withSlug, null],
    ['/{slug}', withSlug, null],
    ['/docs/guides/{slug}', withSlug, null],
    ['/{locale}/blog/{slug}', withSlug, null],
    ['/{locale}/news/{slug}', noSlug, null], // the slug field may come later: agents add fields after creating the type
    ['blog/{slug}', withSlug, /starting with "\/"/],
    ['/blog/{slug}/', withSlug, /not ending/],
    ['/blog//{slug}', withSlug, /\(empty\)/],
    ['/blog/{id}', withSlug, /placeholders/],
    ['/blog/post-{slug}', withSlug, /placeholders/],
    ['/blog/{slug}/{slug}', withSlug, /at most once/],
    ['/blog post/{slug}', withSlug, /not a valid segment/],
    ['/about', withSlug, /only a singleton/],
    ['/about', t('about', [], { singleton: true }), null],
    ['/', t('home', [], { singleton: true }), null],
  ];
  for (const [path, def, expected] of cases) {
    it(`${path}${def.singleton ? ' (singleton)' : ''}`, () => {
      const got = urlPathProblem(path, def);
      if (expected === null) assert.equal(got, null);
      else assert.match(got ?? '', expected);
    });
  }
});

describe('entryOrderProblem: allowed values only', () => {
  const def = t('post', [f('title', 'symbol'), f('order', 'integer'), f('tags', 'tags')]);
  for (const ok of ['sys.position', 'sys.created_at', '-sys.updated_at', 'sys.published_at', 'fields.title', '-fields.order']) {
    it(`${ok} ok`, () => assert.equal(entryOrderProblem(ok, def), null));
  }
  const bad: Array<[string, RegExp]> = [['sys.id', /one of/], ['title', /one of/], ['--sys.position', /one of/], ['fields.nope', /does not exist/], ['fields.tags', /sorted by/]];
  for (const [v, re] of bad) it(`${v} rejected`, () => assert.match(entryOrderProblem(v, def) ?? '', re));
});

describe('validateField: type-specific properties', () => {
  it('link_content_types must name existing types and only on reference fields', () => {
    assert.deepEqual(fieldErrors(f('author', 'reference', { link_content_types: ['author'] })), {});
    assert.match(fieldErrors(f('author', 'reference', { link_content_types: ['ghost'] })).link_content_types, /"ghost" does not exist/);
    assert.match(fieldErrors(f('author', 'symbol', { link_content_types: ['author'] })).link_content_types, /only for reference/);
  });
  it('accept only on file fields and only known values', () => {
    assert.deepEqual(fieldErrors(f('cover', 'asset', { accept: 'image' })), {});
    assert.match(fieldErrors(f('cover', 'symbol', { accept: 'image' })).accept, /only for asset/);
    assert.match(fieldErrors(f('cover', 'asset', { accept: 'audio' as never })).accept, /one of image, video, any/);
  });
  it('unknown type', () => assert.match(fieldErrors(f('x', 'money' as never)).type, /one of symbol/));
  it('list fields need item_fields with their own types, options and link types', () => {
    assert.match(fieldErrors(f('rows', 'list')).item_fields, /required for list/);
    const errors = fieldErrors(
      f('rows', 'list', {
        item_fields: [
          { api_id: 'label', name: 'Label', type: 'symbol' },
          { api_id: 'label', name: 'Again', type: 'symbol' },
          { api_id: 'size', name: 'Size', type: 'select' },
          { api_id: 'who', name: 'Who', type: 'reference', link_content_types: ['ghost'] },
          { api_id: 'body', name: 'Body', type: 'rich_text' as never },
          { api_id: 'n', name: 'N', type: 'integer', options: ['1'] },
        ],
      }),
    );
    assert.match(errors['item_fields[1].api_id'], /repeated/);
    assert.match(errors['item_fields[2].options'], /required/);
    assert.match(errors['item_fields[3].link_content_types'], /ghost/);
    assert.match(errors['item_fields[4].type'], /one of symbol/);
    assert.match(errors['item_fields[5].options'], /only for select/);
    assert.match(fieldErrors(f('x', 'symbol', { item_fields: [] })).item_fields, /only for list/);
  });
  it('every problem is collected, not just the first', () => {
    const errors = fieldErrors(f('1x', 'select', { name: ' ', help: 'x'.repeat(301), group: 'x'.repeat(41) }));
    assert.deepEqual(Object.keys(errors).sort(), ['api_id', 'group', 'help', 'name', 'options']);
  });
});

describe('validateContentType: references to fields', () => {
  const fields = [f('title', 'symbol'), f('body', 'rich_text'), f('cover', 'asset'), f('tags', 'json')];
  it('display_field, subtitle_field and image_field must name fitting fields', () => {
    const errors = validateContentType(
      t('post', fields, { display_field: 'body', display_field_source: 'explicit', subtitle_field: 'nope', image_field: 'title' }),
      ctx,
      () => null,
    );
    assert.match(errors.display_field, /can be a title.*"body" is rich_text/);
    assert.match(errors.subtitle_field, /"nope" does not exist/);
    assert.match(errors.image_field, /asset or assets/);
  });
  it('kind and position values', () => {
    const errors = validateContentType(t('post', [], { kind: 'blog' as never, position: 0 }), ctx, () => null);
    assert.match(errors.kind, /one of page, section, collection, settings/);
    assert.match(errors.position, /from 1/);
  });
  it('field API IDs are never reused, also after hiding or removal, regardless of case', () => {
    const def = t('post', [f('title', 'symbol', { hidden: true }), f('old', 'symbol', { removed: true }), f('Title', 'symbol'), f('OLD', 'text')]);
    const errors = validateContentType(def, ctx, (i) => `fields[${i}].`);
    assert.match(errors['fields[2].api_id'], /"title" exists, hidden; API IDs are never reused/);
    assert.match(errors['fields[3].api_id'], /removed field/);
    assert.equal(errors['fields[0].api_id'], undefined);
  });
});

describe('inputs: null returns to automatic, [] clears', () => {
  const stored = buildContentType({
    api_id: 'post',
    name: ' Post ',
    kind: 'page',
    subtitle_field: 'a',
    image_field: 'b',
    position: 2,
    entry_order: 'sys.created_at',
    guidance: 'Use for posts',
    previews: ['img1'],
    display_field: 'title',
  });
  it('create keeps only what was sent', () => {
    assert.equal(stored.name, 'Post');
    assert.equal(stored.display_field_source, 'explicit');
    assert.equal(buildContentType({ api_id: 'x', name: 'X' }).kind, undefined);
  });
  it('null on edit removes explicit settings', () => {
    const next = patchContentType(stored, { kind: null, subtitle_field: null, image_field: null, position: null, entry_order: null, display_field: null, guidance: null, previews: [] });
    for (const key of ['kind', 'subtitle_field', 'image_field', 'position', 'entry_order', 'guidance', 'previews'] as const) assert.equal(key in next, false, key);
    assert.equal(next.display_field_source, null);
  });
  it('unsent values keep', () => {
    const next = patchContentType(stored, { name: 'Article' });
    assert.equal(next.kind, 'page');
    assert.deepEqual(next.previews, ['img1']);
  });
  it('a field type change drops what the new type cannot hold', () => {
    const select = buildFieldInput({ api_id: 'size', name: 'Size', type: 'select', options: ['s', 'm'], help: 'Pick one' });
    const asText = patchField(select, { type: 'symbol' });
    assert.equal(asText.options, undefined);
    assert.equal(asText.help, 'Pick one');
    assert.equal(patchField(select, { help: null }).help, undefined);
    assert.equal(patchField(select, { group: '' }).group, undefined);
    const sentBoth = patchField(select, { type: 'symbol', options: ['x'] });
    assert.deepEqual(sentBoth.options, ['x']); // left for validation to reject
  });
});
