import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseListQuery, parseOrder, parseFilter, type RawListQuery } from '../../src/domain/entries/query.ts';
import { localeContext } from '../../src/domain/entries/types.ts';
import { AppError } from '../../src/domain/errors.ts';
import { buildContentType, field } from '../support/builders.ts';

const ctx = localeContext('en', [{ code: 'en', fallback_code: null }, { code: 'de', fallback_code: 'en' }]);
const post = buildContentType({
  api_id: 'post',
  fields: [field('title', 'symbol'), field('rank', 'integer'), field('score', 'number'), field('featured', 'boolean'), field('tags', 'tags'), field('tint', 'color'), field('body', 'rich_text'), field('meta', 'json')],
});
const raw = (extra: Record<string, unknown> = {}): RawListQuery => ({ limit: 100, skip: 0, rich_text: 'json', include: 0, ...extra });

function invalid(fn: () => unknown, param: string): void {
  assert.throws(fn, (e: unknown) => e instanceof AppError && e.code === 'invalid_parameter' && Object.keys((e.details as { parameters: object }).parameters)[0] === param);
}

describe('list query parsing', () => {
  it('parses order terms on sys and fields, ascending and descending', () => {
    assert.deepEqual(
      parseOrder('-sys.published_at,fields.rank', post).map((o) => (o.kind === 'sys' ? `${o.desc ? '-' : ''}sys.${o.key}` : `${o.desc ? '-' : ''}fields.${o.field.api_id}`)),
      ['-sys.published_at', 'fields.rank'],
    );
  });
  it('refuses unknown orders, field orders without a type, and orders on composite fields', () => {
    invalid(() => parseOrder('sys.nope', post), 'order');
    invalid(() => parseOrder('fields.rank', null), 'order');
    invalid(() => parseOrder('fields.nope', post), 'order');
    invalid(() => parseOrder('fields.body', post), 'order');
    invalid(() => parseOrder('a,b,c,d', post), 'order');
  });
  it('types filter values by field', () => {
    assert.equal(parseFilter('fields.rank', '3', post).value, 3);
    assert.equal(parseFilter('fields.score', '2.5', post).value, 2.5);
    assert.equal(parseFilter('fields.featured', 'true', post).value, true);
    assert.equal(parseFilter('fields.tint', 'ABC', post).value, '#abc');
    assert.deepEqual({ ...parseFilter('fields.tags', 'news', post), field: undefined }, { field: undefined, op: 'contains', value: 'news', list: true });
  });
  it('refuses filters without content_type, on unknown or uncomparable fields, and bad values', () => {
    invalid(() => parseFilter('fields.title', 'x', null), 'fields.title');
    invalid(() => parseFilter('fields.nope', 'x', post), 'fields.nope');
    invalid(() => parseFilter('fields.meta', 'x', post), 'fields.meta');
    invalid(() => parseFilter('fields.rank', '3.5', post), 'fields.rank');
    invalid(() => parseFilter('fields.featured', 'yes', post), 'fields.featured');
  });
  it('checks the locale and applies the default order', () => {
    const q = parseListQuery(raw({ locale: 'DE' }), post, ctx, '-sys.updated_at');
    assert.equal(q.locale, 'de');
    assert.deepEqual(q.order, [{ kind: 'sys', key: 'updated_at', desc: true }]);
    assert.equal(parseListQuery(raw({ locale: '*' }), post, ctx, '-sys.updated_at').locale, '*');
    invalid(() => parseListQuery(raw({ locale: 'fr' }), post, ctx, '-sys.updated_at'), 'locale');
  });
  it('parses operators, with typed values, and link ids', () => {
    const f = parseFilter('fields.rank[in]', '1,2', post);
    assert.deepEqual([f.op, f.values], ['in', [1, 2]]);
    assert.deepEqual([parseFilter('fields.rank[gte]', '3', post).op, parseFilter('fields.rank[gte]', '3', post).value], ['gte', 3]);
    assert.deepEqual(parseFilter('fields.tags[all]', 'a,b', post).values, ['a', 'b']);
    assert.equal(parseFilter('fields.meta[exists]', 'false', post).value, false);
    invalid(() => parseFilter('fields.title[gt]', 'a', post), 'fields.title[gt]');
    invalid(() => parseFilter('fields.featured[in]', 'true', post), 'fields.featured[in]');
    invalid(() => parseFilter('fields.title[nope]', 'a', post), 'fields.title[nope]');
    invalid(() => parseFilter('fields.title.sys.id', 'a', post), 'fields.title.sys.id');
  });
  it('parses search text into words', () => {
    const q = parseListQuery(raw({ query: 'Häuser, am  See!' }), post, ctx, '-sys.updated_at');
    assert.deepEqual(q.search, { words: ['häuser', 'am', 'see'], prefix: true });
    assert.deepEqual(q.order, [], 'best matches first');
    assert.equal(parseListQuery(raw({ query: 'a b' }), post, ctx, '-sys.updated_at').search?.prefix, false, 'too short for a prefix');
    invalid(() => parseListQuery(raw({ query: '?!' }), post, ctx, '-sys.updated_at'), 'query');
    invalid(() => parseListQuery(raw({ 'sys.id[gt]': 'x' }), post, ctx, '-sys.updated_at'), 'sys.id[gt]');
  });
  it('refuses a filter sent twice', () => {
    invalid(() => parseListQuery(raw({ 'fields.title': ['a', 'b'] }), post, ctx, '-sys.updated_at'), 'fields.title');
  });
});
