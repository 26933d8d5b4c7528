import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { transition, type EntryAction } from '../../src/domain/entries/state.ts';
import type { EntryStatus } from '../../src/domain/entries/types.ts';
import { localeContext } from '../../src/domain/entries/types.ts';
import { applyFieldWrites } from '../../src/domain/entries/write-values.ts';
import { readFields } from '../../src/domain/entries/locale-values.ts';
import { publishProblems, slugKey } from '../../src/domain/entries/publish-rules.ts';
import { entryUrl } from '../../src/domain/entries/url.ts';
import { orderEntryIds } from '../../src/domain/entries/ordering.ts';
import { presentFields } from '../../src/domain/entries/present-values.ts';
import { buildContentType, field } from '../support/builders.ts';

describe('entry state machine', () => {
  // [from, action, upToDate, next status | 'refused', events]
  const TABLE: Array<[EntryStatus, EntryAction, boolean, EntryStatus | 'refused', string[]]> = [
    ['draft', 'edit', false, 'draft', ['entry.saved']],
    ['published', 'edit', true, 'changed', ['entry.saved']],
    ['changed', 'edit', false, 'changed', ['entry.saved']],
    ['archived', 'edit', false, 'refused', []],
    ['draft', 'publish', false, 'published', ['entry.published']],
    ['changed', 'publish', false, 'published', ['entry.published']],
    ['published', 'publish', true, 'published', []],
    ['archived', 'publish', false, 'refused', []],
    ['published', 'unpublish', true, 'draft', ['entry.unpublished']],
    ['changed', 'unpublish', false, 'draft', ['entry.unpublished']],
    ['draft', 'unpublish', false, 'draft', []],
    ['draft', 'archive', false, 'archived', []],
    ['published', 'archive', true, 'archived', ['entry.unpublished']],
    ['changed', 'archive', false, 'archived', ['entry.unpublished']],
    ['archived', 'archive', false, 'archived', []],
    ['archived', 'unarchive', false, 'draft', []],
    ['draft', 'unarchive', false, 'draft', []],
  ];
  for (const [from, action, upToDate, next, events] of TABLE) {
    it(`${from} --${action}--> ${next}`, () => {
      const t = transition({ status: from, upToDate }, action);
      if (next === 'refused') {
        assert.equal(t.ok, false);
        return;
      }
      assert.ok(t.ok);
      assert.equal(t.status, next);
      assert.deepEqual(t.events, events);
    });
  }
  it('create starts a draft and saves', () => {
    assert.deepEqual(transition({ status: null, upToDate: false }, 'create'), { ok: true, status: 'draft', changed: true, events: ['entry.saved'] });
  });
});

const ctx = localeContext('en', [
  { code: 'en', fallback_code: null },
  { code: 'de', fallback_code: 'en' },
  { code: 'de-AT', fallback_code: 'de' },
  { code: 'fr', fallback_code: null },
]);
const post = buildContentType({
  api_id: 'post',
  fields: [field('title', 'symbol', { localized: true, required: true }), field('slug', 'slug', { localized: true }), field('views', 'integer'), field('author', 'reference', { link_content_types: ['author'] }), field('cover', 'asset', { accept: 'image' })],
});

describe('applyFieldWrites', () => {
  it('writes the default language when no locale is given, normalising values', () => {
    const r = applyFieldWrites(post, {}, { fields: { title: 'Hi', views: 3 }, locale: 'en' }, ctx);
    assert.deepEqual(r, { fields: { title: { en: 'Hi' }, views: { en: 3 } }, errors: {} });
  });
  it('changes only sent fields; null empties one language', () => {
    const stored = { title: { en: 'Hi', de: 'Hallo' }, views: { en: 3 } };
    const r = applyFieldWrites(post, stored, { fields: { title: null }, locale: 'de' }, ctx);
    assert.deepEqual(r.fields, { title: { en: 'Hi' }, views: { en: 3 } });
    assert.deepEqual(stored.title, { en: 'Hi', de: 'Hallo' }, 'input untouched');
  });
  it('refuses a field that is not localized in another language', () => {
    const r = applyFieldWrites(post, {}, { fields: { views: 3 }, locale: 'de' }, ctx);
    assert.match(r.errors.views, /not localized/);
  });
  it('refuses unknown fields, naming the known ones', () => {
    const r = applyFieldWrites(post, {}, { fields: { titel: 'x' }, locale: 'en' }, ctx);
    assert.match(r.errors.titel, /title, slug, views, author, cover/);
  });
  it('with locale=* takes objects keyed by code and keys errors like title.de', () => {
    const r = applyFieldWrites(post, {}, { fields: { title: { en: 'Hi', de: 5, xx: 'y' }, views: { en: 1, de: 2 }, slug: 'flat' }, locale: '*' }, ctx);
    assert.deepEqual(Object.keys(r.errors).sort(), ['slug', 'title.de', 'title.xx', 'views.de']);
    assert.deepEqual(r.fields.title, { en: 'Hi' });
  });
  it('with locale=* null empties the field in every language', () => {
    const r = applyFieldWrites(post, { title: { en: 'a', de: 'b' } }, { fields: { title: null }, locale: '*' }, ctx);
    assert.deepEqual(r.fields, {});
  });
});

describe('readFields with fallback chains', () => {
  const stored = { title: { en: 'Hello', de: 'Hallo' }, slug: { en: 'hello' }, views: { en: 9 } };
  it('reads a language through its chain', () => {
    assert.deepEqual(readFields(post, stored, 'de-AT', ctx), { title: 'Hallo', slug: 'hello', views: 9 });
  });
  it('stops where a language has no fallback', () => {
    assert.deepEqual(readFields(post, stored, 'fr', ctx), { views: 9 });
  });
  it('survives a fallback cycle', () => {
    const cyclic = localeContext('en', [{ code: 'en', fallback_code: null }, { code: 'de', fallback_code: 'fr' }, { code: 'fr', fallback_code: 'de' }]);
    assert.deepEqual(readFields(post, { views: { en: 1 } }, 'de', cyclic), { views: 1 });
  });
  it('with * gives each language its own values only', () => {
    assert.deepEqual(readFields(post, stored, '*', ctx), { title: { en: 'Hello', de: 'Hallo' }, slug: { en: 'hello' }, views: { en: 9 } });
  });
});

describe('publishProblems', () => {
  const facts = {
    entries: new Map([
      ['a1', { content_type: 'author', status: 'published', published_version: 1 }],
      ['a2', { content_type: 'author', status: 'draft', published_version: null }],
      ['p9', { content_type: 'post', status: 'published', published_version: 2 }],
      ['a3', { content_type: 'author', status: 'archived', published_version: null }],
    ]),
    assets: new Map([
      ['img', { alt: 'A cat', content_type: 'image/png' }],
      ['noalt', { alt: null, content_type: 'image/png' }],
      ['pdf', { alt: 'Doc', content_type: 'application/pdf' }],
    ]),
    slugOwners: new Map([[slugKey('slug', 'de'), 'other']]),
  };
  const ok = { title: { en: 'Hi', de: 'Hallo', fr: 'Salut' } };
  it('passes a complete entry', () => {
    assert.deepEqual(publishProblems(post, { ...ok, author: { en: 'a1' }, cover: { en: 'img' } }, ctx, facts, { selfId: 'me' }), {});
  });
  it('needs required fields in every language that has no fallback reaching a value', () => {
    const errors = publishProblems(post, { title: { de: 'Hallo' } }, ctx, facts, { selfId: 'me' });
    assert.deepEqual(Object.keys(errors).sort(), ['title', 'title.fr']);
  });
  it('names slugs taken by another published entry', () => {
    const errors = publishProblems(post, { ...ok, slug: { en: 'free', de: 'taken' } }, ctx, facts, { selfId: 'me' });
    assert.deepEqual(Object.keys(errors), ['slug.de']);
    assert.match(errors['slug.de'], /entry "other"/);
  });
  for (const [name, value, hint] of [
    ['a missing entry', { author: { en: 'nope' } }, 'does not exist'],
    ['a draft entry', { author: { en: 'a2' } }, 'not published'],
    ['an archived entry', { author: { en: 'a3' } }, 'archived'],
    ['an entry of another type', { author: { en: 'p9' } }, 'is a post'],
    ['a file without alt text', { cover: { en: 'noalt' } }, 'alt text'],
    ['a file that is not an image', { cover: { en: 'pdf' } }, 'takes images'],
    ['a value that no longer fits', { views: { en: 'nine' } }, 'whole number'],
  ] as const) {
    it(`refuses ${name}`, () => {
      const errors = publishProblems(post, { ...ok, ...value }, ctx, facts, { selfId: 'me' });
      assert.equal(Object.keys(errors).length, 1);
      assert.match(Object.values(errors)[0], new RegExp(hint));
    });
  }
  it('accepts a draft link published in the same batch', () => {
    assert.deepEqual(publishProblems(post, { ...ok, author: { en: 'a2' } }, ctx, facts, { selfId: 'me', alsoPublishing: new Set(['a2']) }), {});
  });
});

describe('entryUrl', () => {
  const u = (path: string, values: Record<string, unknown>, locale = 'en', prefix = false) => entryUrl('https://site.test/', path, values, { locale, defaultLocale: 'en', prefixDefaultLocale: prefix });
  it('fills field placeholders', () => assert.equal(u('/blog/{slug}', { slug: 'hi' }), 'https://site.test/blog/hi'));
  it('leaves out the default language unless prefixed', () => {
    assert.equal(u('/{locale}/blog/{slug}', { slug: 'hi' }), 'https://site.test/blog/hi');
    assert.equal(u('/{locale}/blog/{slug}', { slug: 'hi' }, 'en', true), 'https://site.test/en/blog/hi');
    assert.equal(u('/{locale}/blog/{slug}', { slug: 'hallo' }, 'de'), 'https://site.test/de/blog/hallo');
  });
  it('gives no URL when a placeholder has no value or a site URL is missing', () => {
    assert.equal(u('/blog/{slug}', {}), null);
    assert.equal(entryUrl(null, '/x', {}, { locale: 'en', defaultLocale: 'en', prefixDefaultLocale: false }), null);
  });
});

describe('orderEntryIds', () => {
  it('puts named entries first and keeps the rest in their order', () => {
    assert.deepEqual(orderEntryIds(['c', 'a'], ['a', 'b', 'c', 'd']), { ok: true, order: ['c', 'a', 'b', 'd'] });
  });
  it('refuses unknown and repeated ids', () => {
    const r = orderEntryIds(['a', 'x', 'a'], ['a', 'b']);
    assert.equal(r.ok, false);
    assert.match(!r.ok ? r.errors.entries : '', /not: x.*repeated: a/);
  });
});

describe('presentFields', () => {
  it('turns ids into Link objects and hides links delivery readers may not see', () => {
    const def = buildContentType({ api_id: 'page', fields: [field('parent', 'reference'), field('related', 'references'), field('hero', 'asset')] });
    const out = presentFields(def, { parent: 'hidden', related: ['ok', 'hidden'], hero: 'img' }, 'en', { richText: 'json', resolveAsset: () => undefined, visibleEntries: new Set(['ok']) });
    assert.deepEqual(out, {
      related: [{ sys: { type: 'Link', link_type: 'Entry', id: 'ok' } }],
      hero: { sys: { type: 'Link', link_type: 'Asset', id: 'img' } },
    });
  });
});
