import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  effectiveContentType,
  effectiveContentTypes,
  inferAccept,
  inferDisplayField,
  inferEntryOrder,
  inferImageField,
  inferKind,
  inferPositions,
  inferSubtitleField,
  redisplay,
  slugFieldOf,
} from '../../src/domain/content-model/infer.ts';
import type { FieldDefinition } from '../../src/domain/content-model/types.ts';
import { buildField as f, buildType as t } from '../support/builders.ts';

describe('inferAccept (SPEC "Field" accept)', () => {
  const cases: Array<[string, string]> = [
    ['video', 'video'], ['introVideo', 'video'], ['clip', 'video'], ['reels', 'video'], ['hero_video', 'video'],
    ['image', 'image'], ['heroImage', 'image'], ['photo', 'image'], ['photos', 'image'], ['logo', 'image'], ['cover', 'image'],
    ['poster', 'image'], ['thumbnail', 'image'], ['avatar', 'image'], ['icon', 'image'], ['banner', 'image'], ['site-logo', 'image'],
    ['attachment', 'any'], ['file', 'any'], ['download', 'any'], ['clipboard', 'any'], ['iconography', 'any'],
    ['videoThumbnail', 'video'], // both words: video comes first in the SPEC list
  ];
  for (const [apiId, expected] of cases) {
    it(`${apiId} → ${expected}`, () => assert.equal(inferAccept(apiId), expected));
  }
});

describe('inferDisplayField (SPEC display_field default)', () => {
  const cases: Array<[string, FieldDefinition[], string | null, string | null]> = [
    ['a symbol named title', [f('body', 'text'), f('title', 'symbol')], 'title', 'title_like'],
    ['each title-like name', [f('code', 'symbol'), f('caption', 'symbol')], 'caption', 'title_like'],
    ['question', [f('slug', 'slug'), f('question', 'symbol')], 'question', 'title_like'],
    ['heading, headline, label', [f('x', 'symbol'), f('headline', 'symbol')], 'headline', 'title_like'],
    ['title beats name (list order)', [f('name', 'symbol'), f('title', 'symbol')], 'title', 'title_like'],
    ['names compare without case', [f('x', 'symbol'), f('Title', 'symbol')], 'Title', 'title_like'],
    ['a title-like name must be a symbol', [f('title', 'text'), f('code', 'symbol')], 'code', 'first_text'],
    ['else the first symbol', [f('body', 'text'), f('code', 'symbol'), f('other', 'symbol')], 'code', 'first_text'],
    ['or the first slug', [f('body', 'text'), f('handle', 'slug'), f('code', 'symbol')], 'handle', 'first_text'],
    ['hidden fields are not picked', [f('title', 'symbol', { hidden: true }), f('code', 'symbol')], 'code', 'first_text'],
    ['removed fields are not picked', [f('title', 'symbol', { removed: true })], null, null],
    ['none without short text', [f('body', 'text'), f('count', 'integer')], null, null],
  ];
  for (const [name, fields, field, source] of cases) {
    it(name, () => {
      const got = inferDisplayField(fields);
      assert.deepEqual(got && { field: got.field, source: got.source }, field ? { field, source } : null);
    });
  }
});

describe('redisplay: a later title-like field replaces only an automatic first-short-text title', () => {
  it('replaces a first-short-text pick', () => {
    const def = t('post', [f('code', 'symbol'), f('title', 'symbol')], { display_field: 'code', display_field_source: 'first_text' });
    assert.deepEqual(redisplay(def), { display_field: 'title', display_field_source: 'title_like' });
  });
  it('never replaces an explicit choice', () => {
    const def = t('post', [f('code', 'symbol'), f('title', 'symbol')], { display_field: 'code', display_field_source: 'explicit' });
    assert.deepEqual(redisplay(def), { display_field: 'code', display_field_source: 'explicit' });
  });
  it('keeps a title-like pick when another title-like field arrives', () => {
    const def = t('post', [f('name', 'symbol'), f('title', 'symbol')], { display_field: 'name', display_field_source: 'title_like' });
    assert.deepEqual(redisplay(def), { display_field: 'name', display_field_source: 'title_like' });
  });
  it('picks one when there was none', () => {
    const def = t('post', [f('body', 'text'), f('code', 'symbol')]);
    assert.deepEqual(redisplay(def), { display_field: 'code', display_field_source: 'first_text' });
  });
  it('picks again when the automatic title is hidden', () => {
    const def = t('post', [f('title', 'symbol', { hidden: true }), f('code', 'symbol')], { display_field: 'title', display_field_source: 'title_like' });
    assert.deepEqual(redisplay(def), { display_field: 'code', display_field_source: 'first_text' });
  });
  it('keeps an explicit title even when hidden, and drops it once it cannot be a title', () => {
    const hidden = t('post', [f('code', 'symbol', { hidden: true }), f('title', 'symbol')], { display_field: 'code', display_field_source: 'explicit' });
    assert.equal(redisplay(hidden).display_field, 'code');
    const json = t('post', [f('code', 'json'), f('title', 'symbol')], { display_field: 'code', display_field_source: 'explicit' });
    assert.deepEqual(redisplay(json), { display_field: 'title', display_field_source: 'title_like' });
  });
});

describe('inferKind (SPEC kind default)', () => {
  const page = t('page', [f('title', 'symbol'), f('sections', 'references', { link_content_types: ['hero', 'faq'] })]);
  const hero = t('hero', [f('heading', 'symbol')]);
  const faq = t('faq', [f('question', 'symbol')], { url_path: '/faq/{slug}' });
  const author = t('author', [f('name', 'symbol')]);
  const all = [page, hero, faq, author];
  const cases: Array<[string, ReturnType<typeof t>, string]> = [
    ['settings if singleton (even with sections)', t('site', [f('blocks', 'references')], { singleton: true }), 'settings'],
    ['page with a references field named sections', page, 'page'],
    ['page for blocks, modules, components too', t('landing', [f('modules', 'references')]), 'page'],
    ['a field named sections must be references', t('x', [f('sections', 'reference')]), 'collection'],
    ['a hidden sections field does not count', t('x', [f('blocks', 'references', { hidden: true })]), 'collection'],
    ['section when a sections field accepts it', hero, 'section'],
    ['not a section when it has a url_path', faq, 'collection'],
    ['collection otherwise', author, 'collection'],
  ];
  for (const [name, def, kind] of cases) it(name, () => assert.equal(inferKind(def, [...all, def]), kind));
  it('a sections field accepting any type does not make every type a section', () => {
    const open = t('page', [f('sections', 'references')]);
    assert.equal(inferKind(author, [open, author]), 'collection');
  });
});

describe('inferSubtitleField (SPEC subtitle_field default)', () => {
  it('a single reference (the parent) first', () => {
    assert.equal(inferSubtitleField(t('post', [f('title', 'symbol'), f('summary', 'text'), f('author', 'reference')]), 'collection', 'title'), 'author');
  });
  it('a references list is not a parent', () => {
    assert.equal(inferSubtitleField(t('post', [f('title', 'symbol'), f('tags', 'references'), f('summary', 'text')]), 'collection', 'title'), 'summary');
  });
  it('else a short or long text field that is not the title', () => {
    assert.equal(inferSubtitleField(t('post', [f('title', 'symbol'), f('excerpt', 'symbol')]), 'collection', 'title'), 'excerpt');
    assert.equal(inferSubtitleField(t('post', [f('title', 'symbol'), f('body', 'text')]), 'collection', 'title'), 'body');
  });
  it('not a slug or a link, by type or by name', () => {
    const def = t('post', [f('title', 'symbol'), f('slug', 'slug'), f('website', 'url'), f('link', 'symbol'), f('canonicalUrl', 'symbol'), f('intro', 'text')]);
    assert.equal(inferSubtitleField(def, 'collection', 'title'), 'intro');
  });
  it('pages with a url_path show their path (the slug field)', () => {
    const def = t('page', [f('title', 'symbol'), f('parent', 'reference'), f('slug', 'slug')], { url_path: '/{slug}' });
    assert.equal(inferSubtitleField(def, 'page', 'title'), 'slug');
    assert.equal(inferSubtitleField({ ...def, url_path: null }, 'page', 'title'), 'parent');
  });
  it('null when nothing fits; hidden fields are skipped', () => {
    assert.equal(inferSubtitleField(t('post', [f('title', 'symbol'), f('count', 'integer')]), 'collection', 'title'), null);
    assert.equal(inferSubtitleField(t('post', [f('title', 'symbol'), f('old', 'text', { hidden: true })]), 'collection', 'title'), null);
  });
});

describe('inferImageField (SPEC image_field default)', () => {
  const cases: Array<[string, FieldDefinition[], string | null]> = [
    ['the first file field that takes images', [f('title', 'symbol'), f('cover', 'asset'), f('gallery', 'assets')], 'cover'],
    ['accept any takes images', [f('attachment', 'asset')], 'attachment'],
    ['assets count', [f('photos', 'assets')], 'photos'],
    ['video files are skipped', [f('introVideo', 'asset'), f('poster', 'asset')], 'poster'],
    ['explicit accept wins over the name', [f('image', 'asset', { accept: 'video' }), f('file', 'asset', { accept: 'image' })], 'file'],
    ['hidden fields are skipped', [f('cover', 'asset', { hidden: true })], null],
    ['none', [f('title', 'symbol')], null],
  ];
  for (const [name, fields, expected] of cases) it(name, () => assert.equal(inferImageField(t('x', fields)), expected));
});

describe('inferEntryOrder (SPEC entry_order default)', () => {
  const cases: Array<[string, FieldDefinition[], string]> = [
    ['integer named order', [f('order', 'integer')], 'fields.order'],
    ['number named weight', [f('weight', 'number')], 'fields.weight'],
    ['each name: position, sort, sortOrder, rank', [f('title', 'symbol'), f('rank', 'integer')], 'fields.rank'],
    ['sortOrder', [f('sortOrder', 'integer')], 'fields.sortOrder'],
    ['sort_order is the same name', [f('sort_order', 'integer')], 'fields.sort_order'],
    ['must be integer or number', [f('order', 'symbol')], '-sys.updated_at'],
    ['other names do not count', [f('priority', 'integer')], '-sys.updated_at'],
    ['otherwise newest edits first', [], '-sys.updated_at'],
  ];
  for (const [name, fields, expected] of cases) it(name, () => assert.equal(inferEntryOrder(t('x', fields)), expected));
});

describe('inferPositions (SPEC position default: after the types that have one, by name)', () => {
  it('explicit positions keep; the rest follow by name', () => {
    const all = [t('zeta', [], { name: 'Zeta' }), t('alpha', [], { name: 'Alpha' }), t('mid', [], { name: 'Mid', position: 2 }), t('top', [], { name: 'Top', position: 1 })];
    assert.deepEqual(Object.fromEntries(inferPositions(all)), { top: 1, mid: 2, alpha: 3, zeta: 4 });
  });
  it('all automatic: by name', () => {
    assert.deepEqual(Object.fromEntries(inferPositions([t('b', [], { name: 'Blog' }), t('a', [], { name: 'Authors' })])), { a: 1, b: 2 });
  });
});

describe('effectiveContentType', () => {
  it('explicit values win; automatic ones are filled in', () => {
    const def = t('post', [f('title', 'symbol'), f('summary', 'text'), f('cover', 'asset'), f('order', 'integer')], {
      display_field: 'title',
      display_field_source: 'title_like',
      kind: 'page',
      subtitle_field: 'title',
    });
    const eff = effectiveContentType(def, [def]);
    assert.equal(eff.kind, 'page');
    assert.equal(eff.subtitle_field, 'title');
    assert.equal(eff.image_field, 'cover');
    assert.equal(eff.entry_order, 'fields.order');
    assert.equal(eff.position, 1);
  });
  it('effectiveContentTypes lists in menu order', () => {
    const all = [t('b', [], { name: 'B' }), t('a', [], { name: 'A' }), t('c', [], { name: 'C', position: 1 })];
    assert.deepEqual(effectiveContentTypes(all).map((x) => x.api_id), ['c', 'a', 'b']);
  });
});

describe('slugFieldOf', () => {
  it('prefers a slug field named slug, else the first slug field', () => {
    assert.equal(slugFieldOf(t('x', [f('handle', 'slug'), f('slug', 'slug')]))?.api_id, 'slug');
    assert.equal(slugFieldOf(t('x', [f('handle', 'slug'), f('path', 'slug')]))?.api_id, 'handle');
    assert.equal(slugFieldOf(t('x', [f('slug', 'symbol')])), undefined);
  });
});
