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
    assert.deepEqual({ ...parseFilter('fields.tags', 'news', post), field: undefined }, { field: undefined, op: 'contains', value: 'news' });
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
  it('refuses a filter sent twice', () => {
    invalid(() => parseListQuery(raw({ 'fields.title': ['a', 'b'] }), post, ctx, '-sys.updated_at'), 'fields.title');
  });
});
