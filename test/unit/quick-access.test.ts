import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkQuickAccess, entryTitle, fitLabel } from '../../src/domain/quick-access.ts';

const facts = {
  contentTypes: new Set(['post', 'author']),
  entries: new Map([
    ['e1', { status: 'draft' }],
    ['e2', { status: 'published' }],
    ['old', { status: 'archived' }],
  ]),
};

describe('checkQuickAccess', () => {
  it('keeps the sent order and labels', () => {
    const r = checkQuickAccess([{ entry: 'e2', label: 'Home' }, { content_type: 'post' }, { entry: 'e1', label: '  ' }], facts);
    assert.deepEqual(r.errors, {});
    assert.deepEqual(r.items, [
      { entry: 'e2', content_type: null, label: 'Home' },
      { entry: null, content_type: 'post', label: null },
      { entry: 'e1', content_type: null, label: null },
    ]);
  });
  it('8 items ok, 9 rejected', () => {
    const many = { contentTypes: new Set(['post']), entries: new Map(Array.from({ length: 9 }, (_, i) => [`e${i}`, { status: 'draft' }])) };
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ entry: `e${i}` }));
    assert.deepEqual(checkQuickAccess(items(8), many).errors, {});
    assert.match(checkQuickAccess(items(9), many).errors.items, /at most 8/);
  });
  it('label: 40 ok, 41 rejected', () => {
    assert.deepEqual(checkQuickAccess([{ content_type: 'post', label: 'x'.repeat(40) }], facts).errors, {});
    assert.match(checkQuickAccess([{ content_type: 'post', label: 'x'.repeat(41) }], facts).errors['items[0].label'], /at most 40/);
  });
  it('unknown, archived, repeated and malformed items', () => {
    const { errors } = checkQuickAccess(
      [{ entry: 'nope' }, { content_type: 'ghost' }, { entry: 'old' }, { content_type: 'post' }, { content_type: 'post' }, {}, { entry: 'e1', content_type: 'post' }],
      facts,
    );
    assert.match(errors['items[0].entry'], /does not exist/);
    assert.match(errors['items[1].content_type'], /does not exist/);
    assert.match(errors['items[2].entry'], /archived/);
    assert.match(errors['items[4]'], /repeated/);
    assert.match(errors['items[5]'], /either/);
    assert.match(errors['items[6]'], /either/);
  });
});

describe('labels', () => {
  it('default titles are cut to 40 characters', () => {
    assert.equal(fitLabel('Short'), 'Short');
    assert.equal(fitLabel('x'.repeat(40)), 'x'.repeat(40));
    const cut = fitLabel('word '.repeat(20));
    assert.equal(cut.length <= 40, true);
    assert.ok(cut.endsWith('…'));
  });
  it('entry title from the display field in the default language', () => {
    const fields = { title: { en: 'Hello', de: 'Hallo' }, count: { en: 3 } };
    assert.equal(entryTitle(fields, 'title', 'en'), 'Hello');
    assert.equal(entryTitle(fields, 'title', 'de'), 'Hallo');
    assert.equal(entryTitle(fields, 'count', 'en'), '3');
    assert.equal(entryTitle(fields, 'missing', 'en'), null);
    assert.equal(entryTitle(fields, null, 'en'), null);
  });
});
