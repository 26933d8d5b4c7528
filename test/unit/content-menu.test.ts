import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contentMenu, menuOrder, normalizeGroups, orderGroups, orderPositions, orderProblems, placeAt } from '../../src/domain/content-model/menu.ts';
import { buildField as f, buildType as t } from '../support/builders.ts';

const types = () => [
  t('page', [f('sections', 'references', { link_content_types: ['hero'] })], { name: 'Page' }),
  t('hero', [], { name: 'Hero' }),
  t('post', [], { name: 'Post' }),
  t('author', [], { name: 'Author' }),
  t('site', [], { name: 'Site', singleton: true }),
];

describe('placeAt: setting a position', () => {
  it('a free place is just taken', () => {
    assert.deepEqual(Object.fromEntries(placeAt([t('a', [], { position: 1 }), t('b')], 'b', 3)), { b: 3 });
  });
  it('a taken place moves that type and the ones right behind it down one', () => {
    const all = [t('a', [], { position: 1 }), t('b', [], { position: 2 }), t('c', [], { position: 3 }), t('e', [], { position: 5 }), t('d')];
    assert.deepEqual(Object.fromEntries(placeAt(all, 'd', 2)), { d: 2, b: 3, c: 4 });
  });
  it('moving a type within the list', () => {
    const all = [t('a', [], { position: 1 }), t('b', [], { position: 2 })];
    assert.deepEqual(Object.fromEntries(placeAt(all, 'b', 1)), { b: 1, a: 2 });
  });
});

describe('orderPositions: SPEC content_types order', () => {
  it('listed types get 1, 2, 3; unlisted keep their order after them', () => {
    const all = types();
    assert.deepEqual(menuOrder(all), ['author', 'hero', 'page', 'post', 'site']);
    assert.deepEqual(Object.fromEntries(orderPositions(all, ['post', 'page'])), { post: 1, page: 2, author: 3, hero: 4, site: 5 });
  });
  it('unknown and repeated ids are problems', () => {
    const problems = orderProblems(['a', 'b'], ['a', 'zzz', 'a'], ['pages', 'sections', 'pages']);
    assert.match(problems['content_types[1]'], /"zzz" does not exist/);
    assert.match(problems['content_types[2]'], /repeated/);
    assert.match(problems['groups[1]'], /sections are not a group/);
    assert.match(problems['groups[2]'], /repeated/);
    assert.deepEqual(orderProblems(['a'], ['a'], undefined), {});
  });
});

describe('groups order', () => {
  it('listed groups first, others after in their current order', () => {
    assert.deepEqual(orderGroups(['pages', 'collections', 'settings'], ['settings']), ['settings', 'pages', 'collections']);
    assert.deepEqual(orderGroups(['settings', 'pages', 'collections'], undefined), ['settings', 'pages', 'collections']);
  });
  it('a stored order is completed and cleaned', () => {
    assert.deepEqual(normalizeGroups(null), ['pages', 'collections', 'settings']);
    assert.deepEqual(normalizeGroups(['settings', 'bogus']), ['settings', 'pages', 'collections']);
  });
});

describe('contentMenu', () => {
  it('groups by kind in group order, by position inside; sections apart', () => {
    const all = types().map((d) => (d.api_id === 'post' ? { ...d, position: 1 } : d));
    assert.deepEqual(contentMenu(all, ['settings', 'pages', 'collections']), {
      groups: [
        { group: 'settings', name: 'Settings', content_types: ['site'] },
        { group: 'pages', name: 'Pages', content_types: ['page'] },
        { group: 'collections', name: 'Collections', content_types: ['post', 'author'] },
      ],
      sections: ['hero'],
    });
  });
});
