import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newId, newOrderedId } from '../../src/app/ids.ts';

const BASE62_20 = /^[0-9A-Za-z]{20}$/;

describe('ids', () => {
  it('random and time-ordered ids are both 20 base62 characters', () => {
    for (const id of [newId(), newOrderedId(), newOrderedId(0), newOrderedId(Date.UTC(3000, 0, 1))]) assert.match(id, BASE62_20);
  });

  // Clocks a millisecond, a second, a day and years apart sort as their ids do (byte order, as SQLite compares text).
  const clocks: Array<[string, number, number]> = [
    ['the same second, 1 ms apart', Date.UTC(2026, 10, 26, 9, 0, 0, 1), Date.UTC(2026, 10, 26, 9, 0, 0, 2)],
    ['across a carry of the last digit', 61, 62],
    ['a day apart', Date.UTC(2026, 10, 26), Date.UTC(2026, 10, 27)],
    ['years apart', Date.UTC(1999, 0, 1), Date.UTC(2100, 0, 1)],
  ];
  for (const [name, earlier, later] of clocks) {
    it(`an id made earlier sorts first: ${name}`, () => {
      const a = newOrderedId(earlier);
      const b = newOrderedId(later);
      assert.ok(a < b, `${a} < ${b}`);
    });
  }

  it('ids made in the same millisecond share the clock and differ in the random part', () => {
    const now = Date.UTC(2026, 10, 26, 12);
    const ids = Array.from({ length: 1000 }, () => newOrderedId(now));
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(new Set(ids.map((id) => id.slice(0, 9))).size, 1);
  });
});
