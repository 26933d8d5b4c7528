import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { idempotencyKeyProblem, toolCallFingerprint, unusableIdempotencyKey } from '../../src/domain/idempotency.ts';

describe('idempotency keys', () => {
  const cases: Array<[string, string, RegExp | null]> = [
    ['a UUID', '5f0c3c1e-8a52-4d8e-9a3e-2f4b6a1c7d90', null],
    ['one visible character', 'x', null],
    ['255 characters', 'k'.repeat(255), null],
    ['empty', '', /not an empty value/],
    ['only spaces', '   ', /not an empty value/],
    ['a space inside', 'has space', /visible ASCII/],
    ['256 characters', 'k'.repeat(256), /1 to 255/],
    ['non-ASCII', 'clé', /visible ASCII/],
  ];
  for (const [name, key, problem] of cases) {
    it(name, () => {
      const p = idempotencyKeyProblem(key);
      if (problem === null) assert.equal(p, null);
      else assert.match(p ?? '', problem);
    });
  }

  it('names the header or the argument, never a query parameter, with a fix', () => {
    const header = unusableIdempotencyKey('header', 'x');
    assert.equal(header.code, 'invalid_parameter');
    assert.match(header.message, /Idempotency-Key header/);
    assert.match(header.fix, /Idempotency-Key header/);
    const arg = unusableIdempotencyKey('argument', 'x');
    assert.equal(arg.code, 'validation_failed');
    assert.deepEqual(Object.keys(arg.details?.fields as object), ['idempotency_key']);
  });

  it('a tool call is the same call whatever the order of its arguments and without its key', () => {
    assert.equal(toolCallFingerprint('create_entry', { a: 1, b: { c: 2, d: 3 }, idempotency_key: 'k1' }), toolCallFingerprint('create_entry', { b: { d: 3, c: 2 }, a: 1 }));
    assert.notEqual(toolCallFingerprint('create_entry', { a: 1 }), toolCallFingerprint('create_entry', { a: 2 }));
    assert.notEqual(toolCallFingerprint('create_entry', { a: 1 }), toolCallFingerprint('batch', { a: 1 }));
  });
});
